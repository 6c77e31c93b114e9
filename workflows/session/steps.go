package session

import (
	"fmt"
	"time"

	"go.temporal.io/sdk/workflow"

	"cerebro/activities/refusal"
	sessionacts "cerebro/activities/session"
	"cerebro/models"
	sessions "cerebro/models/session"
	"cerebro/rules"
	"cerebro/workflows"
)

// The session's steps: each a short activity that is safe to repeat.

// remind mails both parties ReminderLeads before the start, on durable
// timers of their own; a cancellation stops them.
func (w *session) remind(ctx workflow.Context) {
	rctx, stop := workflow.WithCancel(ctx)
	w.stopReminders = stop
	workflow.Go(rctx, func(ctx workflow.Context) {
		for _, lead := range ReminderLeads {
			if w.in.StartsAt.Sub(w.bookedAt) <= lead {
				continue // booked later than that: the confirmation was reminder enough
			}
			if wait := w.in.StartsAt.Add(-lead).Sub(workflow.Now(ctx)); wait > 0 {
				if err := workflows.SleepFor(ctx, wait, fmt.Sprintf("The %s reminder", reminderName(lead))); err != nil {
					return
				}
			}
			w.sendReminders(ctx, lead)
		}
	})
}

// sendReminders mails both parties.
func (w *session) sendReminders(ctx workflow.Context, lead time.Duration) {
	workflows.MailBothParties(ctx, "session reminder", sessionActs.SendSessionReminder, func(party string) any {
		return sessionacts.SessionReminder{BookingID: w.in.BookingID, Party: party, Lead: lead}
	}, "bookingId", w.in.BookingID)
}

// roomOpenChange gates the room-open notice (docs/versioning.md): version
// 1 tells both parties on their phones that the room is open, as the join
// window opens. Read where the step begins, so a session already waiting
// for its window when the release came takes it too.
const roomOpenChange = "session-room-open-notice"

// announceRoom tells both parties the room is open (a text, a push), in a
// coroutine: the session serves cancels and joins meanwhile.
func (w *session) announceRoom(ctx workflow.Context) {
	if workflow.GetVersion(ctx, roomOpenChange, workflow.DefaultVersion, 1) == workflow.DefaultVersion {
		return
	}
	workflow.Go(ctx, func(ctx workflow.Context) {
		workflows.MailBothParties(ctx, "room open notice", sessionActs.NotifyRoomOpen, func(party string) any {
			return sessionacts.RoomOpen{BookingID: w.in.BookingID, Party: party}
		}, "bookingId", w.in.BookingID)
	})
}

// recordJoin stores a party's first join.
func (w *session) recordJoin(ctx workflow.Context, role models.Rater, at time.Time) {
	actx := workflow.WithActivityOptions(ctx, workflows.StatusOptions)
	j := sessionacts.JoinRecord{BookingID: w.in.BookingID, Role: role, At: at}
	if err := workflow.ExecuteActivity(actx, sessionActs.RecordJoin, j).Get(ctx, nil); err != nil {
		workflow.GetLogger(ctx).Error("record join failed", "bookingId", w.in.BookingID, "err", err)
	}
}

// complete marks the booking COMPLETED (the consultant earns) and opens the
// follow-up: ratings and after-session claims.
func (w *session) complete(ctx workflow.Context) {
	actx := workflow.WithActivityOptions(ctx, workflows.StatusOptions)
	if err := workflow.ExecuteActivity(actx, sessionActs.CompleteBooking, w.in.BookingID).Get(ctx, nil); err != nil {
		workflow.GetLogger(ctx).Error("complete booking failed", "bookingId", w.in.BookingID, "err", err)
	}
	w.setPhase(ctx, PhaseFollowUp)
}

// consultantNoShow cancels the booking as the consultant's, with a
// penalty, and its refund (in full, by the policy).
func (w *session) consultantNoShow(ctx workflow.Context) {
	c := &sessions.Cancellation{BookingID: w.in.BookingID, By: models.CancelledByConsultant, Penalty: models.PenaltyNoShow}
	if w.claimRefund(ctx, models.CauseConsultantNoShow, workflow.Now(ctx), "The consultant did not join the session.", c).failed {
		w.setPhase(ctx, PhaseDone)
		return
	}
	w.cancelledBy = models.CancelledByConsultant
	w.setPhase(ctx, PhaseNoShow)
	w.awaitPaid(ctx)
}

// carryOutCancel cancels the booking as the pending request asked, with
// its refund, and reports whether it did.
func (w *session) carryOutCancel(ctx workflow.Context) bool {
	p := w.cancel
	p.started = true
	c := &sessions.Cancellation{BookingID: w.in.BookingID, By: p.req.By, ReleaseSlot: p.req.By == models.CancelledByConsultee}
	if p.req.By == models.CancelledByConsultant {
		c.Penalty = models.PenaltyCancelled
	}
	if w.claimRefund(ctx, p.cause, p.at, p.req.Reason, c).failed {
		w.cancel = nil // not cancelled: the next cancel or move may be asked
		p.err, p.done = refusal.Code(workflows.ErrTypeNotCancellable, errNotCancellable), true
		return false
	}
	w.stopReminders()
	w.cancelledBy = p.req.By
	w.setPhase(ctx, PhaseCancelled)
	p.done = true
	w.awaitPaid(ctx)
	w.mailChange(ctx, "")
	return true
}

// serve claims the refund of a fault report waiting to be recorded.
func (w *session) serve(ctx workflow.Context) {
	p := w.fault
	if p == nil || p.done {
		return
	}
	if w.claimRefund(ctx, p.cause, p.at, p.report.Description, nil).failed {
		w.fault, p.err, p.done = nil, refusal.Code(ErrTypeFaultRefused, errFaultNotRecorded), true
		return
	}
	p.done = true
	w.awaitPaid(ctx)
}

// mailChange tells both parties about a cancellation (outcome empty) or a
// session outcome.
func (w *session) mailChange(ctx workflow.Context, outcome rules.SessionOutcome) {
	workflows.MailBothParties(ctx, "change mail", sessionActs.SendChangeMail, func(party string) any {
		return sessionacts.ChangeMail{BookingID: w.in.BookingID, Party: party, Outcome: string(outcome)}
	}, "bookingId", w.in.BookingID)
}

// reminderName is a reminder's lead in words: "24-hour", "15-minute".
func reminderName(lead time.Duration) string {
	if lead%time.Hour == 0 {
		return fmt.Sprintf("%d-hour", int(lead.Hours()))
	}
	return fmt.Sprintf("%d-minute", int(lead.Minutes()))
}
