package api_test

import (
	"bytes"
	"context"
	"fmt"
	"image"
	"image/png"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strconv"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"cerebro/api"
	"cerebro/auth"
	"cerebro/config"
	"cerebro/models"
	"cerebro/models/gateway"
	"cerebro/payments"
)

// Fixtures of the checkout tests, written straight to the database: the
// profile API is not what these tests are about.

var partySeq atomic.Int64

// party is an account with a profile (consultee or consultant) and a token.
type party struct {
	token, email string
	userID, id   int64
}

func newAccount(t testing.TB, role models.Role) (*models.User, string) {
	t.Helper()
	return newAccountIn(t, role, "en")
}

// newAccountIn is newAccount whose mails are written in language.
func newAccountIn(t testing.TB, role models.Role, language string) (*models.User, string) {
	t.Helper()
	email := fmt.Sprintf("%s-%d-%d@example.lk", role, time.Now().UnixNano(), partySeq.Add(1))
	verified := time.Now()
	u := &models.User{UserName: email, Email: email, PasswordHash: "unused", Role: role, EmailVerifiedAt: &verified,
		Language: language}
	require.NoError(t, env.stores.Account.CreateUser(context.Background(), u))
	token, err := auth.NewTokens(env.cfg.JWTSecret, time.Hour).Issue(u)
	require.NoError(t, err)
	return u, token
}

// newShopper is a consultee ready to book.
func newShopper(t testing.TB) party {
	t.Helper()
	return newShopperIn(t, "en", "Asia/Colombo")
}

// newShopperIn is a consultee ready to book who reads language and lives
// in zone.
func newShopperIn(t testing.TB, language, zone string) party {
	t.Helper()
	u, token := newAccountIn(t, models.RoleConsultee, language)
	c := models.Consultee{UserID: u.ID, FirstName: "Kamala", LastName: "Silva", DisplayName: "Kamala Silva",
		Birthday: time.Date(1990, 5, 1, 0, 0, 0, 0, time.UTC), Gender: "FEMALE", Country: "Sri Lanka", TimeZone: zone,
		Currency: "LKR", DialCode: "94", Phone: "771234567"}
	require.NoError(t, env.store.DB.Omit("User").Create(&c).Error)
	return party{token: token, email: u.Email, userID: u.ID, id: c.ID}
}

// newSeller is a verified consultant.
func newSeller(t testing.TB) party {
	t.Helper()
	return newSellerIn(t, "en", "Asia/Colombo")
}

// newSellerIn is a verified consultant who reads language and lives in zone.
func newSellerIn(t testing.TB, language, zone string) party {
	t.Helper()
	u, token := newAccountIn(t, models.RoleConsultant, language)
	c := models.Consultant{UserID: u.ID, FirstName: "Nimal", LastName: "Perera", DisplayName: "Nimal Perera",
		Birthday: time.Date(1980, 1, 1, 0, 0, 0, 0, time.UTC), Gender: "MALE", Country: "Sri Lanka", TimeZone: zone,
		Currency: "LKR", CategoryID: 1, Experience: 10, About: "Lawyer", DialCode: "94", Phone: "777654321",
		Bank: "BOC", BankBranch: "Colombo", AccNumber: "123", SlotSize: 30, SlotRate: 250000, Status: models.ConsultantVerified}
	require.NoError(t, env.store.DB.Omit("User", "Category").Create(&c).Error)
	return party{token: token, email: u.Email, userID: u.ID, id: c.ID}
}

// slotPrice is every test slot's price: LKR 2,500.00.
const slotPrice = int64(250000)

// openSlots publishes n consecutive 30-minute AVAILABLE slots of the
// consultant from start.
func openSlots(t testing.TB, consultantID int64, start time.Time, n int) []int64 {
	t.Helper()
	ids := make([]int64, n)
	for i := range ids {
		s := models.Slot{ConsultantID: consultantID, StartsAt: start.Add(time.Duration(i) * 30 * time.Minute),
			EndsAt: start.Add(time.Duration(i+1) * 30 * time.Minute), SlotSize: 30, Price: slotPrice, Status: models.SlotAvailable}
		require.NoError(t, env.store.DB.Omit("Consultant").Create(&s).Error)
		ids[i] = s.ID
	}
	return ids
}

// tomorrow is a start time safely in the future, on the 15-minute grid.
func tomorrow() time.Time { return time.Now().UTC().Add(48 * time.Hour).Truncate(time.Hour) }

// book posts a booking request for the slots.
func book(t testing.TB, who party, method string, consultantID int64, slotIDs ...int64) response {
	t.Helper()
	return call(t, "POST", "/api/v1/booking?paymentMethod="+method, who.token, bookingBody(who, consultantID, slotIDs))
}

// bookingBody is the booking request for the slots.
func bookingBody(who party, consultantID int64, slotIDs []int64) []map[string]any {
	items := make([]map[string]any, len(slotIDs))
	for i, id := range slotIDs {
		items[i] = map[string]any{"bookingDate": time.Now().Format("2006-01-02"), "consulteeId": who.id,
			"cerebroslotId": id, "consultantId": consultantID}
	}
	return items
}

// serverWithConfig runs a second API server on the harness's database,
// Temporal and gateway, with its configuration changed by edit.
func serverWithConfig(t testing.TB, edit func(*config.Config)) *httptest.Server {
	t.Helper()
	cfg := env.cfg
	edit(&cfg)
	srv, err := api.NewServer(api.Deps{Config: cfg, Store: env.store, Temporal: env.temporal, Mailer: env.outbox, Gateway: env.gateway})
	require.NoError(t, err)
	ts := httptest.NewServer(checkCodes(srv.Handler(), func(v string) { t.Errorf("an error left the API without a proper code: %s", v) }))
	t.Cleanup(ts.Close)
	return ts
}

// callOn is call against another server.
func callOn(t testing.TB, ts *httptest.Server, method, path, token string, body any) response {
	t.Helper()
	return send(t, ts.URL, method, path, token, body, nil)
}

// mustBook books and returns the invoice id and booking ids.
func mustBook(t testing.TB, who party, method string, consultantID int64, slotIDs ...int64) (int64, []int64) {
	t.Helper()
	res := book(t, who, method, consultantID, slotIDs...)
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	var bookings []int64
	for _, v := range res.Body["bookingId"].([]any) {
		bookings = append(bookings, int64(v.(float64)))
	}
	return int64(res.Body["invoiceId"].(float64)), bookings
}

func invoiceRow(t testing.TB, id int64) models.Invoice {
	t.Helper()
	var inv models.Invoice
	require.NoError(t, env.store.DB.Take(&inv, id).Error)
	return inv
}

func slotStatuses(t testing.TB, ids []int64) []models.SlotStatus {
	t.Helper()
	var out []models.SlotStatus
	require.NoError(t, env.store.DB.Model(&models.Slot{}).Where("id IN ?", ids).Order("id").Pluck("status", &out).Error)
	return out
}

func bookingStatuses(t testing.TB, invoiceID int64) []string {
	t.Helper()
	var out []string
	require.NoError(t, env.store.DB.Model(&models.Booking{}).Where("invoice_id = ?", invoiceID).Order("id").Pluck("status", &out).Error)
	return out
}

func repeat[T any](s T, n int) []T {
	out := make([]T, n)
	for i := range out {
		out[i] = s
	}
	return out
}

// awaitInvoice waits until the invoice has the status.
func awaitInvoice(t testing.TB, id int64, status models.InvoiceStatus, within time.Duration) models.Invoice {
	t.Helper()
	require.Eventually(t, func() bool { return invoiceRow(t, id).Status == status }, within, 50*time.Millisecond,
		"invoice %d never reached %s", id, status)
	return invoiceRow(t, id)
}

// notification is a gateway notification signed as the gateway signs it.
func notification(cref string, amountCents int64, currency, paymentID string, status int) url.Values {
	amount, code := payments.FormatAmount(amountCents), strconv.Itoa(status)
	return url.Values{
		"merchant_id": {env.cfg.PayHere.MerchantID}, "order_id": {cref}, "payment_id": {paymentID},
		"payhere_amount": {amount}, "payhere_currency": {currency}, "status_code": {code}, "method": {"VISA"},
		"md5sig": {payments.SignNotification(env.cfg.PayHere.MerchantID, cref, amount, currency, code, env.cfg.PayHere.MerchantSecret)},
	}
}

// postForm posts a form without following redirects.
func postForm(t testing.TB, target string, form url.Values) *http.Response {
	t.Helper()
	client := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	res, err := client.PostForm(target, form)
	require.NoError(t, err)
	t.Cleanup(func() { res.Body.Close() })
	return res
}

// notify posts a notification as the gateway does. A signed "paid" one is
// first recorded as a payment the gateway took (the simulator's ledger), as
// PayHere takes the money before it notifies: its Retrieval API then knows
// it, as it would.
func notify(t testing.TB, form url.Values) int {
	t.Helper()
	tookPayment(t, env.store, env.gateway, form)
	return postForm(t, env.server.URL+"/api/v1/payments/notify", form).StatusCode
}

// tookPayment records a signed paid notification's payment in the
// simulator's ledger.
func tookPayment(t testing.TB, store *models.Store, g payments.Gateway, form url.Values) {
	t.Helper()
	n, err := g.VerifyNotification(form)
	if err != nil || n.StatusCode != payments.StatusPaid {
		return
	}
	require.NoError(t, gateway.New(store.DB).RecordSimulatedPayment(context.Background(), payments.SimulatedPayment{PaymentID: n.PaymentID,
		OrderID: n.OrderID, AmountCents: n.AmountCents, Currency: n.Currency, At: time.Now()}))
}

func simulator(t testing.TB) *payments.Simulator {
	t.Helper()
	sim, ok := env.gateway.(*payments.Simulator)
	require.True(t, ok, "the tests run against the simulator")
	return sim
}

// refundsOf lists what the simulator refunded for one payment.
func refundsOf(t testing.TB, paymentID string) []payments.SimulatedRefund {
	var out []payments.SimulatedRefund
	for _, r := range simulator(t).Refunds() {
		if r.PaymentID == paymentID {
			out = append(out, r)
		}
	}
	return out
}

// pngBytes is a real 2×2 PNG image.
func pngBytes(t testing.TB) []byte {
	t.Helper()
	var b bytes.Buffer
	require.NoError(t, png.Encode(&b, image.NewRGBA(image.Rect(0, 0, 2, 2))))
	return b.Bytes()
}

// postSlip sends the slip upload form; a nil file leaves the file out.
func postSlip(t testing.TB, token string, fields map[string]string, file []byte) response {
	t.Helper()
	var body bytes.Buffer
	w := multipart.NewWriter(&body)
	for k, v := range fields {
		require.NoError(t, w.WriteField(k, v))
	}
	if file != nil {
		fw, err := w.CreateFormFile("file", "slip.png")
		require.NoError(t, err)
		_, _ = fw.Write(file)
	}
	require.NoError(t, w.Close())
	return sendForm(t, "POST", env.server.URL+"/api/v1/upload/slip", token, &body, w.FormDataContentType())
}
