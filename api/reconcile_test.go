package api_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.temporal.io/sdk/client"

	"cerebro/config"
	"cerebro/models"
	"cerebro/models/stores"
	"cerebro/payments"
	gatewaywf "cerebro/workflows/gateway"
)

// storedOnly stores a notification as the API does, a minute ago, without
// delivering it: as if the API had been killed right after storing it. A
// paid one is a payment the gateway took (its Retrieval API lists it).
func storedOnly(t *testing.T, inv models.Invoice, paymentID string, status int, amount int64, currency string) {
	t.Helper()
	if status == 2 {
		require.NoError(t, stores.New(env.store.DB).Gateway.RecordSimulatedPayment(context.Background(), payments.SimulatedPayment{PaymentID: paymentID,
			OrderID: inv.Cref, AmountCents: amount, Currency: currency, At: time.Now()}))
	}
	storedUnproven(t, inv, paymentID, status, amount, currency)
}

// storedUnproven stores a notification of a payment the gateway does not
// list for the order.
func storedUnproven(t *testing.T, inv models.Invoice, paymentID string, status int, amount int64, currency string) {
	t.Helper()
	n := models.PaymentNotification{InvoiceID: inv.ID, PaymentID: paymentID, StatusCode: status, Amount: amount,
		Currency: currency, Method: "VISA", ReceivedAt: time.Now().Add(-time.Minute)}
	require.NoError(t, env.store.DB.Create(&n).Error)
}

// reconcile runs the payments reconciler once, as its Schedule does.
func reconcile(t *testing.T) gatewaywf.Reconciled {
	t.Helper()
	ctx := context.Background()
	run, err := env.temporal.ExecuteWorkflow(ctx, client.StartWorkflowOptions{TaskQueue: env.cfg.TaskQueue}, gatewaywf.ReconcilePayments)
	require.NoError(t, err)
	var out gatewaywf.Reconciled
	require.NoError(t, run.Get(ctx, &out))
	return out
}

func TestReconcilerSettlesWhatWasStoredButNeverDelivered(t *testing.T) {
	seller := newSeller(t)
	pending, _ := mustBook(t, newShopper(t), "ONLINE", seller.id, openSlots(t, seller.id, tomorrow(), 1)...)
	short := serverWithConfig(t, func(c *config.Config) { c.PaymentHold = time.Second })
	buyer := newShopper(t)
	res := callOn(t, short, "POST", "/api/v1/booking?paymentMethod=ONLINE", buyer.token,
		bookingBody(buyer, seller.id, openSlots(t, seller.id, tomorrow().Add(2*time.Hour), 1)))
	require.Equal(t, 200, res.Status, "%s", res.Raw)
	expired := int64(res.Body["invoiceId"].(float64))
	awaitInvoice(t, expired, models.InvoiceFailed, 10*time.Second)
	paid := paidSession(t, tomorrow().Add(4*time.Hour))

	pInv, eInv, paidInv := invoiceRow(t, pending), invoiceRow(t, expired), invoiceRow(t, paid.invoiceID)
	storedOnly(t, pInv, "lost-1", 2, pInv.TotalAmount, "LKR")                   // its checkout still waits: it pays
	storedOnly(t, eInv, "lost-2", 2, eInv.TotalAmount, "LKR")                   // its checkout is over: refunded
	storedOnly(t, eInv, "lost-3", 2, eInv.TotalAmount-100, "LKR")               // not the amount: flagged, no money moves
	storedUnproven(t, eInv, "lost-5", 2, eInv.TotalAmount, "LKR")               // the gateway took no such payment: flagged
	storedOnly(t, paidInv, paid.paymentID, -3, paidInv.TotalAmount, "LKR")      // a chargeback of the payment that paid: marked
	storedOnly(t, paidInv, paid.paymentID+"-x", -2, paidInv.TotalAmount, "LKR") // a failure for a paid invoice: nothing to do

	first := reconcile(t)
	assert.GreaterOrEqual(t, first.Delivered, 1)
	awaitInvoice(t, pending, models.InvoicePaid, 10*time.Second)
	assert.Equal(t, "lost-1", *invoiceRow(t, pending).GatewayPaymentID)
	require.Eventually(t, func() bool { return len(refundsOf(t, "lost-2")) == 1 }, 10*time.Second, 50*time.Millisecond)
	assert.Empty(t, refundsOf(t, "lost-3"))
	assert.Contains(t, invoiceRow(t, expired).PaymentFlag, "lost-3")
	require.Eventually(t, func() bool {
		return strings.Contains(invoiceRow(t, expired).PaymentFlag, "lost-5 was not confirmed by the gateway")
	}, 10*time.Second, 50*time.Millisecond)
	assert.Empty(t, refundsOf(t, "lost-5"), "an unproven payment is never refunded automatically")
	assert.True(t, invoiceRow(t, paid.invoiceID).Chargeback)

	unsettled, err := stores.New(env.store.DB).Gateway.UnsettledNotifications(context.Background(), time.Now(), 1000)
	require.NoError(t, err)
	for _, n := range unsettled {
		assert.NotContains(t, []int64{pending, expired, paid.invoiceID}, n.InvoiceID, "%+v is still unsettled", n)
	}
	second := reconcile(t)
	time.Sleep(time.Second) // a second refund, if one were started, would have reached the gateway
	assert.Len(t, refundsOf(t, "lost-2"), 1, "refunded once, however often the reconciler runs")
	assert.Equal(t, "lost-1", *invoiceRow(t, pending).GatewayPaymentID)
	t.Logf("first run: %+v; second run: %+v", first, second)
}
