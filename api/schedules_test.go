package api_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	commonpb "go.temporal.io/api/common/v1"
	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/converter"

	"cerebro/rules"
	"cerebro/worker"
	payoutwf "cerebro/workflows/payout"
)

// A changed CEREBRO_PAYOUT_PERIOD reaches the Schedule the first worker
// made: the next worker to start brings it to the new period, and back.
func TestAWorkerBringsTheSchedulesToItsSettings(t *testing.T) {
	ctx := context.Background()
	handle := env.temporal.ScheduleClient().GetHandle(ctx, payoutwf.PayoutScheduleID)
	scheduled := func() (weekdays []client.ScheduleRange, period string) {
		desc, err := handle.Describe(ctx)
		require.NoError(t, err)
		require.Len(t, desc.Schedule.Spec.Calendars, 1)
		action := desc.Schedule.Action.(*client.ScheduleWorkflowAction)
		require.Len(t, action.Args, 1)
		require.NoError(t, converter.GetDefaultDataConverter().FromPayload(action.Args[0].(*commonpb.Payload), &period))
		return desc.Schedule.Spec.Calendars[0].DayOfWeek, period
	}
	ensure := func(period string) {
		require.NoError(t, worker.EnsurePayoutSchedule(ctx, env.temporal, env.cfg.TaskQueue, period))
	}
	t.Cleanup(func() { ensure(rules.PayoutMonthly) })

	ensure(rules.PayoutMonthly)
	days, period := scheduled()
	assert.Equal(t, rules.PayoutMonthly, period)
	assert.Equal(t, []client.ScheduleRange{{Start: 0, End: 6, Step: 1}}, days, "any weekday: the 1st of the month")

	ensure(rules.PayoutWeekly)
	days, period = scheduled()
	assert.Equal(t, rules.PayoutWeekly, period, "the running Schedule now opens weekly payouts")
	assert.Equal(t, []client.ScheduleRange{{Start: 1, End: 1, Step: 1}}, days, "on Mondays")

	ensure(rules.PayoutMonthly)
	_, period = scheduled()
	assert.Equal(t, rules.PayoutMonthly, period, "and back")
}
