package session

import "cerebro/workflows"

// Register adds the session area's workflows to a worker or a replayer.
func Register(r workflows.Registry) {
	r.RegisterWorkflow(Session)
}
