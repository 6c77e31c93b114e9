package journey

import (
	"context"
	"fmt"
	"net/url"
	"strconv"
	"strings"
)

// checkout is the gateway request the payment gate posts:
// POST /payments/initiate's answer.
type checkout struct {
	ReturnURL string            `json:"returnUrl"`
	InvoiceID int64             `json:"invoiceId"`
	Action    string            `json:"action"`
	Fields    map[string]string `json:"fields"`
}

// bookByCard books the first slot to pay by card and, as the web app does
// with a /payment-gate answer, asks for the gateway's checkout form.
func (j *journey) bookByCard(ctx context.Context) error {
	s, err := j.findSlot(ctx, j.slots[0])
	if err != nil {
		return err
	}
	ans, err := j.book(ctx, s, payOnline)
	if err != nil {
		return err
	}
	record(&j.res.Card, s, ans)
	if ans.ReturnURL != "/payment-gate" {
		return fmt.Errorf("a card booking answered returnUrl %q, not /payment-gate", ans.ReturnURL)
	}
	err = j.call(ctx, request{method: "POST", path: "/payments/initiate", as: j.consultee,
		query: map[string]string{"invoiceId": strconv.FormatInt(ans.InvoiceID, 10)}}, &j.cardCheckout)
	if err != nil {
		return err
	}
	if j.cardCheckout.Action == "" || j.cardCheckout.Fields["order_id"] == "" {
		return fmt.Errorf("the gateway request has no action or order: %+v", j.cardCheckout)
	}
	return nil
}

// payByCard hands the checkout form to the person at the gateway's page;
// the gateway must send the browser back to the payment result page of
// this invoice on the site.
func (j *journey) payByCard(ctx context.Context) error {
	back, err := j.site.PayByCard(ctx, j.cardCheckout.Action, j.cardCheckout.Fields)
	if err != nil {
		return fmt.Errorf("paying at %s: %w", j.cardCheckout.Action, err)
	}
	want := fmt.Sprintf("%s/#/payment-gate/success", j.base)
	page, query, _ := strings.Cut(back, "?")
	q, _ := url.ParseQuery(query)
	if page != want || q.Get("invoiceId") != strconv.FormatInt(j.res.Card.InvoiceID, 10) {
		return fmt.Errorf("the gateway sent the browser back to %q, not %s?invoiceId=%d", back, want, j.res.Card.InvoiceID)
	}
	return nil
}

// awaitCardPaid is the payment result page: the gateway's notification
// reached the site, so the invoice is paid, with the gateway's payment id.
func (j *journey) awaitCardPaid(ctx context.Context) error {
	inv, err := j.awaitPaid(ctx, j.res.Card.InvoiceID)
	if err != nil {
		return err
	}
	j.res.Card.Cref, j.res.Card.GatewayPaymentID = inv.Cref, inv.GatewayPaymentID
	if inv.GatewayPaymentID == "" || inv.TotalAmount != slotCents {
		return fmt.Errorf("the paid invoice shows payment id %q and total %d, want an id and %d", inv.GatewayPaymentID, inv.TotalAmount, slotCents)
	}
	return nil
}

// cardReceipt waits for the consultee's receipt: the invoice's reference
// in the subject, the gateway's payment id in the text.
func (j *journey) cardReceipt(context.Context) error {
	c := j.res.Card
	_, _, err := j.site.Mail(j.consultee.email, func(subject, text string) bool {
		return strings.Contains(subject, c.Cref) && strings.Contains(text, c.GatewayPaymentID)
	}, MailTimeout)
	if err != nil {
		return fmt.Errorf("no receipt for %s (payment %s) to %s: %w", c.Cref, c.GatewayPaymentID, j.consultee.email, err)
	}
	return nil
}
