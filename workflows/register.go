package workflows

// WorkflowRegistry is what a worker or a replayer offers to register
// workflow functions.
type WorkflowRegistry interface {
	RegisterWorkflow(w any)
}

// RegisterAll registers every workflow type Cerebro runs, including those
// kept only so that histories already recorded still replay (see
// docs/versioning.md). The worker and the replay suite use the same list.
func RegisterAll(r WorkflowRegistry) {
	r.RegisterWorkflow(ConsultantApproval)
	r.RegisterWorkflow(Checkout)
	r.RegisterWorkflow(RefundPayment)
	r.RegisterWorkflow(Session)
	r.RegisterWorkflow(RefundRequest)
	r.RegisterWorkflow(ReconcilePayments)
	r.RegisterWorkflow(PayRefundAgain)
	r.RegisterWorkflow(OpenConsultantPayouts)
	r.RegisterWorkflow(CleanUploads)
	r.RegisterWorkflow(RefreshDiscovery)
}
