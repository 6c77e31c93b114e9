package gateway

import "cerebro/workflows"

// Register adds the gateway area's workflows to a worker or a replayer.
func Register(r workflows.Registry) {
	r.RegisterWorkflow(ReconcilePayments)
}
