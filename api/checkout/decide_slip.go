package checkout

import (
	"context"
	"strings"

	"cerebro/api/web"
	"cerebro/apperr"
	"cerebro/models"
	checkoutwf "cerebro/workflows/checkout"
)

// Refusals of an admin's decision.
const (
	errSlipDecisionStatus apperr.Code = "checkout.slip_decision_status"
	errSlipDecisionRemark apperr.Code = "checkout.slip_decision_remark"
)

// DecideSlip approves or rejects a slip invoice awaiting approval; the
// answer is the checkout's, the invoice paid or released.
func (h *Handlers) DecideSlip(ctx context.Context, by web.Admin, invoiceID int64, status, remark string) (checkoutwf.CheckoutStatus, error) {
	d := checkoutwf.SlipDecision{AdminRemark: strings.TrimSpace(remark), DecidedBy: by.ID}
	switch models.InvoiceStatus(strings.ToUpper(strings.TrimSpace(status))) {
	case checkoutwf.SlipApproved, models.InvoicePaid:
		d.Status = checkoutwf.SlipApproved
	case checkoutwf.SlipRejected, models.InvoiceFailed:
		d.Status = checkoutwf.SlipRejected
	default:
		return checkoutwf.CheckoutStatus{}, apperr.New(errSlipDecisionStatus)
	}
	if invoiceID <= 0 || len([]rune(d.AdminRemark)) > 1000 {
		return checkoutwf.CheckoutStatus{}, apperr.New(errSlipDecisionRemark)
	}
	current, err := h.Checkout.InvoiceStatus(ctx, invoiceID)
	if err != nil {
		return checkoutwf.CheckoutStatus{}, err
	}
	if current != models.InvoicePendingApproval {
		return checkoutwf.CheckoutStatus{}, apperr.New(errNotAwaitingApproval)
	}
	rec := &models.Decision{Kind: models.DecisionSlip, SubjectID: invoiceID, Status: d.Status, Remark: d.AdminRemark}
	if d.DecisionID, err = h.RecordDecision(ctx, h.Decisions, by, rec); err != nil {
		return checkoutwf.CheckoutStatus{}, err
	}
	return h.updateCheckout(ctx, invoiceID, checkoutwf.DecideSlipUpdate, d, apperr.New(errNotAwaitingApproval))
}
