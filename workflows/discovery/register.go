package discovery

import "cerebro/workflows"

// Register adds the discovery area's workflows to a worker or a replayer.
func Register(r workflows.Registry) {
	r.RegisterWorkflow(RefreshDiscovery)
}
