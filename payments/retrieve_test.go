package payments_test

import (
	"context"
	"net/http"
	"net/url"
	"reflect"
	"testing"

	"cerebro/payments"
)

// documentedRetrieval is the Retrieval API's answer as PayHere documents it
// (https://support.payhere.lk/api-&-mobile-sdk/retrieval-api), for order
// LP8006126139.
const documentedRetrieval = `{
  "status": 1,
  "msg": "Payments with order_id:LP8006126139_2019-12-06",
  "data": [
    {
      "payment_id": 320025071278,
      "order_id": "LP8006126139",
      "date": "2020-01-16 16:21:02",
      "description": "Policy No. LP8006126139 - Outstanding Payment",
      "status": "RECEIVED",
      "currency": "LKR",
      "amount": 50,
      "customer": {"fist_name": "Saman", "last_name": "Perera", "email": "samanperera@gmail.com", "phone": "+94771234567",
        "delivery_details": {"address": "N0.1, Galle Road", "city": "Colombo", "country": "Sri Lanka"}},
      "amount_detail": {"currency": "LKR", "gross": 500, "fee": 14.5, "net": 485.5, "exchange_rate": 1,
        "exchange_from": "LKR", "exchange_to": "LKR"},
      "payment_method": {"method": "VISA", "card_customer_name": "S Perera", "card_no": "************1234"},
      "items": null
    }
  ]
}`

// The contract: PayHere's documented answer reads as one RECEIVED payment.
func TestPayHereRetrievalReadsTheDocumentedAnswer(t *testing.T) {
	fake := &fakePayHere{searchBody: documentedRetrieval}
	g := payHereAgainst(t, fake)

	got, err := g.Retrieve(context.Background(), "LP8006126139")

	if err != nil {
		t.Fatal(err)
	}
	want := []payments.RetrievedPayment{{PaymentID: "320025071278", OrderID: "LP8006126139", Status: payments.RetrievedReceived,
		AmountCents: 5000, Currency: "LKR", Method: "VISA", Date: "2020-01-16 16:21:02",
		CardHolder: "S Perera", CardNo: "************1234"}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %+v\nwant %+v", got, want)
	}
	if q, _ := url.ParseQuery(fake.lastSearch.Load().(string)); q.Get("order_id") != "LP8006126139" {
		t.Errorf("asked for %v", q)
	}
	if other, err := g.Retrieve(context.Background(), "ANOTHER-ORDER"); err != nil || len(other) != 0 {
		t.Errorf("rows of another order must never be reported: %+v, %v", other, err)
	}
}

func TestPayHereRetrievalOfAnOrderNobodyPaid(t *testing.T) {
	g := payHereAgainst(t, &fakePayHere{searchBody: `{"status":-1,"msg":"No payments found","data":null}`})
	got, err := g.Retrieve(context.Background(), "CRB-000042")
	if err != nil || len(got) != 0 {
		t.Errorf("got %+v, %v; want none", got, err)
	}
}

func TestPayHereRetrievalFailuresAreErrors(t *testing.T) {
	for name, fake := range map[string]*fakePayHere{
		"5xx":       {searchStatus: http.StatusBadGateway, searchBody: `{}`},
		"no status": {searchBody: `{"msg":"?"}`},
		"not json":  {searchBody: `<html>`},
	} {
		if _, err := payHereAgainst(t, fake).Retrieve(context.Background(), "CRB-000042"); err == nil {
			t.Errorf("%s: want an error: a payment must never be missed because the gateway could not answer", name)
		}
	}
}

// The simulator answers the Retrieval API from the payments it took, also
// one whose notification it dropped; a payment refunded in full reads
// REFUNDED.
func TestSimulatorRetrievalFindsAPaymentWhoseNotificationWasLost(t *testing.T) {
	app := newSimulatedApp(t, "")
	app.sim.DropNotifications(true)
	c, form := app.checkoutForm(t, order(app.srv.URL))
	_, page := app.post(t, c.Action, form)
	next := url.Values{"decision": {"pay"}}
	for _, m := range hiddenInput.FindAllStringSubmatch(page, -1) {
		next.Set(m[1], m[2])
	}
	resp, body := app.post(t, app.srv.URL+payments.SimulatorCompletePath, next)
	if resp.StatusCode != http.StatusSeeOther {
		t.Fatalf("status %d\n%s", resp.StatusCode, body)
	}
	app.mu.Lock()
	notified := len(app.received)
	app.mu.Unlock()
	if notified != 0 {
		t.Fatal("the notification should have been dropped")
	}
	ctx := context.Background()

	got, err := app.sim.Retrieve(ctx, "INV-42")

	if err != nil || len(got) != 1 || got[0].Status != payments.RetrievedReceived || got[0].AmountCents != 150000 ||
		got[0].Currency != "LKR" || got[0].OrderID != "INV-42" {
		t.Fatalf("got %+v, %v", got, err)
	}
	if _, err := app.sim.Refund(ctx, got[0].PaymentID, 150000, "refund-1", "test"); err != nil {
		t.Fatal(err)
	}
	if again, _ := app.sim.Retrieve(ctx, "INV-42"); len(again) != 1 || again[0].Status != payments.RetrievedRefunded {
		t.Errorf("after a full refund: %+v", again)
	}
	if none, _ := app.sim.Retrieve(ctx, "INV-43"); len(none) != 0 {
		t.Errorf("another order: %+v", none)
	}
}
