package faults_test

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"net/http"
	"net/url"
	"os"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
	"go.temporal.io/sdk/client"

	"cerebro/auth"
	"cerebro/faults/harness"
	"cerebro/models"
	"cerebro/models/account"
	"cerebro/models/gateway"
	"cerebro/models/ledger"
	"cerebro/payments"
	"cerebro/testutil"
	"cerebro/workflows"
	checkoutwf "cerebro/workflows/checkout"
)

// system is the product running as separate processes on its own database
// and task queue: one `cerebro api` and one `cerebro worker`.
type system struct {
	t        *testing.T
	c        *harness.Cerebro
	store    *models.Store
	temporal client.Client
	api      *harness.Server
	worker   *harness.Proc
	secret   string // JWT secret the processes verify tokens with
}

// systemOptions shape a system.
type systemOptions struct {
	dbURL    string // default: a throwaway database on the shared server
	temporal string // default: the suite's dev server
	// cluster is a real Temporal server to run against instead (its
	// address and, under mutual TLS, its client certificate).
	cluster *harness.ServerCluster
	env     map[string]string // extra environment of every process
}

func newSystem(t *testing.T, o systemOptions) *system {
	t.Helper()
	ctx := context.Background()
	if o.dbURL == "" {
		dbURL, drop, err := testutil.NewDatabase(ctx)
		require.NoError(t, err)
		t.Cleanup(drop)
		o.dbURL = dbURL
		separateIDs(t, dbURL)
	}
	if o.temporal == "" {
		o.temporal = shared.temporal
	}
	options := client.Options{HostPort: o.temporal}
	if o.cluster != nil {
		var err error
		options, err = o.cluster.ClientOptions()
		require.NoError(t, err)
		o.temporal = o.cluster.Address
		o.env = maps.Clone(o.env)
		if o.env == nil {
			o.env = map[string]string{}
		}
		maps.Copy(o.env, o.cluster.ClientEnv())
	}
	options.Logger = quiet{}
	s := &system{t: t, secret: harness.JWTSecret}
	s.c = &harness.Cerebro{Bin: shared.bin, Dir: t.TempDir(), DBURL: o.dbURL, Temporal: o.temporal,
		TaskQueue: "faults-" + randomHex(6), Env: o.env}
	var err error
	s.store, err = models.Open(o.dbURL)
	require.NoError(t, err)
	t.Cleanup(func() { _ = s.store.Close() })
	t.Cleanup(func() { ledgerAgrees(t, s.store) }) // runs once the processes are stopped
	s.temporal, err = client.Dial(options)
	require.NoError(t, err)
	t.Cleanup(s.temporal.Close)
	s.api, err = s.c.StartAPI(ctx, "api", nil)
	require.NoError(t, err)
	s.cleanupProc(s.api.Proc)
	gatewayLedgers.Store(s.api.URL, s.store)
	s.worker, err = s.c.StartWorker(ctx, "worker", map[string]string{"PUBLIC_BASE_URL": s.api.URL})
	require.NoError(t, err)
	s.cleanupProc(s.worker)
	return s
}

// cleanupProc stops p at the end of the test and, if the test failed,
// shows the end of what it logged.
func (s *system) cleanupProc(p *harness.Proc) {
	s.t.Cleanup(func() {
		if s.t.Failed() {
			s.t.Logf("---- %s log (tail) ----\n%s", p.Name, lastLines(p.Log(), 30))
		}
		p.Stop(5 * time.Second)
	})
}

// startAPI runs one more `cerebro api` with extra settings (say a short
// payment hold) on the same database and queue.
func (s *system) startAPI(name string, env map[string]string) *harness.Server {
	s.t.Helper()
	srv, err := s.c.StartAPI(context.Background(), name, env)
	require.NoError(s.t, err)
	s.cleanupProc(srv.Proc)
	gatewayLedgers.Store(srv.URL, s.store)
	return srv
}

// killWorker crashes the worker (SIGKILL) and restartWorker brings it back.
func (s *system) killWorker() { s.worker.Kill() }

func (s *system) restartWorker() {
	s.t.Helper()
	require.NoError(s.t, harness.RestartWorker(context.Background(), s.worker))
}

var seq atomic.Int64

// idBase is where this test binary's invoice and booking ids start.
var idBase = func() int64 {
	var b [3]byte
	_, _ = rand.Read(b[:])
	return (int64(b[0])<<16 | int64(b[1])<<8 | int64(b[2])) * 1_000_000
}()

// separateIDs moves the database's invoice and booking ids to a range of
// their own. Workflow ids are business keys (invoice-<id>, booking-<id>)
// and every test's database starts counting at 1, but the tests share one
// Temporal namespace: without this, two tests would address one workflow.
func separateIDs(t testing.TB, dbURL string) {
	t.Helper()
	store, err := models.Open(dbURL)
	require.NoError(t, err)
	defer store.Close()
	base := idBase + seq.Add(1)*10_000
	for _, sequence := range []string{"invoices_id_seq", "bookings_id_seq"} {
		require.NoError(t, store.DB.Exec(fmt.Sprintf("ALTER SEQUENCE %s RESTART WITH %d", sequence, base)).Error)
	}
}

// party is an account with a profile and a bearer token.
type party struct {
	token, email string
	userID, id   int64
}

func newAccount(t testing.TB, store *models.Store, secret string, role models.Role) (*models.User, string) {
	t.Helper()
	email := fmt.Sprintf("%s-%d-%d@faults.example.lk", strings.ToLower(string(role)), time.Now().UnixNano(), seq.Add(1))
	verified := time.Now()
	u := &models.User{UserName: email, Email: email, PasswordHash: "unused", Role: role, EmailVerifiedAt: &verified}
	require.NoError(t, account.New(store.DB).CreateUser(context.Background(), u))
	token, err := auth.NewTokens(secret, time.Hour).Issue(u)
	require.NoError(t, err)
	return u, token
}

// newShopper is a consultee ready to book.
func newShopper(t testing.TB, store *models.Store, secret string) party {
	t.Helper()
	u, token := newAccount(t, store, secret, models.RoleConsultee)
	c := models.Consultee{UserID: u.ID, FirstName: "Kamala", LastName: "Silva", DisplayName: "Kamala Silva",
		Birthday: time.Date(1990, 5, 1, 0, 0, 0, 0, time.UTC), Gender: "FEMALE", Country: "Sri Lanka", TimeZone: "Asia/Colombo",
		Currency: "LKR", DialCode: "94", Phone: "771234567"}
	require.NoError(t, store.DB.Omit("User").Create(&c).Error)
	return party{token: token, email: u.Email, userID: u.ID, id: c.ID}
}

// newSeller is a verified consultant.
func newSeller(t testing.TB, store *models.Store, secret string) party {
	t.Helper()
	u, token := newAccount(t, store, secret, models.RoleConsultant)
	c := models.Consultant{UserID: u.ID, FirstName: "Nimal", LastName: "Perera", DisplayName: "Nimal Perera",
		Birthday: time.Date(1980, 1, 1, 0, 0, 0, 0, time.UTC), Gender: "MALE", Country: "Sri Lanka", TimeZone: "Asia/Colombo",
		Currency: "LKR", CategoryID: 1, Experience: 10, About: "Lawyer", DialCode: "94", Phone: "777654321",
		Bank: "BOC", BankBranch: "Colombo", AccNumber: "123", SlotSize: 30, SlotRate: slotPrice, Status: models.ConsultantVerified}
	require.NoError(t, store.DB.Omit("User", "Category").Create(&c).Error)
	return party{token: token, email: u.Email, userID: u.ID, id: c.ID}
}

func (s *system) shopper() party { return newShopper(s.t, s.store, s.secret) }
func (s *system) seller() party  { return newSeller(s.t, s.store, s.secret) }

// slotPrice is every test slot's price: LKR 2,500.00.
const slotPrice = int64(250000)

// openSlots publishes n consecutive 30-minute AVAILABLE slots from start.
func openSlots(t testing.TB, store *models.Store, consultantID int64, start time.Time, n int) []int64 {
	t.Helper()
	ids := make([]int64, n)
	for i := range ids {
		sl := models.Slot{ConsultantID: consultantID, StartsAt: start.Add(time.Duration(i) * 30 * time.Minute),
			EndsAt: start.Add(time.Duration(i+1) * 30 * time.Minute), SlotSize: 30, Price: slotPrice, Status: models.SlotAvailable}
		require.NoError(t, store.DB.Omit("Consultant").Create(&sl).Error)
		ids[i] = sl.ID
	}
	return ids
}

// future is a start time safely ahead, on the grid.
func future() time.Time { return time.Now().UTC().Add(72 * time.Hour).Truncate(time.Hour) }

// answer is a decoded API answer.
type answer struct {
	Status int
	Body   map[string]any
	Raw    []byte
	Header http.Header
}

func (a answer) message() string { s, _ := a.Body["message"].(string); return s }

var httpClient = &http.Client{Timeout: 60 * time.Second,
	CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}

// do sends a request; body is JSON-encoded unless it is already bytes.
func do(t testing.TB, method, target, token string, body any) answer {
	t.Helper()
	a, err := tryDo(method, target, token, body)
	require.NoError(t, err, "%s %s", method, target)
	return a
}

func tryDo(method, target, token string, body any) (answer, error) {
	var rd io.Reader
	switch b := body.(type) {
	case nil:
	case []byte:
		rd = bytes.NewReader(b)
	default:
		raw, err := json.Marshal(b)
		if err != nil {
			return answer{}, err
		}
		rd = bytes.NewReader(raw)
	}
	req, err := http.NewRequest(method, target, rd)
	if err != nil {
		return answer{}, err
	}
	req.Header.Set("Content-Type", "application/json")
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	res, err := httpClient.Do(req)
	if err != nil {
		return answer{}, err
	}
	defer res.Body.Close()
	raw, _ := io.ReadAll(res.Body)
	out := answer{Status: res.StatusCode, Raw: raw, Header: res.Header}
	_ = json.Unmarshal(raw, &out.Body)
	return out, nil
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

func book(t testing.TB, base string, who party, method string, consultantID int64, slotIDs ...int64) answer {
	t.Helper()
	return do(t, "POST", base+"/api/v1/booking?paymentMethod="+method, who.token, bookingBody(who, consultantID, slotIDs))
}

// mustBook books and returns the invoice id.
func mustBook(t testing.TB, base string, who party, consultantID int64, slotIDs ...int64) int64 {
	t.Helper()
	res := book(t, base, who, "ONLINE", consultantID, slotIDs...)
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	return int64(res.Body["invoiceId"].(float64))
}

// gatewayLedgers maps an API's base URL to the database its payment
// simulator keeps its ledger in.
var gatewayLedgers sync.Map

// notify posts a gateway notification and returns the status code. A
// signed "paid" one is first recorded as a payment the simulated gateway
// took, as PayHere takes the money before it notifies: its Retrieval API
// then knows it, as PayHere's would.
func notify(t testing.TB, base string, form url.Values) int {
	t.Helper()
	if store, ok := gatewayLedgers.Load(base); ok {
		tookPayment(t, store.(*models.Store), form)
	}
	res, err := httpClient.PostForm(base+"/api/v1/payments/notify", form)
	require.NoError(t, err)
	res.Body.Close()
	return res.StatusCode
}

func invoiceRow(t testing.TB, store *models.Store, id int64) models.Invoice {
	t.Helper()
	var inv models.Invoice
	require.NoError(t, store.DB.Take(&inv, id).Error)
	return inv
}

// awaitInvoice waits until the invoice has the status.
func awaitInvoice(t testing.TB, store *models.Store, id int64, status models.InvoiceStatus, within time.Duration) models.Invoice {
	t.Helper()
	require.Eventually(t, func() bool { return invoiceRow(t, store, id).Status == status }, within, 50*time.Millisecond,
		"invoice %d never reached %s", id, status)
	return invoiceRow(t, store, id)
}

// checkoutResult waits for the checkout workflow to close and returns its result.
func checkoutResult(t testing.TB, tc client.Client, invoiceID int64, within time.Duration) checkoutwf.CheckoutStatus {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), within)
	defer cancel()
	var out checkoutwf.CheckoutStatus
	require.NoError(t, tc.GetWorkflow(ctx, workflows.CheckoutWorkflowID(invoiceID), "").Get(ctx, &out),
		"checkout of invoice %d did not complete", invoiceID)
	return out
}

// checkInvariants checks what must hold in any database the product wrote,
// whatever crashed: a slot is held or sold at most once, held and booked
// slots match live bookings, a paid invoice has its payment and confirmed
// bookings, a failed one holds nothing, and a payment is refunded at most
// once. With settled, no slot may be HELD at all: every checkout is over.
func checkInvariants(t testing.TB, store *models.Store, settled bool) {
	t.Helper()
	checks := map[string]string{
		"a slot with more than one active booking": `SELECT cerebroslot_id FROM bookings
			WHERE status IN ('PENDING','CONFIRMED','COMPLETED') GROUP BY cerebroslot_id HAVING count(*) > 1`,
		"a HELD slot without exactly one PENDING booking of an invoice awaiting payment": `SELECT s.id FROM cerebroslots s
			WHERE s.status = 'HELD' AND (SELECT count(*) FROM bookings b JOIN invoices i ON i.id = b.invoice_id
			WHERE b.cerebroslot_id = s.id AND b.status = 'PENDING' AND i.status IN ('PENDING_PAYMENT','PENDING_APPROVAL')) <> 1`,
		"a BOOKED slot without exactly one CONFIRMED booking of a paid invoice": `SELECT s.id FROM cerebroslots s
			WHERE s.status = 'BOOKED' AND (SELECT count(*) FROM bookings b JOIN invoices i ON i.id = b.invoice_id
			WHERE b.cerebroslot_id = s.id AND b.status IN ('CONFIRMED','COMPLETED') AND i.status = 'SUCCESS_PAYMENT') <> 1`,
		"a paid ONLINE invoice without its gateway payment": `SELECT id FROM invoices
			WHERE status = 'SUCCESS_PAYMENT' AND payment_method = 'ONLINE' AND (gateway_payment_id IS NULL OR paid_at IS NULL)`,
		"a paid invoice with a booking not confirmed": `SELECT i.id FROM invoices i JOIN bookings b ON b.invoice_id = i.id
			WHERE i.status = 'SUCCESS_PAYMENT' AND b.status NOT IN ('CONFIRMED','COMPLETED','CANCELLED')`,
		"a failed invoice still holding a booking": `SELECT i.id FROM invoices i JOIN bookings b ON b.invoice_id = i.id
			WHERE i.status = 'FAILED_PAYMENT' AND b.status IN ('PENDING','CONFIRMED')`,
		"a payment refunded more than once": `SELECT payment_id FROM refunds WHERE payment_id IS NOT NULL
			GROUP BY payment_id HAVING count(*) > 1`,
	}
	if settled {
		checks["a slot still HELD after every checkout ended"] = `SELECT id FROM cerebroslots WHERE status = 'HELD'`
		checks["an invoice still awaiting payment after every checkout ended"] = `SELECT id FROM invoices WHERE status = 'PENDING_PAYMENT'`
	}
	for what, query := range checks {
		var ids []string
		require.NoError(t, store.DB.Raw("SELECT x::text FROM ("+query+") AS q(x)").Scan(&ids).Error, what)
		require.Empty(t, ids, "%s: %v", what, ids)
	}
}

// slotStatuses lists the slots' statuses in id order.
func slotStatuses(t testing.TB, store *models.Store, ids []int64) []models.SlotStatus {
	t.Helper()
	var out []models.SlotStatus
	require.NoError(t, store.DB.Model(&models.Slot{}).Where("id IN ?", ids).Order("id").Pluck("status", &out).Error)
	return out
}

func count(t testing.TB, store *models.Store, query string, args ...any) int64 {
	t.Helper()
	var n int64
	require.NoError(t, store.DB.Raw(query, args...).Scan(&n).Error)
	return n
}

func repeat[T any](s T, n int) []T {
	out := make([]T, n)
	for i := range out {
		out[i] = s
	}
	return out
}

func randomHex(n int) string {
	b := make([]byte, n)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}

func lastLines(s string, n int) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return strings.Join(lines, "\n")
}

// quiet drops the Temporal client's logs.
type quiet struct{}

func (quiet) Debug(string, ...any) {}
func (quiet) Info(string, ...any)  {}
func (quiet) Warn(string, ...any)  {}
func (quiet) Error(string, ...any) {}

// signed is a gateway notification signed with the processes' merchant secret.
// tookPayment records a signed paid notification's payment in the
// simulator's ledger.
func tookPayment(t testing.TB, store *models.Store, form url.Values) {
	t.Helper()
	amount, code, currency := form.Get("payhere_amount"), form.Get("status_code"), form.Get("payhere_currency")
	sig := payments.SignNotification(harness.MerchantID, form.Get("order_id"), amount, currency, code, harness.MerchantSecret)
	cents, err := payments.ParseAmount(amount)
	if code != "2" || form.Get("md5sig") != sig || err != nil {
		return
	}
	require.NoError(t, gateway.New(store.DB).RecordSimulatedPayment(context.Background(), payments.SimulatedPayment{PaymentID: form.Get("payment_id"),
		OrderID: form.Get("order_id"), AmountCents: cents, Currency: currency, At: time.Now()}))
}

func signed(cref string, amount int64, paymentID string, status int) map[string][]string {
	return harness.Notification(cref, amount, paymentID, status)
}

func removeAll(dir string) error { return os.RemoveAll(dir) }

// ledgerAgrees fails the test if the ledger disagrees with itself or with
// the invoices, refunds and penalties the test left (ledger.Store.Problems).
func ledgerAgrees(t *testing.T, store *models.Store) {
	if t.Failed() {
		return
	}
	problems, err := ledger.New(store.DB).Problems(context.Background())
	if err != nil {
		t.Errorf("ledger check: %v", err)
		return
	}
	for _, p := range problems {
		t.Errorf("ledger: %s", p)
	}
}
