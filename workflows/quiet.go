package workflows

import (
	"time"

	"go.temporal.io/sdk/workflow"
)

// Waiting for a burst to end: a workflow that tells people of something
// that comes in bursts (messages, slots published one day after another)
// waits until the burst is over and tells of it once.

// Drain takes every signal waiting on ch.
func Drain(ch workflow.ReceiveChannel) {
	for ch.ReceiveAsync(nil) {
	}
}

// WaitForQuiet returns once quiet has passed without a signal on ch; each
// signal starts the wait again.
func WaitForQuiet(ctx workflow.Context, ch workflow.ReceiveChannel, quiet time.Duration) {
	for {
		tctx, cancel := workflow.WithCancel(ctx)
		timer := workflow.NewTimer(tctx, quiet)
		again := false
		sel := workflow.NewSelector(ctx)
		sel.AddFuture(timer, func(workflow.Future) {})
		sel.AddReceive(ch, func(c workflow.ReceiveChannel, _ bool) {
			c.Receive(ctx, nil)
			again = true
		})
		sel.Select(ctx)
		if !again {
			return
		}
		cancel()
	}
}

// AfterEachBurst waits until no signal has come on ch for quiet, then runs
// tell; a signal that came while it told starts the wait again, so nothing
// is left untold. It answers the sum of what each tell counted. The start
// stands for a signal (the one it came with is drained here), as does
// every signal since.
func AfterEachBurst(ctx workflow.Context, ch workflow.ReceiveChannel, quiet time.Duration, tell func() int) int {
	told := 0
	for {
		Drain(ch)
		WaitForQuiet(ctx, ch, quiet)
		told += tell()
		if ch.Len() == 0 {
			return told
		}
	}
}
