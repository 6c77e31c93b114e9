package faults_test

import (
	"context"
	"fmt"
	"net/http"
	"regexp"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/models"
	"cerebro/payments"
	"cerebro/workflows"
	checkoutwf "cerebro/workflows/checkout"
)

// The worker is SIGKILLed while checkouts hold their slots. The gateway's
// notifications arrive while it is down, and a booking is made while it is
// down; once it is back every checkout completes, each paid exactly once,
// with its sessions started and no slot left HELD.
func TestWorkerKilledAfterSlotsHeld(t *testing.T) {
	t.Parallel()
	s := newSystem(t, systemOptions{})
	seller := s.seller()
	slots := openSlots(t, s.store, seller.id, future(), 8)
	groups := [][]int64{slots[0:2], slots[2:3], slots[3:4]}
	invoices := make([]int64, len(groups))
	for i, g := range groups {
		invoices[i] = mustBook(t, s.api.URL, s.shopper(), seller.id, g...)
	}
	require.Equal(t, repeat(models.SlotHeld, 4), slotStatuses(t, s.store, slots[:4]))

	s.killWorker()
	// The gateway notifies while no worker runs: the signals wait in history.
	for _, id := range invoices {
		inv := invoiceRow(t, s.store, id)
		require.Equal(t, http.StatusOK, notify(t, s.api.URL, notificationFor(inv, "pay-held-"+inv.Cref)))
	}
	// A booking made now is answered once a worker holds its slots.
	late := s.shopper()
	answered := make(chan answer, 1)
	go func() {
		a, _ := tryDo("POST", s.api.URL+"/api/v1/booking?paymentMethod=ONLINE", late.token, bookingBody(late, seller.id, slots[4:6]))
		answered <- a
	}()
	time.Sleep(time.Second)
	s.restartWorker()
	res := <-answered
	require.Equal(t, http.StatusOK, res.Status, "a booking made while the worker was down: %s", res.Raw)
	lateID := int64(res.Body["invoiceId"].(float64))
	lateInv := invoiceRow(t, s.store, lateID)
	require.Equal(t, http.StatusOK, notify(t, s.api.URL, notificationFor(lateInv, "pay-held-"+lateInv.Cref)))
	invoices = append(invoices, lateID)

	for _, id := range invoices {
		out := checkoutResult(t, s.temporal, id, 90*time.Second)
		assert.Equal(t, models.InvoicePaid, out.Status, "invoice %d", id)
		assertPaidOnce(t, s, id, "pay-held-"+models.InvoiceCref(id))
	}
	assert.Equal(t, repeat(models.SlotBooked, 6), slotStatuses(t, s.store, slots[:6]))
	assert.Equal(t, repeat(models.SlotAvailable, 2), slotStatuses(t, s.store, slots[6:]))
	checkInvariants(t, s.store, true)
}

// The worker is SIGKILLed right after the gateway's notifications were
// accepted, while it is confirming them. Restarted, every checkout
// completes, paid exactly once.
func TestWorkerKilledAfterPaymentNotified(t *testing.T) {
	t.Parallel()
	s := newSystem(t, systemOptions{})
	seller := s.seller()
	slots := openSlots(t, s.store, seller.id, future(), 6)
	var invoices []int64
	for i := 0; i < len(slots); i += 2 {
		invoices = append(invoices, mustBook(t, s.api.URL, s.shopper(), seller.id, slots[i], slots[i+1]))
	}
	var wg sync.WaitGroup
	for _, id := range invoices {
		inv := invoiceRow(t, s.store, id)
		wg.Add(1)
		go func() {
			defer wg.Done()
			assert.Equal(t, http.StatusOK, notify(t, s.api.URL, notificationFor(inv, "pay-notified-"+inv.Cref)))
		}()
	}
	wg.Wait()
	s.killWorker()
	time.Sleep(200 * time.Millisecond)
	s.restartWorker()

	started := time.Now()
	for _, id := range invoices {
		out := checkoutResult(t, s.temporal, id, 90*time.Second)
		assert.Equal(t, models.InvoicePaid, out.Status, "invoice %d", id)
		assertPaidOnce(t, s, id, "pay-notified-"+models.InvoiceCref(id))
	}
	t.Logf("every checkout completed %s after the restart", time.Since(started).Round(time.Millisecond))
	assert.Equal(t, repeat(models.SlotBooked, len(slots)), slotStatuses(t, s.store, slots))
	checkInvariants(t, s.store, true)
}

// A card payment arrives after its hold expired, so it is refunded; the
// worker is SIGKILLed in the middle of that refund. Restarted, the refund
// completes, and the gateway notification replayed afterwards changes
// nothing: one refund record, paid back once, under one idempotency key.
func TestWorkerKilledMidRefund(t *testing.T) {
	t.Parallel()
	s := newSystem(t, systemOptions{})
	short := s.startAPI("api-short-hold", map[string]string{"CEREBRO_PAYMENT_HOLD": "2s"})
	seller := s.seller()
	slots := openSlots(t, s.store, seller.id, future(), 4)
	var invoices []models.Invoice
	for i := 0; i < len(slots); i += 2 {
		id := mustBook(t, short.URL, s.shopper(), seller.id, slots[i], slots[i+1])
		invoices = append(invoices, models.Invoice{ID: id})
	}
	for i, inv := range invoices {
		invoices[i] = awaitInvoice(t, s.store, inv.ID, models.InvoiceFailed, 30*time.Second)
		require.Equal(t, checkoutwf.ReasonHoldExpired, invoices[i].FailureReason)
	}
	require.Equal(t, repeat(models.SlotAvailable, len(slots)), slotStatuses(t, s.store, slots))

	// A late payment: the API starts its refund. The worker is killed the
	// moment the refund record exists, while the refund is under way.
	first := "pay-late-" + invoices[0].Cref
	require.Equal(t, http.StatusOK, notify(t, s.api.URL, notificationFor(invoices[0], first)))
	moment := "after the refund finished (the kill came too late this run)"
	for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(time.Millisecond) {
		var status models.RefundStatus
		require.NoError(t, s.store.DB.Raw(`SELECT status FROM refunds WHERE payment_id = ?`, first).Scan(&status).Error)
		switch status {
		case models.RefundApproved:
			moment = "between recording the refund and posting it to the gateway"
		case models.RefundSubmitting:
			moment = "while the refund was posted to the gateway (the restarted worker asks the gateway whether it was refunded)"
		}
		if status != "" {
			break
		}
	}
	s.killWorker()
	t.Logf("worker killed %s", moment)
	// Another late payment arrives while no worker runs.
	require.Equal(t, http.StatusOK, notify(t, s.api.URL, notificationFor(invoices[1], "pay-late-"+invoices[1].Cref)))
	s.restartWorker()
	for _, inv := range invoices { // the gateway retries its notifications
		require.Equal(t, http.StatusOK, notify(t, s.api.URL, notificationFor(inv, "pay-late-"+inv.Cref)))
	}

	for _, inv := range invoices {
		paymentID := "pay-late-" + inv.Cref
		ctx, cancel := context.WithTimeout(context.Background(), 150*time.Second)
		var refundID string
		err := s.temporal.GetWorkflow(ctx, workflows.RefundWorkflowID(paymentID), "").Get(ctx, &refundID)
		cancel()
		require.NoError(t, err, "refund of %s", paymentID)
		assertRefundedOnce(t, s, inv, paymentID, refundID)
		assert.Equal(t, models.InvoiceFailed, invoiceRow(t, s.store, inv.ID).Status, "a refund leaves the invoice failed")
	}
	assert.Equal(t, repeat(models.SlotAvailable, len(slots)), slotStatuses(t, s.store, slots))
	checkInvariants(t, s.store, true)
}

// notificationFor is a signed "paid" notification of the invoice's total.
func notificationFor(inv models.Invoice, paymentID string) map[string][]string {
	return notificationWith(inv, paymentID, payments.StatusPaid)
}

func notificationWith(inv models.Invoice, paymentID string, status int) map[string][]string {
	return signed(inv.Cref, inv.TotalAmount, paymentID, status)
}

// assertPaidOnce: the invoice is paid by exactly this payment, recorded
// once, its bookings confirmed with a session each, and nothing refunded.
func assertPaidOnce(t *testing.T, s *system, invoiceID int64, paymentID string) {
	t.Helper()
	inv := invoiceRow(t, s.store, invoiceID)
	require.Equal(t, models.InvoicePaid, inv.Status)
	require.NotNil(t, inv.GatewayPaymentID)
	assert.Equal(t, paymentID, *inv.GatewayPaymentID)
	assert.NotNil(t, inv.PaidAt)
	assert.Equal(t, int64(1), count(t, s.store, `SELECT count(*) FROM payment_notifications WHERE invoice_id = ? AND status_code = 2`, invoiceID))
	assert.Zero(t, count(t, s.store, `SELECT count(*) FROM refunds WHERE invoice_id = ?`, invoiceID))
	var bookings []int64
	require.NoError(t, s.store.DB.Model(&models.Booking{}).Where("invoice_id = ?", invoiceID).Pluck("id", &bookings).Error)
	for _, b := range bookings {
		var status string
		require.NoError(t, s.store.DB.Model(&models.Booking{}).Where("id = ?", b).Pluck("status", &status).Error)
		assert.Equal(t, string(models.BookingConfirmed), status)
		_, err := s.temporal.DescribeWorkflowExecution(context.Background(), workflows.SessionWorkflowID(b), "")
		assert.NoError(t, err, "a session workflow for booking %d", b)
	}
}

// simulatedRefund matches the simulator's log line for one refund.
var simulatedRefund = regexp.MustCompile(`msg="payments: simulated refund".* payment_id=(\S+) .*idempotency_key=(\S+)`)

// assertRefundedOnce: one refund record for the payment, PAID, for the
// whole amount, with the gateway's refund id; and every refund call the
// gateway saw for it carried that record's idempotency key.
func assertRefundedOnce(t *testing.T, s *system, inv models.Invoice, paymentID, refundID string) {
	t.Helper()
	var rows []struct {
		ID              int64
		Status          models.RefundStatus
		Amount          int64
		GatewayRefundID *string
	}
	require.NoError(t, s.store.DB.Raw(`SELECT id, status, amount, gateway_refund_id FROM refunds WHERE payment_id = ?`, paymentID).Scan(&rows).Error)
	require.Len(t, rows, 1, "one refund record for %s", paymentID)
	assert.Equal(t, models.RefundPaid, rows[0].Status)
	assert.Equal(t, inv.TotalAmount, rows[0].Amount)
	require.NotNil(t, rows[0].GatewayRefundID)
	assert.Equal(t, refundID, *rows[0].GatewayRefundID)

	// The simulator's refund ledger lives in the worker's memory, so after a
	// crash the gateway side is read from the worker's log across its runs.
	key := fmt.Sprintf("cerebro-refund-%d", rows[0].ID)
	calls := 0
	for _, m := range simulatedRefund.FindAllStringSubmatch(s.worker.Log(), -1) {
		if m[1] == paymentID {
			calls++
			assert.Equal(t, key, m[2], "every gateway refund of %s uses the record's idempotency key", paymentID)
		}
	}
	assert.GreaterOrEqual(t, calls, 1, "the gateway refunded %s", paymentID)

	// The durable simulator ledger (table simulator_refunds), once the
	// processes write to it, is the gateway's own record: exactly one refund.
	if ledger, wired := simulatorLedger(t, s); wired {
		var got []string
		require.NoError(t, s.store.DB.Raw(`SELECT refund_id FROM simulator_refunds WHERE payment_id = ?`, paymentID).Scan(&got).Error)
		require.Len(t, got, 1, "the gateway's ledger holds exactly one refund of %s", paymentID)
		// A refund found by asking the gateway afterwards (the worker died
		// before recording its answer) has no gateway refund id to record:
		// PayHere's Retrieval API names none.
		if refundID != "retrieved:"+paymentID {
			assert.Equal(t, refundID, got[0], "the record keeps the gateway's refund id")
		}
		assert.Equal(t, 1, calls, "the gateway refunded %s once", paymentID)
		t.Logf("%s: one refund record (PAID, %d cents) and one refund in the gateway's %s", paymentID, rows[0].Amount, ledger)
		return
	}
	t.Logf("%s: one refund record (PAID, %d cents); no durable simulator ledger is wired, and the worker's log shows %d gateway refund call(s), all with key %s",
		paymentID, rows[0].Amount, calls, key)
}

// simulatorLedger reports whether the durable simulator refund ledger is in
// use: its table exists and the processes have written to it.
func simulatorLedger(t *testing.T, s *system) (string, bool) {
	t.Helper()
	if count(t, s.store, `SELECT count(*) FROM information_schema.tables WHERE table_name = 'simulator_refunds'`) == 0 {
		return "", false
	}
	return "simulator_refunds table", count(t, s.store, `SELECT count(*) FROM simulator_refunds`) > 0
}
