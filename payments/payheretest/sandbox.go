// Package payheretest is a stand-in for PayHere's sandbox host
// (sandbox.payhere.lk), for tests that run the product as it is deployed,
// with PAYHERE_MODE=sandbox, where PayHere itself cannot be reached. It
// speaks PayHere's documented protocol and nothing of Cerebro's:
//
//   - POST /pay/checkout: the hosted checkout, which refuses a form whose
//     hash is not the merchant's; its page takes a card.
//   - POST /pay/card: paying on that page; PayHere's sandbox test cards
//     pay (Visa 4916217501611292, MasterCard 5307732125531191) and a
//     declined one (4024007194349121) fails. The signed notification is
//     POSTed to notify_url server to server, then the browser is sent to
//     return_url (paid) or cancel_url.
//   - POST /merchant/v1/oauth/token: the client-credentials grant for the
//     merchant's API key.
//   - GET /merchant/v1/payment/search?order_id=: the Retrieval API.
//   - POST /merchant/v1/payment/refund: the Refund API.
//
// (support.payhere.lk: checkout-api, retrieval-api, refund-api.)
package payheretest

import (
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"html/template"
	"math/big"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"time"

	"cerebro/payments"
)

// Sandbox is the merchant's account at the stand-in: what it takes, who it
// pays, and what it remembers.
type Sandbox struct {
	MerchantID, MerchantSecret string
	AppID, AppSecret           string
	// Client posts the notifications (to the site's notify_url).
	Client *http.Client

	mu        sync.Mutex
	checkouts map[string]url.Values // checkout token → the posted form
	payments  []Payment
	tokens    map[string]bool
	notified  []Notified
}

// Payment is one payment the sandbox took.
type Payment struct {
	PaymentID, OrderID, Currency, Method, Status string
	Amount                                       string // as posted: "2500.00"
	CardHolder, CardNo                           string // the name on the card, the masked number
	At                                           time.Time
}

// Notified is one notification the sandbox sent and the site's answer.
type Notified struct {
	OrderID, StatusCode string
	HTTPStatus          int
	Err                 error
}

// Test cards, from PayHere's sandbox documentation.
var (
	cardsThatPay  = map[string]string{"4916217501611292": "VISA", "5307732125531191": "MASTER"}
	cardsDeclined = map[string]string{"4024007194349121": "VISA"}
)

// cardHolder is the name on every sandbox card.
const cardHolder = "Sandbox Tester"

// Handler serves the sandbox's routes.
func (s *Sandbox) Handler() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("POST /pay/checkout", s.checkout)
	mux.HandleFunc("POST /pay/card", s.card)
	mux.HandleFunc("POST /merchant/v1/oauth/token", s.token)
	mux.HandleFunc("GET /merchant/v1/payment/search", s.search)
	mux.HandleFunc("POST /merchant/v1/payment/refund", s.refund)
	return mux
}

// Payments are the payments taken so far.
func (s *Sandbox) Payments() []Payment {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]Payment(nil), s.payments...)
}

// ChargeBack has the card holder's bank take a payment back: the Retrieval
// API reports it CHARGEBACKED, and the Refund API refuses it.
func (s *Sandbox) ChargeBack(paymentID string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for i := range s.payments {
		if s.payments[i].PaymentID == paymentID {
			s.payments[i].Status = payments.RetrievedChargebacked
		}
	}
}

// Notifications are the notifications sent so far.
func (s *Sandbox) Notifications() []Notified {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]Notified(nil), s.notified...)
}

var cardPage = template.Must(template.New("card").Parse(`<!doctype html>
<title>PayHere sandbox</title>
<h1>Pay {{.Currency}} {{.Amount}} to merchant {{.Merchant}}</h1>
<p>{{.Items}} (order {{.Order}})</p>
<form method="post" action="/pay/card">
<input type="hidden" name="checkout" value="{{.Token}}">
<label>Card number <input name="card_no" autocomplete="off"></label>
<button type="submit">Pay</button>
</form>`))

func (s *Sandbox) checkout(w http.ResponseWriter, r *http.Request) {
	if err := r.ParseForm(); err != nil {
		http.Error(w, "malformed form", http.StatusBadRequest)
		return
	}
	f := r.PostForm
	for _, k := range []string{"merchant_id", "return_url", "cancel_url", "notify_url", "order_id", "items", "currency", "amount", "hash"} {
		if f.Get(k) == "" {
			http.Error(w, "Missing "+k, http.StatusBadRequest)
			return
		}
	}
	want := payments.SignCheckout(s.MerchantID, f.Get("order_id"), f.Get("amount"), f.Get("currency"), s.MerchantSecret)
	if f.Get("merchant_id") != s.MerchantID || f.Get("hash") != want {
		http.Error(w, "Unauthorized payment request: the hash does not match", http.StatusUnauthorized)
		return
	}
	tok := randomHex(16)
	s.mu.Lock()
	if s.checkouts == nil {
		s.checkouts = map[string]url.Values{}
	}
	s.checkouts[tok] = f
	s.mu.Unlock()
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	_ = cardPage.Execute(w, map[string]string{"Currency": f.Get("currency"), "Amount": f.Get("amount"),
		"Merchant": f.Get("merchant_id"), "Items": f.Get("items"), "Order": f.Get("order_id"), "Token": tok})
}

// card pays (or declines) the checkout, notifies the site and sends the
// browser back to it.
func (s *Sandbox) card(w http.ResponseWriter, r *http.Request) {
	s.mu.Lock()
	f, ok := s.checkouts[r.PostFormValue("checkout")]
	delete(s.checkouts, r.PostFormValue("checkout"))
	s.mu.Unlock()
	if !ok {
		http.Error(w, "This checkout has expired or was already paid", http.StatusGone)
		return
	}
	card := strings.ReplaceAll(r.PostFormValue("card_no"), " ", "")
	method, pays := cardsThatPay[card]
	status := "2"
	if !pays {
		method, status = cardsDeclined[card], "-2"
		if method == "" {
			method = "VISA"
		}
	}
	note := url.Values{
		"merchant_id": {s.MerchantID}, "order_id": {f.Get("order_id")}, "payhere_amount": {f.Get("amount")},
		"payhere_currency": {f.Get("currency")}, "status_code": {status}, "method": {method},
		"md5sig":           {payments.SignNotification(s.MerchantID, f.Get("order_id"), f.Get("amount"), f.Get("currency"), status, s.MerchantSecret)},
		"card_holder_name": {cardHolder}, "card_no": {maskCard(card)}, "card_expiry": {"12/30"},
	}
	back := f.Get("cancel_url")
	if pays {
		p := Payment{PaymentID: paymentID(), OrderID: f.Get("order_id"), Currency: f.Get("currency"), Method: method,
			Status: payments.RetrievedReceived, Amount: f.Get("amount"), At: time.Now().UTC(),
			CardHolder: cardHolder, CardNo: maskCard(card)}
		s.mu.Lock()
		s.payments = append(s.payments, p)
		s.mu.Unlock()
		note.Set("payment_id", p.PaymentID)
		note.Set("status_message", "Successfully completed the payment.")
		back = f.Get("return_url")
	} else {
		note.Set("payment_id", paymentID())
		note.Set("status_message", "Payment declined by the issuing bank.")
	}
	s.notify(f.Get("notify_url"), note)
	http.Redirect(w, r, back, http.StatusFound)
}

// notify POSTs the notification once, as PayHere does.
func (s *Sandbox) notify(notifyURL string, note url.Values) {
	client := s.Client
	if client == nil {
		client = http.DefaultClient
	}
	n := Notified{OrderID: note.Get("order_id"), StatusCode: note.Get("status_code")}
	resp, err := client.PostForm(notifyURL, note)
	if err == nil {
		n.HTTPStatus = resp.StatusCode
		resp.Body.Close()
	}
	n.Err = err
	s.mu.Lock()
	s.notified = append(s.notified, n)
	s.mu.Unlock()
}

func (s *Sandbox) token(w http.ResponseWriter, r *http.Request) {
	id, secret, ok := r.BasicAuth()
	if !ok || id != s.AppID || secret != s.AppSecret || r.PostFormValue("grant_type") != "client_credentials" {
		writeJSON(w, http.StatusUnauthorized, map[string]any{"error": "invalid_client", "error_description": "Bad client credentials"})
		return
	}
	tok := randomHex(18)
	s.mu.Lock()
	if s.tokens == nil {
		s.tokens = map[string]bool{}
	}
	s.tokens[tok] = true
	s.mu.Unlock()
	writeJSON(w, http.StatusOK, map[string]any{"access_token": tok, "token_type": "bearer", "expires_in": 599, "scope": "SANDBOX"})
}

func (s *Sandbox) authorized(w http.ResponseWriter, r *http.Request) bool {
	tok, _ := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
	s.mu.Lock()
	ok := s.tokens[tok]
	s.mu.Unlock()
	if !ok {
		writeJSON(w, http.StatusUnauthorized, map[string]any{"error": "invalid_token"})
	}
	return ok
}

func (s *Sandbox) search(w http.ResponseWriter, r *http.Request) {
	if !s.authorized(w, r) {
		return
	}
	order := r.URL.Query().Get("order_id")
	var data []map[string]any
	for _, p := range s.Payments() {
		if p.OrderID == order {
			var amount float64
			_, _ = fmt.Sscanf(p.Amount, "%f", &amount)
			data = append(data, map[string]any{"payment_id": json.Number(p.PaymentID), "order_id": p.OrderID,
				"date": p.At.Format("2006-01-02 15:04:05"), "status": p.Status, "currency": p.Currency, "amount": amount,
				"payment_method": map[string]any{"method": p.Method, "card_customer_name": p.CardHolder, "card_no": p.CardNo}})
		}
	}
	if len(data) == 0 {
		writeJSON(w, http.StatusOK, map[string]any{"status": -1, "msg": "No payments found", "data": nil})
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"status": 1, "msg": "Payments with order_id:" + order, "data": data})
}

func (s *Sandbox) refund(w http.ResponseWriter, r *http.Request) {
	if !s.authorized(w, r) {
		return
	}
	var body struct {
		PaymentID   string `json:"payment_id"`
		Description string `json:"description"`
	}
	if err := json.NewDecoder(r.Body).Decode(&body); err != nil {
		writeJSON(w, http.StatusBadRequest, map[string]any{"status": -1, "msg": "Invalid request"})
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	for i, p := range s.payments {
		if p.PaymentID == body.PaymentID && p.Status == payments.RetrievedReceived {
			s.payments[i].Status = payments.RetrievedRefunded
			writeJSON(w, http.StatusOK, map[string]any{"status": 1, "msg": "Successfully submitted the refund request",
				"data": json.Number(paymentID())})
			return
		}
	}
	writeJSON(w, http.StatusOK, map[string]any{"status": -1, "msg": "Payment not found or already refunded"})
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}

func maskCard(card string) string {
	if len(card) < 8 {
		return "************"
	}
	return card[:4] + strings.Repeat("*", len(card)-8) + card[len(card)-4:]
}

// paymentID is a 12-digit id like PayHere's (320027150501).
func paymentID() string {
	n, _ := rand.Int(rand.Reader, big.NewInt(899_999_999_999))
	return fmt.Sprint(n.Int64() + 100_000_000_000)
}

func randomHex(n int) string {
	b := make([]byte, n)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}
