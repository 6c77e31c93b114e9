package api

import (
	"context"
	"strings"

	"cerebro/api/web"
	"cerebro/apperr"
	"cerebro/models"
	"cerebro/rules"
	checkoutwf "cerebro/workflows/checkout"
	profilewf "cerebro/workflows/profile"
	refundwf "cerebro/workflows/refund"
)

// An admin's decision — a slip, a refund request, a consultant — is
// recorded here (the decisions table: who, when, what, through what) before
// the workflow that owns its subject hears of it, and the update names the
// record: the workflow takes a decision only if its record says the same,
// so one sent straight to Temporal changes nothing. The admin's routes and
// an operator's `cerebro decide` (cmd/cerebro) both decide through these
// methods.

// Refusals of an admin's decision.
const (
	errSlipDecisionStatus        apperr.Code = "checkout.slip_decision_status"
	errSlipDecisionRemark        apperr.Code = "checkout.slip_decision_remark"
	errRefundRemarkTooLong       apperr.Code = "refund.remark_too_long"
	errRefundNotAwaitingDecision apperr.Code = "refund.not_awaiting_decision"
	errSuspensionNotReview       apperr.Code = "profile.suspension_not_review"
	errNotAwaitingReview         apperr.Code = "profile.not_awaiting_review"
)

// Admin is who decides, and through what (models.DecidedVia*).
type Admin = web.Admin

// DecideSlip approves or rejects a slip invoice awaiting approval; the
// answer is the checkout's, the invoice paid or released.
func (s *Server) DecideSlip(ctx context.Context, by Admin, invoiceID int64, status, remark string) (checkoutwf.CheckoutStatus, error) {
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
	current, err := s.stores.Checkout.InvoiceStatus(ctx, invoiceID)
	if err != nil {
		return checkoutwf.CheckoutStatus{}, err
	}
	if current != models.InvoicePendingApproval {
		return checkoutwf.CheckoutStatus{}, apperr.New(errNotAwaitingApproval)
	}
	rec := &models.Decision{Kind: models.DecisionSlip, SubjectID: invoiceID, Status: d.Status, Remark: d.AdminRemark}
	if d.DecisionID, err = s.RecordDecision(ctx, s.stores.Decisions, by, rec); err != nil {
		return checkoutwf.CheckoutStatus{}, err
	}
	return s.updateCheckout(ctx, invoiceID, checkoutwf.DecideSlipUpdate, d, apperr.New(errNotAwaitingApproval))
}

// DecideRefund grants a refund request from nothing (a rejection) to what
// was paid; the answer is the refund as its workflow recorded it.
func (s *Server) DecideRefund(ctx context.Context, by Admin, refundID, amountCents int64, remark string) (models.RefundState, error) {
	remark = plainText(remark)
	if len([]rune(remark)) > maxFreeText {
		return models.RefundState{}, apperr.New(errRefundRemarkTooLong)
	}
	r, err := s.stores.Refund.ListingByID(ctx, refundID)
	if err != nil {
		return models.RefundState{}, err
	}
	if r.Status != models.RefundRequested {
		return models.RefundState{}, apperr.New(errRefundNotAwaitingDecision)
	}
	if err := rules.ValidateAdminRefund(amountCents, r.RequestedAmount); err != nil {
		return models.RefundState{}, err
	}
	d := refundwf.RefundDecision{RefundID: r.ID, AmountCents: amountCents, AdminRemark: remark, DecidedBy: by.ID}
	rec := refundwf.RefundDecisionRecord(d)
	if d.DecisionID, err = s.RecordDecision(ctx, s.stores.Decisions, by, &rec); err != nil {
		return models.RefundState{}, err
	}
	return s.decideRefundRequest(ctx, r, d)
}

// DecideConsultant approves (VERIFIED) or rejects (REJECTED, with a
// reason) a consultant awaiting review; approving twice is harmless.
func (s *Server) DecideConsultant(ctx context.Context, by Admin, consultantID int64, status, reason string) (profilewf.ApprovalState, error) {
	d, err := approvalDecisionOf(approvalRequest{Status: status, Reason: reason}, by.ID)
	if err != nil {
		return profilewf.ApprovalState{}, err
	}
	if models.ConsultantStatus(d.Status) == models.ConsultantSuspended {
		return profilewf.ApprovalState{}, apperr.New(errSuspensionNotReview)
	}
	cons, err := s.stores.Profile.ConsultantByID(ctx, consultantID)
	if err != nil {
		return profilewf.ApprovalState{}, err
	}
	return s.decideConsultant(ctx, by, cons, d)
}

// decideConsultant records a review decision and hands it to the
// consultant's approval workflow.
func (s *Server) decideConsultant(ctx context.Context, by Admin, cons *models.Consultant, d profilewf.ApprovalDecision) (profilewf.ApprovalState, error) {
	switch {
	case cons.Status == models.ConsultantStatus(d.Status) && cons.Status == models.ConsultantVerified:
		return profilewf.ApprovalState{ConsultantID: cons.ID, Status: string(cons.Status)}, nil
	case cons.Status != models.ConsultantPending:
		return profilewf.ApprovalState{}, apperr.New(errNotAwaitingReview)
	}
	rec := &models.Decision{Kind: models.DecisionApproval, SubjectID: cons.ID, Status: d.Status, Remark: d.Reason}
	var err error
	if d.DecisionID, err = s.RecordDecision(ctx, s.stores.Decisions, by, rec); err != nil {
		return profilewf.ApprovalState{}, err
	}
	return s.decideApproval(ctx, cons.ID, d)
}
