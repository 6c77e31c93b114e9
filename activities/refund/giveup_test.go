package refund_test

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/testsuite"
	"go.temporal.io/sdk/workflow"

	"cerebro/activities/activitiestest"
	refundacts "cerebro/activities/refund"
	"cerebro/models"
	"cerebro/payments"
)

// A refund whose answer was lost, and the gateway then cannot be asked
// whether it happened, attempt after attempt, is FAILED with the reason once
// its retries run out, for the admin; paying it again asks the gateway first
// (it did refund) and never refunds twice.
func TestRefundThatRunsOutOfRetriesIsFailedThenPaidAgainOnce(t *testing.T) {
	w := activitiestest.NewWorld(t)
	sim := durableSimulator(t, w)
	w.Refund.Gateway = sim
	r := paidAndCancelled(t, w)
	sim.FailNextRefunds(payments.RefundAnswerLost)
	sim.FailRetrieval(true)

	var suite testsuite.WorkflowTestSuite
	env := suite.NewTestWorkflowEnvironment()
	env.RegisterActivity(w.Refund)
	pay := func(ctx workflow.Context, id int64) (string, error) {
		ctx = workflow.WithActivityOptions(ctx, workflow.ActivityOptions{StartToCloseTimeout: time.Minute,
			RetryPolicy: &temporal.RetryPolicy{InitialInterval: time.Second, MaximumAttempts: refundacts.RefundMaxAttempts}})
		var status string
		err := workflow.ExecuteActivity(ctx, w.Refund.PayRefund, id).Get(ctx, &status)
		return status, err
	}
	env.RegisterWorkflowWithOptions(pay, workflow.RegisterOptions{Name: "pay"})
	env.ExecuteWorkflow("pay", r.ID)
	require.Error(t, env.GetWorkflowError(), "the retries ran out")
	row := refundRow(t, w, r.ID)
	assert.Equal(t, models.RefundFailed, row.Status)
	assert.Contains(t, row.FailureReason, "No certain answer from the gateway after 100 attempts")

	settled, err := w.Deps.Stores.Refund.SettleByTransfer(context.Background(), r.ID, "by transfer", false)
	require.NoError(t, err)
	assert.False(t, settled, "it may have been refunded: no transfer before the gateway is asked again")
	sim.FailRetrieval(false)
	ok, err := w.Deps.Stores.Refund.RetryFailed(context.Background(), r.ID)
	require.NoError(t, err)
	require.True(t, ok)
	assert.Equal(t, models.RefundSubmitting, refundRow(t, w, r.ID).Status, "it was sent: the gateway is asked first")
	status, err := w.Refund.PayRefund(context.Background(), r.ID)
	require.NoError(t, err)
	assert.Equal(t, string(models.RefundPaid), status)
	refunds, err := w.Deps.Stores.Gateway.SimulatedRefundsOfPayment(context.Background(), "320099887766")
	require.NoError(t, err)
	assert.Len(t, refunds, 1, "the refund whose answer was lost is the only one")
}
