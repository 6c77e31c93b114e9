package payout_test

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/models"
	"cerebro/models/payout"
	"cerebro/models/session"
	"cerebro/rules"
)

// A period's payout pays 70 % of each completed booking whose claim window
// closed with no refund open, less the consultant's share of refunds paid on
// it, less penalties; once per consultant and period. A refund paid after
// the payout is carried into the next period as a negative balance.
func TestPayoutsPayWhatBecamePayableOnce(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	end := time.Date(2026, 11, 1, 0, 0, 0, 0, rules.Colombo).UTC()
	start := end.AddDate(0, -1, 0)
	long := end.Add(-rules.ClaimWindow - time.Hour) // ended in time to be payable
	held := f.Session(t, f.Consultee.ID, long.Add(-30*time.Minute), 250000, models.BookingCompleted)
	refunded := f.Session(t, f.Consultee.ID, long.Add(-2*time.Hour), 100000, models.BookingCompleted)
	f.PaidRefund(t, refunded, 40000) // a partial refund for a fault: 70 % of it is the consultant's
	claimed := f.Session(t, f.Consultee.ID, long.Add(-4*time.Hour), 100000, models.BookingCompleted)
	f.Refund(t, claimed, models.RefundRequested)                                       // a claim still open: not payable
	f.Session(t, f.Consultee.ID, end.Add(-time.Hour), 100000, models.BookingCompleted) // its claim window is still open
	cancelled := f.Session(t, f.Consultee.ID, long.Add(-6*time.Hour), 200000, models.BookingConfirmed)
	_, err := session.New(f.Store.DB).CancelBooking(ctx, session.Cancellation{BookingID: cancelled, By: models.CancelledByConsultant,
		Penalty: models.PenaltyCancelled})
	require.NoError(t, err)
	require.NoError(t, f.Store.DB.Exec(`UPDATE penalties SET created_at = ?`, long).Error)

	run, err := f.areas().Payout.Open(ctx, start, end)
	require.NoError(t, err)
	want := int64(175000) + (70000 - 28000) - 60000 // held + refunded less 70 % of the refund, less the penalty
	assert.Equal(t, models.PayoutRun{Opened: 1, Total: want}, run)
	again, err := f.areas().Payout.Open(ctx, start, end)
	require.NoError(t, err)
	assert.Equal(t, models.PayoutRun{}, again, "one payout per consultant and period")

	list, err := f.areas().Payout.OfPeriod(ctx, start)
	require.NoError(t, err)
	require.Len(t, list, 1)
	p := list[0]
	assert.Equal(t, want, p.Amount)
	assert.Equal(t, []string{"A B", "b", "b", "1"}, []string{p.AccountName, p.Bank, p.Branch, p.Account})
	items, err := f.areas().Payout.ItemsOf(ctx, p.ID)
	require.NoError(t, err)
	sums, err := f.areas().Payout.PayoutBreakdowns(ctx, []int64{p.ID})
	require.NoError(t, err)
	assert.Equal(t, payout.PayoutBreakdown{Sessions: 175000 + 70000, Refunds: -28000, Penalties: -60000}, sums[p.ID])
	kinds := map[payout.ItemKind]int{}
	for _, it := range items {
		kinds[it.Kind]++
	}
	assert.Equal(t, map[payout.ItemKind]int{payout.ItemBooking: 2, payout.ItemRefund: 1, payout.ItemPenalty: 1}, kinds)
	assert.NotContains(t, refsOf(items, payout.ItemBooking), claimed)

	require.NoError(t, f.areas().Payout.MarkPaid(ctx, p.ID, 0, "BOC-PAY-1"))
	assert.ErrorIs(t, f.areas().Payout.MarkPaid(ctx, p.ID, 0, "BOC-PAY-2"), payout.ErrNotPending)
	assert.ErrorIs(t, f.areas().Payout.MarkPaid(ctx, p.ID+999, 0, "x"), models.ErrNotFound)

	// A refund after the payout: next period's balance is negative, carried forward.
	f.PaidRefund(t, held, 250000)
	next := end.AddDate(0, 1, 0)
	run, err = f.areas().Payout.Open(ctx, end, next)
	require.NoError(t, err)
	assert.Equal(t, models.PayoutRun{Carried: 1}, run, "nothing to pay: the balance is carried")
	pending, _, err := f.areas().Payout.PendingBalance(ctx, f.Consultant.ID, next)
	require.NoError(t, err)
	assert.Equal(t, payout.PayoutBreakdown{Sessions: 70000, Refunds: -175000}, pending)
	assert.Equal(t, int64(-175000+70000), pending.Total(), "the refund after the payout, plus the session that became payable since")

	problems, err := f.areas().Ledger.Problems(ctx)
	require.NoError(t, err)
	assert.Empty(t, problems)
}

func refsOf(items []payout.PayoutItem, kind payout.ItemKind) []int64 {
	var out []int64
	for _, it := range items {
		if it.Kind == kind {
			out = append(out, it.RefID)
		}
	}
	return out
}
