package faults_test

import (
	"context"
	"net/http"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/faults/harness"
	"cerebro/models"
	"cerebro/testutil"
	"cerebro/workflows"
	checkoutwf "cerebro/workflows/checkout"
)

// The Temporal server is killed mid-run and started again on the same port
// and store. While it is down the API says so (503 with a message); once it
// is back the same workflow runs carry on from its persistent store: held
// checkouts are paid, a booking made during the outage goes through, and a
// hold that ran out while the server was down is released.
func TestTemporalRestartedMidRun(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	cli, err := testutil.TemporalCLI()
	require.NoError(t, err)
	dir := t.TempDir()
	dev, err := harness.StartTemporal(ctx, cli, filepath.Join(dir, "temporal.db"), filepath.Join(dir, "temporal.log"))
	require.NoError(t, err)
	t.Cleanup(dev.Kill)
	s := newSystem(t, systemOptions{temporal: dev.Address, env: map[string]string{"CEREBRO_PAYMENT_HOLD": "25s"}})
	seller := s.seller()
	slots := openSlots(t, s.store, seller.id, future(), 8)

	paidBefore := mustBook(t, s.api.URL, s.shopper(), seller.id, slots[0])
	require.Equal(t, http.StatusOK, notify(t, s.api.URL, notificationFor(invoiceRow(t, s.store, paidBefore), "pay-before")))
	awaitInvoice(t, s.store, paidBefore, models.InvoicePaid, 20*time.Second)
	paidAfter := mustBook(t, s.api.URL, s.shopper(), seller.id, slots[1], slots[2])
	expires := mustBook(t, s.api.URL, s.shopper(), seller.id, slots[3])
	runs := map[int64]string{}
	for _, id := range []int64{paidAfter, expires} {
		d, err := s.temporal.DescribeWorkflowExecution(ctx, workflows.CheckoutWorkflowID(id), "")
		require.NoError(t, err)
		runs[id] = d.WorkflowExecutionInfo.Execution.RunId
	}

	dev.Kill()
	health := do(t, "GET", s.api.URL+"/api/v1/health", "", nil)
	assert.Equal(t, http.StatusServiceUnavailable, health.Status)
	assert.Equal(t, "Temporal is unreachable.", health.message())
	// A consultee books while the server is down; the request waits for it.
	during := s.shopper()
	answered := make(chan answer, 1)
	go func() {
		a, err := tryDo("POST", s.api.URL+"/api/v1/booking?paymentMethod=ONLINE", during.token, bookingBody(during, seller.id, slots[4:6]))
		if err != nil {
			a.Status, a.Raw = -1, []byte(err.Error())
		}
		answered <- a
	}()
	time.Sleep(2 * time.Second)
	require.NoError(t, dev.Restart(ctx))
	t.Logf("Temporal restarted on %s with the store %s", dev.Address, filepath.Base(dev.DBFile))

	res := <-answered
	if res.Status == http.StatusServiceUnavailable { // it gave up waiting: the consultee tries again
		assert.NotEmpty(t, res.message())
		res = book(t, s.api.URL, during, "ONLINE", seller.id, slots[4:6]...)
	}
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	duringID := int64(res.Body["invoiceId"].(float64))
	for _, id := range []int64{paidAfter, duringID} {
		require.Equal(t, http.StatusOK, notify(t, s.api.URL, notificationFor(invoiceRow(t, s.store, id), "pay-"+models.InvoiceCref(id))))
	}

	for _, id := range []int64{paidAfter, duringID} {
		assert.Equal(t, models.InvoicePaid, checkoutResult(t, s.temporal, id, time.Minute).Status, "invoice %d", id)
		assertPaidOnce(t, s, id, "pay-"+models.InvoiceCref(id))
	}
	out := checkoutResult(t, s.temporal, expires, time.Minute)
	assert.Equal(t, models.InvoiceFailed, out.Status)
	assert.Equal(t, checkoutwf.ReasonHoldExpired, invoiceRow(t, s.store, expires).FailureReason)
	for id, run := range runs {
		d, err := s.temporal.DescribeWorkflowExecution(ctx, workflows.CheckoutWorkflowID(id), "")
		require.NoError(t, err)
		assert.Equal(t, run, d.WorkflowExecutionInfo.Execution.RunId, "invoice %d: the same run resumed", id)
	}
	assert.Equal(t, []models.SlotStatus{models.SlotBooked, models.SlotBooked, models.SlotBooked, models.SlotAvailable,
		models.SlotBooked, models.SlotBooked, models.SlotAvailable, models.SlotAvailable}, slotStatuses(t, s.store, slots))
	checkInvariants(t, s.store, true)
}
