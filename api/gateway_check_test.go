package api_test

import (
	"fmt"
	"net/http"
	"net/url"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/config"
	"cerebro/models"
	"cerebro/payments"
)

// payAtTheSimulator pays an invoice the way the browser does: the signed
// form from /payments/initiate, then Pay on the simulator's page.
func payAtTheSimulator(t *testing.T, ts string, token string, invoiceID int64) {
	t.Helper()
	res := call(t, "POST", fmt.Sprintf("/api/v1/payments/initiate?invoiceId=%d", invoiceID), token, nil)
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	form := url.Values{"decision": {"pay"}}
	for k, v := range res.Body["fields"].(map[string]any) {
		form.Set(k, v.(string))
	}
	resp := postForm(t, ts+payments.SimulatorCompletePath, form)
	require.Equal(t, http.StatusSeeOther, resp.StatusCode)
}

// The gateway took the payment but its notification never came: before the
// hold is released the checkout asks the gateway, finds the payment and
// takes it. The consultee paid; the consultee has the booking.
func TestAPaymentWhoseNotificationWasLostStillPays(t *testing.T) {
	sim := simulator(t)
	sim.DropNotifications(true)
	t.Cleanup(func() { sim.DropNotifications(false) })
	short := serverWithConfig(t, func(c *config.Config) { c.PaymentHold = 3 * time.Second })
	shopper, seller := newShopper(t), newSeller(t)
	res := callOn(t, short, "POST", "/api/v1/booking?paymentMethod=ONLINE", shopper.token,
		bookingBody(shopper, seller.id, openSlots(t, seller.id, tomorrow(), 1)))
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	invoiceID := int64(res.Body["invoiceId"].(float64))

	payAtTheSimulator(t, env.server.URL, shopper.token, invoiceID)
	assert.Equal(t, models.InvoicePendingPayment, invoiceRow(t, invoiceID).Status, "no notification came")

	inv := awaitInvoice(t, invoiceID, models.InvoicePaid, 20*time.Second)
	require.NotNil(t, inv.GatewayPaymentID)
	taken, err := sim.Retrieve(t.Context(), inv.Cref)
	require.NoError(t, err)
	require.Len(t, taken, 1)
	assert.Equal(t, taken[0].PaymentID, *inv.GatewayPaymentID, "paid by the payment the gateway took")
	assert.False(t, inv.GatewayUnchecked)
}

// The gateway cannot be asked when the hold ends: the slots are released
// all the same, and the invoice is left for the reconciler, which asks
// again once the gateway answers and refunds the payment it finds, once.
func TestAPaymentFoundAfterTheReleaseIsRefunded(t *testing.T) {
	sim := simulator(t)
	sim.DropNotifications(true)
	sim.FailRetrieval(true)
	t.Cleanup(func() { sim.DropNotifications(false); sim.FailRetrieval(false) })
	short := serverWithConfig(t, func(c *config.Config) { c.PaymentHold = 3 * time.Second })
	shopper, seller := newShopper(t), newSeller(t)
	slots := openSlots(t, seller.id, tomorrow(), 1)
	res := callOn(t, short, "POST", "/api/v1/booking?paymentMethod=ONLINE", shopper.token, bookingBody(shopper, seller.id, slots))
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	invoiceID := int64(res.Body["invoiceId"].(float64))
	payAtTheSimulator(t, env.server.URL, shopper.token, invoiceID)

	inv := awaitInvoice(t, invoiceID, models.InvoiceFailed, 60*time.Second)
	assert.True(t, inv.GatewayUnchecked, "released without an answer from the gateway")
	assert.Equal(t, []models.SlotStatus{models.SlotAvailable}, slotStatuses(t, slots), "the slots are not held hostage by the gateway")

	sim.FailRetrieval(false)
	rec := reconcile(t) // asks the gateway: the payment it took is refunded, the invoice being over
	assert.Equal(t, 1, rec.FoundLate)
	taken, err := sim.Retrieve(t.Context(), inv.Cref)
	require.NoError(t, err)
	require.Len(t, taken, 1)
	require.Eventually(t, func() bool { return len(refundsOf(t, taken[0].PaymentID)) == 1 }, 10*time.Second, 50*time.Millisecond)
	reconcile(t)
	time.Sleep(500 * time.Millisecond)
	assert.Len(t, refundsOf(t, taken[0].PaymentID), 1, "refunded once")
	assert.False(t, invoiceRow(t, invoiceID).GatewayUnchecked)
}
