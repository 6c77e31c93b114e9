package workflows

import "go.temporal.io/sdk/workflow"

// Inbox receives a workflow's signals: one reader coroutine per signal name,
// and a way for the run to be sure, before it decides at a deadline, that
// every signal delivered so far has been handled.
//
// Why: a signal delivered in the same workflow task as a timer is handed to
// its blocked reader, not left in the channel, and the run's coroutine goes
// first in each pass. Without catchUp the run would judge a payment or a
// join that came with the deadline as if it had not come.
type Inbox struct {
	handling int                          // signals being handled right now
	drains   []func(ctx workflow.Context) // handle what a reader has not taken yet
}

// Receive starts the reader of the name signal: each one, decoded as T, is
// handed to handle in order. A handler should record what it was told
// before it blocks, so a catchUp sees it at once.
func Receive[T any](ctx workflow.Context, in *Inbox, name string, handle func(workflow.Context, T)) {
	ch := workflow.GetSignalChannel(ctx, name)
	take := func(ctx workflow.Context, v T) {
		in.handling++
		defer func() { in.handling-- }()
		handle(ctx, v)
	}
	workflow.Go(ctx, func(ctx workflow.Context) {
		for {
			var v T
			ch.Receive(ctx, &v)
			take(ctx, v)
		}
	})
	in.drains = append(in.drains, func(ctx workflow.Context) {
		for {
			var v T
			if !ch.ReceiveAsync(&v) {
				return
			}
			take(ctx, v)
		}
	})
}

// CatchUp returns once every signal delivered so far has been handled: it
// lets the readers run (a coroutine started now runs after them in the same
// pass), waits for the handlers under way, and handles in the calling
// coroutine whatever a busy reader has not taken yet. It writes nothing to
// history.
func (in *Inbox) CatchUp(ctx workflow.Context) {
	ran := false
	workflow.Go(ctx, func(workflow.Context) { ran = true })
	_ = workflow.Await(ctx, func() bool { return ran })
	_ = workflow.Await(ctx, func() bool { return in.handling == 0 })
	for _, drain := range in.drains {
		drain(ctx)
	}
}

// Idle reports that no signal is being handled.
func (in *Inbox) Idle() bool { return in.handling == 0 }
