package session

import (
	"time"

	"go.temporal.io/sdk/workflow"

	"cerebro/activities/refusal"
	sessionacts "cerebro/activities/session"
	"cerebro/apperr"
	"cerebro/models"
	"cerebro/rules"
	"cerebro/workflows"
	refundwf "cerebro/workflows/refund"
)

// Rescheduling: the consultee moves the booking, once, to another slot of
// the same consultant more than a day ahead, costing the same or less
// (rules.CheckReschedule). The move is one transaction (RescheduleBooking):
// the new slot booked, the old one freed, and a cheaper slot's difference
// refunded (an approved refund, paid here like every approved refund:
// PayRefund). The session then continues as a new run with the new times
// and price, so its timers and reminders follow the new slot and a later
// cancellation refunds what the booking costs now.

// SessionRescheduleUpdate is the update that moves the booking.
const SessionRescheduleUpdate = "reschedule" // update: the consultee moves the booking (RescheduleRequest) → Rescheduled

// ErrTypeRescheduleRefused is the type of a refused reschedule.
const ErrTypeRescheduleRefused = "RescheduleRefused"

// RescheduleRequest is the new slot, as the API read it.
type RescheduleRequest struct {
	SlotID     int64     `json:"slotId"`
	StartsAt   time.Time `json:"startsAt"`
	EndsAt     time.Time `json:"endsAt"`
	PriceCents int64     `json:"priceCents"`
}

// Rescheduled answers a reschedule.
type Rescheduled struct {
	Message       string    `json:"message"`
	FromSlotID    int64     `json:"fromSlotId"`
	StartsAt      time.Time `json:"startsAt"`
	EndsAt        time.Time `json:"endsAt"`
	RefundedCents int64     `json:"refundedCents"` // the difference refunded for a cheaper slot; 0 at the same price
}

// pendingReschedule is a move accepted by the update and not yet carried out.
type pendingReschedule struct {
	req  RescheduleRequest
	out  Rescheduled
	done bool
	err  error
}

// validateReschedule admits a move before the join window, once, by the rules.
func (w *session) validateReschedule(ctx workflow.Context, r RescheduleRequest) error {
	if err := w.admit(); err != nil {
		return err
	}
	switch {
	case w.in.Rescheduled:
		return refusal.Code(ErrTypeRescheduleRefused, errRescheduledOnce)
	case w.phase != PhaseScheduled:
		return refusal.Code(ErrTypeRescheduleRefused, errNotReschedulable)
	case !r.EndsAt.After(r.StartsAt):
		return refusal.Code(ErrTypeRescheduleRefused, errNewSlotEnds)
	}
	if err := rules.CheckReschedule(w.in.StartsAt, r.StartsAt, w.in.PriceCents, r.PriceCents, workflow.Now(ctx)); err != nil {
		return refusal.Wrap(ErrTypeRescheduleRefused, err)
	}
	return nil
}

// The session's refusals of a move; the rules' own (rules.CheckReschedule)
// keep their codes.
const (
	errRescheduledOnce  apperr.Code = "session.rescheduled_once"
	errNotReschedulable apperr.Code = "session.not_reschedulable"
	errNewSlotEnds      apperr.Code = "session.new_slot_ends_before_start"
	errSlotGone         apperr.Code = "session.reschedule_slot_gone"
)

// onReschedule hands the move to run and answers once it is done.
func (w *session) onReschedule(ctx workflow.Context, r RescheduleRequest) (Rescheduled, error) {
	if err := w.validateReschedule(ctx, r); err != nil {
		return Rescheduled{}, err
	}
	p := &pendingReschedule{req: r}
	w.reschedule = p
	if err := workflow.Await(ctx, func() bool { return p.done }); err != nil {
		return Rescheduled{}, err
	}
	return p.out, p.err
}

// carryOutReschedule moves the booking and reports whether it did; the run
// then continues as new with the new slot (see run).
func (w *session) carryOutReschedule(ctx workflow.Context) bool {
	p := w.reschedule
	defer func() { p.done = true }()
	var m models.Moved
	actx := workflow.WithActivityOptions(ctx, workflows.StatusOptions)
	err := workflow.ExecuteActivity(actx, sessionActs.RescheduleBooking, models.Rescheduling{BookingID: w.in.BookingID, ToSlotID: p.req.SlotID}).
		Get(ctx, &m)
	if err != nil {
		w.reschedule = nil
		p.err = refusal.Code(ErrTypeRescheduleRefused, errSlotGone)
		return false
	}
	w.stopReminders()
	p.out = Rescheduled{Message: "Your booking was moved to the new slot.", FromSlotID: m.FromSlotID, StartsAt: m.StartsAt, EndsAt: m.EndsAt,
		RefundedCents: m.RefundedCents}
	next := w.in
	next.StartsAt, next.EndsAt, next.Rescheduled, next.PriceCents = m.StartsAt, m.EndsAt, true, m.PriceCents
	if m.RefundID != 0 {
		w.payDifference(ctx, m.RefundID)
	}
	w.next = &next
	w.mailRescheduled(ctx)
	return true
}

// payDifference pays the refund of a cheaper slot's difference exactly once,
// like every approved refund (see activities.PayRefund): part of a card
// payment, which PayHere cannot refund, or a slip payment's is left to the
// admin as a bank transfer owed; a refusal is FAILED, for the admin. It is
// the booking's second refund, not the session's (w.refund): a later
// cancellation or claim opens its own.
func (w *session) payDifference(ctx workflow.Context, refundID int64) {
	actx := workflow.WithActivityOptions(ctx, refundwf.RefundOptions)
	if err := workflow.ExecuteActivity(actx, refundActs.PayRefund, refundID).Get(ctx, nil); err != nil {
		workflow.GetLogger(ctx).Error("difference refund payout failed; FAILED (refused) or SUBMITTING (unknown) for the admin",
			"refundId", refundID, "err", err)
	}
}

// mailRescheduled tells both parties.
func (w *session) mailRescheduled(ctx workflow.Context) {
	workflows.MailBothParties(ctx, "rescheduled mail", sessionActs.SendRescheduledMail, func(party string) any {
		return sessionacts.RescheduledMail{BookingID: w.in.BookingID, Party: party, FromStartsAt: w.in.StartsAt}
	}, "bookingId", w.in.BookingID)
}
