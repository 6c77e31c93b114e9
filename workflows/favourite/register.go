package favourite

import "cerebro/workflows"

// Register adds the favourites area's workflows to a worker or a replayer.
func Register(r workflows.Registry) {
	r.RegisterWorkflow(TellWatchers)
}
