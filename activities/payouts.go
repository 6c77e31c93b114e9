package activities

import (
	"context"
	"time"

	"cerebro/models"
)

// PayoutPeriod is a payout period, [Start, End).
type PayoutPeriod struct {
	Start time.Time
	End   time.Time
}

// OpenPayouts opens the period's consultant payouts (models.Store.OpenPayouts);
// idempotent per consultant and period.
func (a *Activities) OpenPayouts(ctx context.Context, p PayoutPeriod) (models.PayoutRun, error) {
	return a.Store.OpenPayouts(ctx, p.Start, p.End)
}
