package payments_test

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"

	"cerebro/payments"
)

func TestNewPicksGatewayByMode(t *testing.T) {
	for mode, want := range map[string]struct {
		action string
		sim    bool
	}{
		"":          {"http://app.test" + payments.SimulatorCheckoutPath, true},
		"Simulator": {"http://app.test" + payments.SimulatorCheckoutPath, true},
		"sandbox":   {"https://sandbox.payhere.lk/pay/checkout", false},
		"live":      {"https://www.payhere.lk/pay/checkout", false},
	} {
		g := mustGateway(t, payments.Config{Mode: mode, MerchantID: testMerchant, MerchantSecret: testSecret, PublicBaseURL: "http://app.test/"})
		c, err := g.Checkout(order("http://app.test"))
		if err != nil || c.Action != want.action {
			t.Errorf("mode %q: action %q, %v; want %q", mode, c.Action, err, want.action)
		}
		if _, sim := g.(*payments.Simulator); sim != want.sim {
			t.Errorf("mode %q: simulator = %v, want %v", mode, sim, want.sim)
		}
	}
	for _, cfg := range []payments.Config{
		{Mode: "paypal"},
		{Mode: payments.ModeLive, MerchantSecret: testSecret},
		{Mode: payments.ModeSandbox, MerchantID: testMerchant},
		{Mode: payments.ModeSimulator},
		{Mode: payments.ModeSimulator, PublicBaseURL: "app.test"},
	} {
		if _, err := payments.New(cfg); err == nil {
			t.Errorf("New(%+v) should fail", cfg)
		}
	}
}

func TestCheckoutFormIsThePinnedContract(t *testing.T) {
	g := mustGateway(t, payments.Config{Mode: payments.ModeSandbox, MerchantID: testMerchant, MerchantSecret: testSecret})
	o := order("http://app.test")
	c, err := g.Checkout(o)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{
		"merchant_id": testMerchant, "return_url": o.ReturnURL, "cancel_url": o.CancelURL, "notify_url": o.NotifyURL,
		"order_id": "INV-42", "items": o.Items, "currency": "LKR", "amount": "1500.00",
		"first_name": "Nimal", "last_name": "Silva", "email": "nimal@example.lk", "phone": "0771234567",
		"address": "12 Galle Road", "city": "Colombo", "country": "Sri Lanka",
		"hash": handMD5(testMerchant + "INV-42" + "1500.00" + "LKR" + handMD5(testSecret)),
	}
	if len(c.Fields) != len(want) {
		t.Errorf("fields %v, want exactly %v", c.Fields, want)
	}
	for k, v := range want {
		if c.Fields[k] != v {
			t.Errorf("field %s = %q, want %q", k, c.Fields[k], v)
		}
	}
	js, _ := json.Marshal(c)
	if !strings.HasPrefix(string(js), `{"action":"https://sandbox.payhere.lk/pay/checkout","fields":{`) {
		t.Errorf("JSON shape: %s", js)
	}
}

func TestCheckoutRefusesOrdersPayHereWouldRefuse(t *testing.T) {
	g := mustGateway(t, payments.Config{Mode: payments.ModeLive, MerchantID: testMerchant, MerchantSecret: testSecret})
	for name, change := range map[string]func(*payments.Order){
		"no order id":     func(o *payments.Order) { o.OrderID = " " },
		"no items":        func(o *payments.Order) { o.Items = "" },
		"zero amount":     func(o *payments.Order) { o.AmountCents = 0 },
		"negative amount": func(o *payments.Order) { o.AmountCents = -100 },
		"absurd amount":   func(o *payments.Order) { o.AmountCents = 1 << 62 },
		"bad currency":    func(o *payments.Order) { o.Currency = "rupees" },
		"relative notify": func(o *payments.Order) { o.NotifyURL = "/api/v1/payments/notify" },
		"no return url":   func(o *payments.Order) { o.ReturnURL = "" },
		"js cancel url":   func(o *payments.Order) { o.CancelURL = "javascript:alert(1)" },
	} {
		o := order("http://app.test")
		change(&o)
		if _, err := g.Checkout(o); !errors.Is(err, payments.ErrInvalidOrder) {
			t.Errorf("%s: got %v, want ErrInvalidOrder", name, err)
		}
	}
}

// fakePayHere imitates PayHere's token and refund endpoints as documented at
// https://support.payhere.lk/api-&-mobile-sdk/refund-api.
type fakePayHere struct {
	tokens, refunds atomic.Int32
	refundStatus    int    // HTTP status of the refund answer
	refundBody      string // JSON answer of the refund endpoint
	revoked         string // an access token the refund endpoint refuses
	lastRefund      atomic.Value
	searchStatus    int    // HTTP status of the retrieval answer (200 when 0)
	searchBody      string // JSON answer of the retrieval endpoint
	lastSearch      atomic.Value
}

func (f *fakePayHere) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "application/json")
	switch r.URL.Path {
	case "/merchant/v1/oauth/token":
		id, secret, ok := r.BasicAuth()
		if r.Method != http.MethodPost || !ok || id != "app-id" || secret != "app-secret" ||
			r.Header.Get("Content-Type") != "application/x-www-form-urlencoded" || r.FormValue("grant_type") != "client_credentials" {
			w.WriteHeader(http.StatusUnauthorized)
			io.WriteString(w, `{"error":"invalid_client","error_description":"Bad client credentials"}`)
			return
		}
		n := f.tokens.Add(1)
		io.WriteString(w, `{"access_token":"tok-`+string(rune('0'+n))+`","token_type":"bearer","expires_in":599,"scope":"SANDBOX"}`)
	case "/merchant/v1/payment/refund":
		auth := r.Header.Get("Authorization")
		if r.Method != http.MethodPost || !strings.HasPrefix(auth, "Bearer tok-") || auth == "Bearer "+f.revoked ||
			r.Header.Get("Content-Type") != "application/json" {
			w.WriteHeader(http.StatusUnauthorized)
			io.WriteString(w, `{"error":"invalid_token"}`)
			return
		}
		body, _ := io.ReadAll(r.Body)
		f.lastRefund.Store(r.Header.Get("Authorization") + " " + string(body))
		f.refunds.Add(1)
		w.WriteHeader(f.refundStatus)
		io.WriteString(w, f.refundBody)
	case "/merchant/v1/payment/search":
		if r.Method != http.MethodGet || !strings.HasPrefix(r.Header.Get("Authorization"), "Bearer tok-") {
			w.WriteHeader(http.StatusUnauthorized)
			io.WriteString(w, `{"error":"invalid_token"}`)
			return
		}
		f.lastSearch.Store(r.URL.RawQuery)
		if f.searchStatus != 0 {
			w.WriteHeader(f.searchStatus)
		}
		io.WriteString(w, f.searchBody)
	default:
		http.NotFound(w, r)
	}
}

func payHereAgainst(t *testing.T, fake *fakePayHere) payments.Gateway {
	srv := httptest.NewServer(fake)
	t.Cleanup(srv.Close)
	return mustGateway(t, payments.Config{Mode: payments.ModeSandbox, MerchantID: testMerchant, MerchantSecret: testSecret,
		AppID: "app-id", AppSecret: "app-secret", BaseURL: srv.URL, HTTPClient: srv.Client()})
}

// PayHere's documented refund: the payment id and a description, nothing
// else (it refunds the whole payment and takes no idempotency key), with a
// cached OAuth token. Every call reaches PayHere: making a refund happen
// once is the caller's job (activities.PayRefund).
func TestPayHereRefund(t *testing.T) {
	fake := &fakePayHere{refundStatus: 200, refundBody: `{"status":1,"msg":"Successfully processed the refund","data":560034010257}`}
	g := payHereAgainst(t, fake)
	ctx := context.Background()

	res, err := g.Refund(ctx, "320027150501", 150050, "refund-inv-42", "Consultant cancelled")
	if err != nil || res.RefundID != "560034010257" {
		t.Fatalf("refund: %+v, %v", res, err)
	}
	sent := fake.lastRefund.Load().(string)
	if want := `Bearer tok-1 {"description":"Consultant cancelled","payment_id":"320027150501"}`; sent != want {
		t.Errorf("refund request\n got %s\nwant %s", sent, want)
	}
	if _, err := g.Refund(ctx, "320027150502", 100, "refund-inv-43", ""); err != nil {
		t.Fatal(err)
	}
	if fake.tokens.Load() != 1 || fake.refunds.Load() != 2 {
		t.Errorf("token calls %d (want 1, cached), refund calls %d (want 2)", fake.tokens.Load(), fake.refunds.Load())
	}
	if sent := fake.lastRefund.Load().(string); !strings.Contains(sent, `"description":"Refund"`) {
		t.Errorf("empty reason should become a description: %s", sent)
	}
	if _, err := g.Refund(ctx, "320027150503", 100, "", "no key"); err == nil {
		t.Error("a refund without the refund's name should fail")
	}
}

func TestPayHereRefundFailures(t *testing.T) {
	ctx := context.Background()
	refused := &fakePayHere{refundStatus: 400, refundBody: `{"status":-1,"msg":"Payment already refunded","data":null}`}
	g := payHereAgainst(t, refused)
	for i := 0; i < 2; i++ { // a refused refund is not remembered: the retry asks PayHere again
		_, err := g.Refund(ctx, "320027150501", 100, "k1", "r")
		if !errors.Is(err, payments.ErrRefundRefused) || !strings.Contains(err.Error(), "Payment already refunded") {
			t.Errorf("refused refund: %v", err)
		}
	}
	if refused.refunds.Load() != 2 {
		t.Errorf("refund calls %d, want 2", refused.refunds.Load())
	}

	for _, fake := range []*fakePayHere{
		{refundStatus: 502, refundBody: `<html>Bad Gateway</html>`},
		{refundStatus: 200, refundBody: `not json`},
		{refundStatus: 200, refundBody: `{"msg":"no status"}`},
	} {
		_, err := payHereAgainst(t, fake).Refund(ctx, "320027150501", 100, "k1", "r")
		if err == nil || errors.Is(err, payments.ErrRefundRefused) {
			t.Errorf("answer %d %s: got %v, want a retryable error", fake.refundStatus, fake.refundBody, err)
		}
	}

	revoked := &fakePayHere{refundStatus: 200, refundBody: `{"status":1,"msg":"ok","data":7}`, revoked: "tok-1"}
	g = payHereAgainst(t, revoked)
	if _, err := g.Refund(ctx, "320027150501", 100, "k1", "r"); err == nil || errors.Is(err, payments.ErrRefundRefused) {
		t.Errorf("revoked token: got %v, want a retryable error", err)
	}
	if res, err := g.Refund(ctx, "320027150501", 100, "k1", "r"); err != nil || res.RefundID != "7" || revoked.tokens.Load() != 2 {
		t.Errorf("retry after a revoked token: %+v, %v, %d token calls; want a fresh token", res, err, revoked.tokens.Load())
	}

	noKey := mustGateway(t, payments.Config{Mode: payments.ModeLive, MerchantID: testMerchant, MerchantSecret: testSecret})
	if _, err := noKey.Refund(ctx, "320027150501", 100, "k1", "r"); err == nil || !strings.Contains(err.Error(), "App ID") {
		t.Errorf("refund without API key: %v", err)
	}
	badKey := httptest.NewServer(&fakePayHere{})
	defer badKey.Close()
	g = mustGateway(t, payments.Config{Mode: payments.ModeSandbox, MerchantID: testMerchant, MerchantSecret: testSecret,
		AppID: "app-id", AppSecret: "wrong", BaseURL: badKey.URL})
	if _, err := g.Refund(ctx, "320027150501", 100, "k1", "r"); err == nil || !strings.Contains(err.Error(), "Bad client credentials") {
		t.Errorf("refund with a wrong API key: %v", err)
	}
	for _, bad := range []struct {
		payment, key string
		cents        int64
	}{{"", "k", 100}, {"p", "", 100}, {"p", "k", 0}, {"p", "k", -5}} {
		if _, err := g.Refund(ctx, bad.payment, bad.cents, bad.key, "r"); err == nil {
			t.Errorf("Refund(%q, %d, %q) should fail", bad.payment, bad.cents, bad.key)
		}
	}
}
