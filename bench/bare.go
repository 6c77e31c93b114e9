package main

import (
	"context"
	"time"

	"go.temporal.io/sdk/workflow"
)

// The engine bound: the smallest workflow that does what a checkout's
// first step does in the engine (start, one activity, complete), run by a
// worker in this process against the same dev server as the product.

// BareWorkflow runs one activity and completes.
func BareWorkflow(ctx workflow.Context, n int) (int, error) {
	ctx = workflow.WithActivityOptions(ctx, workflow.ActivityOptions{StartToCloseTimeout: 10 * time.Second})
	var out int
	err := workflow.ExecuteActivity(ctx, BareActivity, n).Get(ctx, &out)
	return out, err
}

// BareActivity does no work.
func BareActivity(_ context.Context, n int) (int, error) { return n + 1, nil }
