package refund

import (
	"context"
	"errors"

	"cerebro/models/refund"

	"go.temporal.io/sdk/temporal"

	"cerebro/models"
	"cerebro/models/session"
)

// ErrTypeBookingNotConfirmed: the booking was completed or failed before
// the cancellation reached the database; retrying will not change that.
const ErrTypeBookingNotConfirmed = "BookingNotConfirmed"

// CancelBooking cancels a confirmed booking with its refund and penalty in
// one transaction (see models.Store.CancelBooking) and returns the refund.
func (a *Activities) CancelBooking(ctx context.Context, c session.Cancellation) (refund.State, error) {
	r, err := a.Stores.Session.CancelBooking(ctx, c)
	if errors.Is(err, session.ErrBookingNotConfirmed) || errors.Is(err, models.ErrNotFound) {
		return r, temporal.NewNonRetryableApplicationError(err.Error(), ErrTypeBookingNotConfirmed, err)
	}
	return r, err
}

// BookingRefund is the refund the policy granted for a booking that
// otherwise stays as it is: a problem reported after the session, a
// session cut short (the Refund workflow).
type BookingRefund struct {
	BookingID int64
	Refund    refund.Opening
}

// OpenBookingRefund records the booking's refund (once) and returns it.
// A request for the admin is acknowledged to the consultee, when this
// attempt opened it.
func (a *Activities) OpenBookingRefund(ctx context.Context, r BookingRefund) (refund.State, error) {
	st, opened, err := a.Stores.Refund.Open(ctx, r.BookingID, r.Refund)
	if opened && st.Status == models.RefundRequested {
		a.mailRefund(ctx, st.ID)
	}
	return st, err
}

// SettleRefundRequest applies the admin's (or the default) decision to a
// REQUESTED refund and returns the refund as it now stands.
// The consultee is mailed the decision, when this attempt made it.
func (a *Activities) SettleRefundRequest(ctx context.Context, v refund.Verdict) (refund.State, error) {
	r, decided, err := a.Stores.Refund.SettleRequest(ctx, v)
	if decided {
		a.mailRefund(ctx, r.ID)
	}
	return r, err
}
