// Package favourite holds the workflow that tells consultees a consultant
// they watch published availability.
package favourite

import (
	"time"

	"go.temporal.io/sdk/workflow"

	favouriteacts "cerebro/activities/favourite"
	"cerebro/rules"
	"cerebro/workflows"
)

// PublishedSignal tells the workflow the consultant published slots; the
// API sends it with SignalWithStart, so the first one starts the workflow.
const PublishedSignal = "availability-published"

// DefaultQuiet is the wait of a workflow started without one.
const DefaultQuiet = rules.WatchQuiet

// WatchersInput is whose watchers the workflow tells.
type WatchersInput struct {
	ConsultantID int64
	// Quiet is how long the consultant must stop publishing before the
	// watchers are told; zero: DefaultQuiet.
	Quiet time.Duration `json:",omitempty"`
}

// TellWatchers waits until the consultant has stopped publishing for
// Quiet, then tells every consultee watching them, once. Slots published
// while it tells start the wait again; then the workflow ends, and the
// next publish with watchers waiting starts a new one.
func TellWatchers(ctx workflow.Context, in WatchersInput) (int, error) {
	quiet := in.Quiet
	if quiet <= 0 {
		quiet = DefaultQuiet
	}
	published := workflow.GetSignalChannel(ctx, PublishedSignal)
	actx := workflow.WithActivityOptions(ctx, workflows.MailOptions)
	var a *favouriteacts.Activities
	told := workflows.AfterEachBurst(ctx, published, quiet, func() int {
		var n int
		err := workflow.ExecuteActivity(actx, a.TellWatchers, favouriteacts.TellWatchers{ConsultantID: in.ConsultantID}).Get(ctx, &n)
		if err != nil {
			workflow.GetLogger(ctx).Error("watchers not told", "consultant", in.ConsultantID, "err", err)
		}
		return n
	})
	return told, nil
}
