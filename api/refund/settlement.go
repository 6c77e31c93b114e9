package refund

import (
	"context"
	"fmt"
	"net/http"
	"time"

	"github.com/gin-gonic/gin"
	enumspb "go.temporal.io/api/enums/v1"
	"go.temporal.io/sdk/temporal"

	"cerebro/api/web"
	"cerebro/apperr"
	"cerebro/metrics"
	"cerebro/models"
	"cerebro/models/refund"
	"cerebro/workflows"
	refundwf "cerebro/workflows/refund"
	"cerebro/workflows/start"
)

// Refunds that end: the admin pays a FAILED refund again or settles it by
// bank transfer, and marks a transfer made; the consultee gives the bank
// account a transfer refund is paid into.

// Refusals of settling a refund.
const (
	errRetryNotFailed    apperr.Code = "refund.retry_not_failed"
	errRetryByTransfer   apperr.Code = "refund.retry_by_transfer"
	errAlreadyBeingPaid  apperr.Code = "refund.already_being_paid"
	errTransferNotFailed apperr.Code = "refund.transfer_not_failed"
	errRefundChanged     apperr.Code = "refund.changed_meanwhile"
	errNotOwedByTransfer apperr.Code = "refund.not_owed_by_transfer"
)

// retryAnswerWait bounds how long PUT /refunds/:id/retry waits for the
// gateway's answer before saying the refund is being paid.
const retryAnswerWait = 10 * time.Second

// retryRefund is PUT /refunds/:id/retry: the admin asks for a FAILED card
// refund to be paid through the gateway again.
func (h *Handlers) retryRefund(c *gin.Context) {
	r, ok := h.refundIn(c, models.RefundFailed, apperr.New(errRetryNotFailed))
	if !ok {
		return
	}
	if r.Method != string(models.PayOnline) {
		web.Fail(c, apperr.New(errRetryByTransfer))
		return
	}
	if err := h.payRefundAgain(c.Request.Context(), r.ID); err != nil {
		web.Fail(c, err)
		return
	}
	now, err := h.Refund.ListingByID(c.Request.Context(), r.ID)
	if err != nil {
		web.Fail(c, err)
		return
	}
	message := map[models.RefundStatus]string{
		models.RefundPaid:   "Refund paid.",
		models.RefundFailed: "The gateway refused the refund again: " + now.FailureReason,
	}[now.Status]
	if message == "" {
		message = "The refund is being paid."
	}
	c.JSON(http.StatusOK, gin.H{"message": message, "refund": viewRefund(now)})
}

// payRefundAgain starts PayRefundAgain for the refund and waits a little
// for it to end; the refund's row says how it ended.
func (h *Handlers) payRefundAgain(ctx context.Context, refundID int64) error {
	run, err := start.Run(ctx, h.Temporal, start.Workflow{
		ID: workflows.RefundPayoutWorkflowID(refundID), TaskQueue: h.Config.TaskQueue,
		Reuse:    enumspb.WORKFLOW_ID_REUSE_POLICY_ALLOW_DUPLICATE,
		Conflict: enumspb.WORKFLOW_ID_CONFLICT_POLICY_FAIL,
		Fn:       refundwf.PayRefundAgain, Input: []any{refundID},
	})
	if temporal.IsWorkflowExecutionAlreadyStartedError(err) {
		return apperr.New(errAlreadyBeingPaid)
	}
	if err != nil {
		return web.TemporalProblem(err)
	}
	wait, cancel := context.WithTimeout(ctx, retryAnswerWait)
	defer cancel()
	_ = run.Get(wait, nil) // a refusal or a timeout: the row tells
	return nil
}

// transferRefund is PUT /refunds/:id/transfer: the admin settles a FAILED
// card refund by bank transfer instead.
func (h *Handlers) transferRefund(c *gin.Context) {
	r, ok := h.refundIn(c, models.RefundFailed, apperr.New(errTransferNotFailed))
	if !ok {
		return
	}
	notRefunded := false
	if r.FailureUncertain {
		var err error
		if notRefunded, err = h.notRefundedAtGateway(c.Request.Context(), r.ID); err != nil {
			web.Fail(c, err)
			return
		}
	}
	note := fmt.Sprintf("The gateway refused it (%s): paid by bank transfer.", r.FailureReason)
	changed, err := h.Refund.SettleByTransfer(c.Request.Context(), r.ID, note, notRefunded)
	if err != nil {
		web.Fail(c, err)
		return
	}
	if !changed {
		web.Fail(c, apperr.New(errRefundChanged))
		return
	}
	h.answerRefund(c, r.ID, "The refund is owed by bank transfer.")
}

// markTransferred is PUT /refunds/:id/transferred: the admin made the bank
// transfer a refund was owed by, with the bank's reference.
func (h *Handlers) markTransferred(c *gin.Context) {
	ref, ok := web.BindTransferReference(c)
	if !ok {
		return
	}
	id, ok := web.PathID(c, "id")
	if !ok {
		return
	}
	ctx := c.Request.Context()
	r, err := h.Refund.ListingByID(ctx, id)
	if err != nil {
		web.Fail(c, err)
		return
	}
	if !r.TransferOwed {
		web.Fail(c, apperr.New(errNotOwedByTransfer))
		return
	}
	if err := cardTransferRefusal(r, h.Now()); err != nil {
		web.Fail(c, err)
		return
	}
	changed, err := h.Refund.MarkTransferred(ctx, r.ID, web.CallerID(c), ref)
	if err != nil {
		web.Fail(c, err)
		return
	}
	if !changed {
		web.Fail(c, apperr.New(errRefundChanged))
		return
	}
	metrics.Refunds.WithLabelValues("paid").Inc()
	h.answerRefund(c, r.ID, "Refund marked transferred.")
}

// refundIn loads refund :id and checks it is in status; otherwise it answers
// 400/404, or conflict, and reports false.
func (h *Handlers) refundIn(c *gin.Context, status models.RefundStatus, conflict error) (*refund.Listing, bool) {
	id, ok := web.PathID(c, "id")
	if !ok {
		return nil, false
	}
	r, err := h.Refund.ListingByID(c.Request.Context(), id)
	if err != nil {
		web.Fail(c, err)
		return nil, false
	}
	if r.Status != status {
		web.Fail(c, conflict)
		return nil, false
	}
	return r, true
}

// answerRefund answers 200 with a message and the refund as the admin's list shows it.
func (h *Handlers) answerRefund(c *gin.Context, id int64, message string) {
	r, err := h.Refund.ListingByID(c.Request.Context(), id)
	if err != nil {
		web.Fail(c, err)
		return
	}
	c.JSON(http.StatusOK, gin.H{"message": message, "refund": viewRefund(r)})
}
