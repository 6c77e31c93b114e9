package api

import (
	"context"

	"cerebro/models/refund"

	"cerebro/api/web"
	checkoutwf "cerebro/workflows/checkout"
	profilewf "cerebro/workflows/profile"
)

// Admin is who decides, and through what (models.DecidedVia*).
type Admin = web.Admin

// An operator's `cerebro decide` (cmd/cerebro) decides through these, as the
// admin's routes do through their areas.

// DecideSlip approves or rejects a slip invoice awaiting approval; the
// answer is the checkout's, the invoice paid or released.
func (s *Server) DecideSlip(ctx context.Context, by Admin, invoiceID int64, status, remark string) (checkoutwf.CheckoutStatus, error) {
	return s.checkout.DecideSlip(ctx, by, invoiceID, status, remark)
}

// DecideRefund grants a refund request from nothing (a rejection) to what
// was paid; the answer is the refund as its workflow recorded it.
func (s *Server) DecideRefund(ctx context.Context, by Admin, refundID, amountCents int64, remark string) (refund.State, error) {
	return s.refund.DecideRefund(ctx, by, refundID, amountCents, remark)
}

// DecideConsultant approves (VERIFIED) or rejects (REJECTED, with a
// reason) a consultant awaiting review; approving twice is harmless.
func (s *Server) DecideConsultant(ctx context.Context, by Admin, consultantID int64, status, reason string) (profilewf.ApprovalState, error) {
	return s.profile.DecideConsultant(ctx, by, consultantID, status, reason)
}
