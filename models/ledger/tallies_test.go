package ledger_test

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/models"
	"cerebro/models/ledger"
	"cerebro/models/payout"
	"cerebro/models/refund"
	"cerebro/rules"
)

// The dashboards' refunds and payouts by status: counted per status, a
// refund's decided amount (else what was asked), a payout's amount.
func TestTalliesCountRefundsAndPayoutsByStatus(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	empty, err := f.areas().Ledger.Tallies(ctx)
	require.NoError(t, err)
	assert.Empty(t, empty, "no rows, no statuses: the collector adds the zeros")

	end := time.Date(2026, 11, 1, 0, 0, 0, 0, rules.Colombo).UTC()
	long := end.Add(-rules.ClaimWindow - time.Hour)
	f.Session(t, f.Consultee.ID, long.Add(-30*time.Minute), 200000, models.BookingCompleted) // paid out below
	f.Refund(t, f.Session(t, f.Consultee.ID, end.Add(time.Hour), 100000, models.BookingConfirmed), models.RefundApproved)
	f.Refund(t, f.Session(t, f.Consultee.ID, end.Add(2*time.Hour), 100000, models.BookingConfirmed), models.RefundApproved)
	asked := f.Session(t, f.Consultee.ID, end.Add(3*time.Hour), 100000, models.BookingConfirmed)
	_, _, err = f.areas().Refund.Open(ctx, asked, refund.Opening{Cause: models.CauseTechnicalFault,
		Status: models.RefundRequested, Requested: 5000, Suggested: 5000})
	require.NoError(t, err)
	run, err := f.areas().Payout.Open(ctx, end.AddDate(0, -1, 0), end)
	require.NoError(t, err)
	require.Equal(t, 1, run.Opened)

	got, err := f.areas().Ledger.Tallies(ctx)
	require.NoError(t, err)
	assert.ElementsMatch(t, []ledger.Tally{
		{Kind: ledger.TallyRefunds, Status: string(models.RefundApproved), Count: 2, AmountCents: 2},
		{Kind: ledger.TallyRefunds, Status: string(models.RefundRequested), Count: 1, AmountCents: 5000},
		{Kind: ledger.TallyPayouts, Status: string(payout.Pending), Count: 1, AmountCents: 140000},
	}, got)
}
