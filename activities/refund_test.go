package activities_test

import (
	"context"
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/activities"
	"cerebro/models"
	"cerebro/payments"
)

// paidAndCancelled confirms the world's invoice with a card payment and
// cancels its booking with a full refund approved, as the session does.
func paidAndCancelled(t *testing.T, w *world) models.RefundState {
	ctx := context.Background()
	_, err := w.acts.ConfirmPayment(ctx, models.Confirmation{InvoiceID: w.invoice.InvoiceID, PaymentID: "320099887766"})
	require.NoError(t, err)
	r, err := w.acts.CancelBooking(ctx, models.Cancellation{BookingID: w.invoice.Slots[0].BookingID,
		By: models.CancelledByConsultant, Penalty: models.PenaltyCancelled, Refund: &models.RefundOpening{
			Cause: models.RefundCauseConsultantCancel, Status: models.RefundApproved, Requested: 250000, Amount: 250000}})
	require.NoError(t, err)
	require.Equal(t, models.RefundApproved, r.Status)
	return r
}

func refundRow(t *testing.T, w *world, id int64) models.Refund {
	var r models.Refund
	require.NoError(t, w.acts.Store.DB.Take(&r, id).Error)
	return r
}

func TestPayRefundTwicePaysOnce(t *testing.T) {
	w := newWorld(t)
	r := paidAndCancelled(t, w)
	ctx := context.Background()

	first, err := w.acts.PayRefund(ctx, r.ID)
	require.NoError(t, err)
	second, err := w.acts.PayRefund(ctx, r.ID)
	require.NoError(t, err)

	assert.Equal(t, models.RefundPaid, first)
	assert.Equal(t, models.RefundPaid, second)
	require.Len(t, w.sim.Refunds(), 1, "one gateway refund")
	assert.Equal(t, "320099887766", w.sim.Refunds()[0].PaymentID)
	assert.Equal(t, int64(250000), w.sim.Refunds()[0].AmountCents)
	assert.Equal(t, activities.RefundIdempotencyKey(r.ID), w.sim.Refunds()[0].IdempotencyKey)
	row := refundRow(t, w, r.ID)
	assert.Equal(t, models.RefundPaid, row.Status)
	require.NotNil(t, row.GatewayRefundID)
	assert.Equal(t, w.sim.Refunds()[0].RefundID, *row.GatewayRefundID)
	var penalties int64
	require.NoError(t, w.acts.Store.DB.Model(&models.Penalty{}).Count(&penalties).Error)
	assert.Equal(t, int64(1), penalties)
}

// lostAnswer is a gateway whose answer to the first refund is lost: the
// money went back, but the worker never heard (it died, the line dropped).
type lostAnswer struct {
	payments.Gateway
	lose int
}

func (g *lostAnswer) Refund(ctx context.Context, paymentID string, amount int64, key, reason string) (payments.RefundResult, error) {
	res, err := g.Gateway.Refund(ctx, paymentID, amount, key, reason)
	if err == nil && g.lose > 0 {
		g.lose--
		return payments.RefundResult{}, errors.New("connection reset")
	}
	return res, err
}

// A worker that dies between the gateway's refund and marking the row PAID
// is restarted (a new simulator process, the same database): the retry
// replays the idempotency key, and the customer is refunded once.
func TestPayRefundAfterACrashRefundsOnceAcrossRestarts(t *testing.T) {
	w := newWorld(t)
	r := paidAndCancelled(t, w)
	ctx := context.Background()
	newSim := func() *payments.Simulator {
		sim, err := payments.NewSimulator(payments.Config{PublicBaseURL: "http://127.0.0.1:1", SimulatorLedger: w.acts.Store})
		require.NoError(t, err)
		return sim
	}
	before, after := newSim(), newSim()
	w.acts.Gateway = &lostAnswer{Gateway: before, lose: 1}

	_, err := w.acts.PayRefund(ctx, r.ID)
	require.Error(t, err, "the answer was lost")
	assert.Equal(t, models.RefundApproved, refundRow(t, w, r.ID).Status, "not marked paid yet")

	w.acts.Gateway = after // the restarted worker
	status, err := w.acts.PayRefund(ctx, r.ID)
	require.NoError(t, err)

	assert.Equal(t, models.RefundPaid, status)
	assert.Len(t, before.Refunds(), 1)
	assert.Empty(t, after.Refunds(), "the restarted simulator replayed the key")
	var ledger int64
	require.NoError(t, w.acts.Store.DB.Table("simulator_refunds").Count(&ledger).Error)
	assert.Equal(t, int64(1), ledger)
	assert.Equal(t, before.Refunds()[0].RefundID, *refundRow(t, w, r.ID).GatewayRefundID)
}

// A SLIP payment never goes through the gateway: the refund stays APPROVED,
// a bank transfer the admin owes.
func TestPayRefundOfASlipPaymentIsABankTransferOwed(t *testing.T) {
	w := newWorld(t)
	require.NoError(t, w.acts.Store.DB.Exec("UPDATE invoices SET payment_method = ? WHERE id = ?", models.PaySlip, w.invoice.InvoiceID).Error)
	_, err := w.acts.ConfirmPayment(context.Background(), models.Confirmation{InvoiceID: w.invoice.InvoiceID})
	require.NoError(t, err)
	r, err := w.acts.CancelBooking(context.Background(), models.Cancellation{BookingID: w.invoice.Slots[0].BookingID,
		By: models.CancelledByConsultee, ReleaseSlot: true, Refund: &models.RefundOpening{
			Cause: models.RefundCauseConsulteeCancel, Status: models.RefundApproved, Requested: 250000, Amount: 250000}})
	require.NoError(t, err)

	status, err := w.acts.PayRefund(context.Background(), r.ID)

	require.NoError(t, err)
	assert.Equal(t, models.RefundApproved, status)
	assert.Equal(t, models.PaySlip, r.Method)
	assert.Empty(t, w.sim.Refunds())
	var slot models.Slot
	require.NoError(t, w.acts.Store.DB.Take(&slot, w.slotID).Error)
	assert.Equal(t, models.SlotAvailable, slot.Status, "a consultee's cancellation frees the slot")
}
