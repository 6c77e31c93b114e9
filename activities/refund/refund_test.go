package refund_test

import (
	"context"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.temporal.io/sdk/temporal"

	"cerebro/activities/activitiestest"
	refundacts "cerebro/activities/refund"
	"cerebro/models"
	"cerebro/models/refund"
	"cerebro/models/session"
	"cerebro/payments"
)

// paidAndCancelled confirms the world's invoice with a card payment and
// cancels its booking with a full refund approved, as the session does.
func paidAndCancelled(t *testing.T, w *activitiestest.World) refund.State {
	ctx := context.Background()
	// The gateway took the payment (its Retrieval API knows it) and notified it.
	require.NoError(t, w.Deps.Stores.Gateway.RecordSimulatedPayment(ctx, payments.SimulatedPayment{PaymentID: "320099887766",
		OrderID: w.Invoice.Cref, AmountCents: 250000, Currency: "LKR", At: time.Now()}))
	_, err := w.Checkout.ConfirmPayment(ctx, models.Confirmation{InvoiceID: w.Invoice.InvoiceID, PaymentID: "320099887766"})
	require.NoError(t, err)
	r, err := w.Refund.CancelBooking(ctx, session.Cancellation{BookingID: w.Invoice.Slots[0].BookingID,
		By: models.CancelledByConsultant, Penalty: models.PenaltyCancelled, Refund: &refund.Opening{
			Cause: models.CauseConsultantCancel, Status: models.RefundApproved, Requested: 250000, Amount: 250000}})
	require.NoError(t, err)
	require.Equal(t, models.RefundApproved, r.Status)
	return r
}

func refundRow(t *testing.T, w *activitiestest.World, id int64) refund.Refund {
	var r refund.Refund
	require.NoError(t, w.Deps.Store.DB.Take(&r, id).Error)
	return r
}

func TestPayRefundTwicePaysOnce(t *testing.T) {
	w := activitiestest.NewWorld(t)
	r := paidAndCancelled(t, w)
	ctx := context.Background()

	first, err := w.Refund.PayRefund(ctx, r.ID)
	require.NoError(t, err)
	second, err := w.Refund.PayRefund(ctx, r.ID)
	require.NoError(t, err)

	assert.Equal(t, string(models.RefundPaid), first)
	assert.Equal(t, string(models.RefundPaid), second)
	require.Len(t, w.Sim.Refunds(), 1, "one gateway refund")
	assert.Equal(t, "320099887766", w.Sim.Refunds()[0].PaymentID)
	assert.Equal(t, int64(250000), w.Sim.Refunds()[0].AmountCents)
	assert.Equal(t, refundacts.RefundIdempotencyKey(r.ID), w.Sim.Refunds()[0].IdempotencyKey)
	row := refundRow(t, w, r.ID)
	assert.Equal(t, models.RefundPaid, row.Status)
	require.NotNil(t, row.GatewayRefundID)
	assert.Equal(t, w.Sim.Refunds()[0].RefundID, *row.GatewayRefundID)
	var penalties int64
	require.NoError(t, w.Deps.Store.DB.Model(&session.Penalty{}).Count(&penalties).Error)
	assert.Equal(t, int64(1), penalties)
}

// durableSimulator is a simulator process with its ledger in the world's
// database, as `cerebro worker` runs it.
func durableSimulator(t *testing.T, w *activitiestest.World) *payments.Simulator {
	sim, err := payments.NewSimulator(payments.Config{PublicBaseURL: "http://127.0.0.1:1", SimulatorLedger: w.Deps.Stores.Gateway})
	require.NoError(t, err)
	return sim
}

// PayHere takes no idempotency key. Each of its hard cases — a refund done
// but its answer lost, a call that timed out before anything happened, a
// 5xx — is retried (as Temporal retries the activity) until the refund is
// PAID, and the gateway refunds once: a retry that finds the row SUBMITTING
// asks the gateway before posting again.
func TestPayRefundThroughTheGatewaysHardCasesRefundsOnce(t *testing.T) {
	for _, fault := range []string{payments.RefundAnswerLost, payments.RefundTimeoutBeforeRefund, payments.RefundServerError} {
		t.Run(fault, func(t *testing.T) {
			w := activitiestest.NewWorld(t)
			sim := durableSimulator(t, w)
			w.Refund.Gateway = sim
			r := paidAndCancelled(t, w)
			ctx := context.Background()
			sim.FailNextRefunds(fault)

			_, err := w.Refund.PayRefund(ctx, r.ID)
			require.Error(t, err)
			assert.Equal(t, models.RefundSubmitting, refundRow(t, w, r.ID).Status, "sent, outcome unknown")
			w.Refund.Gateway = durableSimulator(t, w) // the retry may run on another worker
			status, err := w.Refund.PayRefund(ctx, r.ID)
			require.NoError(t, err)

			assert.Equal(t, string(models.RefundPaid), status)
			assert.Equal(t, models.RefundPaid, refundRow(t, w, r.ID).Status)
			var refunds int64
			require.NoError(t, w.Deps.Store.DB.Table("simulator_refunds").Where("payment_id = ?", "320099887766").Count(&refunds).Error)
			assert.Equal(t, int64(1), refunds, "one refund at the gateway")
		})
	}
}

// Two workers paying the same refund at once refund it once: one waits for
// the other's lock, then finds it PAID.
func TestPayRefundRacedByTwoWorkersRefundsOnce(t *testing.T) {
	w := activitiestest.NewWorld(t)
	w.Refund.Gateway = durableSimulator(t, w)
	r := paidAndCancelled(t, w)
	var wg sync.WaitGroup
	statuses := make([]string, 2)
	for i := range statuses {
		wg.Add(1)
		go func() {
			defer wg.Done()
			statuses[i], _ = w.Refund.PayRefund(context.Background(), r.ID)
		}()
	}
	wg.Wait()

	assert.Equal(t, []string{string(models.RefundPaid), string(models.RefundPaid)}, statuses)
	var refunds int64
	require.NoError(t, w.Deps.Store.DB.Table("simulator_refunds").Count(&refunds).Error)
	assert.Equal(t, int64(1), refunds)
}

// A refund the gateway refuses is FAILED with the gateway's reason, for the
// admin; it is not retried.
func TestPayRefundRefusedByTheGatewayIsFailedWithItsReason(t *testing.T) {
	w := activitiestest.NewWorld(t)
	sim := durableSimulator(t, w)
	w.Refund.Gateway = sim
	r := paidAndCancelled(t, w)
	ctx := context.Background()
	_, err := sim.Refund(ctx, "320099887766", 250000, "refunded-elsewhere", "by hand in PayHere's portal")
	require.NoError(t, err)

	_, err = w.Refund.PayRefund(ctx, r.ID)

	var appErr *temporal.ApplicationError
	require.ErrorAs(t, err, &appErr)
	assert.True(t, appErr.NonRetryable())
	row := refundRow(t, w, r.ID)
	assert.Equal(t, models.RefundFailed, row.Status)
	assert.Contains(t, row.FailureReason, "Payment already refunded")
}

// PayHere refunds whole payments only: a refund of part of a card payment
// is left to a bank transfer, and the admin sees why.
func TestPayRefundOfPartOfACardPaymentIsABankTransfer(t *testing.T) {
	w := activitiestest.NewWorld(t)
	r := paidAndCancelled(t, w)
	ctx := context.Background()
	require.NoError(t, w.Deps.Store.DB.Create(&models.PaymentNotification{InvoiceID: w.Invoice.InvoiceID, PaymentID: "320099887766",
		StatusCode: 2, Amount: 500000, Currency: "LKR"}).Error) // the payment covered two slots

	status, err := w.Refund.PayRefund(ctx, r.ID)

	require.NoError(t, err)
	assert.Equal(t, string(models.RefundApproved), status)
	assert.Empty(t, w.Sim.Refunds(), "nothing through the gateway")
	assert.Contains(t, refundRow(t, w, r.ID).PayoutNote, "PayHere refunds whole payments only")
}

// A SLIP payment never goes through the gateway: the refund stays APPROVED,
// a bank transfer the admin owes.
func TestPayRefundOfASlipPaymentIsABankTransferOwed(t *testing.T) {
	w := activitiestest.NewWorld(t)
	require.NoError(t, w.Deps.Store.DB.Exec("UPDATE invoices SET payment_method = ? WHERE id = ?", models.PaySlip, w.Invoice.InvoiceID).Error)
	_, err := w.Checkout.ConfirmPayment(context.Background(), models.Confirmation{InvoiceID: w.Invoice.InvoiceID})
	require.NoError(t, err)
	r, err := w.Refund.CancelBooking(context.Background(), session.Cancellation{BookingID: w.Invoice.Slots[0].BookingID,
		By: models.CancelledByConsultee, ReleaseSlot: true, Refund: &refund.Opening{
			Cause: models.CauseConsulteeCancel, Status: models.RefundApproved, Requested: 250000, Amount: 250000}})
	require.NoError(t, err)

	status, err := w.Refund.PayRefund(context.Background(), r.ID)

	require.NoError(t, err)
	assert.Equal(t, string(models.RefundApproved), status)
	assert.Equal(t, string(models.PaySlip), r.Method)
	assert.Empty(t, w.Sim.Refunds())
	var slot models.Slot
	require.NoError(t, w.Deps.Store.DB.Take(&slot, w.SlotID).Error)
	assert.Equal(t, models.SlotAvailable, slot.Status, "a consultee's cancellation frees the slot")
}
