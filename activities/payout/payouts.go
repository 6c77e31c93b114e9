package payout

import (
	"cerebro/models"
	"context"
	"time"

	"go.temporal.io/sdk/activity"
)

// PayoutPeriod is a payout period, [Start, End).
type PayoutPeriod struct {
	Start time.Time
	End   time.Time
}

// SkippedForTestPayments is why a site with test payments opens no payouts:
// the bank batch would send consultants real money for payments never made.
const SkippedForTestPayments = "test payments: no real money came in (PAYHERE_MODE is not live), so no consultant payouts are opened"

// OpenPayouts opens the period's consultant payouts (payout.Store.Open);
// idempotent per consultant and period. On a site with test payments it
// opens none, and its result and log say why.
func (a *Activities) OpenPayouts(ctx context.Context, p PayoutPeriod) (models.PayoutRun, error) {
	if a.TestPayments {
		activity.GetLogger(ctx).Warn("no consultant payouts opened", "reason", SkippedForTestPayments,
			"periodStart", p.Start, "periodEnd", p.End)
		return models.PayoutRun{Skipped: SkippedForTestPayments}, nil
	}
	return a.Stores.Payout.Open(ctx, p.Start, p.End)
}
