package refund

import (
	"net/http"
	"strings"
	"time"

	"github.com/gin-gonic/gin"

	"cerebro/api/web"
	"cerebro/apperr"
	"cerebro/models"
	"cerebro/models/refund"
	"cerebro/rules"
)

// Refunds: the admin lists them and decides the requests; the consultee
// sees them on their invoices.

// refundView is a refund in the admin's list.
type refundView struct {
	ID              int64               `json:"id"`
	BookingID       *int64              `json:"bookingId"`
	InvoiceID       int64               `json:"invoiceId"`
	Cref            string              `json:"cref"`
	Cause           models.RefundCause  `json:"cause"`
	Status          models.RefundStatus `json:"status"`
	Method          string              `json:"method"`
	RequestedAmount int64               `json:"requestedAmount"`
	SuggestedAmount *int64              `json:"suggestedAmount"`
	Amount          *int64              `json:"amount"`
	AdminRemark     string              `json:"adminRemark"`
	Note            string              `json:"note"`
	FailureReason   string              `json:"failureReason,omitempty"` // FAILED: why the gateway refused
	Uncertain       bool                `json:"failureUncertain"`        // FAILED after the retries ran out: pay again before a transfer
	PayoutNote      string              `json:"payoutNote,omitempty"`    // why a card refund is paid by bank transfer
	TransferOwed    bool                `json:"transferOwed"`            // APPROVED, to be paid by bank transfer
	Reference       string              `json:"transferReference,omitempty"`
	Account         *refund.Account     `json:"refundAccount"` // the consultee's account, once given
	// A card payment's transfer: the card holder's name the admin verified
	// the account against (empty: not verified), and when it may be made.
	VerifiedCardHolder  string     `json:"verifiedCardHolder,omitempty"`
	TransferAllowedFrom *time.Time `json:"transferAllowedFrom,omitempty"`
	ConsulteeName       string     `json:"consulteeName"`
	ConsultantName      string     `json:"consultantName"`
	SlotDate            string     `json:"slotDate"`
	StartTime           string     `json:"startTime"`
	EndTime             string     `json:"endTime"`
	CreatedAt           time.Time  `json:"createdAt"`
}

func viewRefund(r *refund.Listing) refundView {
	v := refundView{ID: r.ID, BookingID: r.BookingID, InvoiceID: r.InvoiceID, Cref: r.Cref, Cause: r.Cause, Status: r.Status,
		Method: r.Method, RequestedAmount: r.RequestedAmount, SuggestedAmount: r.SuggestedAmount, Amount: r.Amount,
		AdminRemark: r.AdminRemark, Note: r.Note, FailureReason: r.FailureReason, PayoutNote: r.PayoutNote, ConsulteeName: strings.TrimSpace(r.ConsulteeName),
		ConsultantName: strings.TrimSpace(r.ConsultantName), CreatedAt: r.CreatedAt.UTC(),
		TransferOwed: r.TransferOwed, Reference: r.TransferRef, Uncertain: r.FailureUncertain,
		TransferAllowedFrom: transferAllowedFrom(r)}
	if r.AccountVerifiedAt != nil {
		v.VerifiedCardHolder = r.AccountCardHolder
	}
	if r.AccountNumber != "" {
		v.Account = &refund.Account{AccountName: r.AccountName, Bank: r.AccountBank, Branch: r.AccountBranch,
			AccountNumber: r.AccountNumber}
	}
	if r.StartsAt != nil && r.EndsAt != nil {
		v.SlotDate, v.StartTime, v.EndTime = rules.ColomboDate(*r.StartsAt), rules.ColomboClock(*r.StartsAt), rules.ColomboClock(*r.EndsAt)
	}
	return v
}

// listRefunds is GET /refunds?status=: the admin's refunds, newest first;
// no status (or ALL) lists every one.
func (h *Handlers) listRefunds(c *gin.Context) {
	status := models.RefundStatus(strings.ToUpper(strings.TrimSpace(c.Query("status"))))
	switch status {
	case "ALL":
		status = ""
	case refundsTransferOwed:
		h.listOwedTransfers(c)
		return
	case "", models.RefundRequested, models.RefundApproved, models.RefundSubmitting, models.RefundFailed,
		models.RefundRejected, models.RefundPaid, models.RefundCancelled:
	default:
		web.Fail(c, apperr.New(errRefundStatusFilter))
		return
	}
	list, err := h.Refund.List(c.Request.Context(), status)
	h.answerRefunds(c, list, err)
}

// refundsTransferOwed lists the refunds the admin owes by bank transfer.
const refundsTransferOwed = "TRANSFER_OWED"

// Refusals of the admin's refund list and decision.
const (
	errRefundStatusFilter  apperr.Code = "refund.bad_status_filter"
	errRefundAmountMissing apperr.Code = "refund.amount_required"
)

// listOwedTransfers is GET /refunds?status=TRANSFER_OWED: every refund the
// admin owes by bank transfer, oldest first, with the consultee's account.
func (h *Handlers) listOwedTransfers(c *gin.Context) {
	list, err := h.Refund.ListOwedTransfers(c.Request.Context())
	h.answerRefunds(c, list, err)
}

func (h *Handlers) answerRefunds(c *gin.Context, list []refund.Listing, err error) {
	if err != nil {
		web.Fail(c, err)
		return
	}
	out := make([]refundView, 0, len(list))
	for i := range list {
		out = append(out, viewRefund(&list[i]))
	}
	c.JSON(http.StatusOK, out)
}

// refundDecisionRequest is PUT /refunds/:id's body: the amount in cents
// (0 rejects) and the admin's remark.
type refundDecisionRequest struct {
	Amount      *int64 `json:"amount"`
	AdminRemark string `json:"adminRemark"`
}

// decideRefund is PUT /refunds/:id: the admin decides a refund request,
// from nothing to what was paid (see DecideRefund). The decision goes to the
// workflow that owns the refund, which records it and pays it exactly once.
func (h *Handlers) decideRefund(c *gin.Context) {
	id, ok := web.PathID(c, "id")
	if !ok {
		return
	}
	var in refundDecisionRequest
	if !web.BindJSON(c, &in) {
		return
	}
	if in.Amount == nil {
		web.Fail(c, apperr.New(errRefundAmountMissing))
		return
	}
	st, err := h.DecideRefund(c.Request.Context(), web.AdminOf(web.CallerID(c)), id, *in.Amount, in.AdminRemark)
	if err != nil {
		web.Fail(c, err)
		return
	}
	switch st.Status {
	case models.RefundRejected:
		c.JSON(http.StatusOK, gin.H{"message": "Refund rejected.", "refund": web.ViewRefundState(st)})
	default:
		c.JSON(http.StatusOK, gin.H{"message": "Refund approved: " + rules.FormatLKR(st.Amount) + ".", "refund": web.ViewRefundState(st)})
	}
}
