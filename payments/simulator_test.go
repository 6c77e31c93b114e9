package payments_test

import (
	"context"
	"errors"
	"html"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"regexp"
	"strings"
	"sync"
	"testing"

	"cerebro/payments"
)

// simulatedApp is this app as the simulator sees it: the simulator's routes
// and a notify endpoint on one origin, the way the API layer mounts them.
type simulatedApp struct {
	srv    *httptest.Server
	sim    *payments.Simulator
	client *http.Client // does not follow redirects, so tests see the 303

	mu          sync.Mutex
	notifyCode  int
	received    []payments.Notification
	notifyError error
}

func newSimulatedApp(t *testing.T, secret string) *simulatedApp {
	t.Helper()
	mux := http.NewServeMux()
	app := &simulatedApp{srv: httptest.NewServer(mux), notifyCode: http.StatusOK}
	t.Cleanup(app.srv.Close)
	app.sim = mustSimulator(t, payments.Config{MerchantSecret: secret, PublicBaseURL: app.srv.URL})
	mux.Handle("/api/v1/payments/simulator/", app.sim.Routes())
	mux.HandleFunc("POST /api/v1/payments/notify", func(w http.ResponseWriter, r *http.Request) {
		_ = r.ParseForm()
		n, err := app.sim.VerifyNotification(r.PostForm)
		app.mu.Lock()
		defer app.mu.Unlock()
		if err != nil {
			app.notifyError = err
			w.WriteHeader(http.StatusBadRequest)
			return
		}
		app.received = append(app.received, n)
		w.WriteHeader(app.notifyCode)
	})
	app.client = &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	return app
}

func (a *simulatedApp) post(t *testing.T, target string, form url.Values) (*http.Response, string) {
	t.Helper()
	resp, err := a.client.PostForm(target, form)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	return resp, string(body)
}

func (a *simulatedApp) checkoutForm(t *testing.T, o payments.Order) (payments.Checkout, url.Values) {
	t.Helper()
	c, err := a.sim.Checkout(o)
	if err != nil {
		t.Fatal(err)
	}
	form := url.Values{}
	for k, v := range c.Fields {
		form.Set(k, v)
	}
	return c, form
}

var hiddenInput = regexp.MustCompile(`<input type="hidden" name="([a-z_]+)" value="([^"]*)">`)

func TestSimulatorCheckoutPageRendersAndEscapes(t *testing.T) {
	app := newSimulatedApp(t, testSecret)
	o := order(app.srv.URL)
	o.FirstName = `"><script>alert(1)</script>`
	c, form := app.checkoutForm(t, o)
	if c.Action != app.srv.URL+payments.SimulatorCheckoutPath {
		t.Fatalf("action %q", c.Action)
	}
	resp, page := app.post(t, c.Action, form)
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("status %d: %s", resp.StatusCode, page)
	}
	for _, want := range []string{
		"<title>PayHere Simulator</title>", `id="merchant">SIMULATOR<`, `id="order">INV-42<`,
		`id="items">2 cerebroslots with Dr &lt;b&gt;Perera&lt;/b&gt;<`, `id="amount">1500.00 LKR<`,
		`action="complete"`, `id="pay" name="decision" value="pay"`, `id="decline" name="decision" value="decline"`,
		"&lt;script&gt;alert(1)&lt;/script&gt;",
	} {
		if !strings.Contains(page, want) {
			t.Errorf("page lacks %q:\n%s", want, page)
		}
	}
	if strings.Contains(page, "<script>") || strings.Contains(page, "<b>") {
		t.Errorf("page carries unescaped markup:\n%s", page)
	}
	if csp := resp.Header.Get("Content-Security-Policy"); !strings.Contains(csp, "default-src 'none'") {
		t.Errorf("CSP %q", csp)
	}
	carried := map[string]string{}
	for _, m := range hiddenInput.FindAllStringSubmatch(page, -1) {
		carried[m[1]] = html.UnescapeString(m[2])
	}
	for k, v := range c.Fields {
		if carried[k] != v {
			t.Errorf("hidden %s = %q, want %q", k, carried[k], v)
		}
	}
}

func TestSimulatorRefusesAlteredCheckout(t *testing.T) {
	app := newSimulatedApp(t, testSecret)
	for name, change := range map[string]func(url.Values){
		"tampered amount":   func(f url.Values) { f.Set("amount", "1.00") },
		"reformatted":       func(f url.Values) { f.Set("amount", "1500.0") },
		"tampered order":    func(f url.Values) { f.Set("order_id", "INV-1") },
		"tampered currency": func(f url.Values) { f.Set("currency", "USD") },
		"bad hash":          func(f url.Values) { f.Set("hash", strings.Repeat("A", 32)) },
		"other merchant":    func(f url.Values) { f.Set("merchant_id", testMerchant) },
		"foreign notify":    func(f url.Values) { f.Set("notify_url", "http://169.254.169.254/latest") },
		"garbage amount":    func(f url.Values) { f.Set("amount", "-1e9") },
	} {
		_, form := app.checkoutForm(t, order(app.srv.URL))
		change(form)
		for _, path := range []string{payments.SimulatorCheckoutPath, payments.SimulatorCompletePath} {
			form.Set("decision", "pay")
			resp, page := app.post(t, app.srv.URL+path, form)
			if resp.StatusCode != http.StatusBadRequest || !strings.Contains(page, `id="error"`) {
				t.Errorf("%s at %s: status %d\n%s", name, path, resp.StatusCode, page)
			}
		}
	}
	app.mu.Lock()
	if len(app.received) != 0 {
		t.Errorf("a refused form notified the merchant: %+v", app.received)
	}
	app.mu.Unlock()
	if resp, err := http.Get(app.srv.URL + payments.SimulatorCheckoutPath); err != nil || resp.StatusCode != http.StatusMethodNotAllowed {
		t.Errorf("GET checkout: %v %v", resp, err)
	}
}

func TestSimulatorPayAndDeclineNotifyThenRedirect(t *testing.T) {
	app := newSimulatedApp(t, "") // made-up secret: checkout and notification still agree
	for decision, want := range map[string]struct {
		status   int
		redirect string
	}{
		"pay":     {payments.StatusPaid, "http://app.test/payment-gate/success"},
		"decline": {payments.StatusFailed, "http://app.test/payment-gate/failed"},
	} {
		c, form := app.checkoutForm(t, order(app.srv.URL))
		_, page := app.post(t, c.Action, form) // as the browser: submit what the page carries
		next := url.Values{"decision": {decision}}
		for _, m := range hiddenInput.FindAllStringSubmatch(page, -1) {
			next.Set(m[1], html.UnescapeString(m[2]))
		}
		resp, body := app.post(t, app.srv.URL+payments.SimulatorCompletePath, next)
		if resp.StatusCode != http.StatusSeeOther || resp.Header.Get("Location") != want.redirect {
			t.Fatalf("%s: status %d location %q\n%s", decision, resp.StatusCode, resp.Header.Get("Location"), body)
		}
		app.mu.Lock()
		n, err := app.received[len(app.received)-1], app.notifyError
		app.mu.Unlock()
		if err != nil || n.OrderID != "INV-42" || n.AmountCents != 150000 || n.Currency != "LKR" ||
			n.StatusCode != want.status || !regexp.MustCompile(`^[1-9][0-9]{11}$`).MatchString(n.PaymentID) {
			t.Errorf("%s: notification %+v, verify error %v", decision, n, err)
		}
	}
	app.mu.Lock()
	defer app.mu.Unlock()
	if len(app.received) != 2 || app.received[0].PaymentID == app.received[1].PaymentID {
		t.Errorf("want two notifications with distinct payment ids: %+v", app.received)
	}
}

func TestSimulatorShowsErrorWhenNotifyFails(t *testing.T) {
	app := newSimulatedApp(t, testSecret)
	app.notifyCode = http.StatusInternalServerError
	_, form := app.checkoutForm(t, order(app.srv.URL))
	form.Set("decision", "pay")
	resp, page := app.post(t, app.srv.URL+payments.SimulatorCompletePath, form)
	if resp.StatusCode != http.StatusBadGateway || resp.Header.Get("Location") != "" || !strings.Contains(page, "not complete") {
		t.Errorf("status %d location %q\n%s", resp.StatusCode, resp.Header.Get("Location"), page)
	}
	form.Set("decision", "maybe")
	if resp, _ := app.post(t, app.srv.URL+payments.SimulatorCompletePath, form); resp.StatusCode != http.StatusBadRequest {
		t.Errorf("unknown decision: status %d", resp.StatusCode)
	}
}

// Like PayHere, the simulator refunds a payment once: a second refund of it,
// under any key, is refused, so a caller that posts twice is caught.
func TestSimulatorRefundsAPaymentOnceLikePayHere(t *testing.T) {
	sim := mustSimulator(t, payments.Config{PublicBaseURL: "http://app.test"})
	ctx := context.Background()
	first, err := sim.Refund(ctx, "320027150501", 150000, "refund-booking-7", "consultee cancelled early")
	if err != nil || first.RefundID == "" {
		t.Fatalf("refund: %+v, %v", first, err)
	}
	for _, key := range []string{"refund-booking-7", "refund-booking-8"} {
		if _, err := sim.Refund(ctx, "320027150501", 150000, key, "again"); !errors.Is(err, payments.ErrRefundRefused) ||
			!strings.Contains(err.Error(), "Payment already refunded") {
			t.Errorf("second refund with key %s: %v; want refused", key, err)
		}
	}
	other, err := sim.Refund(ctx, "320027150502", 50000, "refund-booking-9", "")
	if err != nil || other.RefundID == first.RefundID {
		t.Errorf("another payment: %+v, %v", other, err)
	}
	got := sim.Refunds()
	if len(got) != 2 || got[0].RefundID != first.RefundID || got[0].AmountCents != 150000 ||
		got[0].IdempotencyKey != "refund-booking-7" || got[0].Reason != "consultee cancelled early" || got[1].AmountCents != 50000 {
		t.Errorf("recorded refunds: %+v", got)
	}
}

// The hard cases tests reproduce: an answer lost after the refund, a
// timeout before it, a 5xx.
func TestSimulatorReproducesTheGatewaysHardCases(t *testing.T) {
	sim := mustSimulator(t, payments.Config{PublicBaseURL: "http://app.test"})
	ctx := context.Background()
	sim.FailNextRefunds(payments.RefundServerError, payments.RefundTimeoutBeforeRefund, payments.RefundAnswerLost)
	for i := 0; i < 3; i++ {
		if _, err := sim.Refund(ctx, "320027150501", 100, "k", "r"); err == nil || errors.Is(err, payments.ErrRefundRefused) {
			t.Errorf("call %d: %v; want a failure that is not a refusal", i, err)
		}
	}
	if n := len(sim.Refunds()); n != 1 {
		t.Errorf("refunds made: %d; want 1 (only the lost answer refunded)", n)
	}
}
