package api

import (
	"context"
	"errors"
	"time"

	enumspb "go.temporal.io/api/enums/v1"
	"go.temporal.io/api/serviceerror"
	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/temporal"

	refundacts "cerebro/activities/refund"
	"cerebro/api/web"
	"cerebro/apperr"
	"cerebro/models"
	"cerebro/models/checkout"
	"cerebro/payments"
	"cerebro/workflows"
	checkoutwf "cerebro/workflows/checkout"
	refundwf "cerebro/workflows/refund"
	"cerebro/workflows/start"
)

// The API's side of the checkout workflow: start it, message it, wait for
// what it wrote. The workflow owns the invoice's lifecycle; the handlers
// only validate, authorize and ask.

// checkoutAnswerTimeout bounds how long a request waits on the workflow.
const checkoutAnswerTimeout = 30 * time.Second

// Refused checkout actions.
const (
	errNotAwaitingApproval apperr.Code = "checkout.not_awaiting_approval"
	// errCheckoutBusy: Temporal down, overloaded or slow, or the hold could
	// not be written; the request may be tried again.
	errCheckoutBusy = web.ErrCheckoutBusy
)

// holdOrder starts the prepared order's checkout and answers once the slots
// are held. An order an Idempotency-Key stands for may have its checkout
// running already (a retry): it is reused, not started twice.
func (s *Server) holdOrder(ctx context.Context, o checkout.Order) (checkoutwf.Reserved, error) {
	in := checkoutInputOf(o)
	if o.Keyed {
		return s.attachCheckout(ctx, in)
	}
	return s.startCheckout(ctx, in)
}

// checkoutInputOf is the checkout workflow's input for a prepared order.
func checkoutInputOf(o checkout.Order) checkoutwf.CheckoutInput {
	return checkoutwf.CheckoutInput{InvoiceID: o.InvoiceID, ConsulteeID: o.ConsulteeID, ConsultantID: o.ConsultantID,
		SlotIDs: o.SlotIDs, Method: o.Method, BookingDate: o.BookingDate, PaymentHold: o.Settings.PaymentHold,
		SlipUploadWindow: o.Settings.SlipUploadWindow, JoinEarly: o.Settings.JoinEarly, Limits: o.Settings.Limits}
}

// startCheckout starts the invoice's checkout and answers once the slots
// are held (Update-with-Start: one round trip, and a retried request cannot
// start a second workflow for the same invoice).
func (s *Server) startCheckout(ctx context.Context, in checkoutwf.CheckoutInput) (checkoutwf.Reserved, error) {
	reserved, err := s.holdSlots(ctx, in, enumspb.WORKFLOW_ID_CONFLICT_POLICY_FAIL)
	return reserved, web.TemporalProblem(err)
}

// holdSlots starts the invoice's checkout with the reserve update (its fixed
// id: Temporal answers it once per workflow) and waits for the hold; the
// conflict policy says whether a running checkout of the invoice is reused.
func (s *Server) holdSlots(ctx context.Context, in checkoutwf.CheckoutInput, conflict enumspb.WorkflowIdConflictPolicy) (checkoutwf.Reserved, error) {
	ctx, cancel := context.WithTimeout(ctx, checkoutAnswerTimeout)
	defer cancel()
	var reserved checkoutwf.Reserved
	err := start.WithUpdate(ctx, s.Temporal, start.Workflow{
		ID: workflows.CheckoutWorkflowID(in.InvoiceID), TaskQueue: s.Config.TaskQueue,
		Reuse: enumspb.WORKFLOW_ID_REUSE_POLICY_REJECT_DUPLICATE, Conflict: conflict,
		ConsulteeID: in.ConsulteeID, ConsultantID: in.ConsultantID, Summary: checkoutwf.CheckoutSummary(in),
		Fn: checkoutwf.Checkout, Input: []any{in},
	}, start.Update{ID: checkoutwf.ReserveUpdate, Name: checkoutwf.ReserveUpdate}, &reserved)
	return reserved, err
}

// cancelCheckout asks the workflow to cancel; it answers once the slots
// are free again.
func (s *Server) cancelCheckout(ctx context.Context, invoiceID int64) error {
	ctx, cancel := context.WithTimeout(ctx, checkoutAnswerTimeout)
	defer cancel()
	handle, err := s.Temporal.UpdateWorkflow(ctx, client.UpdateWorkflowOptions{
		WorkflowID: workflows.CheckoutWorkflowID(invoiceID), UpdateName: checkoutwf.CancelUpdate,
		WaitForStage: client.WorkflowUpdateStageCompleted,
	})
	if err == nil {
		err = handle.Get(ctx, nil)
	}
	if isClosed(err) {
		return apperr.New(errCancelNotPending)
	}
	return web.TemporalProblem(err)
}

// updateCheckout sends a person's decision to the checkout and returns the
// state it answered with; a checkout no longer running is refused with
// closed, a refusal is answered by its code (temporalProblem).
func (s *Server) updateCheckout(ctx context.Context, invoiceID int64, name string, arg any, closed error) (checkoutwf.CheckoutStatus, error) {
	ctx, cancel := context.WithTimeout(ctx, checkoutAnswerTimeout)
	defer cancel()
	var out checkoutwf.CheckoutStatus
	handle, err := s.Temporal.UpdateWorkflow(ctx, client.UpdateWorkflowOptions{
		WorkflowID: workflows.CheckoutWorkflowID(invoiceID), UpdateName: name, Args: []any{arg},
		WaitForStage: client.WorkflowUpdateStageCompleted,
	})
	if err == nil {
		err = handle.Get(ctx, &out)
	}
	if isClosed(err) {
		return out, closed
	}
	return out, web.TemporalProblem(err)
}

// signalCheckout delivers a signal; closed reports that the checkout is over.
func (s *Server) signalCheckout(ctx context.Context, invoiceID int64, name string, arg any) (closed bool, err error) {
	err = s.Temporal.SignalWorkflow(ctx, workflows.CheckoutWorkflowID(invoiceID), "", name, arg)
	if isClosed(err) {
		return true, nil
	}
	return false, web.TemporalProblem(err)
}

// refundPayment starts (once per payment id) the refund of a card payment
// that arrived after its checkout was over.
func (s *Server) refundPayment(ctx context.Context, inv *models.Invoice, n payments.Notification) error {
	_, err := start.Run(ctx, s.Temporal, start.Workflow{
		ID: workflows.RefundWorkflowID(n.PaymentID), TaskQueue: s.Config.TaskQueue,
		Reuse: refundwf.RefundReusePolicy, // a run that failed may run again
		Fn:    refundwf.RefundPayment, Input: []any{refundacts.PaymentRefund{InvoiceID: inv.ID, PaymentID: n.PaymentID,
			AmountCents: n.AmountCents, Reason: "Payment arrived after invoice " + inv.Cref + " was closed"}},
	})
	if temporal.IsWorkflowExecutionAlreadyStartedError(err) {
		return nil
	}
	return web.TemporalProblem(err)
}

// isClosed reports that the workflow does not exist or has finished.
func isClosed(err error) bool {
	var notFound *serviceerror.NotFound
	return errors.As(err, &notFound)
}
