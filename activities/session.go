package activities

import (
	"context"
	"errors"
	"time"

	"go.temporal.io/sdk/temporal"

	"cerebro/models"
	"cerebro/models/session"
)

// The session workflow's writes. Each is conditional in the database, so a
// retry after a commit changes nothing.

// ErrTypeBookingNotConfirmed: the booking was completed or failed before
// the cancellation reached the database; retrying will not change that.
const ErrTypeBookingNotConfirmed = "BookingNotConfirmed"

// CompleteBooking marks a confirmed booking COMPLETED when its session was
// held and opens the rating window (an unrated record for each party).
func (a *Activities) CompleteBooking(ctx context.Context, bookingID int64) error {
	return a.Stores.Session.CompleteSession(ctx, bookingID)
}

// JoinRecord says a party entered the session's room.
type JoinRecord struct {
	BookingID int64
	Role      models.Rater // models.RaterConsultee or models.RaterConsultant
	At        time.Time
}

// RecordJoin stores the first time the party joined.
func (a *Activities) RecordJoin(ctx context.Context, j JoinRecord) error {
	return a.Stores.Session.RecordJoin(ctx, j.BookingID, j.Role, j.At)
}

// CancelBooking cancels a confirmed booking with its refund and penalty in
// one transaction (see models.Store.CancelBooking) and returns the refund.
func (a *Activities) CancelBooking(ctx context.Context, c models.Cancellation) (models.RefundState, error) {
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
	Refund    models.RefundOpening
}

// OpenBookingRefund records the booking's refund (once) and returns it.
// A request for the admin is acknowledged to the consultee, when this
// attempt opened it.
func (a *Activities) OpenBookingRefund(ctx context.Context, r BookingRefund) (models.RefundState, error) {
	st, opened, err := a.Stores.Refund.Open(ctx, r.BookingID, r.Refund)
	if opened && st.Status == models.RefundRequested {
		a.mailRefund(ctx, st.ID)
	}
	return st, err
}

// SettleRefundRequest applies the admin's (or the default) decision to a
// REQUESTED refund and returns the refund as it now stands.
// The consultee is mailed the decision, when this attempt made it.
func (a *Activities) SettleRefundRequest(ctx context.Context, v models.RefundVerdict) (models.RefundState, error) {
	r, decided, err := a.Stores.Refund.SettleRequest(ctx, v)
	if decided {
		a.mailRefund(ctx, r.ID)
	}
	return r, err
}
