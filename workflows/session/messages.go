package session

import (
	"time"

	"go.temporal.io/sdk/workflow"

	"cerebro/activities/refusal"
	"cerebro/apperr"
	"cerebro/models"
	"cerebro/models/refund"
	"cerebro/workflows"
	refundwf "cerebro/workflows/refund"
)

// The session's message handlers. The handlers only record what was asked;
// run carries it out and the handler answers with what run did. A repeated
// or late message changes nothing.

// pendingCancel is a cancellation accepted by the update and not yet
// carried out by run.
type pendingCancel struct {
	req     CancelRequest
	cause   models.RefundCause
	at      time.Time // when it was admitted: the refund policy judges it as of then
	started bool      // run is carrying it out
	done    bool
	err     error
}

// pendingFault is a fault report accepted by the update and not yet recorded.
type pendingFault struct {
	report FaultReport
	cause  models.RefundCause
	at     time.Time // when it was admitted
	done   bool
	err    error
}

// The session's refusals of a cancellation, a fault report or a join.
const (
	errCancelParty        apperr.Code = "session.cancel_party_unknown"
	errNotCancellable     apperr.Code = "session.not_cancellable"
	errFaultCause         apperr.Code = "session.fault_cause"
	errFaultNotReportable apperr.Code = "session.fault_not_reportable"
	errFaultNotRecorded   apperr.Code = "session.fault_not_recorded"
	errJoinRole           apperr.Code = "session.join_role_invalid"
	errJoinClosed         apperr.Code = "session.join_closed"
	errJoinRecorded       apperr.Code = "session.join_already_recorded"
)

// validateCancel admits a cancellation by a party before the end, when the
// refund policy admits one (refund.ClaimRefusal).
func (w *session) validateCancel(ctx workflow.Context, req CancelRequest) error {
	_, err := w.decideCancel(ctx, req)
	return err
}

func (w *session) decideCancel(ctx workflow.Context, req CancelRequest) (models.RefundCause, error) {
	cause, ok := cancelCauses[req.By]
	if err := w.admit(); err != nil {
		return cause, err
	}
	switch {
	case !ok:
		return cause, refusal.Code(workflows.ErrTypeNotCancellable, errCancelParty)
	case w.phase != PhaseScheduled && w.phase != PhaseOpen:
		return cause, refusal.Code(workflows.ErrTypeNotCancellable, errNotCancellable)
	}
	if e := refund.ClaimRefusal(w.refundInput(ctx, cause)); e != nil {
		return cause, refusal.New(workflows.ErrTypeNotCancellable, e)
	}
	return cause, nil
}

var cancelCauses = map[models.CancelledBy]models.RefundCause{
	models.CancelledByConsultee:  models.CauseConsulteeCancel,
	models.CancelledByConsultant: models.CauseConsultantCancel,
}

func (w *session) refundInput(ctx workflow.Context, cause models.RefundCause) refund.Claim {
	return refund.Claim{Cause: cause, SlotStart: w.in.StartsAt, SlotEnd: w.in.EndsAt,
		Now: workflow.Now(ctx), PaidCents: w.in.PriceCents}
}

// onCancel hands the cancellation to run and answers once the booking is
// cancelled and its refund recorded (and, usually, paid).
func (w *session) onCancel(ctx workflow.Context, req CancelRequest) (RefundOutcome, error) {
	cause, err := w.decideCancel(ctx, req)
	if err != nil {
		return RefundOutcome{}, err
	}
	p := &pendingCancel{req: req, cause: cause, at: workflow.Now(ctx)}
	w.cancel = p
	if err := workflow.Await(ctx, func() bool { return p.done }); err != nil {
		return RefundOutcome{}, err
	}
	if p.err != nil {
		return RefundOutcome{}, p.err
	}
	return w.outcome(ctx), nil
}

// validateFault admits a problem report on a held session, up to
// rules.FaultReportWindow after its end, when nothing was refunded yet.
func (w *session) validateFault(ctx workflow.Context, r FaultReport) error {
	_, err := w.decideFault(ctx, r)
	return err
}

// faultCauses are the problems a consultee may report: a fault unless
// said otherwise.
var faultCauses = map[models.RefundCause]models.RefundCause{
	"":                         models.CauseTechnicalFault,
	models.CauseTechnicalFault: models.CauseTechnicalFault,
	models.CauseUnsatisfactory: models.CauseUnsatisfactory,
}

func (w *session) decideFault(ctx workflow.Context, r FaultReport) (models.RefundCause, error) {
	cause, ok := faultCauses[r.Cause]
	if !ok {
		return cause, refusal.Code(ErrTypeFaultRefused, errFaultCause)
	}
	if err := w.admit(); err != nil {
		return cause, err
	}
	if !w.held(ctx) || w.fault != nil || w.claim != nil {
		return cause, refusal.Code(ErrTypeFaultRefused, errFaultNotReportable)
	}
	if e := refund.ClaimRefusal(w.refundInput(ctx, cause)); e != nil {
		return cause, refusal.New(ErrTypeFaultRefused, e)
	}
	return cause, nil
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
	cause, err := w.decideFault(ctx, r)
	if err != nil {
		return RefundOutcome{}, err
	}
	p := &pendingFault{report: r, cause: cause, at: workflow.Now(ctx)}
	w.fault = p
	if err := workflow.Await(ctx, func() bool { return p.done }); err != nil {
		return RefundOutcome{}, err
	}
	if p.err != nil {
		return RefundOutcome{}, p.err
	}
	return w.outcome(ctx), nil
}

// outcome answers with the refund policy's reason and the refund as it
// stands, giving a payout under way a few seconds to finish so the caller
// usually hears PAID.
func (w *session) outcome(ctx workflow.Context) RefundOutcome {
	if w.paying() {
		_, _ = workflows.WaitFor(ctx, workflows.CancelAnswerWait, "Letting the refund payment finish before answering", func() bool { return !w.paying() })
	}
	var out RefundOutcome
	if w.claim != nil {
		out.Message = w.claim.message
	}
	if w.refund != nil {
		out.Refund = *w.refund
	}
	return out
}

// listen starts one reader per signal for as long as the workflow runs.
func (w *session) listen(ctx workflow.Context) {
	workflows.Receive(ctx, &w.inbox, JoinedSignal, w.onJoined)
	workflows.Receive(ctx, &w.inbox, refundwf.RefundNewsSignal, w.onRefundNews)
}

// joinedFlag is where a party's join is kept, or nil for no party.
func (w *session) joinedFlag(role models.Rater) *bool {
	switch role {
	case models.RaterConsultee:
		return &w.consulteeJoined
	case models.RaterConsultant:
		return &w.consultantJoined
	}
	return nil
}

// joinable reports that the session may still be held here: not over, and
// neither cancelled nor moved (the join signal obeys the admission rule
// too).
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
		return refusal.Code(ErrTypeJoinRefused, errJoinRole)
	case !w.joinable():
		return refusal.Code(ErrTypeJoinRefused, errJoinClosed)
	case *seen:
		return refusal.Code(ErrTypeJoinRefused, errJoinRecorded)
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
// held (the join signal; see JoinUpdate).
func (w *session) onJoined(ctx workflow.Context, j Joined) {
	seen := w.joinedFlag(j.Role)
	if !w.joinable() || seen == nil || *seen {
		workflow.GetLogger(ctx).Info("join ignored", "role", j.Role, "phase", w.phase)
		return
	}
	*seen = true
	w.recordJoin(ctx, j.Role, workflow.Now(ctx))
}
