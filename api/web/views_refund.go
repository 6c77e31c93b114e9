package web

import (
	"time"

	"cerebro/models"
	"cerebro/models/refund"
)

// RefundLine is a refund as the consultee sees it on an invoice, and in the
// answer to a cancel or fault report. Amount is what was (or will be) given
// back: the decided amount, 0 when rejected, and while REQUESTED the amount
// asked for.
type RefundLine struct {
	Status       models.RefundStatus `json:"status"`
	Amount       int64               `json:"amount"`
	Method       string              `json:"method,omitempty"`
	Cause        models.RefundCause  `json:"cause,omitempty"`
	TransferOwed bool                `json:"transferOwed,omitempty"`      // approved, paid by bank transfer into refundAccount
	Reference    string              `json:"transferReference,omitempty"` // the bank's reference, once transferred
	PaidAt       *time.Time          `json:"paidAt,omitempty"`
	AdminRemark  string              `json:"adminRemark,omitempty"` // the admin's words on the decision, shown to the consultee
}

// ViewRefundState is a refund as its workflow reported it.
func ViewRefundState(r refund.State) RefundLine {
	decided := r.Amount
	return RefundLine{Status: r.Status, Amount: RefundAmount(r.Status, r.Requested, &decided), Method: r.Method, Cause: r.Cause}
}

// ViewRefundLines is each refund of a booking or an invoice.
func ViewRefundLines(rs []refund.Refund) []RefundLine {
	out := make([]RefundLine, 0, len(rs))
	for _, r := range rs {
		out = append(out, RefundLine{Status: r.Status, Amount: RefundAmount(r.Status, r.RequestedAmount, r.Amount),
			Method: r.Method, Cause: r.Cause, TransferOwed: ByTransfer(r) && r.Status == models.RefundApproved,
			Reference: r.TransferReference, PaidAt: r.PaidAt, AdminRemark: r.AdminRemark})
	}
	return out
}

// RefundAmount is a refund's amount: the amount requested while it awaits
// the decision, then the amount decided (0 when none was).
func RefundAmount(status models.RefundStatus, requested int64, decided *int64) int64 {
	switch {
	case status == models.RefundRequested:
		return requested
	case decided != nil:
		return *decided
	}
	return 0
}

// ByTransfer reports whether a refund is paid by bank transfer: a slip
// payment's, or a card refund the gateway cannot make (see the payout note).
func ByTransfer(r refund.Refund) bool {
	return r.Method == string(models.PaySlip) || r.PayoutNote != ""
}
