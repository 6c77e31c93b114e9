package refund_test

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/activities/activitiestest"
	refundacts "cerebro/activities/refund"
	"cerebro/models"
	"cerebro/payments"
)

// Running the refund again (a retry, a second asker) never pays twice.
func TestRefundPaymentRefundsOnce(t *testing.T) {
	w := activitiestest.NewWorld(t)
	in := refundacts.PaymentRefund{InvoiceID: w.Invoice.InvoiceID, PaymentID: "320027150501", AmountCents: 250000, Reason: "late"}
	took(t, w, in.PaymentID, in.AmountCents)
	first, err := w.Refund.RefundPayment(context.Background(), in)
	require.NoError(t, err)
	second, err := w.Refund.RefundPayment(context.Background(), in)
	require.NoError(t, err)
	assert.Equal(t, first, second)
	require.Len(t, w.Sim.Refunds(), 1)
	assert.Equal(t, int64(250000), w.Sim.Refunds()[0].AmountCents)
}

// A signed notification proves the gateway sent it, not that the payment
// belongs to the order: a payment the gateway does not list for the order is
// flagged to the admin and nothing is refunded; one it lists for another
// order neither.
func TestRefundPaymentRefundsOnlyWhatTheGatewayConfirms(t *testing.T) {
	w := activitiestest.NewWorld(t)
	ctx := context.Background()
	require.NoError(t, w.Sim.TakePayment(ctx, payments.SimulatedPayment{PaymentID: "elsewhere-1",
		OrderID: models.InvoiceCref(w.Invoice.InvoiceID + 999), AmountCents: 250000, Currency: "LKR", At: time.Now()}))
	for _, id := range []string{"unknown-1", "elsewhere-1"} {
		ref, err := w.Refund.RefundPayment(ctx, refundacts.PaymentRefund{InvoiceID: w.Invoice.InvoiceID, PaymentID: id,
			AmountCents: 250000, Reason: "second payment"})
		require.NoError(t, err)
		assert.Empty(t, ref, "nothing refunded for %s", id)
		inv, err := w.Deps.Stores.Checkout.InvoiceByID(ctx, w.Invoice.InvoiceID)
		require.NoError(t, err)
		assert.Contains(t, inv.PaymentFlag, id+" was not confirmed by the gateway")
	}
	assert.Empty(t, w.Sim.Refunds())
	var rows int64
	require.NoError(t, w.Deps.Store.DB.Table("refunds").Where("invoice_id = ?", w.Invoice.InvoiceID).Count(&rows).Error)
	assert.Zero(t, rows, "no refund recorded")

	w.Sim.FailRetrieval(true)
	_, err := w.Refund.RefundPayment(ctx, refundacts.PaymentRefund{InvoiceID: w.Invoice.InvoiceID, PaymentID: "unknown-2",
		AmountCents: 250000, Reason: "second payment"})
	require.ErrorContains(t, err, "confirm payment unknown-2", "a gateway that cannot be asked is asked again, never skipped")
}

// took records a payment the simulated gateway took for the world's invoice.
func took(t *testing.T, w *activitiestest.World, paymentID string, amount int64) {
	t.Helper()
	require.NoError(t, w.Sim.TakePayment(context.Background(), payments.SimulatedPayment{PaymentID: paymentID,
		OrderID: models.InvoiceCref(w.Invoice.InvoiceID), AmountCents: amount, Currency: "LKR", At: time.Now()}))
}
