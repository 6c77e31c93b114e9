package workflows

// WorkflowRegistry is what a worker or a replayer offers to register
// workflow functions.
type WorkflowRegistry interface {
	RegisterWorkflow(w any)
}

// RegisterAll registers every workflow type Cerebro runs. The worker and
// the replay suite use the same list.
func RegisterAll(r WorkflowRegistry) {
	r.RegisterWorkflow(ConsultantApproval)
	r.RegisterWorkflow(Checkout)
	r.RegisterWorkflow(RefundPayment)
	r.RegisterWorkflow(Session)
	r.RegisterWorkflow(Refund)
	r.RegisterWorkflow(ReconcilePayments)
	r.RegisterWorkflow(PayRefundAgain)
	r.RegisterWorkflow(OpenConsultantPayouts)
	r.RegisterWorkflow(CleanUploads)
	r.RegisterWorkflow(RefreshDiscovery)
}
