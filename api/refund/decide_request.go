package refund

import (
	"context"

	enumspb "go.temporal.io/api/enums/v1"

	"cerebro/api/web"
	"cerebro/apperr"
	"cerebro/models/refund"
	"cerebro/workflows"
	refundwf "cerebro/workflows/refund"
	"cerebro/workflows/start"
)

// decideRefundRequest hands the admin's decision to the booking's Refund
// workflow ("refund-booking-<id>") and returns the refund as it recorded
// it. A request whose workflow is not running (one opened without a
// workflow) gets one started with the decision (Update-with-Start): its
// conditional update means only one decision ever wins.
func (h *Handlers) decideRefundRequest(ctx context.Context, r *refund.Listing, d refundwf.RefundDecision) (refund.State, error) {
	if r.BookingID == nil {
		return refund.State{}, apperr.New(errRefundNotAwaitingDecision)
	}
	ctx, cancel := context.WithTimeout(ctx, web.AnswerTimeout)
	defer cancel()
	req := &refundwf.RecordedRequest{RefundID: r.ID, RequestedCents: r.RequestedAmount,
		DecideBy: r.CreatedAt.Add(refundwf.RefundDecisionTimeout)}
	if r.SuggestedAmount != nil {
		req.SuggestedCents = *r.SuggestedAmount
	}
	claim := refundwf.RefundClaim{BookingID: *r.BookingID, Cause: r.Cause, Recorded: req}
	var out refund.State
	err := start.WithUpdate(ctx, h.Temporal, start.Workflow{
		ID: workflows.BookingRefundWorkflowID(*r.BookingID), TaskQueue: h.Config.TaskQueue,
		Reuse:    enumspb.WORKFLOW_ID_REUSE_POLICY_ALLOW_DUPLICATE,
		Conflict: enumspb.WORKFLOW_ID_CONFLICT_POLICY_USE_EXISTING,
		Summary:  refundwf.RefundClaimSummary(claim),
		Fn:       refundwf.Refund, Input: []any{claim},
	}, start.Update{Name: refundwf.DecideRefundUpdate, Args: []any{d}}, &out)
	return out, web.TemporalProblem(err)
}
