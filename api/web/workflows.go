package web

import (
	"context"
	"errors"
	"time"

	"github.com/gin-gonic/gin"
	"go.temporal.io/api/serviceerror"

	"cerebro/apperr"
	"cerebro/models"
	"cerebro/models/checkout"
	"cerebro/workflows"
)

// AnswerTimeout bounds how long a request waits on the workflow.
const AnswerTimeout = 30 * time.Second

// IsClosed reports that the workflow does not exist or has finished.
func IsClosed(err error) bool {
	var notFound *serviceerror.NotFound
	return errors.As(err, &notFound)
}

// SignalCheckout delivers a signal; closed reports that the checkout is over.
func (d Deps) SignalCheckout(ctx context.Context, invoiceID int64, name string, arg any) (closed bool, err error) {
	err = d.Temporal.SignalWorkflow(ctx, workflows.CheckoutWorkflowID(invoiceID), "", name, arg)
	if IsClosed(err) {
		return true, nil
	}
	return false, TemporalProblem(err)
}

// OwnInvoice loads an invoice the caller (a consultee) owns; otherwise it
// answers 400/404/403 and reports false.
func OwnInvoice(c *gin.Context, invoices *checkout.Store, id int64) (*models.Invoice, bool) {
	if id <= 0 {
		return nil, false
	}
	inv, err := invoices.InvoiceByID(c.Request.Context(), id)
	if err != nil {
		Fail(c, err)
		return nil, false
	}
	if inv.Consultee == nil || !CallerIs(c, inv.Consultee.UserID) {
		Fail(c, apperr.New(ErrInvoiceNotYours))
		return nil, false
	}
	return inv, true
}

// SeenInvoice loads invoice id for its consultee or the admin, the two who
// may read it; anyone else gets a 403 and false.
func SeenInvoice(c *gin.Context, invoices *checkout.Store, id int64) (*models.Invoice, bool) {
	inv, err := invoices.InvoiceByID(c.Request.Context(), id)
	if err != nil {
		Fail(c, err)
		return nil, false
	}
	if !IsAdmin(c) && (inv.Consultee == nil || !CallerIs(c, inv.Consultee.UserID)) {
		Fail(c, apperr.New(ErrInvoiceNotYours))
		return nil, false
	}
	return inv, true
}

// ErrInvoiceNotYours refuses a look at or an act on someone else's invoice.
const ErrInvoiceNotYours apperr.Code = "checkout.invoice_not_yours"
