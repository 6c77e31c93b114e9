package workflows

import (
	"time"

	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/workflow"

	"cerebro/activities"
	"cerebro/models"
	"cerebro/rules"
)

// Rescheduling: the consultee moves the booking, once, to another slot of
// the same consultant more than a day ahead (rules.CheckReschedule). The
// move is one transaction (RescheduleBooking); the session then continues
// as a new run with the new times, so its timers and reminders follow the
// new slot. A new update handler and branches taken only after it: no
// version gate (docs/versioning.md).

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
	Message    string    `json:"message"`
	FromSlotID int64     `json:"fromSlotId"`
	StartsAt   time.Time `json:"startsAt"`
	EndsAt     time.Time `json:"endsAt"`
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
	switch {
	case w.in.Rescheduled:
		return rescheduleRefusal("This booking was rescheduled once already.")
	case w.phase != PhaseScheduled || w.cancel != nil || w.reschedule != nil:
		return rescheduleRefusal("This booking can no longer be rescheduled.")
	case !r.EndsAt.After(r.StartsAt):
		return rescheduleRefusal("The new slot must end after it starts.")
	}
	if err := rules.CheckReschedule(w.in.StartsAt, r.StartsAt, w.in.PriceCents, r.PriceCents, workflow.Now(ctx)); err != nil {
		return rescheduleRefusal(err.Error())
	}
	return nil
}

func rescheduleRefusal(message string) error {
	return temporal.NewNonRetryableApplicationError(message, ErrTypeRescheduleRefused, nil)
}

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
	actx := workflow.WithActivityOptions(ctx, statusOptions)
	err := workflow.ExecuteActivity(actx, acts.RescheduleBooking, models.Rescheduling{BookingID: w.in.BookingID, ToSlotID: p.req.SlotID}).
		Get(ctx, &m)
	if err != nil {
		w.reschedule = nil
		p.err = rescheduleRefusal("That slot can no longer be booked; please choose another.")
		return false
	}
	w.stopReminders()
	p.out = Rescheduled{Message: "Your booking was moved to the new slot.", FromSlotID: m.FromSlotID, StartsAt: m.StartsAt, EndsAt: m.EndsAt}
	next := w.in
	next.StartsAt, next.EndsAt, next.Rescheduled = m.StartsAt, m.EndsAt, true
	w.next = &next
	w.mailRescheduled(ctx)
	return true
}

// mailRescheduled tells both parties.
func (w *session) mailRescheduled(ctx workflow.Context) {
	mailBothParties(ctx, "rescheduled mail", acts.SendRescheduledMail, func(party string) any {
		return activities.RescheduledMail{BookingID: w.in.BookingID, Party: party, FromStartsAt: w.in.StartsAt}
	}, "bookingId", w.in.BookingID)
}
