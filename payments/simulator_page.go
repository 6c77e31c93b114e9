package payments

import (
	"context"
	"fmt"
	"html/template"
	"io"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"
)

// SimulatorCheckoutPath is the simulator's checkout page, the Action of its
// checkouts; Routes serves it.
const SimulatorCheckoutPath = "/api/v1/payments/simulator/checkout"

// SimulatorCompletePath receives the Pay/Decline decision from the
// simulator's checkout page.
const SimulatorCompletePath = "/api/v1/payments/simulator/complete"

// notifyTimeout bounds the server-to-server notification, so a hung
// notify_url shows an error page instead of a spinning browser.
const notifyTimeout = 10 * time.Second

// maxFormBytes caps the checkout form; a real one is well under 4 KiB.
const maxFormBytes = 64 << 10

// Routes serves SimulatorCheckoutPath and SimulatorCompletePath at their full
// paths, e.g. with gin: r.Any("/api/v1/payments/simulator/*any", gin.WrapH(sim.Routes())).
func (s *Simulator) Routes() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("POST "+SimulatorCheckoutPath, s.HandleCheckout)
	mux.HandleFunc("POST "+SimulatorCompletePath, s.HandleComplete)
	return mux
}

// HandleCheckout plays PayHere's checkout page: the browser posts the signed
// checkout form here and gets a page to Pay or Decline. A form whose hash
// does not match (a tampered amount, say) is refused with 400.
func (s *Simulator) HandleCheckout(w http.ResponseWriter, r *http.Request) {
	form, refusal := s.readCheckout(w, r)
	if refusal != "" {
		s.renderError(w, http.StatusBadRequest, refusal)
		return
	}
	cents, _ := ParseAmount(form["amount"]) // readCheckout checked it
	s.render(w, http.StatusOK, checkoutPage, map[string]any{
		"Fields":   form,
		"Names":    checkoutFieldNames,
		"Amount":   FormatAmount(cents),
		"Customer": strings.TrimSpace(form["first_name"] + " " + form["last_name"]),
	})
}

// HandleComplete acts on the customer's decision like PayHere does: it posts
// a signed notification (status 2 for pay, -2 for decline) to notify_url and
// only then sends the browser to return_url or cancel_url. If the merchant
// did not take the notification, the browser gets an error page instead.
func (s *Simulator) HandleComplete(w http.ResponseWriter, r *http.Request) {
	form, refusal := s.readCheckout(w, r)
	if refusal != "" {
		s.renderError(w, http.StatusBadRequest, refusal)
		return
	}
	status, target, message := "", "", ""
	switch r.PostForm.Get("decision") {
	case "pay":
		status, target, message = strconv.Itoa(StatusPaid), form["return_url"], "Successfully completed the payment."
	case "decline":
		status, target, message = strconv.Itoa(StatusFailed), form["cancel_url"], "Payment declined by the customer (simulated)."
	default:
		s.renderError(w, http.StatusBadRequest, "Choose Pay or Decline.")
		return
	}
	cents, _ := ParseAmount(form["amount"])
	amount := FormatAmount(cents)
	paymentID := randomID()
	note := url.Values{
		"merchant_id":      {s.id},
		"order_id":         {form["order_id"]},
		"payment_id":       {paymentID},
		"payhere_amount":   {amount},
		"payhere_currency": {form["currency"]},
		"status_code":      {status},
		"md5sig":           {SignNotification(s.id, form["order_id"], amount, form["currency"], status, s.secret)},
		"method":           {"TEST"},
		"status_message":   {message},
	}
	if status == strconv.Itoa(StatusPaid) {
		p := SimulatedPayment{PaymentID: paymentID, OrderID: form["order_id"], AmountCents: cents, Currency: form["currency"], At: time.Now().UTC()}
		if err := s.took(r.Context(), p); err != nil {
			s.renderError(w, http.StatusInternalServerError, "The simulator could not record the payment.")
			return
		}
	}
	if s.dropping() {
		s.log.Warn("payments: simulator dropped the notification (test)", "order_id", form["order_id"], "payment_id", paymentID)
	} else if err := s.notify(r.Context(), form["notify_url"], note); err != nil {
		s.log.Error("payments: simulator could not notify the merchant", "order_id", form["order_id"], "err", err)
		s.renderError(w, http.StatusBadGateway, "The merchant did not accept the payment notification, so the payment is not complete.")
		return
	}
	s.log.Info("payments: simulated payment", "order_id", form["order_id"], "payment_id", paymentID,
		"status_code", status, "amount", amount, "currency", form["currency"])
	http.Redirect(w, r, target, http.StatusSeeOther)
}

// readCheckout reads the pinned checkout fields and refuses the form unless
// it is one this merchant signed and it points back at this app. The
// refusal is a sentence for the person looking at the page.
func (s *Simulator) readCheckout(w http.ResponseWriter, r *http.Request) (form map[string]string, refusal string) {
	r.Body = http.MaxBytesReader(w, r.Body, maxFormBytes)
	if err := r.ParseForm(); err != nil {
		return nil, "The checkout form could not be read."
	}
	form = make(map[string]string, len(checkoutFieldNames))
	for _, k := range checkoutFieldNames {
		form[k] = r.PostForm.Get(k)
	}
	cents, err := ParseAmount(form["amount"])
	switch {
	case form["merchant_id"] != s.id:
		return nil, fmt.Sprintf("Unknown merchant %q.", clip(form["merchant_id"]))
	case form["order_id"] == "":
		return nil, "The checkout form has no order id."
	case err != nil || cents <= 0:
		return nil, fmt.Sprintf("The amount %q is not a payable amount.", clip(form["amount"]))
	case !isCurrency(form["currency"]):
		return nil, fmt.Sprintf("The currency %q is not supported.", clip(form["currency"]))
	case !sameSig(form["hash"], SignCheckout(s.id, form["order_id"], form["amount"], form["currency"], s.secret)):
		return nil, "The checkout hash does not match the order: the form was altered or signed for another merchant."
	case !s.sameOrigin(form["notify_url"]):
		return nil, fmt.Sprintf("The simulator only notifies %s, not %q.", s.public, clip(form["notify_url"]))
	case !isHTTPURL(form["return_url"]) || !isHTTPURL(form["cancel_url"]):
		return nil, "The return and cancel URLs must be absolute http(s) URLs."
	}
	return form, ""
}

func (s *Simulator) notify(ctx context.Context, notifyURL string, note url.Values) error {
	ctx, cancel := context.WithTimeout(ctx, notifyTimeout)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, notifyURL, strings.NewReader(note.Encode()))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	resp, err := s.client.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	_, _ = io.Copy(io.Discard, io.LimitReader(resp.Body, maxAPIResponse)) // lets the connection be reused
	if resp.StatusCode < 200 || resp.StatusCode > 299 {
		return fmt.Errorf("notify_url answered HTTP %d", resp.StatusCode)
	}
	return nil
}

func (s *Simulator) renderError(w http.ResponseWriter, status int, message string) {
	s.render(w, status, errorPage, map[string]any{"Message": message})
}

func (s *Simulator) render(w http.ResponseWriter, status int, t *template.Template, data any) {
	h := w.Header()
	h.Set("Content-Type", "text/html; charset=utf-8")
	h.Set("Cache-Control", "no-store")
	// The page needs no script at all; forbidding it makes injected markup inert.
	h.Set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'")
	w.WriteHeader(status)
	if err := t.Execute(w, data); err != nil {
		s.log.Error("payments: simulator page", "err", err)
	}
}

const pageStyle = `<style>
body{font-family:system-ui,sans-serif;background:#f3f5f8;color:#1d2733;margin:0}
main{max-width:420px;margin:48px auto;background:#fff;border-radius:10px;padding:28px;box-shadow:0 2px 12px #0002}
h1{font-size:1.3rem;margin:0 0 4px}.note{color:#677;font-size:.85rem;margin:0 0 20px}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:0 0 24px}dt{color:#677}dd{margin:0;word-break:break-word}
.amount{font-size:1.4rem;font-weight:600}.row{display:flex;gap:12px}
button{flex:1;padding:12px;border:0;border-radius:6px;font-size:1rem;cursor:pointer}
#pay{background:#17703c;color:#fff}#decline{background:#e4e7eb;color:#1d2733}.error{color:#b42318}
</style>`

var checkoutPage = template.Must(template.New("checkout").Parse(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>PayHere Simulator</title>` + pageStyle + `</head><body><main>
<h1>PayHere Simulator</h1>
<p class="note">Development gateway: no card is charged.</p>
<dl>
<dt>Merchant</dt><dd id="merchant">{{index .Fields "merchant_id"}}</dd>
<dt>Order</dt><dd id="order">{{index .Fields "order_id"}}</dd>
<dt>Items</dt><dd id="items">{{index .Fields "items"}}</dd>
{{with .Customer}}<dt>Customer</dt><dd>{{.}}</dd>{{end}}
<dt>Amount</dt><dd class="amount" id="amount">{{.Amount}} {{index .Fields "currency"}}</dd>
</dl>
<form method="post" action="complete">
{{range .Names}}<input type="hidden" name="{{.}}" value="{{index $.Fields .}}">
{{end}}<div class="row">
<button type="submit" id="pay" name="decision" value="pay">Pay</button>
<button type="submit" id="decline" name="decision" value="decline">Decline</button>
</div></form>
</main></body></html>
`))

var errorPage = template.Must(template.New("error").Parse(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>PayHere Simulator</title>` + pageStyle + `</head><body><main>
<h1>PayHere Simulator</h1>
<p class="error" id="error">{{.Message}}</p>
</main></body></html>
`))
