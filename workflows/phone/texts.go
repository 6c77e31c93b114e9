// Package phone is the phones area's workflows: the sweep of the texts
// held through the quiet hours or over a number's hourly allowance.
package phone

import (
	"time"

	"go.temporal.io/sdk/workflow"

	phoneacts "cerebro/activities/phone"
	"cerebro/workflows"
)

// TextSweepScheduleID is the Temporal Schedule that runs SweepTexts every
// TextSweepEvery; `cerebro worker` ensures it exists at start.
const TextSweepScheduleID = "text-outbox-sweep"

// TextSweepEvery is how often held texts are looked at. Five minutes
// divide the hour, and Colombo's offset (+05:30) is a multiple of them, so
// a sweep runs at 07:00 Colombo time sharp: the night's texts go then.
const TextSweepEvery = 5 * time.Minute

// The activities this area's workflows run, named by their methods.
var phoneActs *phoneacts.Activities

// SweepTexts sends the held texts that are due. A missed run needs no
// catching up: the next one sends what is due then.
func SweepTexts(ctx workflow.Context) (phoneacts.TextSweepResult, error) {
	ctx = workflow.WithActivityOptions(ctx, workflows.DefaultActivityOptions)
	var out phoneacts.TextSweepResult
	err := workflow.ExecuteActivity(ctx, phoneActs.SweepTexts, phoneacts.TextSweep{Now: workflow.Now(ctx)}).Get(ctx, &out)
	return out, err
}

// Register adds the phones area's workflows to a worker or a replayer.
func Register(r workflows.Registry) {
	r.RegisterWorkflow(SweepTexts)
}
