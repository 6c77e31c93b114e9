package workflows

import (
	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/workflow"

	"cerebro/models"
)

// SettleRefund carries out the admin's decision on a refund request whose
// session workflow has finished (or was never there): record the decision,
// then pay what it approves, exactly once. The session workflow does the
// same itself while it runs; the API starts this only when it does not.
func SettleRefund(ctx workflow.Context, d RefundDecision) (models.RefundState, error) {
	if d.RefundID <= 0 || d.AmountCents < 0 {
		return models.RefundState{}, temporal.NewNonRetryableApplicationError("refund id and amount are required", "BadInput", nil)
	}
	var r models.RefundState
	sctx := workflow.WithActivityOptions(ctx, statusOptions)
	v := models.RefundVerdict{RefundID: d.RefundID, AmountCents: d.AmountCents, AdminRemark: d.AdminRemark}
	if err := workflow.ExecuteActivity(sctx, acts.SettleRefundRequest, v).Get(ctx, &r); err != nil {
		return r, err
	}
	if r.Status != models.RefundApproved {
		return r, nil
	}
	pctx := workflow.WithActivityOptions(ctx, refundOptions)
	err := workflow.ExecuteActivity(pctx, acts.PayRefund, r.ID).Get(ctx, &r.Status)
	return r, err
}
