// Package worker runs Cerebro's workflows and activities on a Temporal task queue.
package worker

import (
	"go.temporal.io/sdk/client"
	sdkworker "go.temporal.io/sdk/worker"

	"cerebro/activities"
	"cerebro/workflows"
)

// New builds a worker with every workflow and activity registered once.
func New(c client.Client, taskQueue string, acts *activities.Activities) sdkworker.Worker {
	w := sdkworker.New(c, taskQueue, sdkworker.Options{})
	Register(w, acts)
	return w
}

// Register adds Cerebro's workflows and activities to a worker; tests use it
// to register the same set on their own workers.
func Register(w sdkworker.Registry, acts *activities.Activities) {
	w.RegisterWorkflow(workflows.ConsultantApproval)
	w.RegisterWorkflow(workflows.Checkout)
	w.RegisterWorkflow(workflows.RefundPayment)
	w.RegisterWorkflow(workflows.Session)
	w.RegisterWorkflow(workflows.SettleRefund)
	w.RegisterActivity(acts)
}
