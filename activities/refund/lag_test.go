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
	"cerebro/models/refund"
	"cerebro/payments"
	refundwf "cerebro/workflows/refund"
)

// payWithRetries runs PayRefund as the workflows do (Temporal retrying it),
// with at most attempts attempts, in the SDK's test environment.
func payWithRetries(t *testing.T, w *activitiestest.World, refundID int64, attempts int32) error {
	t.Helper()
	var suite testsuite.WorkflowTestSuite
	env := suite.NewTestWorkflowEnvironment()
	env.RegisterActivity(w.Refund)
	pay := func(ctx workflow.Context, id int64) (string, error) {
		ctx = workflow.WithActivityOptions(ctx, workflow.ActivityOptions{StartToCloseTimeout: time.Minute,
			RetryPolicy: &temporal.RetryPolicy{InitialInterval: time.Second, MaximumAttempts: attempts,
				NonRetryableErrorTypes: []string{refundacts.ErrTypeRefundRefused}}})
		var status string
		err := workflow.ExecuteActivity(ctx, w.Refund.PayRefund, id).Get(ctx, &status)
		return status, err
	}
	env.RegisterWorkflowWithOptions(pay, workflow.RegisterOptions{Name: "pay"})
	env.ExecuteWorkflow("pay", refundID)
	return env.GetWorkflowError()
}

// The refund reached the gateway but its answer was lost; the Retrieval API
// lags behind the Refund API, so the retry finds the payment not refunded
// and posts again, which PayHere refuses ("already refunded"). That refusal
// is not certain: the refund is asked about again, never FAILED as if
// refused, and the gateway refunds once in every case.
func TestRefundRefusedAfterAnAttemptThatMayHaveReachedTheGatewayIsNotCertain(t *testing.T) {
	cases := []struct {
		name       string
		lag        time.Duration
		wantStatus models.RefundStatus
	}{
		{"the Retrieval API catches up during the retries", 300 * time.Millisecond, models.RefundPaid},
		{"the Retrieval API lags past every retry", time.Hour, models.RefundFailed},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w := activitiestest.NewWorld(t)
			sim := durableSimulator(t, w)
			// Each post takes real time, as a gateway's does, so the retries
			// (instant on the test's clock) outlast the Retrieval API's lag
			// however fast the machine runs them.
			w.Refund.Gateway = slowRefunds{Gateway: sim, each: 10 * time.Millisecond}
			sim.SetRetrievalLag(c.lag)
			r := paidAndCancelled(t, w)
			sim.FailNextRefunds(payments.RefundAnswerLost)

			err := payWithRetries(t, w, r.ID, refundacts.RefundMaxAttempts)
			row := refundRow(t, w, r.ID)
			assert.Equal(t, c.wantStatus, row.Status)
			refunds, rerr := w.Deps.Stores.Gateway.SimulatedRefundsOfPayment(context.Background(), "320099887766")
			require.NoError(t, rerr)
			assert.Len(t, refunds, 1, "the gateway refunded once")
			if c.wantStatus == models.RefundPaid {
				require.NoError(t, err)
				return
			}
			require.Error(t, err)
			assert.True(t, row.FailureUncertain, "a refusal after an attempt that may have reached the gateway is uncertain")
			assert.Contains(t, row.FailureReason, "after an earlier attempt that may have reached it")
			settled, serr := w.Deps.Stores.Refund.SettleByTransfer(context.Background(), r.ID, "by transfer", false)
			require.NoError(t, serr)
			assert.False(t, settled, "no transfer while the gateway may have refunded it")
		})
	}
}

// A refund whose first post the gateway refuses is FAILED for certain, as
// before: nothing had been sent that could have refunded it.
func TestRefundRefusedAtItsFirstPostIsCertain(t *testing.T) {
	w := activitiestest.NewWorld(t)
	sim := durableSimulator(t, w)
	w.Refund.Gateway = sim
	r := paidAndCancelled(t, w)
	sim.FailNextRefunds(payments.RefundDeclined)
	require.Error(t, payWithRetries(t, w, r.ID, refundacts.RefundMaxAttempts))
	row := refundRow(t, w, r.ID)
	assert.Equal(t, models.RefundFailed, row.Status)
	assert.False(t, row.FailureUncertain)
	settled, err := w.Deps.Stores.Refund.SettleByTransfer(context.Background(), r.ID, "by transfer", false)
	require.NoError(t, err)
	assert.True(t, settled)
}

// An uncertain refund is settled by transfer only with the gateway's word
// that it did not refund (noRefundAtGateway) and only once
// refund.UncertainWait has passed since it was last sent: a minute
// before that moment it is refused, a minute after it is allowed.
func TestUncertainRefundIsSettledByTransferOnlyAfterTheWait(t *testing.T) {
	w := activitiestest.NewWorld(t)
	sim := durableSimulator(t, w)
	w.Refund.Gateway = sim
	sim.SetRetrievalLag(time.Hour)
	r := paidAndCancelled(t, w)
	sim.FailNextRefunds(payments.RefundAnswerLost)
	require.Error(t, payWithRetries(t, w, r.ID, refundacts.RefundMaxAttempts))
	require.True(t, refundRow(t, w, r.ID).FailureUncertain)
	ctx := context.Background()
	sentAgo := func(d time.Duration) {
		require.NoError(t, w.Deps.Store.DB.Exec(`UPDATE refunds SET submitted_at = ? WHERE id = ?`, time.Now().Add(-d), r.ID).Error)
	}
	settle := func(noRefund bool) bool {
		ok, err := w.Deps.Stores.Refund.SettleByTransfer(ctx, r.ID, "by transfer", noRefund)
		require.NoError(t, err)
		return ok
	}
	sentAgo(refund.UncertainWait - time.Minute)
	assert.False(t, settle(true), "a minute before the wait ends")
	sentAgo(refund.UncertainWait + time.Minute)
	assert.False(t, settle(false), "without the gateway's word")
	assert.True(t, settle(true), "a minute after the wait, the gateway showing no refund")
	row := refundRow(t, w, r.ID)
	assert.Equal(t, models.RefundApproved, row.Status)
	assert.False(t, row.FailureUncertain)
}

// runRefundPayment runs one RefundPayment workflow with the real activities
// in the SDK's test environment (retry backoff skipped), as the checkout,
// the API or the reconciler starts it.
func runRefundPayment(t *testing.T, w *activitiestest.World, in refundacts.PaymentRefund) (string, error) {
	t.Helper()
	var suite testsuite.WorkflowTestSuite
	env := suite.NewTestWorkflowEnvironment()
	env.RegisterActivity(w.Refund)
	env.RegisterWorkflow(refundwf.RefundPayment)
	env.ExecuteWorkflow(refundwf.RefundPayment, in)
	if err := env.GetWorkflowError(); err != nil {
		return "", err
	}
	var ref string
	require.NoError(t, env.GetWorkflowResult(&ref))
	return ref, nil
}

// A RefundPayment run whose retries run out — the gateway could not confirm
// the payment, or could not say whether a refund it was sent was made —
// fails, leaving a FAILED refund the admins are mailed about; a second run
// (allowed: the first failed) pays it, once, and a third changes nothing.
func TestRefundPaymentThatGivesUpLeavesAFailedRefundAndASecondRunPaysOnce(t *testing.T) {
	cases := []struct {
		name      string
		fault     string // the first post's fault, if it gets that far
		uncertain bool
	}{
		{name: "the gateway cannot confirm the payment"},
		{name: "the refund was sent, its answer lost", fault: payments.RefundAnswerLost, uncertain: true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w := activitiestest.NewWorld(t)
			sim := durableSimulator(t, w)
			w.Refund.Gateway = sim
			ctx := context.Background()
			admin := &models.User{UserName: "admin@x.lk", Email: "admin@x.lk", PasswordHash: "x", Role: models.RoleAdmin}
			require.NoError(t, w.Deps.Stores.Account.CreateUser(ctx, admin))
			in := refundacts.PaymentRefund{InvoiceID: w.Invoice.InvoiceID, PaymentID: "320027150777", AmountCents: 250000, Reason: "late"}
			require.NoError(t, sim.TakePayment(ctx, payments.SimulatedPayment{PaymentID: in.PaymentID,
				OrderID: models.InvoiceCref(in.InvoiceID), AmountCents: in.AmountCents, Currency: "LKR", At: time.Now()}))
			if c.fault != "" {
				sim.FailNextRefunds(c.fault)
				sim.SetRetrievalLag(time.Hour) // and the gateway cannot say whether it refunded
			} else {
				sim.FailRetrieval(true)
			}

			_, err := runRefundPayment(t, w, in)
			require.Error(t, err, "the first run gave up")
			var row refund.Refund
			require.NoError(t, w.Deps.Store.DB.Where("payment_id = ?", in.PaymentID).Take(&row).Error)
			assert.Equal(t, models.RefundFailed, row.Status, "a FAILED refund for the admins")
			assert.Equal(t, c.uncertain, row.FailureUncertain)
			assert.NotEmpty(t, row.FailureReason)
			mailed, err := w.Refund.MailFailedRefunds(ctx)
			require.NoError(t, err)
			assert.Equal(t, 1, mailed)
			assert.NotEmpty(t, w.Outbox.To("admin@x.lk"), "the admins are told")

			sim.FailRetrieval(false)
			sim.SetRetrievalLag(0)
			ref, err := runRefundPayment(t, w, in)
			require.NoError(t, err, "the second run pays")
			assert.NotEmpty(t, ref)
			again, err := runRefundPayment(t, w, in)
			require.NoError(t, err)
			assert.Equal(t, ref, again)
			require.NoError(t, w.Deps.Store.DB.Take(&row, row.ID).Error)
			assert.Equal(t, models.RefundPaid, row.Status)
			refunds, err := w.Deps.Stores.Gateway.SimulatedRefundsOfPayment(ctx, in.PaymentID)
			require.NoError(t, err)
			assert.Len(t, refunds, 1, "the gateway refunded once")
		})
	}
}

// slowRefunds is a gateway whose Refund calls each take a little real time.
type slowRefunds struct {
	payments.Gateway
	each time.Duration
}

func (g slowRefunds) Refund(ctx context.Context, paymentID string, amountCents int64, key, reason string) (payments.RefundResult, error) {
	time.Sleep(g.each)
	return g.Gateway.Refund(ctx, paymentID, amountCents, key, reason)
}
