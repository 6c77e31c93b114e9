package discovery

import (
	discoveryacts "cerebro/activities/discovery"
	"time"

	"go.temporal.io/sdk/workflow"

	"cerebro/workflows"
)

// DiscoveryRefresherScheduleID is the Temporal Schedule that runs
// RefreshDiscovery every DiscoveryRefreshEvery; `cerebro worker` ensures it
// exists at start.
const DiscoveryRefresherScheduleID = "discovery-refresher"

// DiscoveryRefreshEvery bounds how long "sort by next available" may place a
// consultant by a slot that has already started.
const DiscoveryRefreshEvery = 5 * time.Minute

// RefreshDiscovery moves the search's next-open-slot record past the slots
// that have started, and answers how many consultants it moved.
func RefreshDiscovery(ctx workflow.Context) (int64, error) {
	ctx = workflow.WithActivityOptions(ctx, workflows.DefaultActivityOptions)
	var a *discoveryacts.Activities
	var moved int64
	err := workflow.ExecuteActivity(ctx, a.RefreshNextFreeSlots).Get(ctx, &moved)
	return moved, err
}
