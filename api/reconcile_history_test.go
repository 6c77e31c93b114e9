package api_test

import (
	"context"
	"os"
	"strconv"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/config"
	"cerebro/models"
	"cerebro/workflows"
)

// reconcilerRuns is how many reconciler runs the history test makes: a
// few by default; CEREBRO_RECONCILE_RUNS=1440 is a day of the Schedule's
// runs (one a minute), for measuring.
func reconcilerRuns(t *testing.T) int {
	n, err := strconv.Atoi(os.Getenv("CEREBRO_RECONCILE_RUNS"))
	if err != nil || n <= 0 {
		return 20
	}
	t.Logf("running the reconciler %d times", n)
	return n
}

// historyLength counts the events of a workflow's history.
func historyLength(t *testing.T, workflowID string) int {
	t.Helper()
	n := 0
	it := env.temporal.GetWorkflowHistory(context.Background(), workflowID, "", false, 0)
	for it.HasNext() {
		_, err := it.Next()
		require.NoError(t, err)
		n++
	}
	return n
}

// A card payment for a slip invoice under review (its checkout runs for as
// long as the review takes, possibly weeks) whose refund cannot even start
// (the gateway cannot confirm the payment) stays unsettled. The reconciler
// hands it to the running checkout once, then leaves it to it: its history
// stops growing however often the reconciler runs, instead of a signal (and
// a workflow task and a payment check) every minute.
func TestReconcilerSignalsARunningCheckoutOncePerPayment(t *testing.T) {
	seller := newSeller(t)
	invoiceID := uploadedSlip(t, newShopper(t), openSlots(t, seller.id, tomorrow(), 1), seller.id)
	inv := invoiceRow(t, invoiceID)
	simulator(t).FailRetrievalOf(inv.Cref, true)
	t.Cleanup(func() { simulator(t).FailRetrievalOf(inv.Cref, false) })
	storedOnly(t, inv, "card-under-review-"+inv.Cref, 2, inv.TotalAmount, "LKR")
	id := workflows.CheckoutWorkflowID(invoiceID)
	start := historyLength(t, id)

	reconcile(t)
	settled := func() int {
		time.Sleep(300 * time.Millisecond) // the checkout handles the signal
		return historyLength(t, id)
	}
	afterFirst := settled()
	assert.Greater(t, afterFirst, start, "the first run hands the payment to the checkout")
	runs := reconcilerRuns(t)
	began := time.Now()
	for i := 1; i < runs; i++ {
		reconcile(t)
	}
	after := settled()
	t.Logf("FIGURE checkout history: %d events before, %d after the first reconciler run, %d after %d runs (%s)",
		start, afterFirst, after, runs, time.Since(began).Round(time.Second))
	assert.Equal(t, afterFirst, after, "no event for the checkout after the first delivery")
	var delivered int64
	require.NoError(t, env.store.DB.Raw(`SELECT count(*) FROM payment_notifications WHERE invoice_id = ? AND delivered_at IS NOT NULL`,
		invoiceID).Scan(&delivered).Error)
	assert.Equal(t, int64(1), delivered)
}

// A payment after its checkout closed whose refund is still under way (the
// gateway cannot confirm it yet, so no refund row names it) is refunded by
// one run: the reconciler says it started that run once, then that it is
// under way, and never starts a second one while the first runs.
func TestReconcilerCountsARefundUnderWayApartFromOneItStarted(t *testing.T) {
	seller := newSeller(t)
	short := serverWithConfig(t, func(c *config.Config) { c.PaymentHold = time.Second })
	buyer := newShopper(t)
	res := callOn(t, short, "POST", "/api/v1/booking?paymentMethod=ONLINE", buyer.token,
		bookingBody(buyer, seller.id, openSlots(t, seller.id, tomorrow(), 1)))
	require.Equal(t, 200, res.Status, "%s", res.Raw)
	invoiceID := int64(res.Body["invoiceId"].(float64))
	inv := awaitInvoice(t, invoiceID, models.InvoiceFailed, 10*time.Second)
	simulator(t).FailRetrievalOf(inv.Cref, true)
	t.Cleanup(func() { simulator(t).FailRetrievalOf(inv.Cref, false) })
	paymentID := "late-under-way-" + inv.Cref
	storedOnly(t, inv, paymentID, 2, inv.TotalAmount, "LKR")

	first := reconcile(t)
	assert.GreaterOrEqual(t, first.Refunded, 1, "a refund run started: %+v", first)
	d, err := env.temporal.DescribeWorkflowExecution(context.Background(), workflows.RefundWorkflowID(paymentID), "")
	require.NoError(t, err)
	started := d.WorkflowExecutionInfo.Execution.RunId
	second := reconcile(t)
	assert.GreaterOrEqual(t, second.Refunding, 1, "reported as under way, not as refunded again: %+v", second)
	d, err = env.temporal.DescribeWorkflowExecution(context.Background(), workflows.RefundWorkflowID(paymentID), "")
	require.NoError(t, err)
	assert.Equal(t, started, d.WorkflowExecutionInfo.Execution.RunId, "one run")
}
