package worker

import (
	"context"
	"errors"

	enumspb "go.temporal.io/api/enums/v1"
	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/temporal"

	"cerebro/workflows"
)

// EnsureReconciler creates the payments-reconciler Schedule (ReconcilePayments
// every workflows.ReconcileEvery) unless it exists. Every worker calls it at
// start, so a fresh Temporal gets it with the first worker; a run still going
// when the next is due is not doubled (overlap SKIP).
func EnsureReconciler(ctx context.Context, c client.Client, taskQueue string) error {
	_, err := c.ScheduleClient().Create(ctx, client.ScheduleOptions{
		ID:      workflows.ReconcilerScheduleID,
		Spec:    client.ScheduleSpec{Intervals: []client.ScheduleIntervalSpec{{Every: workflows.ReconcileEvery}}},
		Overlap: enumspb.SCHEDULE_OVERLAP_POLICY_SKIP,
		Action: &client.ScheduleWorkflowAction{
			ID:                       workflows.ReconcilerScheduleID,
			Workflow:                 workflows.ReconcilePayments,
			TaskQueue:                taskQueue,
			WorkflowExecutionTimeout: 10 * workflows.ReconcileEvery,
		},
	})
	if errors.Is(err, temporal.ErrScheduleAlreadyRunning) {
		return nil
	}
	return err
}
