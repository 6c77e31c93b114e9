package refund

import (
	"fmt"

	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/workflow"

	"cerebro/activities/refusal"
	"cerebro/apperr"
	"cerebro/models"
	refunds "cerebro/models/refund"
	"cerebro/workflows"
)

// The admin's part of a refund: a request the policy left to them waits
// for their decision, checked against the api's record of it.

// awaitDecision waits for the admin's decision until the request's
// deadline, records it — or the policy's default — and pays it.
func (w *refund) awaitDecision(ctx workflow.Context) error {
	if wait := w.request.DecideBy.Sub(workflow.Now(ctx)); wait > 0 {
		_, _ = workflows.WaitFor(ctx, wait, "Waiting for the admin's decision, then the policy's suggestion", func() bool { return w.decision != nil })
	}
	w.gate.Close(ctx) // a decision being checked at the deadline came in time
	v := refunds.Verdict{RefundID: w.request.RefundID, AmountCents: w.request.SuggestedCents,
		AdminRemark: "No decision within 30 days: the refund policy's default was applied."}
	if d := w.decision; d != nil {
		v = refunds.Verdict{RefundID: d.RefundID, AmountCents: d.AmountCents, AdminRemark: d.AdminRemark, DecidedBy: d.DecidedBy}
	}
	if err := w.record(ctx, v); err != nil {
		return err
	}
	if w.state.Status == models.RefundApproved {
		w.pay(ctx)
	}
	return nil
}

// validateDecision admits the first decision, by a named admin, recorded
// by the api, of an amount from nothing to what was paid.
func (w *refund) validateDecision(d RefundDecision) error {
	refuse := func(e *apperr.Error) error { return refusal.New(ErrTypeRefundDecisionRefused, e) }
	switch {
	case d.RefundID != w.request.RefundID:
		return refuse(apperr.New(errOtherRefund).With("refund", w.request.RefundID).With("asked", d.RefundID))
	case d.DecidedBy <= 0:
		return refuse(apperr.New(workflows.ErrDecidedByRequired))
	case d.DecisionID <= 0:
		return refuse(apperr.New(workflows.ErrDecisionRecordRequired))
	case len([]rune(d.AdminRemark)) > 1000:
		return refuse(apperr.New(workflows.ErrAdminRemarkTooLong))
	case w.decision != nil || w.decided || w.gate.Closed:
		return refuse(apperr.New(errRefundDecided))
	case w.state.Status != models.RefundRequested:
		return refuse(apperr.New(errNotAwaitingDecision))
	}
	if err := refunds.ValidateAdminAmount(d.AmountCents, w.request.RequestedCents); err != nil {
		return refusal.Wrap(ErrTypeRefundDecisionRefused, err)
	}
	return nil
}

// The refund workflow's refusals of a decision.
const (
	errOtherRefund         apperr.Code = "refund.decides_other_refund"
	errRefundDecided       apperr.Code = "refund.already_decided"
	errNotAwaitingDecision apperr.Code = "refund.not_awaiting_decision"
)

// onDecide checks the decision against the api's record of it, hands it to
// run and answers once it is stored and, usually, paid.
func (w *refund) onDecide(ctx workflow.Context, d RefundDecision) (refunds.State, error) {
	if err := w.validateDecision(d); err != nil {
		return refunds.State{}, err
	}
	if err := w.gate.Admit(ctx, func() error { return w.validateDecision(d) }, RefundDecisionRecord(d), ErrTypeRefundDecisionRefused); err != nil {
		return refunds.State{}, err
	}
	w.decision = &d
	if err := workflow.Await(ctx, func() bool { return w.decided }); err != nil {
		return w.state, err
	}
	if w.paying {
		_, _ = workflows.WaitFor(ctx, workflows.CancelAnswerWait, "Letting the refund payment finish before answering", func() bool { return !w.paying })
	}
	return w.state, nil
}

// record writes the verdict; a request decided first by someone else (an
// operator in the database) keeps that decision, and this one carries on
// with it.
func (w *refund) record(ctx workflow.Context, v refunds.Verdict) error {
	actx := workflow.WithActivityOptions(ctx, workflows.StatusOptions)
	var r refunds.State
	if err := workflow.ExecuteActivity(actx, refundActs.SettleRefundRequest, v).Get(ctx, &r); err != nil {
		return fmt.Errorf("record refund decision: %w", err)
	}
	w.state, w.decided = r, true
	w.paying = r.Status == models.RefundApproved
	return nil
}

// PayRefundAgain pays again a refund the gateway refused, because the admin
// asked to: it moves the FAILED refund back to APPROVED, then pays it like
// every refund (see activities.PayRefund): exactly once, or FAILED again
// with the gateway's new reason. It returns the refund's status after. Its
// id is RefundPayoutWorkflowID(refundID).
func PayRefundAgain(ctx workflow.Context, refundID int64) (string, error) {
	if refundID <= 0 {
		return "", temporal.NewNonRetryableApplicationError("a refund id is required", "BadInput", nil)
	}
	sctx := workflow.WithActivityOptions(ctx, workflows.StatusOptions)
	if err := workflow.ExecuteActivity(sctx, refundActs.ReopenFailedRefund, refundID).Get(ctx, nil); err != nil {
		return "", err
	}
	var status string
	actx := workflow.WithActivityOptions(ctx, RefundOptions)
	err := workflow.ExecuteActivity(actx, refundActs.PayRefund, refundID).Get(ctx, &status)
	return status, err
}

// RefundDecisionRecord is the api's record a refund decision must match: a
// refund of nothing is a rejection.
func RefundDecisionRecord(d RefundDecision) models.Decision {
	status := models.RefundApproved
	if d.AmountCents == 0 {
		status = models.RefundRejected
	}
	return models.Decision{ID: d.DecisionID, Kind: models.DecisionRefund, SubjectID: d.RefundID, Status: string(status),
		AmountCents: d.AmountCents, Remark: d.AdminRemark, DecidedBy: d.DecidedBy}
}
