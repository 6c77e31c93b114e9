package workflows

import (
	"fmt"
	"time"

	enumspb "go.temporal.io/api/enums/v1"
	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/workflow"

	"cerebro/activities"
	"cerebro/models"
	"cerebro/rules"
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
				if err := sleepFor(ctx, wait, fmt.Sprintf("The %s reminder", reminderName(lead))); err != nil {
					return
				}
			}
			w.sendReminders(ctx, lead)
		}
	})
}

// sendReminders mails both parties.
func (w *session) sendReminders(ctx workflow.Context, lead time.Duration) {
	mailBothParties(ctx, "session reminder", acts.SendSessionReminder, func(party string) any {
		return activities.SessionReminder{BookingID: w.in.BookingID, Party: party, Lead: lead}
	}, "bookingId", w.in.BookingID)
}

// recordJoin stores a party's first join.
func (w *session) recordJoin(ctx workflow.Context, role string, at time.Time) {
	actx := workflow.WithActivityOptions(ctx, statusOptions)
	j := activities.JoinRecord{BookingID: w.in.BookingID, Role: role, At: at}
	if err := workflow.ExecuteActivity(actx, acts.RecordJoin, j).Get(ctx, nil); err != nil {
		workflow.GetLogger(ctx).Error("record join failed", "bookingId", w.in.BookingID, "err", err)
	}
}

// end closes the join window the way runs before the presence evidence
// did: a session the consultant joined is COMPLETED and followed up; one
// they never joined is a no-show, treated as a consultant cancellation.
func (w *session) end(ctx workflow.Context) {
	w.stopReminders()
	w.inbox.catchUp(ctx) // a join that came with the end counts
	if w.consultantJoined {
		w.complete(ctx)
		return
	}
	w.consultantNoShow(ctx)
}

// complete marks the booking COMPLETED (the consultant earns) and opens the
// follow-up: ratings and after-session claims.
func (w *session) complete(ctx workflow.Context) {
	actx := workflow.WithActivityOptions(ctx, statusOptions)
	if err := workflow.ExecuteActivity(actx, acts.CompleteBooking, w.in.BookingID).Get(ctx, nil); err != nil {
		workflow.GetLogger(ctx).Error("complete booking failed", "bookingId", w.in.BookingID, "err", err)
	}
	w.setPhase(ctx, PhaseFollowUp)
}

// consultantNoShow cancels the booking as the consultant's: full refund,
// penalty.
func (w *session) consultantNoShow(ctx workflow.Context) {
	d := rules.DecideRefund(w.refundInput(ctx, rules.CauseConsultantNoShow))
	c := models.Cancellation{BookingID: w.in.BookingID, By: models.CancelledByConsultant, Penalty: models.PenaltyNoShow,
		Refund: w.opening(models.RefundCauseNoShow, d, "The consultant did not join the session.")}
	r, err := w.cancelBooking(ctx, c)
	if err != nil {
		w.setPhase(ctx, PhaseDone)
		return
	}
	w.cancelledBy = models.CancelledByConsultant
	w.setPhase(ctx, PhaseNoShow)
	w.opened(ctx, r, d, nil)
}

// carryOutCancel cancels the booking as the pending request asked and
// reports whether it did.
func (w *session) carryOutCancel(ctx workflow.Context) bool {
	p := w.cancel
	p.started = true
	cause := models.RefundCauseConsulteeCancel
	c := models.Cancellation{BookingID: w.in.BookingID, By: p.req.By, ReleaseSlot: p.req.By == models.CancelledByConsultee}
	if p.req.By == models.CancelledByConsultant {
		cause, c.Penalty = models.RefundCauseConsultantCancel, models.PenaltyCancelled
	}
	c.Refund = w.opening(cause, p.decision, p.req.Reason)
	r, err := w.cancelBooking(ctx, c)
	if err != nil {
		w.cancel = nil // not cancelled: the next cancel or move may be asked
		p.err, p.done = refusal("This booking can no longer be cancelled."), true
		return false
	}
	w.stopReminders()
	w.cancelledBy = p.req.By
	w.setPhase(ctx, PhaseCancelled)
	w.opened(ctx, r, p.decision, func() { p.done = true })
	w.mailChange(ctx, "")
	return true
}

// opening is the refund row a policy decision asks for.
func (w *session) opening(cause string, d rules.RefundDecision, note string) *models.RefundOpening {
	o := &models.RefundOpening{Cause: cause, Requested: w.in.PriceCents, Note: clip(note, 1000)}
	switch d.Outcome {
	case rules.RefundNow:
		o.Status, o.Amount = models.RefundApproved, d.AmountCents
	case rules.AdminDecides:
		o.Status, o.Suggested = models.RefundRequested, d.AmountCents
	default:
		return nil
	}
	return o
}

func (w *session) cancelBooking(ctx workflow.Context, c models.Cancellation) (models.RefundState, error) {
	var r models.RefundState
	actx := workflow.WithActivityOptions(ctx, statusOptions)
	err := workflow.ExecuteActivity(actx, acts.CancelBooking, c).Get(ctx, &r)
	if err != nil {
		workflow.GetLogger(ctx).Error("cancel booking failed", "bookingId", w.in.BookingID, "err", err)
	}
	return r, err
}

// opened takes the booking's refund as recorded, tells whoever waits for it
// (recorded), and pays it when it is approved.
func (w *session) opened(ctx workflow.Context, r models.RefundState, d rules.RefundDecision, recorded func()) {
	if r.ID != 0 {
		w.refund, w.refundOpenedAt, w.refundSuggested = &r, workflow.Now(ctx), d.AmountCents
		w.paying = r.Status == models.RefundApproved
	}
	if r.ID != 0 && r.Status == models.RefundRequested && w.version >= 1 {
		w.handOnRequest(ctx)
	}
	if recorded != nil {
		recorded()
	}
	if w.paying {
		w.pay(ctx)
	}
}

// serve records a fault report and applies an admin decision, whichever
// is waiting.
func (w *session) serve(ctx workflow.Context) {
	if p := w.fault; p != nil && !p.done {
		var r models.RefundState
		actx := workflow.WithActivityOptions(ctx, statusOptions)
		cause := models.RefundCauseTechnicalFault
		if p.report.Cause == models.RefundCauseUnsatisfactory {
			cause = models.RefundCauseUnsatisfactory
		}
		in := activities.BookingRefund{BookingID: w.in.BookingID,
			Refund: *w.opening(cause, p.decision, p.report.Description)}
		if err := workflow.ExecuteActivity(actx, acts.OpenBookingRefund, in).Get(ctx, &r); err != nil {
			workflow.GetLogger(ctx).Error("open fault refund failed", "bookingId", w.in.BookingID, "err", err)
			w.fault, p.err, p.done = nil, err, true
			return
		}
		w.opened(ctx, r, p.decision, func() { p.done = true })
	}
	if d := w.decision; d != nil {
		w.decision = nil
		w.settle(ctx, models.RefundVerdict{RefundID: d.RefundID, AmountCents: d.AmountCents, AdminRemark: d.AdminRemark,
			DecidedBy: d.DecidedBy})
	}
}

// handOnRequest starts the refund request's own workflow, which outlives
// the session (ABANDON); a request already handed on is fine.
func (w *session) handOnRequest(ctx workflow.Context) {
	in := RefundRequestInput{RefundID: w.refund.ID, RequestedCents: w.refund.Requested, SuggestedCents: w.refundSuggested,
		DecideBy: w.decisionDeadline()}
	cctx := workflow.WithChildOptions(ctx, workflow.ChildWorkflowOptions{
		WorkflowID:            RefundDecisionWorkflowID(w.refund.ID),
		ParentClosePolicy:     enumspb.PARENT_CLOSE_POLICY_ABANDON,
		WorkflowIDReusePolicy: enumspb.WORKFLOW_ID_REUSE_POLICY_ALLOW_DUPLICATE_FAILED_ONLY,
		TypedSearchAttributes: StartAttributes(w.in.ConsulteeID, w.in.ConsultantID),
		StaticSummary:         RefundRequestSummary(in),
	})
	err := workflow.ExecuteChildWorkflow(cctx, RefundRequest, in).GetChildWorkflowExecution().Get(ctx, nil)
	if err != nil && !temporal.IsWorkflowExecutionAlreadyStartedError(err) {
		workflow.GetLogger(ctx).Error("refund request workflow could not start", "refundId", w.refund.ID, "err", err)
		return
	}
	w.refundHandedOn = true
}

// settleRefund waits for the admin's decision on a pending request the
// session still owns (runs of the previous release), at most
// RefundDecisionTimeout; without one the policy's suggestion applies.
func (w *session) settleRefund(ctx workflow.Context) {
	if w.refund == nil || w.refund.Status != models.RefundRequested || w.refundHandedOn {
		return
	}
	if wait := w.decisionDeadline().Sub(workflow.Now(ctx)); wait > 0 {
		_, _ = waitFor(ctx, wait, "Waiting for the admin's decision, then the policy's suggestion", func() bool { return w.decision != nil })
	}
	w.inbox.catchUp(ctx) // a decision that came with the deadline wins over the default
	if w.decision != nil {
		w.serve(ctx)
		return
	}
	w.settle(ctx, models.RefundVerdict{RefundID: w.refund.ID, AmountCents: w.refundSuggested,
		AdminRemark: "No decision within 30 days: the refund policy's default was applied."})
}

// settle records a verdict and pays what it approves.
func (w *session) settle(ctx workflow.Context, v models.RefundVerdict) {
	var r models.RefundState
	actx := workflow.WithActivityOptions(ctx, statusOptions)
	if err := workflow.ExecuteActivity(actx, acts.SettleRefundRequest, v).Get(ctx, &r); err != nil {
		workflow.GetLogger(ctx).Error("settle refund failed", "refundId", v.RefundID, "err", err)
		return
	}
	w.refund = &r
	if r.Status == models.RefundApproved {
		w.paying = true
		w.pay(ctx)
	}
}

// pay pays the approved refund exactly once (see activities.PayRefund). A
// refusal is FAILED with the gateway's reason; a gateway down for days
// leaves it SUBMITTING, for the admin.
func (w *session) pay(ctx workflow.Context) {
	defer func() { w.paying = false }()
	var status string
	actx := workflow.WithActivityOptions(ctx, refundOptions)
	if err := workflow.ExecuteActivity(actx, acts.PayRefund, w.refund.ID).Get(ctx, &status); err != nil {
		workflow.GetLogger(ctx).Error("refund payout failed; FAILED (refused) or SUBMITTING (unknown) for the admin", "refundId", w.refund.ID, "err", err)
		return
	}
	w.refund.Status = status
}

// clip keeps at most n runes of s.
func clip(s string, n int) string {
	r := []rune(s)
	if len(r) > n {
		return string(r[:n])
	}
	return s
}

// mailsVersion gates telling both parties when a booking is cancelled or
// its session decided otherwise than held; runs recorded before send none.
const mailsVersion = "session-change-mails"

// mailChange tells both parties about a cancellation (outcome empty) or a
// session outcome.
func (w *session) mailChange(ctx workflow.Context, outcome rules.SessionOutcome) {
	if workflow.GetVersion(ctx, mailsVersion, workflow.DefaultVersion, 1) == workflow.DefaultVersion {
		return
	}
	mailBothParties(ctx, "change mail", acts.SendChangeMail, func(party string) any {
		return activities.ChangeMail{BookingID: w.in.BookingID, Party: party, Outcome: string(outcome)}
	}, "bookingId", w.in.BookingID)
}

// reminderName is a reminder's lead in words: "24-hour", "15-minute".
func reminderName(lead time.Duration) string {
	if lead%time.Hour == 0 {
		return fmt.Sprintf("%d-hour", int(lead.Hours()))
	}
	return fmt.Sprintf("%d-minute", int(lead.Minutes()))
}
