package refund

import (
	"context"

	"cerebro/api/web"
	"cerebro/apperr"
	"cerebro/models"
	"cerebro/models/refund"
	refundwf "cerebro/workflows/refund"
)

// Refusals of an admin's decision.
const (
	errRefundRemarkTooLong       apperr.Code = "refund.remark_too_long"
	errRefundNotAwaitingDecision apperr.Code = "refund.not_awaiting_decision"
)

// DecideRefund grants a refund request from nothing (a rejection) to what
// was paid; the answer is the refund as its workflow recorded it.
func (h *Handlers) DecideRefund(ctx context.Context, by web.Admin, refundID, amountCents int64, remark string) (refund.State, error) {
	remark = web.PlainText(remark)
	if len([]rune(remark)) > web.MaxFreeText {
		return refund.State{}, apperr.New(errRefundRemarkTooLong)
	}
	r, err := h.Refund.ListingByID(ctx, refundID)
	if err != nil {
		return refund.State{}, err
	}
	if r.Status != models.RefundRequested {
		return refund.State{}, apperr.New(errRefundNotAwaitingDecision)
	}
	if err := refund.ValidateAdminAmount(amountCents, r.RequestedAmount); err != nil {
		return refund.State{}, err
	}
	d := refundwf.RefundDecision{RefundID: r.ID, AmountCents: amountCents, AdminRemark: remark, DecidedBy: by.ID}
	rec := refundwf.RefundDecisionRecord(d)
	if d.DecisionID, err = h.RecordDecision(ctx, h.Decisions, by, &rec); err != nil {
		return refund.State{}, err
	}
	return h.decideRefundRequest(ctx, r, d)
}
