// Package checkout is the checkout area of the models layer: what a booking
// request must satisfy before its checkout workflow starts — the shape of the
// slot list, the caller booking for themselves, the consultant taking
// bookings, the rebook cooldown, the Idempotency-Key's invoice — and the
// order the workflow is started with. The API's handler only reads the
// request, authorizes the caller and hands the order on to Temporal.
package checkout

import (
	"context"
	"errors"
	"time"

	"cerebro/apperr"
	"cerebro/models"
	"cerebro/rules"
)

// PrepareStore is what preparing a checkout reads and writes: a new invoice
// id with its consultant's status and the slots' recent releases, and the
// Idempotency-Key's claim. *Store is one; the tests use a fake.
type PrepareStore interface {
	OpenInvoiceFor(ctx context.Context, q InvoiceQuery) (InvoiceOpening, error)
	BookingKey(ctx context.Context, consulteeID int64, key string) (BookingRequest, bool, error)
	ClaimBookingKey(ctx context.Context, r BookingRequest) (BookingRequest, error)
}

// Item is one slot of a booking request, as the client sent it.
type Item struct {
	ConsulteeID   int64
	CerebroslotID int64
	ConsultantID  int64
	Note          string // what the consultee would like to discuss; plain text
}

// Request is a booking request once the handler has read and authorized it.
type Request struct {
	ConsulteeID int64                // the caller's own consultee profile
	Method      models.PaymentMethod // models.PayOnline or models.PaySlip
	Items       []Item
	Key         string // the Idempotency-Key header; "" without one
	Now         time.Time
	PromoCode   string // the promoCode query parameter; "" without one
}

// Settings are the configured durations and limits a checkout runs with.
type Settings struct {
	PaymentHold      time.Duration
	SlipUploadWindow time.Duration
	JoinEarly        time.Duration
	RebookCooldown   time.Duration
	// Limits bound what one consultee may hold unpaid, so nobody hoards a
	// consultant's slots; the reservation enforces them.
	Limits models.HoldLimits
}

// Order is a prepared checkout: its invoice id and everything its workflow
// starts with.
type Order struct {
	InvoiceID    int64
	ConsulteeID  int64
	ConsultantID int64
	SlotIDs      []int64
	Notes        map[int64]string // by slot id; nil without any
	PromoCode    string           // the consultee's promo code; "" without one
	Method       models.PaymentMethod
	// BookingDate is today in Colombo as a calendar date (UTC midnight
	// carries it through JSON and into the date column unshifted).
	BookingDate time.Time
	Settings    Settings
	// Keyed is an order an Idempotency-Key stands for: its checkout may
	// already be running (a retry), so the start must reuse it.
	Keyed bool
}

// Prepare checks req and gives it its invoice: a new one for a consultant
// taking bookings, or, for a key used before, the invoice the key opened.
// The slots' availability and the hold limits are the reservation's to
// decide, in one transaction.
func Prepare(ctx context.Context, store PrepareStore, set Settings, req Request) (Order, error) {
	o, err := orderOf(req, set)
	if err != nil {
		return o, err
	}
	if req.Key == "" {
		return o, openInvoice(ctx, store, &o, req.Now)
	}
	o.Keyed = true
	return o, claimInvoice(ctx, store, &o, req)
}

// openInvoice gives the order its invoice id, if the slots are not cooling
// down and the consultant takes bookings (one round trip reads both).
func openInvoice(ctx context.Context, store PrepareStore, o *Order, now time.Time) error {
	opening, err := store.OpenInvoiceFor(ctx, InvoiceQuery{ConsultantID: o.ConsultantID, ConsulteeID: o.ConsulteeID,
		SlotIDs: o.SlotIDs, ReleasedSince: now.Add(-RebookWindow), Today: rules.ColomboToday(now)})
	if err != nil && !errors.Is(err, models.ErrNotFound) {
		return err
	}
	if err := checkRebookCooldown(opening.Releases, o.Settings.RebookCooldown, now); err != nil {
		return err
	}
	if errors.Is(err, models.ErrNotFound) || models.ConsultantStatus(opening.ConsultantStatus) != models.ConsultantVerified {
		return apperr.New(ErrConsultantClosed)
	}
	if opening.CredentialLapsed {
		return apperr.New(ErrCredentialLapsed)
	}
	o.InvoiceID = opening.InvoiceID
	return nil
}

// checkRebookCooldown refuses slots the consultee keeps holding and letting
// go (RebookAllowedAt). Only a new booking is checked: a replayed
// Idempotency-Key reuses its invoice and never gets here.
func checkRebookCooldown(releases []time.Time, cooldown time.Duration, now time.Time) error {
	if at := RebookAllowedAt(releases, cooldown, now); !at.IsZero() {
		return apperr.New(ErrRebookCooldown).With("wait", rules.WaitText(at.Sub(now))).After(at.Sub(now))
	}
	return nil
}
