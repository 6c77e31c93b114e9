package faults_test

import (
	"net/http"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/models"
)

// A card payment that came in time is a payment, even when no worker runs
// as its hold ends: the gateway notifies seconds before the hold's end while
// the worker is down, the hold's timer fires, and the worker comes back
// after both. The checkout sees the payment and the deadline in one workflow
// task and takes the payment: the invoice is paid, the booking confirmed,
// nothing refunded.
func TestPaymentJustBeforeTheHoldEndsWhileTheWorkerIsDown(t *testing.T) {
	t.Parallel()
	s := newSystem(t, systemOptions{})
	short := s.startAPI("api-short-hold", map[string]string{"CEREBRO_PAYMENT_HOLD": "8s"})
	seller := s.seller()
	slots := openSlots(t, s.store, seller.id, future(), 1)
	id := mustBook(t, short.URL, s.shopper(), seller.id, slots...)
	inv := invoiceRow(t, s.store, id)

	s.killWorker()
	time.Sleep(time.Until(inv.HoldExpiresAt.Add(-2 * time.Second)))
	require.Equal(t, http.StatusOK, notify(t, s.api.URL, notificationFor(inv, "pay-in-time-"+inv.Cref)))
	time.Sleep(time.Until(inv.HoldExpiresAt.Add(2 * time.Second))) // the hold's timer fires with no worker
	s.restartWorker()

	out := checkoutResult(t, s.temporal, id, 90*time.Second)
	assert.Equal(t, models.InvoicePaid, out.Status, "a payment that came in time is a payment")
	assert.Empty(t, out.FailureReason)
	assertPaidOnce(t, s, id, "pay-in-time-"+inv.Cref)
	assert.Equal(t, []models.SlotStatus{models.SlotBooked}, slotStatuses(t, s.store, slots))
	checkInvariants(t, s.store, true)
}
