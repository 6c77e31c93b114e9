package checkout_test

import (
	"context"
	"sync"
	"testing"
	"time"

	"cerebro/models/refund"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/apperr"
	"cerebro/models"
	"cerebro/models/checkout"
	"cerebro/models/gateway"
	"cerebro/models/modelstest"
)

func TestReserveHoldsAllOrNothingAndIsIdempotent(t *testing.T) {
	f := modelstest.NewFixture(t)
	store := checkout.New(f.Store.DB)
	ctx := context.Background()
	start := time.Now().Add(48 * time.Hour).Truncate(time.Minute).UTC()
	a, b := f.Slot(t, start, 30), f.Slot(t, start.Add(30*time.Minute), 30)

	req := f.ReserveReq(t, 15*time.Minute, b, a) // asked for out of order
	r, err := store.ReserveSlots(ctx, req)
	require.NoError(t, err)
	require.Len(t, r.Slots, 2)
	assert.Equal(t, []int64{a.ID, b.ID}, []int64{r.Slots[0].SlotID, r.Slots[1].SlotID}, "in slot order")
	assert.Equal(t, int64(200000), r.TotalAmount)
	assert.WithinDuration(t, req.ReservedAt.Add(15*time.Minute), r.PayBy, time.Second)
	again, err := store.ReserveSlots(ctx, req)
	require.NoError(t, err, "a retried reservation answers the same")
	assert.Equal(t, r.BookingIDs(), again.BookingIDs())
	assert.Equal(t, r.Cref, again.Cref)
	assert.Equal(t, r.TotalAmount, again.TotalAmount)
	assert.True(t, r.PayBy.Equal(again.PayBy), "%v vs %v", r.PayBy, again.PayBy)
	for i := range r.Slots {
		got, want := again.Slots[i], r.Slots[i]
		assert.Equal(t, want.SlotID, got.SlotID)
		assert.Equal(t, want.Price, got.Price)
		assert.True(t, want.StartsAt.Equal(got.StartsAt) && want.EndsAt.Equal(got.EndsAt), "slot %d times", i)
	}

	c := f.Slot(t, start.Add(time.Hour), 30)
	_, err = store.ReserveSlots(ctx, f.ReserveReq(t, time.Hour, c, b))
	e, ok := apperr.As(err)
	require.True(t, ok, "got %v", err)
	assert.Equal(t, apperr.Code("checkout.slot_unavailable"), e.Code)
	assert.Equal(t, models.SlotAvailable, f.StatusOf(t, c), "the free slot asked for with a taken one stays free")
}

func TestPayByIsCappedAtTheFirstSlot(t *testing.T) {
	f := modelstest.NewFixture(t)
	store := checkout.New(f.Store.DB)
	start := time.Now().Add(2 * time.Hour).Truncate(time.Minute).UTC()
	slot := f.Slot(t, start, 30)
	r, err := store.ReserveSlots(context.Background(), f.ReserveReq(t, 24*time.Hour, slot))
	require.NoError(t, err)
	assert.True(t, r.PayBy.Equal(start), "pay by %v, first slot %v", r.PayBy, start)
	assert.True(t, r.FirstStart().Equal(start))
}

// The conditional hold alone decides a race: many reservations of one slot
// at once, exactly one wins.
func TestConcurrentReservationsHoldASlotOnce(t *testing.T) {
	f := modelstest.NewFixture(t)
	store := checkout.New(f.Store.DB)
	slot := f.Slot(t, time.Now().Add(72*time.Hour).Truncate(time.Minute).UTC(), 30)
	reqs := make([]models.ReserveRequest, 20)
	for i := range reqs {
		reqs[i] = f.ReserveReq(t, time.Hour, slot)
	}
	var wg sync.WaitGroup
	var mu sync.Mutex
	won, refused := 0, 0
	for _, r := range reqs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			_, err := store.ReserveSlots(context.Background(), r)
			mu.Lock()
			defer mu.Unlock()
			if err == nil {
				won++
			} else if _, ok := apperr.As(err); ok {
				refused++
			}
		}()
	}
	wg.Wait()
	assert.Equal(t, 1, won)
	assert.Equal(t, 19, refused)
}

func TestConfirmAndReleaseAreIdempotentAndExclusive(t *testing.T) {
	f := modelstest.NewFixture(t)
	store := checkout.New(f.Store.DB)
	ctx := context.Background()
	start := time.Now().Add(48 * time.Hour).Truncate(time.Minute).UTC()
	paid, lost := f.Slot(t, start, 30), f.Slot(t, start.Add(time.Hour), 30)
	r1, err := store.ReserveSlots(ctx, f.ReserveReq(t, time.Hour, paid))
	require.NoError(t, err)
	r2, err := store.ReserveSlots(ctx, f.ReserveReq(t, time.Hour, lost))
	require.NoError(t, err)

	confirm := models.Confirmation{InvoiceID: r1.InvoiceID, PaymentID: "pay-1"}
	for range 2 {
		booked, err := store.ConfirmPayment(ctx, confirm)
		require.NoError(t, err)
		assert.Len(t, booked, 1)
	}
	assert.Equal(t, models.SlotBooked, f.StatusOf(t, paid))
	_, err = store.ConfirmPayment(ctx, models.Confirmation{InvoiceID: r1.InvoiceID, PaymentID: "pay-2"})
	assert.ErrorIs(t, err, checkout.ErrInvoiceClosed, "paid by one payment, not another")
	_, err = store.ReleaseInvoice(ctx, models.Release{InvoiceID: r1.InvoiceID, Reason: "X", BookingStatus: models.BookingFailed})
	assert.ErrorIs(t, err, checkout.ErrInvoicePaid)

	rel := models.Release{InvoiceID: r2.InvoiceID, Reason: "SLIP_NOT_REVIEWED", BookingStatus: models.BookingFailed,
		CancelledBy: models.CancelledBySystem, RefundSlip: true}
	released, err := store.ReleaseInvoice(ctx, rel)
	require.NoError(t, err)
	assert.True(t, released)
	released, err = store.ReleaseInvoice(ctx, rel)
	require.NoError(t, err)
	assert.False(t, released, "released once: a retry changes nothing")
	assert.Equal(t, models.SlotAvailable, f.StatusOf(t, lost))
	var refunds []refund.Refund
	require.NoError(t, f.Store.DB.Where("invoice_id = ?", r2.InvoiceID).Find(&refunds).Error)
	require.Len(t, refunds, 1, "one refund per booking, once")
	assert.Equal(t, int64(100000), refunds[0].RequestedAmount)
	assert.Equal(t, models.RefundRequested, refunds[0].Status, "nobody confirmed the deposit: the admin decides")
	assert.Nil(t, refunds[0].Amount)
	require.NotNil(t, refunds[0].SuggestedAmount)
	assert.Equal(t, int64(100000), *refunds[0].SuggestedAmount)
	_, err = store.ConfirmPayment(ctx, models.Confirmation{InvoiceID: r2.InvoiceID, PaymentID: "pay-3"})
	assert.ErrorIs(t, err, checkout.ErrInvoiceClosed)

	first, err := gateway.New(f.Store.DB).OpenPaymentRefund(ctx, r2.InvoiceID, "pay-3", 100000)
	require.NoError(t, err)
	second, err := gateway.New(f.Store.DB).OpenPaymentRefund(ctx, r2.InvoiceID, "pay-3", 100000)
	require.NoError(t, err)
	assert.Equal(t, first.ID, second.ID, "one refund record per unmatched payment")
}
