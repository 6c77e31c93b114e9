// Package worker runs Cerebro's workflows and activities on a Temporal task queue.
package worker

import (
	"reflect"
	"runtime"
	"strings"
	"time"

	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/interceptor"
	sdkworker "go.temporal.io/sdk/worker"

	"cerebro/activities"
	checkoutacts "cerebro/activities/checkout"
	discoveryacts "cerebro/activities/discovery"
	favouriteacts "cerebro/activities/favourite"
	gatewayacts "cerebro/activities/gateway"
	messageacts "cerebro/activities/message"
	payoutacts "cerebro/activities/payout"
	profileacts "cerebro/activities/profile"
	refundacts "cerebro/activities/refund"
	sessionacts "cerebro/activities/session"
	"cerebro/workflows"
	checkoutwf "cerebro/workflows/checkout"
	discoverywf "cerebro/workflows/discovery"
	favouritewf "cerebro/workflows/favourite"
	gatewaywf "cerebro/workflows/gateway"
	messagewf "cerebro/workflows/message"
	payoutwf "cerebro/workflows/payout"
	profilewf "cerebro/workflows/profile"
	refundwf "cerebro/workflows/refund"
	sessionwf "cerebro/workflows/session"
)

// Pollers waiting on the task queue. The SDK's default of 2 leaves a burst
// of new checkouts queued in the server until a poll comes back: measured on
// 2 cores, 16 concurrent bookings ran at 66 holds/s with 2 workflow task
// pollers and 83–91 holds/s with 8, and the server spent less CPU per hold
// because more tasks were handed straight to a waiting poller.
const (
	workflowTaskPollers = 8
	activityTaskPollers = 4
)

// stickyCacheSize bounds the workflows a process keeps in memory between
// their tasks (the SDK's default is 10,000). Every open checkout waits
// minutes to a day for its next task and cost ≈ 55 KB cached; one evicted
// is replayed from its short history when that task comes.
const stickyCacheSize = 1000

// New builds a worker with every workflow and activity registered once.
func New(c client.Client, taskQueue string, acts *activities.Deps) sdkworker.Worker {
	sdkworker.SetStickyWorkflowCacheSize(stickyCacheSize)
	w := sdkworker.New(c, taskQueue, Options())
	Register(w, acts)
	return w
}

// Options are the worker's settings; the benchmark runs its bare engine
// workflows with them too, so the engine is measured as Cerebro uses it.
//
// Workflow-task pollers scale (from 8, between 2 and 16) rather than being a
// fixed 8: the SDK's fixed pollers each choose between the sticky queue and
// the task queue, and after a burst a stale "sticky backlog" hint sent all of
// them to the sticky queue, so a new checkout's first task waited ≈ 60 s
// (a sticky long poll) for a poller — seen in 3 of 14 benchmark runs on a
// loaded machine, a booking answered 503 after 30 s. Scaling pollers keep
// separate pollers on each queue: 0 such waits in 10 runs.
func Options() sdkworker.Options {
	return sdkworker.Options{
		WorkflowTaskPollerBehavior: sdkworker.NewPollerBehaviorAutoscaling(sdkworker.PollerBehaviorAutoscalingOptions{
			InitialNumberOfPollers: workflowTaskPollers, MinimumNumberOfPollers: 2, MaximumNumberOfPollers: 2 * workflowTaskPollers,
		}),
		MaxConcurrentActivityTaskPollers: activityTaskPollers,
		// Every activity scheduled is named in words in the Temporal UI.
		Interceptors: []interceptor.WorkerInterceptor{&workflows.Labels{}},
		// On SIGTERM the worker stops polling and lets running activities
		// (a refund call, a mail) finish for this long; compose's
		// stop_grace_period is longer.
		WorkerStopTimeout: StopTimeout,
	}
}

// StopTimeout is how long a stopping worker waits for running activities.
const StopTimeout = 25 * time.Second

// Register adds Cerebro's workflows and activities to a worker; tests use it
// to register the same set on their own workers.
func Register(w sdkworker.Registry, acts *activities.Deps) {
	RegisterWorkflows(w)
	RegisterActivities(w, acts)
}

// RegisterActivities registers every area's activities, each area's struct
// holding only the dependencies it uses.
func RegisterActivities(r activities.Registry, d *activities.Deps) {
	activities.Register(r, d)
	checkoutacts.Register(r, d)
	sessionacts.Register(r, d)
	refundacts.Register(r, d)
	profileacts.Register(r, d)
	gatewayacts.Register(r, d)
	payoutacts.Register(r, d)
	discoveryacts.Register(r, d)
	messageacts.Register(r, d)
	favouriteacts.Register(r, d)
}

// RegisterWorkflows registers every area's workflows: the one list the
// worker and the replay suite use.
func RegisterWorkflows(r workflows.Registry) {
	checkoutwf.Register(r)
	sessionwf.Register(r)
	refundwf.Register(r)
	profilewf.Register(r)
	gatewaywf.Register(r)
	payoutwf.Register(r)
	discoverywf.Register(r)
	messagewf.Register(r)
	favouritewf.Register(r)
}

// WorkflowTypes are the names of the workflow types Register registers, as
// Temporal knows them (the functions' names): what the worker's metrics are
// started at 0 for (metrics.InitWorkflowCounters).
func WorkflowTypes() []string {
	var names typeNames
	RegisterWorkflows(&names)
	return names
}

// typeNames records workflow type names as a registry would name them.
type typeNames []string

// RegisterWorkflow records w's name: its function's, without the package.
func (n *typeNames) RegisterWorkflow(w any) {
	name := runtime.FuncForPC(reflect.ValueOf(w).Pointer()).Name()
	*n = append(*n, name[strings.LastIndex(name, ".")+1:])
}
