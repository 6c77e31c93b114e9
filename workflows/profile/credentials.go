package profile

import (
	"go.temporal.io/sdk/workflow"

	profileacts "cerebro/activities/profile"
	"cerebro/workflows"
)

// CredentialSweepScheduleID is the Temporal Schedule that runs
// SweepCredentials daily; `cerebro worker` ensures it exists at start.
const CredentialSweepScheduleID = "credential-expiry-sweep"

// SweepCredentials warns of registrations expiring within 30 days and takes
// consultants whose registration has expired out of search and booking
// (issue 33). A missed day is caught up by the next: the sweep looks at
// dates, not at what happened since the last run.
func SweepCredentials(ctx workflow.Context) (profileacts.CredentialSweepResult, error) {
	ctx = workflow.WithActivityOptions(ctx, workflows.DefaultActivityOptions)
	var out profileacts.CredentialSweepResult
	err := workflow.ExecuteActivity(ctx, profileActs.SweepCredentials, profileacts.CredentialSweep{Now: workflow.Now(ctx)}).Get(ctx, &out)
	return out, err
}
