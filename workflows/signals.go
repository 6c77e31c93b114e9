package workflows

import "go.temporal.io/sdk/workflow"

// onSignal makes sel hand every name signal, decoded as T, to handle.
func onSignal[T any](ctx workflow.Context, sel workflow.Selector, name string, handle func(workflow.Context, T)) {
	sel.AddReceive(workflow.GetSignalChannel(ctx, name), func(c workflow.ReceiveChannel, _ bool) {
		var v T
		c.Receive(ctx, &v)
		handle(ctx, v)
	})
}

// drainSignal hands handle the name signals that were delivered but not yet
// read, so none is left unanswered at a decision point.
func drainSignal[T any](ctx workflow.Context, name string, handle func(workflow.Context, T)) {
	ch := workflow.GetSignalChannel(ctx, name)
	for {
		var v T
		if !ch.ReceiveAsync(&v) {
			return
		}
		handle(ctx, v)
	}
}
