package e2e_test

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
	"golang.org/x/crypto/bcrypt"

	"cerebro/models"
	"cerebro/rules"
	"cerebro/seed"
	"cerebro/testutil"
)

// The consultee who reports a review in reviews.journey.mjs: an account of
// their own, with a profile and nothing to rate.
const (
	reporterEmail    = "nadeeka.reporter@example.com"
	reporterPassword = "reporter-Secret-5"
)

// reviewedSessions gives the demo consultant two reviews from consultees
// of their own, of sessions held five and six days ago: a fair one for
// the consultant to reply to and an abusive one to report and hide
// (reviews.journey.mjs); and creates the reporter.
func reviewedSessions(t *testing.T, app *testutil.App) {
	t.Helper()
	consultant := demoParty(t, app, seed.ConsultantEmail, "consultants")
	// 07:00 in Colombo five and six days ago: no other fixture's session is then.
	morning := func(daysAgo int) time.Time {
		return rules.ColomboToday(time.Now()).AddDate(0, 0, -daysAgo).Add(7 * time.Hour).UTC()
	}
	review(t, app, newConsultee(t, app, "Dilani", "Fernando", "dilani.review@example.com", "review-Secret-6"), consultant,
		morning(6), 5, "Clear, practical advice on my lease. He explained every clause.")
	review(t, app, newConsultee(t, app, "Ruwan", "Bandara", "ruwan.review@example.com", "review-Secret-7"), consultant,
		morning(5), 1, "Useless. He is a fraud and a thief, avoid him.")
	newConsultee(t, app, "Nadeeka", "Wijesinghe", reporterEmail, reporterPassword)
}

// newConsultee creates a verified consultee account with a profile.
func newConsultee(t *testing.T, app *testutil.App, first, last, email, password string) int64 {
	t.Helper()
	ctx := context.Background()
	hash, err := bcrypt.GenerateFromPassword([]byte(password), bcrypt.MinCost)
	require.NoError(t, err)
	verified := time.Now()
	u := &models.User{UserName: first + " " + last, Email: email, PasswordHash: string(hash), Role: models.RoleConsultee,
		EmailVerifiedAt: &verified}
	require.NoError(t, app.Stores.Account.CreateUser(ctx, u))
	c := &models.Consultee{UserID: u.ID, FirstName: first, LastName: last, DisplayName: first + " " + last,
		Birthday: time.Date(1990, 3, 12, 0, 0, 0, 0, time.UTC), Gender: "FEMALE", Country: "Sri Lanka", TimeZone: "Asia/Colombo",
		Currency: "LKR", DialCode: "94", Phone: "771234567"}
	require.NoError(t, app.Store.DB.WithContext(ctx).Create(c).Error)
	return c.ID
}

// review is a completed session at start that the consultee rated.
func review(t *testing.T, app *testutil.App, consultee, consultant int64, start time.Time, stars int, comment string) {
	t.Helper()
	ctx := context.Background()
	b, err := testutil.StoreBooking(ctx, app.Store, consultee, consultant, start, 250000, models.BookingCompleted)
	require.NoError(t, err)
	r, err := app.Stores.Session.EnsureRate(ctx, b.BookingID, models.RaterConsultee)
	require.NoError(t, err)
	require.NoError(t, app.Stores.Session.SubmitRate(ctx, r.ID, stars, comment, start.Add(time.Hour)))
}
