package documents

import (
	"time"

	"github.com/tdewolff/canvas"

	"cerebro/mailer"
)

// Receipt is what a receipt shows: one paid invoice.
type Receipt struct {
	Company   Company
	Number    string // the invoice's public reference (cref)
	PaidAt    time.Time
	Consultee string
	Sessions  []ReceiptSession
	Subtotal  int64 // cents: the sessions' prices
	// Discount (cents) and Code are a promo code's reduction of Subtotal
	// (issue 34, point 6, fills them); zero prints no discount line.
	Discount  int64
	Code      string
	Total     int64  // cents paid: Subtotal less Discount
	Card      bool   // paid by card through PayHere; else by bank slip
	PaymentID string // PayHere's payment id; empty for a slip
	Refunds   []ReceiptRefund
}

// ReceiptSession is one session bought.
type ReceiptSession struct {
	Consultant string
	Start, End time.Time
	Price      int64 // cents
}

// ReceiptRefund is one refund of the invoice: its amount (decided, else
// asked for), when it was paid (else asked for) and its status.
type ReceiptRefund struct {
	Amount int64
	At     time.Time
	Status string // models.RefundStatus
}

// RenderReceipt writes the receipt as a PDF for r.
func RenderReceipt(rc Receipt, r mailer.Reader) ([]byte, error) {
	w, err := newWriter(r)
	if err != nil {
		return nil, err
	}
	t := w.t
	w.letterhead(rc.Company)
	w.line(t.receipt, title)
	w.gap(2)
	w.pair(t.invoiceNo, rc.Number)
	w.pair(t.datePaid, r.Date(rc.PaidAt))
	w.pair(t.billedTo, rc.Consultee)

	w.section(t.sessions)
	w.row(cell{t.consultant, muted, 50, canvas.Left}, cell{t.when, muted, 92, canvas.Left},
		cell{t.price, muted, textWidth - 142, canvas.Right})
	for _, s := range rc.Sessions {
		w.row(cell{s.Consultant, body, 50, canvas.Left}, cell{r.Span(s.Start, s.End), body, 92, canvas.Left},
			cell{r.Money(s.Price), body, textWidth - 142, canvas.Right})
	}
	w.rule()
	w.total(t.subtotal, r.Money(rc.Subtotal), body)
	if rc.Discount != 0 {
		label := t.discount
		if rc.Code != "" {
			label += " (" + rc.Code + ")"
		}
		w.total(label, r.Money(-rc.Discount), body)
	}
	w.total(t.totalPaid, r.Money(rc.Total), strong)

	w.gap(3)
	method := t.slip
	if rc.Card {
		method = t.card
	}
	w.pair(t.method, method)
	if rc.PaymentID != "" {
		w.pair(t.paymentID, rc.PaymentID)
	}

	if len(rc.Refunds) > 0 {
		w.section(t.refunds)
		w.row(cell{t.date, muted, 70, canvas.Left}, cell{t.status, muted, 50, canvas.Left},
			cell{t.amount, muted, textWidth - 120, canvas.Right})
		for _, f := range rc.Refunds {
			w.row(cell{r.Date(f.At), body, 70, canvas.Left}, cell{refundStatus(t, f.Status), body, 50, canvas.Left},
				cell{r.Money(f.Amount), body, textWidth - 120, canvas.Right})
		}
	}
	return w.pdf(t.receipt + " " + rc.Number)
}

// total is a label and an amount at the right.
func (w *writer) total(label, amount string, st style) {
	w.row(cell{label, st, textWidth - 45, canvas.Right}, cell{amount, st, 45, canvas.Right})
}

func refundStatus(t labels, status string) string {
	if s, ok := t.refundStatus[status]; ok {
		return s
	}
	return status
}
