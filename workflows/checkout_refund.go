package workflows

import (
	"time"

	enumspb "go.temporal.io/api/enums/v1"
	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/workflow"

	"cerebro/activities"
)

// refundOptions keep asking the gateway for hours: money owed back must go
// back. A refusal by the gateway stops at once and leaves the refund record
// FAILED, with the gateway's reason, for the admin.
var refundOptions = workflow.ActivityOptions{
	StartToCloseTimeout: time.Minute,
	RetryPolicy: &temporal.RetryPolicy{
		InitialInterval: 5 * time.Second, BackoffCoefficient: 2, MaximumInterval: 10 * time.Minute,
		MaximumAttempts: activities.RefundMaxAttempts, NonRetryableErrorTypes: []string{activities.ErrTypeRefundRefused},
	},
}

// RefundChildOptions start RefundPayment under its business key, so the
// checkout and the API can both ask for a payment's refund and only the
// first asking starts one.
func RefundChildOptions(paymentID string) workflow.ChildWorkflowOptions {
	return workflow.ChildWorkflowOptions{
		WorkflowID:            RefundWorkflowID(paymentID),
		ParentClosePolicy:     enumspb.PARENT_CLOSE_POLICY_ABANDON,
		WorkflowIDReusePolicy: enumspb.WORKFLOW_ID_REUSE_POLICY_REJECT_DUPLICATE,
	}
}

// RefundPayment gives one card payment back in full, exactly once: a late
// payment (the hold had expired), one after a cancel, or a second payment of
// a paid invoice. It returns the gateway's refund id.
func RefundPayment(ctx workflow.Context, in activities.PaymentRefund) (string, error) {
	if in.PaymentID == "" || in.AmountCents <= 0 {
		return "", temporal.NewNonRetryableApplicationError("payment id and amount are required", "BadInput", nil)
	}
	var refundID string
	ctx = workflow.WithActivityOptions(ctx, refundOptions)
	err := workflow.ExecuteActivity(ctx, acts.RefundPayment, in).Get(ctx, &refundID)
	return refundID, err
}
