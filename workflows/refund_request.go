package workflows

import (
	"fmt"
	"time"

	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/workflow"

	"cerebro/models"
	"cerebro/rules"
)

// Names of the refund request workflow's messages, e.g.
//
//	temporal workflow query --workflow-id refund-3 --type status
//
// The decision names the api's record of it (decisionId) and is taken only
// if the record says the same: operators decide with `cerebro decide refund`.
const (
	DecideRefundUpdate = "decide" // update: the admin's RefundDecision → models.RefundState
	RefundStatusQuery  = "status" // query: models.RefundState
)

// ErrTypeRefundDecisionRefused: a decision the refund request cannot take.
const ErrTypeRefundDecisionRefused = "RefundDecisionRefused"

// RefundRequestInput is a refund request waiting for the admin: a late
// cancellation or a fault report (see rules.DecideRefund).
type RefundRequestInput struct {
	RefundID       int64
	RequestedCents int64     // the most the admin may grant: what was paid
	SuggestedCents int64     // the refund policy's default
	DecideBy       time.Time // when the default applies if nobody decided
}

// RefundRequest owns one refund request from the moment it is opened:
//
//  1. Wait for the admin's "decide" update until DecideBy (the session sets
//     it RefundDecisionTimeout after the request).
//  2. Record the decision — the admin's, or the policy's default when
//     nobody decided — with one conditional update, so only one decision
//     ever wins (a session of the previous release may still hold an old
//     request and decide it too).
//  3. Pay what was approved, exactly once (PayRefund).
//
// Its id is RefundDecisionWorkflowID(refundID), "refund-<id>".
func RefundRequest(ctx workflow.Context, in RefundRequestInput) (models.RefundState, error) {
	w := &refundRequest{in: in, state: models.RefundState{ID: in.RefundID, Status: models.RefundRequested,
		Requested: in.RequestedCents, Suggested: in.SuggestedCents}}
	if err := w.setup(ctx); err != nil {
		return w.state, err
	}
	return w.run(ctx)
}

// refundRequest is the state of one refund request.
type refundRequest struct {
	in       RefundRequestInput
	state    models.RefundState
	decision *RefundDecision // the admin's, once taken
	gate     decisionGate    // the admin's decision, checked against its record
	recorded bool            // the decision (or the default) is in the database
	paying   bool
}

func (w *refundRequest) setup(ctx workflow.Context) error {
	if w.in.RefundID <= 0 || w.in.RequestedCents <= 0 || w.in.SuggestedCents < 0 || w.in.SuggestedCents > w.in.RequestedCents {
		return temporal.NewNonRetryableApplicationError("refund id, a requested amount and a suggestion within it are required", "BadInput", nil)
	}
	if err := workflow.SetQueryHandler(ctx, RefundStatusQuery, func() (models.RefundState, error) { return w.state, nil }); err != nil {
		return err
	}
	return workflow.SetUpdateHandlerWithOptions(ctx, DecideRefundUpdate, w.onDecide,
		workflow.UpdateHandlerOptions{Validator: w.validateDecision})
}

// run waits for the decision, records it and pays it.
func (w *refundRequest) run(ctx workflow.Context) (models.RefundState, error) {
	if wait := w.in.DecideBy.Sub(workflow.Now(ctx)); wait > 0 {
		_, _ = waitFor(ctx, wait, "Waiting for the admin's decision, then the policy's suggestion", func() bool { return w.decision != nil })
	}
	w.gate.close(ctx) // a decision being checked at the deadline came in time
	v := models.RefundVerdict{RefundID: w.in.RefundID, AmountCents: w.in.SuggestedCents,
		AdminRemark: "No decision within 30 days: the refund policy's default was applied."}
	if d := w.decision; d != nil {
		v = models.RefundVerdict{RefundID: d.RefundID, AmountCents: d.AmountCents, AdminRemark: d.AdminRemark, DecidedBy: d.DecidedBy}
	}
	if err := w.record(ctx, v); err != nil {
		return w.state, err
	}
	if w.state.Status == models.RefundApproved {
		w.pay(ctx)
	}
	err := workflow.Await(ctx, func() bool { return workflow.AllHandlersFinished(ctx) })
	return w.state, err
}

// validateDecision admits the first decision, by a named admin, recorded
// by the api, of an amount from nothing to what was paid.
func (w *refundRequest) validateDecision(d RefundDecision) error {
	refuse := func(msg string) error {
		return temporal.NewNonRetryableApplicationError(msg, ErrTypeRefundDecisionRefused, nil)
	}
	switch {
	case d.RefundID != w.in.RefundID:
		return refuse(fmt.Sprintf("This workflow decides refund %d, not %d.", w.in.RefundID, d.RefundID))
	case d.DecidedBy <= 0:
		return refuse("decidedBy (the admin's user id) is required.")
	case d.DecisionID <= 0:
		return refuse(msgDecisionRecordRequired)
	case len([]rune(d.AdminRemark)) > 1000:
		return refuse("adminRemark is at most 1000 characters.")
	case w.decision != nil || w.recorded || w.gate.closed:
		return refuse("This refund has already been decided.")
	}
	if err := rules.ValidateAdminRefund(d.AmountCents, w.in.RequestedCents); err != nil {
		return refuse(err.Error())
	}
	return nil
}

// onDecide checks the decision against the api's record of it, hands it to
// run and answers once it is stored and, usually, paid.
func (w *refundRequest) onDecide(ctx workflow.Context, d RefundDecision) (models.RefundState, error) {
	if err := w.validateDecision(d); err != nil {
		return models.RefundState{}, err
	}
	if err := w.gate.admit(ctx, func() error { return w.validateDecision(d) }, RefundDecisionRecord(d), ErrTypeRefundDecisionRefused); err != nil {
		return models.RefundState{}, err
	}
	w.decision = &d
	if err := workflow.Await(ctx, func() bool { return w.recorded }); err != nil {
		return w.state, err
	}
	if w.paying {
		_, _ = waitFor(ctx, cancelAnswerWait, "Letting the refund payment finish before answering", func() bool { return !w.paying })
	}
	return w.state, nil
}

// record writes the verdict; a request another workflow decided first keeps
// that decision, and this one carries on with it.
func (w *refundRequest) record(ctx workflow.Context, v models.RefundVerdict) error {
	actx := workflow.WithActivityOptions(ctx, statusOptions)
	var r models.RefundState
	if err := workflow.ExecuteActivity(actx, acts.SettleRefundRequest, v).Get(ctx, &r); err != nil {
		return fmt.Errorf("record refund decision: %w", err)
	}
	w.state, w.recorded = r, true
	w.paying = r.Status == models.RefundApproved
	return nil
}

// pay pays the approved refund exactly once (see activities.PayRefund). A
// refusal is FAILED with the gateway's reason; a gateway down past the
// retries leaves it SUBMITTING, for the admin.
func (w *refundRequest) pay(ctx workflow.Context) {
	defer func() { w.paying = false }()
	var status string
	actx := workflow.WithActivityOptions(ctx, refundOptions)
	if err := workflow.ExecuteActivity(actx, acts.PayRefund, w.in.RefundID).Get(ctx, &status); err != nil {
		workflow.GetLogger(ctx).Error("refund payout failed; FAILED (refused) or SUBMITTING (unknown) for the admin", "refundId", w.in.RefundID, "err", err)
		return
	}
	w.state.Status = status
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
	sctx := workflow.WithActivityOptions(ctx, statusOptions)
	if err := workflow.ExecuteActivity(sctx, acts.ReopenFailedRefund, refundID).Get(ctx, nil); err != nil {
		return "", err
	}
	var status string
	actx := workflow.WithActivityOptions(ctx, refundOptions)
	err := workflow.ExecuteActivity(actx, acts.PayRefund, refundID).Get(ctx, &status)
	return status, err
}

// RefundDecisionRecord is the api's record a refund decision must match: a
// refund of nothing is a rejection.
func RefundDecisionRecord(d RefundDecision) models.Decision {
	status := models.RefundApproved
	if d.AmountCents == 0 {
		status = models.RefundRejected
	}
	return models.Decision{ID: d.DecisionID, Kind: models.DecisionRefund, SubjectID: d.RefundID, Status: status,
		AmountCents: d.AmountCents, Remark: d.AdminRemark, DecidedBy: d.DecidedBy}
}
