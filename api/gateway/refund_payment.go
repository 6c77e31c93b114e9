package gateway

import (
	"context"

	"go.temporal.io/sdk/temporal"

	refundacts "cerebro/activities/refund"
	"cerebro/api/web"
	"cerebro/models"
	"cerebro/payments"
	"cerebro/workflows"
	refundwf "cerebro/workflows/refund"
	"cerebro/workflows/start"
)

// refundPayment starts (once per payment id) the refund of a card payment
// that arrived after its checkout was over.
func (h *Handlers) refundPayment(ctx context.Context, inv *models.Invoice, n payments.Notification) error {
	_, err := start.Run(ctx, h.Temporal, start.Workflow{
		ID: workflows.RefundWorkflowID(n.PaymentID), TaskQueue: h.Config.TaskQueue,
		Reuse: refundwf.RefundReusePolicy, // a run that failed may run again
		Fn:    refundwf.RefundPayment, Input: []any{refundacts.PaymentRefund{InvoiceID: inv.ID, PaymentID: n.PaymentID,
			AmountCents: n.AmountCents, Reason: "Payment arrived after invoice " + inv.Cref + " was closed"}},
	})
	if temporal.IsWorkflowExecutionAlreadyStartedError(err) {
		return nil
	}
	return web.TemporalProblem(err)
}
