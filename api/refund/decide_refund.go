package refund

import (
	"context"

	"cerebro/api/web"
	"cerebro/apperr"
	"cerebro/models"
	"cerebro/rules"
	refundwf "cerebro/workflows/refund"
)

// Refusals of an admin's decision.
const (
	errRefundRemarkTooLong       apperr.Code = "refund.remark_too_long"
	errRefundNotAwaitingDecision apperr.Code = "refund.not_awaiting_decision"
)

// DecideRefund grants a refund request from nothing (a rejection) to what
// was paid; the answer is the refund as its workflow recorded it.
func (h *Handlers) DecideRefund(ctx context.Context, by web.Admin, refundID, amountCents int64, remark string) (models.RefundState, error) {
	remark = web.PlainText(remark)
	if len([]rune(remark)) > web.MaxFreeText {
		return models.RefundState{}, apperr.New(errRefundRemarkTooLong)
	}
	r, err := h.Refund.ListingByID(ctx, refundID)
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
	if d.DecisionID, err = h.RecordDecision(ctx, h.Decisions, by, &rec); err != nil {
		return models.RefundState{}, err
	}
	return h.decideRefundRequest(ctx, r, d)
}
