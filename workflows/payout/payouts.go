package payout

import (
	"time"

	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/workflow"

	payoutacts "cerebro/activities/payout"
	"cerebro/models"
	"cerebro/rules"
)

// PayoutScheduleID is the Temporal Schedule that runs OpenConsultantPayouts
// after each payout period; `cerebro worker` ensures it exists at start.
const PayoutScheduleID = "consultant-payouts"

// OpenConsultantPayouts opens the payouts of the period that ended last
// (rules.PayoutPeriod of kind, "monthly" or "weekly"): one per consultant
// with a positive balance and confirmed bank details. Running it again for
// the same period changes nothing, so a Schedule catching up, or an
// operator starting it by hand, is safe.
func OpenConsultantPayouts(ctx workflow.Context, kind string) (models.PayoutRun, error) {
	start, end, err := rules.PayoutPeriod(kind, workflow.Now(ctx))
	if err != nil {
		return models.PayoutRun{}, temporal.NewNonRetryableApplicationError(err.Error(), "BadInput", err)
	}
	var run models.PayoutRun
	actx := workflow.WithActivityOptions(ctx, workflow.ActivityOptions{
		StartToCloseTimeout: 10 * time.Minute,
		RetryPolicy:         &temporal.RetryPolicy{InitialInterval: 10 * time.Second, MaximumInterval: 10 * time.Minute},
	})
	err = workflow.ExecuteActivity(actx, payoutActs.OpenPayouts, payoutacts.PayoutPeriod{Start: start, End: end}).Get(ctx, &run)
	return run, err
}
