package refund

import "cerebro/workflows"

// Register adds the refund area's workflows to a worker or a replayer.
func Register(r workflows.Registry) {
	r.RegisterWorkflow(Refund)
	r.RegisterWorkflow(RefundPayment)
	r.RegisterWorkflow(PayRefundAgain)
}
