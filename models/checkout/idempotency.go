package checkout

import (
	"context"
	"fmt"
	"slices"

	"cerebro/apperr"
)

// A booking request's Idempotency-Key: the same key from the same consultee
// opens one invoice and answers with it every time — after a double click, a
// lost answer, or a busy answer because the hold took too long — and never
// holds slots a second time. Keys are kept (at least 24 h; today: for good).

// fingerprint is what makes two booking requests the same request.
func fingerprint(o Order) string {
	ids := slices.Clone(o.SlotIDs)
	slices.Sort(ids)
	return fmt.Sprintf("%s:%d:%v", o.Method, o.ConsultantID, ids)
}

// claimInvoice gives the order its invoice id: the one its key opened
// before, or a new one that the key now stands for. A key used before for
// another request is refused.
func claimInvoice(ctx context.Context, store PrepareStore, o *Order, req Request) error {
	r := BookingRequest{ConsulteeID: o.ConsulteeID, Key: req.Key, Fingerprint: fingerprint(*o)}
	if prior, found, err := store.BookingKey(ctx, o.ConsulteeID, req.Key); err != nil || found {
		o.InvoiceID = prior.InvoiceID
		return orMismatch(err, prior, r)
	}
	if err := openInvoice(ctx, store, o, req.Now); err != nil {
		return err
	}
	r.InvoiceID = o.InvoiceID
	first, err := store.ClaimBookingKey(ctx, r)
	o.InvoiceID = first.InvoiceID // a racing request with the key won: its invoice
	return orMismatch(err, first, r)
}

func orMismatch(err error, prior, now BookingRequest) error {
	if err == nil && prior.Fingerprint != "" && prior.Fingerprint != now.Fingerprint {
		return apperr.New(ErrKeyReused)
	}
	return err
}
