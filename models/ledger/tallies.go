package ledger

import (
	"context"
	"fmt"
)

// What the operator's dashboards read from the database at scrape time
// (metrics.NewStateCollector): how many refunds and consultant payouts are
// in each status, and how much money they hold.

// Tally kinds: what a Tally counts.
const (
	TallyRefunds = "refunds"
	TallyPayouts = "payouts"
)

// Tally is how many refunds or payouts are in one status, and their amount
// in cents: a refund's decided amount, else what was asked for.
type Tally struct {
	Kind        string // TallyRefunds or TallyPayouts
	Status      string
	Count       int64
	AmountCents int64
}

// Tallies counts refunds and payouts by status in one round trip. Statuses
// with no rows are absent; the caller knows the full lists (refund.Statuses,
// payout.Statuses).
func (s *Store) Tallies(ctx context.Context) ([]Tally, error) {
	var out []Tally
	err := s.db.WithContext(ctx).Raw(`
		SELECT ? AS kind, status, count(*) AS count, coalesce(sum(coalesce(amount, requested_amount)), 0) AS amount_cents
		  FROM refunds GROUP BY status
		UNION ALL
		SELECT ?, status, count(*), coalesce(sum(amount), 0)
		  FROM payouts GROUP BY status`, TallyRefunds, TallyPayouts).Scan(&out).Error
	if err != nil {
		return nil, fmt.Errorf("tally refunds and payouts: %w", err)
	}
	return out, nil
}
