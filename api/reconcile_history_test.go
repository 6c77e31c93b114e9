package api_test

import (
	"context"
	"os"
	"strconv"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

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
