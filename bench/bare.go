package main

import (
	"context"
	"time"

	"go.temporal.io/sdk/workflow"
)

// The engine bound: the smallest workflows that do in the engine what a
// checkout does, run by a worker in this process (with the settings of
// Cerebro's worker) against the same dev server as the product.

// BareWorkflow runs one activity and completes.
func BareWorkflow(ctx workflow.Context, n int) (int, error) {
	ctx = workflow.WithActivityOptions(ctx, workflow.ActivityOptions{StartToCloseTimeout: 10 * time.Second})
	var out int
	err := workflow.ExecuteActivity(ctx, BareActivity, n).Get(ctx, &out)
	return out, err
}

// BareActivity does no work.
func BareActivity(_ context.Context, n int) (int, error) { return n + 1, nil }

// bareHoldUpdate is BareHold's update, answered once the "slots are held".
const bareHoldUpdate = "reserve"

// BareHold is a checkout's first step with none of Cerebro's work in it:
// started by Update-with-Start, a local activity that does nothing where
// ReserveSlots would hold the slots, the update answered, then the wait for
// a payment (a timer). What a booking costs beyond it is Cerebro's.
//
// A searchable hold also keeps a checkout's search attributes: the
// parties and the invoice's status set at its start, as the checkout
// workflow's start does for operators (`temporal workflow list --query
// 'ConsulteeId=42'`). The two floors' difference is what those cost the
// engine.
func BareHold(ctx workflow.Context) error {
	held := false
	if err := workflow.SetUpdateHandler(ctx, bareHoldUpdate, func(ctx workflow.Context) error {
		return workflow.Await(ctx, func() bool { return held })
	}); err != nil {
		return err
	}
	lctx := workflow.WithLocalActivityOptions(ctx, workflow.LocalActivityOptions{StartToCloseTimeout: 10 * time.Second})
	if err := workflow.ExecuteLocalActivity(lctx, BareActivity, 0).Get(ctx, nil); err != nil {
		return err
	}
	held = true
	return workflow.Sleep(ctx, 15*time.Minute)
}
