package profile

import (
	"time"

	"go.temporal.io/sdk/workflow"

	profileacts "cerebro/activities/profile"
	"cerebro/workflows"
)

// UploadCleanerScheduleID is the Temporal Schedule that runs CleanUploads
// daily; `cerebro worker` ensures it exists at start.
const UploadCleanerScheduleID = "uploads-cleaner"

// OrphanAge is how old an unreferenced upload must be before it goes: a
// picture chosen a moment ago may be about to be saved on its profile.
const OrphanAge = 24 * time.Hour

// CleanUploads removes the stored files nothing points at any more and
// answers how many went.
func CleanUploads(ctx workflow.Context) (int, error) {
	ctx = workflow.WithActivityOptions(ctx, workflows.DefaultActivityOptions)
	var removed int
	sweep := profileacts.OrphanSweep{Before: workflow.Now(ctx).Add(-OrphanAge)}
	err := workflow.ExecuteActivity(ctx, profileActs.RemoveOrphanUploads, sweep).Get(ctx, &removed)
	if err == nil && removed > 0 {
		workflow.GetLogger(ctx).Info("orphaned uploads removed", "count", removed)
	}
	return removed, err
}
