package checkout

import (
	"context"

	enumspb "go.temporal.io/api/enums/v1"
	"go.temporal.io/sdk/client"

	"cerebro/api/web"
	"cerebro/apperr"
	"cerebro/models"
	"cerebro/models/checkout"
	"cerebro/workflows"
	checkoutwf "cerebro/workflows/checkout"
	"cerebro/workflows/start"
)

// The API's side of the checkout workflow: start it, message it, wait for
// what it wrote. The workflow owns the invoice's lifecycle; the handlers
// only validate, authorize and ask.

// A refused checkout action; a busy checkout is web.ErrCheckoutBusy
// (web.TemporalProblem answers it).
const errNotAwaitingApproval apperr.Code = "checkout.not_awaiting_approval"

// holdOrder starts the prepared order's checkout and answers once the slots
// are held. An order an Idempotency-Key stands for may have its checkout
// running already (a retry): it is reused, not started twice.
func (h *Handlers) holdOrder(ctx context.Context, o checkout.Order) (checkoutwf.Reserved, error) {
	in := checkoutInputOf(o)
	if o.Keyed {
		return h.attachCheckout(ctx, in)
	}
	return h.startCheckout(ctx, in)
}

// checkoutInputOf is the checkout workflow's input for a prepared order.
func checkoutInputOf(o checkout.Order) checkoutwf.CheckoutInput {
	return checkoutwf.CheckoutInput{InvoiceID: o.InvoiceID, ConsulteeID: o.ConsulteeID, ConsultantID: o.ConsultantID,
		SlotIDs: o.SlotIDs, Method: o.Method, BookingDate: o.BookingDate, PaymentHold: o.Settings.PaymentHold,
		SlipUploadWindow: o.Settings.SlipUploadWindow, JoinEarly: o.Settings.JoinEarly, Limits: o.Settings.Limits,
		StatusAtStart: models.InvoicePendingPayment, Notes: o.Notes, PromoCode: o.PromoCode}
}

// startCheckout starts the invoice's checkout and answers once the slots
// are held (Update-with-Start: one round trip, and a retried request cannot
// start a second workflow for the same invoice).
func (h *Handlers) startCheckout(ctx context.Context, in checkoutwf.CheckoutInput) (checkoutwf.Reserved, error) {
	reserved, err := h.holdSlots(ctx, in, enumspb.WORKFLOW_ID_CONFLICT_POLICY_FAIL)
	return reserved, web.TemporalProblem(err)
}

// holdSlots starts the invoice's checkout with the reserve update (its fixed
// id: Temporal answers it once per workflow) and waits for the hold; the
// conflict policy says whether a running checkout of the invoice is reused.
func (h *Handlers) holdSlots(ctx context.Context, in checkoutwf.CheckoutInput, conflict enumspb.WorkflowIdConflictPolicy) (checkoutwf.Reserved, error) {
	ctx, cancel := context.WithTimeout(ctx, web.AnswerTimeout)
	defer cancel()
	var reserved checkoutwf.Reserved
	err := start.WithUpdate(ctx, h.Temporal, start.Workflow{
		ID: workflows.CheckoutWorkflowID(in.InvoiceID), TaskQueue: h.Config.TaskQueue,
		Reuse: enumspb.WORKFLOW_ID_REUSE_POLICY_REJECT_DUPLICATE, Conflict: conflict,
		ConsulteeID: in.ConsulteeID, ConsultantID: in.ConsultantID, Summary: checkoutwf.CheckoutSummary(in),
		Attributes: checkoutwf.StartAttributes(in),
		Fn:         checkoutwf.Checkout, Input: []any{in},
	}, start.Update{ID: checkoutwf.ReserveUpdate, Name: checkoutwf.ReserveUpdate}, &reserved)
	return reserved, err
}

// cancelCheckout asks the workflow to cancel; it answers once the slots
// are free again.
func (h *Handlers) cancelCheckout(ctx context.Context, invoiceID int64) error {
	ctx, cancel := context.WithTimeout(ctx, web.AnswerTimeout)
	defer cancel()
	handle, err := h.Temporal.UpdateWorkflow(ctx, client.UpdateWorkflowOptions{
		WorkflowID: workflows.CheckoutWorkflowID(invoiceID), UpdateName: checkoutwf.CancelUpdate,
		WaitForStage: client.WorkflowUpdateStageCompleted,
	})
	if err == nil {
		err = handle.Get(ctx, nil)
	}
	if web.IsClosed(err) {
		return apperr.New(errCancelNotPending)
	}
	return web.TemporalProblem(err)
}

// updateCheckout sends a person's decision to the checkout and returns the
// state it answered with; a checkout no longer running is refused with
// closed, a refusal is answered by its code (web.TemporalProblem).
func (h *Handlers) updateCheckout(ctx context.Context, invoiceID int64, name string, arg any, closed error) (checkoutwf.CheckoutStatus, error) {
	ctx, cancel := context.WithTimeout(ctx, web.AnswerTimeout)
	defer cancel()
	var out checkoutwf.CheckoutStatus
	handle, err := h.Temporal.UpdateWorkflow(ctx, client.UpdateWorkflowOptions{
		WorkflowID: workflows.CheckoutWorkflowID(invoiceID), UpdateName: name, Args: []any{arg},
		WaitForStage: client.WorkflowUpdateStageCompleted,
	})
	if err == nil {
		err = handle.Get(ctx, &out)
	}
	if web.IsClosed(err) {
		return out, closed
	}
	return out, web.TemporalProblem(err)
}
