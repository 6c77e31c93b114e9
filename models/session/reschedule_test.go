package session_test

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/models"
	"cerebro/models/gateway"
	"cerebro/models/ledger"
	"cerebro/models/payout"
	"cerebro/models/refund"
	"cerebro/models/session"
)

// A move to a cheaper slot refunds the difference in the move's own
// transaction, once; the booking may still be cancelled and refunded what
// it costs now: two refunds of one booking, one of each kind.
func TestACheaperMoveRefundsTheDifferenceOnceBesideTheBookingsOwnRefund(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	now := time.Now().UTC()
	ahead := now.Add(72 * time.Hour).Truncate(time.Hour)
	b := f.Session(t, f.Consultee.ID, ahead, 250000, models.BookingConfirmed)
	from := bookingOf(t, f, b).CerebroslotID
	to := f.Priced(t, ahead.Add(24*time.Hour), 200000)

	moved, err := session.New(f.Store.DB).RescheduleBooking(ctx, models.Rescheduling{BookingID: b, ToSlotID: to.ID}, now)
	require.NoError(t, err)
	again, err := session.New(f.Store.DB).RescheduleBooking(ctx, models.Rescheduling{BookingID: b, ToSlotID: to.ID}, now) // a retry after the commit
	require.NoError(t, err)

	assert.Equal(t, moved, again, "the same answer")
	assert.Equal(t, from, moved.FromSlotID)
	assert.Equal(t, int64(200000), moved.PriceCents)
	assert.Equal(t, int64(50000), moved.RefundedCents)
	rs := f.RefundsOf(t, b)
	require.Len(t, rs, 1, "one difference refund")
	d := rs[0]
	assert.Equal(t, moved.RefundID, d.ID)
	assert.Equal(t, models.CauseRescheduledCheaper, d.Cause)
	assert.Equal(t, models.RefundApproved, d.Status)
	assert.Equal(t, string(models.PayOnline), d.Method, "the way the booking was paid")
	assert.Equal(t, int64(50000), d.RequestedAmount)
	require.NotNil(t, d.Amount)
	assert.Equal(t, int64(50000), *d.Amount)
	_, err = f.areas().Refund.OfBooking(ctx, b)
	assert.ErrorIs(t, err, models.ErrNotFound, "the difference is not the booking's refund")
	withRefunds, err := f.areas().Refund.BookingsWithRefunds(ctx, []int64{b})
	require.NoError(t, err)
	assert.False(t, withRefunds[b], "a claim may still be made")

	cancelled, err := session.New(f.Store.DB).CancelBooking(ctx, session.Cancellation{BookingID: b, By: models.CancelledByConsultee, ReleaseSlot: true,
		Refund: &refund.Opening{Cause: models.CauseConsulteeCancel, Status: models.RefundApproved,
			Requested: 200000, Amount: 200000}})
	require.NoError(t, err)
	assert.Equal(t, models.CauseConsulteeCancel, cancelled.Cause)
	assert.Equal(t, int64(200000), cancelled.Amount, "what the booking costs now")
	own, err := f.areas().Refund.OfBooking(ctx, b)
	require.NoError(t, err)
	assert.Equal(t, cancelled, own)
	assert.Len(t, f.RefundsOf(t, b), 2)

	// The database keeps it to one of each.
	assert.Error(t, f.Store.DB.Exec(`INSERT INTO refunds (booking_id, invoice_id, cause, status, method, requested_amount)
		SELECT booking_id, invoice_id, cause, status, method, requested_amount FROM refunds WHERE id = ?`, d.ID).Error,
		"a second difference refund")
	assert.Error(t, f.Store.DB.Exec(`INSERT INTO refunds (booking_id, invoice_id, cause, status, method, requested_amount)
		SELECT booking_id, invoice_id, 'TECHNICAL_FAULT', status, method, requested_amount FROM refunds WHERE id = ?`, own.ID).Error,
		"a second refund of the booking")
}

// The same price refunds nothing; a dearer slot is refused and nothing moves.
func TestAMoveAtTheSamePriceRefundsNothingAndADearerOneIsRefused(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	now := time.Now().UTC()
	ahead := now.Add(72 * time.Hour).Truncate(time.Hour)
	b := f.Session(t, f.Consultee.ID, ahead, 250000, models.BookingConfirmed)
	from := bookingOf(t, f, b).CerebroslotID
	dearer := f.Priced(t, ahead.Add(24*time.Hour), 250001)
	same := f.Priced(t, ahead.Add(48*time.Hour), 250000)

	_, err := session.New(f.Store.DB).RescheduleBooking(ctx, models.Rescheduling{BookingID: b, ToSlotID: dearer.ID}, now)
	assert.ErrorIs(t, err, session.ErrRescheduleRefused)
	assert.Equal(t, from, bookingOf(t, f, b).CerebroslotID, "nothing moved")
	var status models.SlotStatus
	require.NoError(t, f.Store.DB.Raw(`SELECT status FROM cerebroslots WHERE id = ?`, dearer.ID).Scan(&status).Error)
	assert.Equal(t, models.SlotAvailable, status)

	moved, err := session.New(f.Store.DB).RescheduleBooking(ctx, models.Rescheduling{BookingID: b, ToSlotID: same.ID}, now)
	require.NoError(t, err)
	assert.Zero(t, moved.RefundID)
	assert.Zero(t, moved.RefundedCents)
	assert.Empty(t, f.RefundsOf(t, b))
}

// After a cheaper move the booking is worth the new price to everyone: the
// consultant earns and is paid out 70 % of it, and once the difference is
// paid back the ledger holds exactly the new price's shares (not the
// difference's own split, which can be a cent off).
func TestACheaperMoveEarnsAndPaysOutTheNewPrice(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	end := time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC)
	start := end.AddDate(0, -1, 0)
	held := end.Add(-10 * 24 * time.Hour) // its claim window closed before the period's end
	oldPrice, newPrice := int64(100001), int64(99999)
	b := f.Session(t, f.Consultee.ID, held.Add(-time.Hour), oldPrice, models.BookingConfirmed)
	to := f.Priced(t, held, newPrice)
	moved, err := session.New(f.Store.DB).RescheduleBooking(ctx, models.Rescheduling{BookingID: b, ToSlotID: to.ID}, held.Add(-72*time.Hour))
	require.NoError(t, err)
	require.Equal(t, int64(2), moved.RefundedCents)
	require.NoError(t, session.New(f.Store.DB).CompleteSession(ctx, b))

	run, err := f.areas().Payout.Open(ctx, start, end)
	require.NoError(t, err)
	assert.Equal(t, models.PayoutRun{Opened: 1, Total: 69999}, run,
		"70 % of the new price, the difference still owed to the consultee holding nothing up")
	require.NoError(t, gateway.New(f.Store.DB).MarkRefundPaid(ctx, moved.RefundID, "rf", end))
	next, err := f.areas().Payout.Open(ctx, end, end.AddDate(0, 1, 0))
	require.NoError(t, err)
	assert.Equal(t, models.PayoutRun{}, next, "the difference paid back is not taken off the consultant again")

	earned, err := f.areas().Payout.EarnedBookings(ctx, payout.EarningsFilter{ConsultantID: f.Consultant.ID})
	require.NoError(t, err)
	require.Len(t, earned, 1, "the paid difference does not take the earning away")
	assert.Equal(t, newPrice, earned[0].Price)
	e := payout.SummarizeEarnings(earned)
	assert.Equal(t, int64(69999), e.ConsultantShare)
	assert.Equal(t, int64(30000), e.CerebroShare)

	var inv int64
	require.NoError(t, f.Store.DB.Raw(`SELECT invoice_id FROM bookings WHERE id = ?`, b).Scan(&inv).Error)
	var balances []struct {
		Account string
		Sum     int64
	}
	require.NoError(t, f.Store.DB.Raw(`SELECT account, sum(amount) AS sum FROM ledger_entries WHERE invoice_id = ?
		GROUP BY account ORDER BY account`, inv).Scan(&balances).Error)
	assert.Equal(t, []struct {
		Account string
		Sum     int64
	}{{ledger.AccountCash, newPrice}, {ledger.AccountConsultant, -69999}, {ledger.AccountPlatform, -30000}}, balances)
	problems, err := f.areas().Ledger.Problems(ctx)
	require.NoError(t, err)
	assert.Empty(t, problems)
}

func bookingOf(t *testing.T, f *fixture, id int64) models.Booking {
	t.Helper()
	var b models.Booking
	require.NoError(t, f.Store.DB.Take(&b, id).Error)
	return b
}
