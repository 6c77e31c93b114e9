package journey

import (
	"context"
	"fmt"
	"strconv"
	"time"
)

// Payment methods of POST /booking?paymentMethod= (the booking dialog's
// card choice is ONLINE).
const (
	payOnline = "ONLINE"
	paySlip   = "SLIP"
)

// Invoice statuses.
const (
	invoicePendingApproval = "PENDING_APPROVAL"
	invoicePaid            = "SUCCESS_PAYMENT"
	invoiceFailed          = "FAILED_PAYMENT"
)

// booked is POST /booking's answer: where the web app goes next.
type booked struct {
	ReturnURL  string  `json:"returnUrl"`
	InvoiceID  int64   `json:"invoiceId"`
	BookingIDs []int64 `json:"bookingId"`
}

// invoice is GET /invoice/{id} as the consultee's pages read it.
type invoice struct {
	ID               int64   `json:"id"`
	Cref             string  `json:"cref"`
	Status           string  `json:"status"`
	PaymentMethod    string  `json:"paymentMethod"`
	TotalAmount      int64   `json:"totalAmount"`
	FailureReason    string  `json:"failureReason"`
	BookingIDs       []int64 `json:"bookingId"`
	GatewayPaymentID string  `json:"gatewayPaymentId"`
}

// findSlot is the consultant's profile page: the profile, then the slots of
// the Sri Lanka date picked, of which the one starting at start is ticked.
func (j *journey) findSlot(ctx context.Context, start time.Time) (slot, error) {
	id := strconv.FormatInt(j.consultant.profileID, 10)
	if err := j.call(ctx, request{method: "GET", path: "/consultant/" + id, as: j.consultee}, nil); err != nil {
		return slot{}, err
	}
	var list []slot
	err := j.call(ctx, request{method: "GET", path: "/cerebroslot", as: j.consultee,
		query: map[string]string{"consultantId": id, "date": start.In(colombo).Format("2006-01-02")}}, &list)
	if err != nil {
		return slot{}, err
	}
	s := slotAt(list, start)
	switch {
	case s == nil:
		return slot{}, fmt.Errorf("the profile lists no slot at %s: %+v", start.Format(time.RFC3339), list)
	case s.Status != "AVAILABLE" || s.IsExpired || s.SlotPrice != slotCents:
		return slot{}, fmt.Errorf("the slot at %s is %+v, want AVAILABLE, not expired, at %d cents", start.Format(time.RFC3339), *s, slotCents)
	}
	return *s, nil
}

// book is the booking dialog's Confirm: the ticked slot, the method, and
// an Idempotency-Key for this confirm.
func (j *journey) book(ctx context.Context, s slot, method string) (booked, error) {
	items := []map[string]any{{"bookingDate": time.Now().In(colombo).Format("2006-01-02"),
		"consulteeId": j.consultee.profileID, "cerebroslotId": s.ID, "consultantId": j.consultant.profileID}}
	var out booked
	err := j.call(ctx, request{method: "POST", path: "/booking", as: j.consultee, body: items,
		query: map[string]string{"paymentMethod": method}, header: map[string]string{"Idempotency-Key": newKey()}}, &out)
	if err != nil {
		return out, err
	}
	if out.InvoiceID <= 0 || len(out.BookingIDs) != 1 {
		return out, fmt.Errorf("the booking answer %+v has no invoice or not one booking", out)
	}
	return out, nil
}

// invoice is GET /invoice/{id} as the consultee.
func (j *journey) invoice(ctx context.Context, id int64) (invoice, error) {
	var out invoice
	err := j.call(ctx, request{method: "GET", path: "/invoice/" + strconv.FormatInt(id, 10), as: j.consultee}, &out)
	return out, err
}

// awaitPaid asks for the invoice every 2 s, as the payment result page
// does, until it is paid; failed, or still not paid after PaidTimeout, is
// an error saying what the invoice shows.
func (j *journey) awaitPaid(ctx context.Context, id int64) (invoice, error) {
	deadline := time.Now().Add(PaidTimeout)
	for {
		inv, err := j.invoice(ctx, id)
		switch {
		case err != nil:
			return inv, err
		case inv.Status == invoicePaid:
			return inv, nil
		case inv.Status == invoiceFailed:
			return inv, fmt.Errorf("invoice %d failed: %q", id, inv.FailureReason)
		case time.Now().After(deadline):
			return inv, fmt.Errorf("invoice %d is still %s after %s", id, inv.Status, PaidTimeout)
		}
		select {
		case <-ctx.Done():
			return inv, ctx.Err()
		case <-time.After(2 * time.Second):
		}
	}
}

// record keeps a booking of the journey in the Result.
func record(b *Booking, s slot, ans booked) {
	b.InvoiceID, b.BookingID, b.SlotID, b.StartsAt = ans.InvoiceID, ans.BookingIDs[0], s.ID, s.StartsAt
}
