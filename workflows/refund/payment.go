package refund

import (
	"errors"
	"fmt"
	"time"

	enumspb "go.temporal.io/api/enums/v1"
	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/workflow"

	refundacts "cerebro/activities/refund"
	"cerebro/workflows"
)

// RefundOptions keep asking the gateway for hours: money owed back must go
// back. A refusal by the gateway stops at once and leaves the refund record
// FAILED, with the gateway's reason, for the admin.
var RefundOptions = workflow.ActivityOptions{
	StartToCloseTimeout: time.Minute,
	RetryPolicy: &temporal.RetryPolicy{
		InitialInterval: 5 * time.Second, BackoffCoefficient: 2, MaximumInterval: 10 * time.Minute,
		MaximumAttempts: refundacts.RefundMaxAttempts, NonRetryableErrorTypes: []string{refundacts.ErrTypeRefundRefused},
	},
}

// RefundChildOptions start RefundPayment under its business key, so the
// checkout, the reconciler and the API can all ask for a payment's refund
// and only the first asking starts one; a run that failed (it gave up,
// leaving a FAILED refund) may run again, and pays at most once.
func RefundChildOptions(paymentID string) workflow.ChildWorkflowOptions {
	return workflow.ChildWorkflowOptions{
		WorkflowID:            workflows.RefundWorkflowID(paymentID),
		ParentClosePolicy:     enumspb.PARENT_CLOSE_POLICY_ABANDON,
		WorkflowIDReusePolicy: RefundReusePolicy,
	}
}

// RefundReusePolicy lets a payment's RefundPayment run again only after a
// run failed: a refund that ended (paid, or left to the admin) is not
// started twice.
const RefundReusePolicy = enumspb.WORKFLOW_ID_REUSE_POLICY_ALLOW_DUPLICATE_FAILED_ONLY

// RefundPayment gives one card payment back in full, exactly once: a late
// payment (the hold had expired), one after a cancel, or a second payment of
// a paid invoice. It returns the gateway's refund id. A run that fails —
// its retries ran out, or something else stopped it — leaves a FAILED
// refund with the reason for the admins (mailed by the reconciler), and may
// be run again.
func RefundPayment(ctx workflow.Context, in refundacts.PaymentRefund) (string, error) {
	if in.PaymentID == "" || in.AmountCents <= 0 {
		return "", temporal.NewNonRetryableApplicationError("payment id and amount are required", "BadInput", nil)
	}
	var refundID string
	actx := workflow.WithActivityOptions(ctx, RefundOptions)
	err := workflow.ExecuteActivity(actx, refundActs.RefundPayment, in).Get(ctx, &refundID)
	if err == nil {
		return refundID, nil
	}
	giveUp := refundacts.PaymentRefundGiveUp{PaymentRefund: in,
		Reason: fmt.Sprintf("The refund of payment %s stopped: %s", in.PaymentID, failureMessage(err))}
	sctx := workflow.WithActivityOptions(ctx, workflows.StatusOptions)
	if gerr := workflow.ExecuteActivity(sctx, refundActs.GiveUpPaymentRefund, giveUp).Get(ctx, nil); gerr != nil {
		workflow.GetLogger(ctx).Error("the failed refund could not be recorded", "paymentId", in.PaymentID, "err", gerr)
	}
	return "", err
}

// failureMessage is what an activity's failure says, without the SDK's
// wrapping ("activity error (type: …)").
func failureMessage(err error) string {
	var appErr *temporal.ApplicationError
	if errors.As(err, &appErr) {
		return appErr.Error()
	}
	var timeout *temporal.TimeoutError
	if errors.As(err, &timeout) {
		return "the gateway's answer timed out: " + timeout.Error()
	}
	return err.Error()
}
