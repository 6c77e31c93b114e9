package payout

import "cerebro/workflows"

// Register adds the payout area's workflows to a worker or a replayer.
func Register(r workflows.Registry) {
	r.RegisterWorkflow(OpenConsultantPayouts)
}
