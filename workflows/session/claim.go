package session

import (
	"time"

	enumspb "go.temporal.io/api/enums/v1"
	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/workflow"

	"cerebro/models"
	sessions "cerebro/models/session"
	"cerebro/workflows"
	refundwf "cerebro/workflows/refund"
)

// The session asks, the booking's Refund workflow decides: every refund
// claim of a session goes to that one workflow (refund.go), which tells
// the session what it recorded so the session can answer the party who
// asked, and, for an approved refund, when it is paid.

// refundClaim is the claim handed to the booking's Refund workflow and
// what it told of it.
type refundClaim struct {
	told    bool   // the refund workflow recorded the claim, or could not
	failed  bool   // it could not (a cancellation it carried is not made either)
	message string // the policy's reason, for the answer
	paying  bool   // an approved refund is being paid
}

// claimRefund hands a claim to the booking's Refund workflow, which
// outlives the session (ABANDON), and returns once the workflow said what
// it recorded. claimedAt is when the claim was admitted: the policy judges
// it as of then. A claim that failed is forgotten, so another may be made.
func (w *session) claimRefund(ctx workflow.Context, cause models.RefundCause, claimedAt time.Time, note string,
	cancellation *sessions.Cancellation) *refundClaim {
	c := &refundClaim{}
	w.claim = c
	claim := refundwf.RefundClaim{BookingID: w.in.BookingID, Cause: cause, SlotStart: w.in.StartsAt, SlotEnd: w.in.EndsAt,
		ClaimedAt: claimedAt, PaidCents: w.in.PriceCents, Note: note, Cancellation: cancellation}
	cctx := workflow.WithChildOptions(ctx, workflow.ChildWorkflowOptions{
		WorkflowID:            workflows.BookingRefundWorkflowID(w.in.BookingID),
		ParentClosePolicy:     enumspb.PARENT_CLOSE_POLICY_ABANDON,
		WorkflowIDReusePolicy: enumspb.WORKFLOW_ID_REUSE_POLICY_ALLOW_DUPLICATE_FAILED_ONLY,
		TypedSearchAttributes: workflows.StartAttributes(w.in.ConsulteeID, w.in.ConsultantID),
		StaticSummary:         refundwf.RefundClaimSummary(claim),
	})
	err := workflow.ExecuteChildWorkflow(cctx, refundwf.Refund, claim).GetChildWorkflowExecution().Get(ctx, nil)
	if err != nil {
		// Another run already holds the booking's refund: it tells this one nothing.
		workflow.GetLogger(ctx).Error("refund workflow could not start", "bookingId", w.in.BookingID,
			"alreadyStarted", temporal.IsWorkflowExecutionAlreadyStartedError(err), "err", err)
		c.told, c.failed = true, true
	}
	_ = workflow.Await(ctx, func() bool { return c.told })
	if c.failed {
		w.claim = nil
	}
	return c
}

// onRefundNews takes what the booking's Refund workflow tells of the claim.
func (w *session) onRefundNews(ctx workflow.Context, n refundwf.RefundNews) {
	c := w.claim
	if c == nil {
		workflow.GetLogger(ctx).Warn("refund news without a claim", "bookingId", w.in.BookingID)
		return
	}
	c.told, c.failed, c.message, c.paying = true, n.Failed, n.Message, n.Paying
	if n.Refund.ID != 0 {
		r := n.Refund
		w.refund = &r
	}
}

// awaitPaid waits until the Refund workflow paid an approved refund (or
// left it to the admin), so what the session does next — the change mail
// — comes after the refund, as the parties expect.
func (w *session) awaitPaid(ctx workflow.Context) {
	_ = workflow.Await(ctx, func() bool { return !w.paying() })
}

// paying reports that the claimed refund is being paid.
func (w *session) paying() bool { return w.claim != nil && w.claim.paying }
