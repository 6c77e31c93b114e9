package faults_test

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	enumspb "go.temporal.io/api/enums/v1"
	"go.temporal.io/sdk/client"

	"cerebro/models"
	"cerebro/workflows"
	gatewaywf "cerebro/workflows/gateway"
)

// refundLagCase is one way a refund's post meets a gateway whose Retrieval
// API lags behind its Refund API (the simulator's
// PAYHERE_SIMULATOR_RETRIEVAL_LAG), in the worker's own process.
type refundLagCase struct {
	name   string
	faults string // PAYHERE_SIMULATOR_REFUND_FAULTS: what the worker's first refund call meets
	lag    string // PAYHERE_SIMULATOR_RETRIEVAL_LAG
	kill   bool   // SIGKILL the worker once a post was refused, and restart it
}

// A late card payment is refunded while the gateway lags: the first post
// refunds but its answer is lost (or it times out before refunding), and
// the Retrieval API does not show the refund for a while, so a retry posts
// again and PayHere refuses ("already refunded"). That refusal is not taken
// as certain: the refund keeps asking, is PAID once the Retrieval API shows
// it, and the gateway records exactly one refund in every case. Meanwhile
// the admin cannot settle it by bank transfer.
func TestRefundUnderGatewayLagIsPaidOnce(t *testing.T) {
	t.Parallel()
	cases := []refundLagCase{
		{name: "answer lost, Retrieval 20s behind", faults: "answer-lost", lag: "20s"},
		{name: "answer lost, Retrieval 20s behind, worker killed after a refusal", faults: "answer-lost", lag: "20s", kill: true},
		{name: "timed out before refunding, Retrieval 20s behind", faults: "timeout", lag: "20s"},
		{name: "answer lost, Retrieval up to date", faults: "answer-lost", lag: "0s"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			refunds, refusals := refundUnderLag(t, c)
			assert.Equal(t, 1, refunds, "the gateway recorded one refund")
			t.Logf("FIGURE gateway lag case %q: the gateway recorded %d refund(s); %d later post(s) refused as already refunded, none taken as certain",
				c.name, refunds, refusals)
		})
	}
}

// refundUnderLag runs one case and returns the refunds the gateway recorded
// for the payment and how many posts it refused.
func refundUnderLag(t *testing.T, c refundLagCase) (refunds, refusals int) {
	s := newSystem(t, systemOptions{env: map[string]string{
		"PAYHERE_SIMULATOR_REFUND_FAULTS": c.faults, "PAYHERE_SIMULATOR_RETRIEVAL_LAG": c.lag}})
	inv, paymentID := latePayment(t, s)
	refundID := awaitRefundRow(t, s, paymentID)
	_, admin := newAccount(t, s.store, s.secret, models.RoleAdmin)
	if c.kill {
		require.Eventually(t, func() bool { return strings.Contains(s.worker.Log(), refusedAfterAnAttempt) },
			60*time.Second, 100*time.Millisecond, "a post was refused")
		s.killWorker()
		res := do(t, "PUT", fmt.Sprintf("%s/api/v1/refunds/%d/transfer", s.api.URL, refundID), admin, nil)
		assert.Equal(t, http.StatusConflict, res.Status, "no transfer while the refund is being paid: %s", res.Raw)
		s.restartWorker()
	}
	ctx, cancel := context.WithTimeout(context.Background(), 150*time.Second)
	defer cancel()
	require.NoError(t, s.temporal.GetWorkflow(ctx, workflows.RefundWorkflowID(paymentID), "").Get(ctx, nil))
	assertOneRefundPaid(t, s, inv, paymentID)
	res := do(t, "PUT", fmt.Sprintf("%s/api/v1/refunds/%d/transfer", s.api.URL, refundID), admin, nil)
	assert.Equal(t, http.StatusConflict, res.Status, "a paid refund is not settled by transfer: %s", res.Raw)
	return int(count(t, s.store, `SELECT count(*) FROM simulator_refunds WHERE payment_id = ?`, paymentID)),
		strings.Count(s.worker.Log(), refusedAfterAnAttempt)
}

// refusedAfterAnAttempt is what the worker logs when the gateway refuses a
// post that followed one that may have reached it.
const refusedAfterAnAttempt = "after an earlier attempt that may have reached it"

// latePayment books one slot through an API with a 2 s hold, lets the hold
// expire and then notifies a card payment for it: the API starts the
// payment's RefundPayment.
func latePayment(t *testing.T, s *system) (models.Invoice, string) {
	t.Helper()
	short := s.startAPI("api-short-hold", map[string]string{"CEREBRO_PAYMENT_HOLD": "2s"})
	seller := s.seller()
	id := mustBook(t, short.URL, s.shopper(), seller.id, openSlots(t, s.store, seller.id, future(), 1)...)
	inv := awaitInvoice(t, s.store, id, models.InvoiceFailed, 30*time.Second)
	paymentID := "pay-late-" + inv.Cref
	require.Equal(t, http.StatusOK, notify(t, s.api.URL, notificationFor(inv, paymentID)))
	return inv, paymentID
}

// awaitRefundRow waits for the refund record of a payment and returns its id.
func awaitRefundRow(t *testing.T, s *system, paymentID string) int64 {
	t.Helper()
	var id int64
	require.Eventually(t, func() bool {
		return s.store.DB.Raw(`SELECT id FROM refunds WHERE payment_id = ?`, paymentID).Scan(&id).Error == nil && id > 0
	}, 30*time.Second, 50*time.Millisecond, "the refund of %s is recorded", paymentID)
	return id
}

// A late payment's RefundPayment run fails (the gateway refuses the refund):
// it leaves a FAILED refund that the reconciler mails to the admins. The
// gateway then sends its notification again while the worker is down
// (SIGKILLed): the API starts the payment's refund again — allowed, the
// first run failed — and, the worker back, that second run pays it, once.
func TestFailedRefundPaymentRunsAgainAndPaysOnce(t *testing.T) {
	t.Parallel()
	s := newSystem(t, systemOptions{env: map[string]string{"PAYHERE_SIMULATOR_REFUND_FAULTS": "declined"}})
	inv, paymentID := latePayment(t, s)
	// The refund is started by the API, or by the checkout if the payment
	// came while it was still closing: wait for the run to exist and fail.
	require.Eventually(t, func() bool {
		d, err := s.temporal.DescribeWorkflowExecution(context.Background(), workflows.RefundWorkflowID(paymentID), "")
		return err == nil && d.WorkflowExecutionInfo.Status == enumspb.WORKFLOW_EXECUTION_STATUS_FAILED
	}, 150*time.Second, 100*time.Millisecond, "the first run failed")
	refundID := awaitRefundRow(t, s, paymentID)
	var status models.RefundStatus
	require.NoError(t, s.store.DB.Raw(`SELECT status FROM refunds WHERE id = ?`, refundID).Scan(&status).Error)
	require.Equal(t, models.RefundFailed, status, "a FAILED refund for the admins")
	_, _ = newAccount(t, s.store, s.secret, models.RoleAdmin)
	first := reconcileOnce(t, s)
	assert.GreaterOrEqual(t, first.MailedFails, 1, "the admins are mailed")
	assert.Equal(t, int64(1), count(t, s.store, `SELECT count(*) FROM refunds WHERE id = ? AND failure_mailed_at IS NOT NULL`, refundID))

	s.killWorker()
	require.Equal(t, http.StatusOK, notify(t, s.api.URL, notificationFor(inv, paymentID)), "the gateway notifies again")
	// A new worker process, whose gateway no longer declines.
	worker, err := s.c.StartWorker(context.Background(), "worker-2", map[string]string{"PUBLIC_BASE_URL": s.api.URL,
		"PAYHERE_SIMULATOR_REFUND_FAULTS": ""})
	require.NoError(t, err)
	s.cleanupProc(worker)
	ctx, cancel := context.WithTimeout(context.Background(), 150*time.Second)
	defer cancel()
	require.NoError(t, s.temporal.GetWorkflow(ctx, workflows.RefundWorkflowID(paymentID), "").Get(ctx, nil), "the second run pays")
	assertOneRefundPaid(t, s, inv, paymentID)
	after := reconcileOnce(t, s)
	assert.Zero(t, after.Refunded+after.Refunding+after.Delivered, "nothing left to settle: %+v", after)
}

// assertOneRefundPaid: one refund record for the payment, PAID for the
// whole amount, and exactly one refund of it in the gateway's own ledger
// (the simulator's simulator_refunds table).
func assertOneRefundPaid(t *testing.T, s *system, inv models.Invoice, paymentID string) {
	t.Helper()
	var rows []struct {
		Status models.RefundStatus
		Amount int64
	}
	require.NoError(t, s.store.DB.Raw(`SELECT status, amount FROM refunds WHERE payment_id = ?`, paymentID).Scan(&rows).Error)
	require.Len(t, rows, 1, "one refund record for %s", paymentID)
	assert.Equal(t, models.RefundPaid, rows[0].Status)
	assert.Equal(t, inv.TotalAmount, rows[0].Amount)
	assert.Equal(t, int64(1), count(t, s.store, `SELECT count(*) FROM simulator_refunds WHERE payment_id = ?`, paymentID),
		"the gateway refunded %s once", paymentID)
}

// reconcileOnce runs the payments reconciler once on the system's queue, as
// its Schedule does.
func reconcileOnce(t *testing.T, s *system) gatewaywf.Reconciled {
	t.Helper()
	ctx := context.Background()
	run, err := s.temporal.ExecuteWorkflow(ctx, client.StartWorkflowOptions{TaskQueue: s.c.TaskQueue}, gatewaywf.ReconcilePayments)
	require.NoError(t, err)
	var out gatewaywf.Reconciled
	require.NoError(t, run.Get(ctx, &out))
	return out
}
