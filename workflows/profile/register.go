package profile

import "cerebro/workflows"

// Register adds the profile area's workflows (a consultant's approval, and the sweep of
// orphaned uploads, and the daily sweep of expiring registrations) to a worker or a replayer.
func Register(r workflows.Registry) {
	r.RegisterWorkflow(ConsultantApproval)
	r.RegisterWorkflow(CleanUploads)
	r.RegisterWorkflow(SweepCredentials)
}
