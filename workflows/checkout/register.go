package checkout

import "cerebro/workflows"

// Register adds the checkout area's workflows to a worker or a replayer.
func Register(r workflows.Registry) {
	r.RegisterWorkflow(Checkout)
}
