// Package e2e runs the web app's browser journeys (webapp/e2e/*.journey.mjs,
// playwright-core driving Debian's headless Chromium) against the whole
// product: `cerebro serve` in-process, a real PostgreSQL database and a real
// Temporal dev server, with the demo data loaded.
package e2e_test

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
	"go.temporal.io/sdk/client"
	"golang.org/x/crypto/bcrypt"

	"cerebro/config"
	"cerebro/models"
	"cerebro/models/refund"
	"cerebro/rules"
	"cerebro/seed"
	"cerebro/testutil"
	"cerebro/workflows"
	sessionwf "cerebro/workflows/session"
)

const chromium = "/usr/bin/chromium"

func TestBrowserJourneys(t *testing.T) {
	root := testutil.RepoRoot()
	journeys, err := filepath.Glob(filepath.Join(root, "webapp", "e2e", "*.journey.mjs"))
	require.NoError(t, err)
	require.NotEmpty(t, journeys, "no browser journeys found in webapp/e2e")
	_, err = os.Stat(filepath.Join(root, "webapp", "dist", "index.html"))
	require.NoError(t, err, "the web app is not built: run `make webapp`")
	_, err = os.Stat(chromium)
	require.NoError(t, err, "Debian's chromium is not installed: apt-get install -y chromium")

	ctx := context.Background()
	// The journeys book a slot at most 18 minutes ahead; opening the room 20
	// minutes early puts it inside the join window, so joining always runs.
	app, err := testutil.StartApp(ctx, testutil.AppOptions{Configure: func(c *config.Config) {
		c.JoinEarly = 20 * time.Minute
	}})
	require.NoError(t, err)
	t.Cleanup(app.Close)
	require.NoError(t, seed.Demo(ctx, app.Store, time.Now()))
	sunil := outcomeConsultee(t, app)
	cutShortSession(t, app, sunil)
	heldAndUpcomingSessions(t, app, sunil)
	abroadConsultee(t, app)
	promoDate := promoConsultee(t, app)
	transferCref, chargebackCref := cardMoneyInvoices(t, app)
	privacyConsultantID := privacyAccounts(t, app)
	reviewedSessions(t, app)
	phoneAccount(t, app)

	mailbox := serveMailbox(t, app)
	texts := serveTexts(t, app)
	shots := filepath.Join(root, "webapp", "screenshots")
	require.NoError(t, os.MkdirAll(shots, 0o755))
	for _, journey := range journeys {
		name := strings.TrimSuffix(filepath.Base(journey), ".journey.mjs")
		t.Run(name, func(t *testing.T) {
			ctx, cancel := context.WithTimeout(ctx, 5*time.Minute)
			defer cancel()
			cmd := exec.CommandContext(ctx, "node", journey)
			cmd.Dir = filepath.Join(root, "webapp")
			cmd.Env = append(os.Environ(),
				"BASE_URL="+app.URL,
				"SCREENSHOT_DIR="+shots,
				"CHROMIUM_PATH="+chromium,
				"ADMIN_EMAIL="+app.Config.AdminEmail,
				"ADMIN_PASSWORD="+app.Config.AdminPassword,
				"DEMO_CONSULTANT_EMAIL="+seed.ConsultantEmail,
				"DEMO_CONSULTANT_PASSWORD="+seed.ConsultantPassword,
				"OUTCOME_CONSULTEE_EMAIL="+outcomeEmail,
				"OUTCOME_CONSULTEE_PASSWORD="+outcomePassword,
				"ABROAD_CONSULTEE_EMAIL="+abroadEmail,
				"ABROAD_CONSULTEE_PASSWORD="+abroadPassword,
				"REQUIRE_JOIN=1",
				"MAILBOX_URL="+mailbox,
				"SMS_INBOX_URL="+texts, "PHONE_EMAIL="+phoneEmail, "PHONE_PASSWORD="+phonePassword,
				"CARD_TRANSFER_CREF="+transferCref,
				"CHARGEBACK_CREF="+chargebackCref,
				"PRIVACY_KEEPS_EMAIL="+keepsEmail, "PRIVACY_KEEPS_PASSWORD="+keepsPassword,
				"PRIVACY_LEAVES_EMAIL="+leavesEmail, "PRIVACY_LEAVES_PASSWORD="+leavesPassword,
				"PRIVACY_CONSULTANT_ID="+strconv.FormatInt(privacyConsultantID, 10),
				"PROMO_CONSULTEE_EMAIL="+promoEmail, "PROMO_CONSULTEE_PASSWORD="+promoPassword, "PROMO_DATE="+promoDate,
				"REPORTER_EMAIL="+reporterEmail,
				"REPORTER_PASSWORD="+reporterPassword,
			)
			out, err := cmd.CombinedOutput()
			t.Log(string(out))
			require.NoError(t, err, "journey %s failed", name)
		})
	}
}

// The consultee of the cut-short session: an account of its own, so the
// rating it is asked for does not stand in the other journeys' way.
const (
	outcomeEmail    = "sunil.outcome@example.com"
	outcomePassword = "outcome-Secret-3"
)

// cutShortSession has the real session workflow judge a session of a
// consultee with the demo consultant that ended half an hour ago, from
// presence reports of ten minutes (consultee) and thirty (consultant): cut
// short, with a refund claim for the admin (session-outcome.journey.mjs).
func cutShortSession(t *testing.T, app *testutil.App, consultee int64) {
	t.Helper()
	ctx := context.Background()
	consultant := demoParty(t, app, seed.ConsultantEmail, "consultants")
	start := time.Now().UTC().Add(-time.Hour).Truncate(time.Minute)
	b, err := testutil.StoreBooking(ctx, app.Store, consultee, consultant, start, 250000, models.BookingConfirmed)
	require.NoError(t, err)
	require.NoError(t, testutil.StayInRoom(ctx, app.Store, b.BookingID, models.RaterConsultee, start, 0, 10, true))
	require.NoError(t, testutil.StayInRoom(ctx, app.Store, b.BookingID, models.RaterConsultant, start, 0, 30, true))
	startSession(t, app, b.BookingID, start, consultee, consultant, 250000)
	require.Eventually(t, func() bool {
		var n int64
		app.Store.DB.Model(&refund.Refund{}).Where("booking_id = ? AND cause = ?", b.BookingID, models.CauseCutShort).Count(&n)
		return n == 1
	}, 20*time.Second, 100*time.Millisecond, "the session is judged cut short and a refund claim opened")
}

// demoParty is the consultee or consultant id of a demo account.
func demoParty(t *testing.T, app *testutil.App, email, table string) int64 {
	t.Helper()
	var id int64
	require.NoError(t, app.Store.DB.Raw(`SELECT p.id FROM `+table+` p JOIN users u ON u.id = p.user_id WHERE u.email = ?`, email).
		Scan(&id).Error)
	require.NotZero(t, id, "demo account %s", email)
	return id
}

// outcomeConsultee creates the cut-short session's consultee and returns its id.
func outcomeConsultee(t *testing.T, app *testutil.App) int64 {
	t.Helper()
	ctx := context.Background()
	hash, err := bcrypt.GenerateFromPassword([]byte(outcomePassword), bcrypt.MinCost)
	require.NoError(t, err)
	verified := time.Now()
	u := &models.User{UserName: "Sunil Jayawardena", Email: outcomeEmail, PasswordHash: string(hash), Role: models.RoleConsultee,
		EmailVerifiedAt: &verified}
	require.NoError(t, app.Stores.Account.CreateUser(ctx, u))
	c := &models.Consultee{UserID: u.ID, FirstName: "Sunil", LastName: "Jayawardena", DisplayName: "Sunil Jayawardena",
		Birthday: time.Date(1985, 1, 20, 0, 0, 0, 0, time.UTC), Gender: "MALE", Country: "Sri Lanka", TimeZone: "Asia/Colombo",
		Currency: "LKR", DialCode: "94", Phone: "712345678"}
	require.NoError(t, app.Store.DB.WithContext(ctx).Create(c).Error)
	return c.ID
}

// The consultee in London who reads Sinhala (languages.journey.mjs): their
// account's language and zone, and a paid session with the demo consultant.
const (
	abroadEmail    = "tharushi.london@example.com"
	abroadPassword = "abroad-Secret-4"
)

// abroadConsultee creates that consultee, with a session tomorrow at 14:30
// Sri Lanka time (09:00 or 10:00 in London, by the season).
func abroadConsultee(t *testing.T, app *testutil.App) {
	t.Helper()
	ctx := context.Background()
	hash, err := bcrypt.GenerateFromPassword([]byte(abroadPassword), bcrypt.MinCost)
	require.NoError(t, err)
	verified := time.Now()
	u := &models.User{UserName: "Tharushi Perera", Email: abroadEmail, PasswordHash: string(hash), Role: models.RoleConsultee,
		EmailVerifiedAt: &verified, Language: "si"}
	require.NoError(t, app.Stores.Account.CreateUser(ctx, u))
	c := &models.Consultee{UserID: u.ID, FirstName: "Tharushi", LastName: "Perera", DisplayName: "Tharushi Perera",
		Birthday: time.Date(1992, 6, 2, 0, 0, 0, 0, time.UTC), Gender: "FEMALE", Country: "United Kingdom",
		TimeZone: "Europe/London", Currency: "LKR", DialCode: "44", Phone: "7700900123"}
	require.NoError(t, app.Store.DB.WithContext(ctx).Create(c).Error)
	consultant := demoParty(t, app, seed.ConsultantEmail, "consultants")
	start := rules.ColomboToday(time.Now()).AddDate(0, 0, 1).Add(14*time.Hour + 30*time.Minute).UTC()
	b, err := testutil.StoreBooking(ctx, app.Store, c.ID, consultant, start, 250000, models.BookingConfirmed)
	require.NoError(t, err)
	startSession(t, app, b.BookingID, start, c.ID, consultant, 250000)
}

// The consultee who books with a promo code (promo.journey.mjs), and the
// demo consultant's slot they book: four days ahead at 16:00 Colombo, a
// time no other journey uses.
const (
	promoEmail    = "dilani.promo@example.com"
	promoPassword = "promo-Secret-5"
)

// promoConsultee creates the promo journey's consultee and slot, and
// returns the slot's Colombo date.
func promoConsultee(t *testing.T, app *testutil.App) string {
	t.Helper()
	ctx := context.Background()
	hash, err := bcrypt.GenerateFromPassword([]byte(promoPassword), bcrypt.MinCost)
	require.NoError(t, err)
	verified := time.Now()
	u := &models.User{UserName: "Dilani Wijesinghe", Email: promoEmail, PasswordHash: string(hash), Role: models.RoleConsultee,
		EmailVerifiedAt: &verified, Language: "en"}
	require.NoError(t, app.Stores.Account.CreateUser(ctx, u))
	c := &models.Consultee{UserID: u.ID, FirstName: "Dilani", LastName: "Wijesinghe", DisplayName: "Dilani Wijesinghe",
		Birthday: time.Date(1995, 3, 9, 0, 0, 0, 0, time.UTC), Gender: "FEMALE", Country: "Sri Lanka",
		TimeZone: "Asia/Colombo", Currency: "LKR", DialCode: "94", Phone: "771112223"}
	require.NoError(t, app.Store.DB.WithContext(ctx).Create(c).Error)
	day := rules.ColomboToday(time.Now()).AddDate(0, 0, 4)
	start := day.Add(16 * time.Hour).UTC()
	slot := models.Slot{ConsultantID: demoParty(t, app, seed.ConsultantEmail, "consultants"), StartsAt: start,
		EndsAt: start.Add(30 * time.Minute), SlotSize: 30, Price: 250000, Status: models.SlotAvailable}
	require.NoError(t, app.Store.DB.WithContext(ctx).Omit("Consultant").Create(&slot).Error)
	return day.Format(rules.DateLayout)
}

// heldAndUpcomingSessions gives the same consultee a session held by both
// parties' accounts two hours ago (to report a problem with) and a paid one
// three days ahead in the evening, at 3,000 LKR (to reschedule to one of the
// demo consultant's cheaper morning slots, then cancel), each with its real session
// workflow (claims.journey.mjs).
func heldAndUpcomingSessions(t *testing.T, app *testutil.App, consultee int64) {
	t.Helper()
	ctx := context.Background()
	consultant := demoParty(t, app, seed.ConsultantEmail, "consultants")
	held := time.Now().UTC().Add(-2 * time.Hour).Truncate(time.Minute)
	b, err := testutil.StoreBooking(ctx, app.Store, consultee, consultant, held, 250000, models.BookingConfirmed)
	require.NoError(t, err)
	require.NoError(t, testutil.StayInRoom(ctx, app.Store, b.BookingID, models.RaterConsultee, held, 0, 30, true))
	require.NoError(t, testutil.StayInRoom(ctx, app.Store, b.BookingID, models.RaterConsultant, held, 0, 30, true))
	startSession(t, app, b.BookingID, held, consultee, consultant, 250000)
	require.Eventually(t, func() bool {
		var status string
		app.Store.DB.Raw(`SELECT status FROM bookings WHERE id = ?`, b.BookingID).Scan(&status)
		return status == string(models.BookingCompleted)
	}, 20*time.Second, 100*time.Millisecond, "the held session is completed")

	// Dearer than the demo consultant's 2,500 LKR slots: moving it refunds the difference.
	evening := rules.ColomboToday(time.Now()).AddDate(0, 0, 3).Add(20 * time.Hour).UTC() // 20:00 Colombo
	u, err := testutil.StoreBooking(ctx, app.Store, consultee, consultant, evening, 300000, models.BookingConfirmed)
	require.NoError(t, err)
	startSession(t, app, u.BookingID, evening, consultee, consultant, 300000)
}

// startSession starts the session workflow of a stored booking.
func startSession(t *testing.T, app *testutil.App, bookingID int64, start time.Time, consultee, consultant int64, price int64) {
	t.Helper()
	_, err := app.Temporal.ExecuteWorkflow(context.Background(), client.StartWorkflowOptions{ID: workflows.SessionWorkflowID(bookingID),
		TaskQueue: app.Config.TaskQueue}, sessionwf.Session, sessionwf.SessionInput{BookingID: bookingID, StartsAt: start,
		EndsAt: start.Add(30 * time.Minute), PriceCents: price, JoinEarly: app.Config.JoinEarly, ConsulteeID: consultee,
		ConsultantID: consultant})
	require.NoError(t, err)
}

// serveMailbox lets the journeys read the mail the app sent (as a person
// reads their inbox): GET ?to=address answers that address's mails, oldest
// first, as JSON {subject, body} (the text as sent, test-payments line and all).
func serveMailbox(t *testing.T, app *testutil.App) string {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		type mail struct {
			Subject string `json:"subject"`
			Body    string `json:"body"`
		}
		out := []mail{}
		for _, m := range app.Outbox.To(r.URL.Query().Get("to")) {
			out = append(out, mail{Subject: m.Subject, Body: m.Text()})
		}
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(out)
	}))
	t.Cleanup(srv.Close)
	return srv.URL
}
