package workflows

import (
	"time"

	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/workflow"

	"cerebro/models"
	"cerebro/rules"
)

// The session's message handlers. The handlers only record what was asked;
// run carries it out and the handler answers with what run did. A repeated
// or late message changes nothing.

// pendingCancel is a cancellation accepted by the update and not yet
// carried out by run.
type pendingCancel struct {
	req      CancelRequest
	decision rules.RefundDecision
	started  bool // run is carrying it out
	done     bool
	err      error
}

// pendingFault is a fault report accepted by the update and not yet recorded.
type pendingFault struct {
	report   FaultReport
	decision rules.RefundDecision
	done     bool
	err      error
}

// validateCancel admits a cancellation by a party before the end, when the
// refund policy allows one (rules.DecideRefund).
func (w *session) validateCancel(ctx workflow.Context, req CancelRequest) error {
	_, err := w.decideCancel(ctx, req)
	return err
}

func (w *session) decideCancel(ctx workflow.Context, req CancelRequest) (rules.RefundDecision, error) {
	cause, ok := cancelCauses[req.By]
	if err := w.admit(); err != nil {
		return rules.RefundDecision{}, err
	}
	switch {
	case !ok:
		return rules.RefundDecision{}, refusal("Only the consultee or the consultant can cancel a booking.")
	case w.phase != PhaseScheduled && w.phase != PhaseOpen:
		return rules.RefundDecision{}, refusal("This booking can no longer be cancelled.")
	}
	d := rules.DecideRefund(w.refundInput(ctx, cause))
	if d.Outcome == rules.Refused {
		return d, refusal(d.Reason)
	}
	return d, nil
}

var cancelCauses = map[string]rules.Cause{
	models.CancelledByConsultee:  rules.CauseConsulteeCancel,
	models.CancelledByConsultant: rules.CauseConsultantCancel,
}

func refusal(message string) error {
	return temporal.NewNonRetryableApplicationError(message, ErrTypeNotCancellable, nil)
}

func (w *session) refundInput(ctx workflow.Context, cause rules.Cause) rules.RefundInput {
	return rules.RefundInput{Cause: cause, SlotStart: w.in.StartsAt, SlotEnd: w.in.EndsAt,
		Now: workflow.Now(ctx), PaidCents: w.in.PriceCents}
}

// onCancel hands the cancellation to run and answers once the booking is
// cancelled and its refund recorded (and, usually, paid).
func (w *session) onCancel(ctx workflow.Context, req CancelRequest) (RefundOutcome, error) {
	d, err := w.decideCancel(ctx, req)
	if err != nil {
		return RefundOutcome{}, err
	}
	p := &pendingCancel{req: req, decision: d}
	w.cancel = p
	if err := workflow.Await(ctx, func() bool { return p.done }); err != nil {
		return RefundOutcome{}, err
	}
	if p.err != nil {
		return RefundOutcome{}, p.err
	}
	return w.outcome(ctx, d.Reason), nil
}

// validateFault admits a problem report on a held session, up to
// rules.FaultReportWindow after its end, when nothing was refunded yet.
func (w *session) validateFault(ctx workflow.Context, r FaultReport) error {
	_, err := w.decideFault(ctx, r)
	return err
}

// faultCauses are the problems a consultee may report, by the cause stored.
var faultCauses = map[string]rules.Cause{
	"":                               rules.CauseTechnicalFault,
	models.RefundCauseTechnicalFault: rules.CauseTechnicalFault,
	models.RefundCauseUnsatisfactory: rules.CauseUnsatisfactory,
}

func (w *session) decideFault(ctx workflow.Context, r FaultReport) (rules.RefundDecision, error) {
	cause, ok := faultCauses[r.Cause]
	if !ok {
		return rules.RefundDecision{}, temporal.NewNonRetryableApplicationError(
			"cause must be TECHNICAL_FAULT or UNSATISFACTORY.", ErrTypeFaultRefused, nil)
	}
	if err := w.admit(); err != nil {
		return rules.RefundDecision{}, err
	}
	if !w.held(ctx) || w.fault != nil || w.refund != nil {
		return rules.RefundDecision{}, temporal.NewNonRetryableApplicationError(
			"A problem can be reported once, after a session that was held, when nothing was refunded for it.",
			ErrTypeFaultRefused, nil)
	}
	d := rules.DecideRefund(w.refundInput(ctx, cause))
	if d.Outcome == rules.Refused {
		return d, temporal.NewNonRetryableApplicationError(d.Reason, ErrTypeFaultRefused, nil)
	}
	return d, nil
}

// held reports that the session was held, or is being closed at its end,
// or was just judged held and is being completed: the API sees the booking
// COMPLETED a moment before run moves on to the follow-up, and onFault
// waits for it.
func (w *session) held(ctx workflow.Context) bool {
	switch w.phase {
	case PhaseFollowUp:
		return true
	case PhaseDeciding:
		return w.sessionOutcome.Completes()
	case PhaseOpen:
		return !workflow.Now(ctx).Before(w.in.EndsAt)
	}
	return false
}

// onFault hands the report to run and answers once the refund request is
// recorded for the admin.
func (w *session) onFault(ctx workflow.Context, r FaultReport) (RefundOutcome, error) {
	if err := workflow.Await(ctx, func() bool { return w.phase != PhaseOpen && w.phase != PhaseDeciding }); err != nil {
		return RefundOutcome{}, err
	}
	d, err := w.decideFault(ctx, r)
	if err != nil {
		return RefundOutcome{}, err
	}
	p := &pendingFault{report: r, decision: d}
	w.fault = p
	if err := workflow.Await(ctx, func() bool { return p.done }); err != nil {
		return RefundOutcome{}, err
	}
	if p.err != nil {
		return RefundOutcome{}, temporal.NewNonRetryableApplicationError(
			"The fault report could not be recorded. Please try again.", ErrTypeFaultRefused, nil)
	}
	return w.outcome(ctx, d.Reason), nil
}

// outcome answers with the refund as it stands, giving a payout under way a
// few seconds to finish so the caller usually hears PAID.
func (w *session) outcome(ctx workflow.Context, message string) RefundOutcome {
	if w.paying {
		_, _ = waitFor(ctx, cancelAnswerWait, "Letting the refund payment finish before answering", func() bool { return !w.paying })
	}
	out := RefundOutcome{Message: message}
	if w.refund != nil {
		out.Refund = *w.refund
	}
	return out
}

// listen starts one reader per signal for as long as the workflow runs.
func (w *session) listen(ctx workflow.Context) {
	receive(ctx, &w.inbox, JoinedSignal, w.onJoined)
	receive(ctx, &w.inbox, RefundDecisionSignal, w.onDecision)
}

// joinedFlag is where a party's join is kept, or nil for no party.
func (w *session) joinedFlag(role string) *bool {
	switch role {
	case models.RaterConsultee:
		return &w.consulteeJoined
	case models.RaterConsultant:
		return &w.consultantJoined
	}
	return nil
}

// joinable reports that the session may still be held here: not over, and
// neither cancelled nor moved (the previous release's joined signal obeys
// the admission rule too).
func (w *session) joinable() bool {
	return (w.phase == PhaseScheduled || w.phase == PhaseOpen) && w.decided() == ""
}

// validateJoin admits a party's first join while the session may still be
// held. A repeated join is refused, so it writes nothing to history.
func (w *session) validateJoin(j Joined) error {
	seen := w.joinedFlag(j.Role)
	if err := w.admit(); err != nil {
		return err
	}
	switch {
	case seen == nil:
		return temporal.NewNonRetryableApplicationError("role must be CONSULTEE or CONSULTANT.", ErrTypeJoinRefused, nil)
	case !w.joinable():
		return temporal.NewNonRetryableApplicationError("This session can no longer be joined.", ErrTypeJoinRefused, nil)
	case *seen:
		return temporal.NewNonRetryableApplicationError("This party's join is already recorded.", ErrTypeJoinRefused, nil)
	}
	return nil
}

// onJoin records a party's first join and answers with the session's state.
func (w *session) onJoin(ctx workflow.Context, j Joined) (SessionStatus, error) {
	if err := w.validateJoin(j); err != nil {
		return SessionStatus{}, err
	}
	*w.joinedFlag(j.Role) = true
	w.recordJoin(ctx, j.Role, workflow.Now(ctx))
	return w.snapshot(), nil
}

// onJoined records a party's first join while the session may still be
// held (the previous release's signal; see JoinUpdate).
func (w *session) onJoined(ctx workflow.Context, j Joined) {
	seen := w.joinedFlag(j.Role)
	if !w.joinable() || seen == nil || *seen {
		workflow.GetLogger(ctx).Info("join ignored", "role", j.Role, "phase", w.phase)
		return
	}
	*seen = true
	w.recordJoin(ctx, j.Role, workflow.Now(ctx))
}

// onDecision refuses the previous release's refund decision signal: it
// names no record, so anyone who reaches Temporal could send it. Refunds
// are decided on their RefundRequest workflow (DecideRefundUpdate).
func (w *session) onDecision(ctx workflow.Context, d RefundDecision) {
	ignoreLegacyDecision(ctx, RefundDecisionSignal, "bookingId", w.in.BookingID, "refundId", d.RefundID, "amount", d.AmountCents)
}

// decisionDeadline is when a pending request gets the policy's default.
func (w *session) decisionDeadline() time.Time { return w.refundOpenedAt.Add(RefundDecisionTimeout) }
