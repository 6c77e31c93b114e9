package e2e_test

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
	"golang.org/x/crypto/bcrypt"

	"cerebro/models"
	"cerebro/testutil"
)

// The accounts of privacy.journey.mjs (issue 33): a consultee who cannot
// close their account yet (a paid session in six days), and one who can (a
// session held ten days ago, which they reviewed), both with a consultant of
// their own so the other journeys' dashboards do not change.
const (
	keepsEmail     = "ruwan.keeps@example.com"
	keepsPassword  = "privacy-Secret-5"
	leavesEmail    = "dilani.leaves@example.com"
	leavesPassword = "privacy-Secret-6"
)

// privacyAccounts creates them and answers the consultant's id (whose public
// profile shows the review).
func privacyAccounts(t *testing.T, app *testutil.App) int64 {
	t.Helper()
	ctx := context.Background()
	consultant := privacyConsultant(t, app)
	keeps := privacyConsultee(t, app, keepsEmail, keepsPassword, "Ruwan", "Fernando")
	_, err := testutil.StoreBooking(ctx, app.Store, keeps, consultant, time.Now().UTC().Add(6*24*time.Hour).Truncate(time.Hour),
		250000, models.BookingConfirmed)
	require.NoError(t, err)
	leaves := privacyConsultee(t, app, leavesEmail, leavesPassword, "Dilani", "Rajapaksa")
	held, err := testutil.StoreBooking(ctx, app.Store, leaves, consultant, time.Now().UTC().Add(-10*24*time.Hour).Truncate(time.Hour),
		250000, models.BookingCompleted)
	require.NoError(t, err)
	require.NoError(t, app.Store.DB.Exec(`INSERT INTO booking_rates (booking_id, rater_role, rate, comment, has_rated, rated_at)
		VALUES (?, 'CONSULTEE', 5, 'Clear, patient advice about my lease.', true, now())`, held.BookingID).Error)
	return consultant
}

func privacyUser(t *testing.T, app *testutil.App, email, password, name string, role models.Role) int64 {
	t.Helper()
	hash, err := bcrypt.GenerateFromPassword([]byte(password), bcrypt.MinCost)
	require.NoError(t, err)
	verified := time.Now()
	u := &models.User{UserName: name, Email: email, PasswordHash: string(hash), Role: role, EmailVerifiedAt: &verified}
	require.NoError(t, app.Stores.Account.CreateUser(context.Background(), u))
	return u.ID
}

func privacyConsultee(t *testing.T, app *testutil.App, email, password, first, last string) int64 {
	t.Helper()
	c := &models.Consultee{UserID: privacyUser(t, app, email, password, first+" "+last, models.RoleConsultee), FirstName: first,
		LastName: last, DisplayName: first + " " + last, Birthday: time.Date(1991, 3, 14, 0, 0, 0, 0, time.UTC), Gender: "FEMALE",
		Country: "Sri Lanka", TimeZone: "Asia/Colombo", Currency: "LKR", DialCode: "94", Phone: "771234987"}
	require.NoError(t, app.Store.DB.Omit("User").Create(c).Error)
	return c.ID
}

func privacyConsultant(t *testing.T, app *testutil.App) int64 {
	t.Helper()
	id := privacyUser(t, app, "zahra.privacy@example.com", "privacy-Secret-7", "Zahra Wijesinghe", models.RoleConsultant)
	c := &models.Consultant{UserID: id, FirstName: "Zahra", LastName: "Wijesinghe", DisplayName: "Zahra Wijesinghe",
		Birthday: time.Date(1982, 8, 1, 0, 0, 0, 0, time.UTC), Gender: "FEMALE", Country: "Sri Lanka", TimeZone: "Asia/Colombo",
		Currency: "LKR", CategoryID: 1, Experience: 12, About: "Property and tenancy law.", DialCode: "94", Phone: "772223334",
		Bank: "BOC", BankBranch: "Kandy", AccNumber: "8001234567", SlotSize: 30, SlotRate: 250000, Status: models.ConsultantVerified}
	require.NoError(t, app.Store.DB.Omit("User", "Category").Create(c).Error)
	return c.ID
}
