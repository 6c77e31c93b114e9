package refund

import (
	"fmt"
	"time"

	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/workflow"

	refundacts "cerebro/activities/refund"
	"cerebro/models"
	refunds "cerebro/models/refund"
	"cerebro/models/session"
	"cerebro/rules"
	"cerebro/workflows"
)

// Names of the refund workflow's messages, e.g.
//
//	temporal workflow query --workflow-id refund-booking-7 --type status
//
// The decision names the api's record of it (decisionId) and is taken only
// if the record says the same: operators decide with `cerebro decide refund`.
const (
	DecideRefundUpdate = "decide"      // update: the admin's RefundDecision → refunds.State
	RefundStatusQuery  = "status"      // query: refunds.State
	RefundNewsSignal   = "refund-news" // signal to the claiming session: RefundNews
)

// RefundDecisionTimeout is how long a refund request waits for the admin;
// after it the policy's suggested amount is applied.
const RefundDecisionTimeout = 30 * 24 * time.Hour

// ErrTypeRefundDecisionRefused: a decision the refund workflow cannot take.
const ErrTypeRefundDecisionRefused = "RefundDecisionRefused"

// RefundClaim is a claim for a booking's refund: a cancellation, a
// no-show, nobody present, a session cut short or a problem reported
// after it. It carries everything the refund policy (refunds.Decide)
// looks at; ClaimedAt is the policy's "now", the moment the party asked or
// the session decided, so a claim at an exact cutoff is judged as it was
// admitted however late the workflow starts.
type RefundClaim struct {
	BookingID          int64
	Cause              models.RefundCause
	SlotStart, SlotEnd time.Time
	ClaimedAt          time.Time
	PaidCents          int64
	Note               string // the consultee's reason, fault description, or the evidence's figures
	// Cancellation is the booking's cancellation the claim comes with (a
	// party cancelled, a no-show, nobody present): it is recorded with the
	// refund in one transaction, so the booking is never seen cancelled
	// without its refund. Nil for a booking that stays as it is.
	Cancellation *session.Cancellation `json:",omitempty"`
	// Recorded is a request already in the database without a workflow
	// (the api starts one for it when the admin decides): it is not decided
	// again, only waited for.
	Recorded *RecordedRequest `json:",omitempty"`
}

// RecordedRequest is a refund request already recorded, waiting for the admin.
type RecordedRequest struct {
	RefundID       int64
	RequestedCents int64     // the most the admin may grant: what was paid
	SuggestedCents int64     // the refund policy's default
	DecideBy       time.Time // when the default applies if nobody decided
}

// RefundDecision is the admin's decision on a refund request: 0 rejects.
type RefundDecision struct {
	RefundID    int64  `json:"refundId"`
	AmountCents int64  `json:"amountCents"`
	AdminRemark string `json:"adminRemark"`
	DecidedBy   int64  `json:"decidedBy"`  // the admin's user id, for the audit trail
	DecisionID  int64  `json:"decisionId"` // the api's record of it (models.Decision)
}

// RefundNews is what the refund workflow tells the session that claimed
// it: the policy's answer and the refund as recorded, then — when Paying —
// once more when the payment finished.
type RefundNews struct {
	Message string        `json:"message"`
	Refund  refunds.State `json:"refund"` // zero: nothing refunded
	Paying  bool          `json:"paying"` // an approved refund is being paid: more news follows
	Failed  bool          `json:"failed"` // the refund could not be recorded
}

// Refund is the one place a booking's refund is decided, from the claim to
// the money:
//
//  1. Apply the refund policy (refunds.Decide) to the claim.
//  2. Record the refund, once per booking — with the booking's
//     cancellation when the claim comes with one (CancelBooking), else on
//     its own (OpenBookingRefund) — and tell the session that claimed it
//     (RefundNews) so it can answer the party.
//  3. Pay an approved refund exactly once (PayRefund).
//  4. A request for the admin waits for the "decide" update until
//     RefundDecisionTimeout after it was opened, then records the
//     decision — the admin's, or the policy's default — with one
//     conditional update, and pays what was approved.
//
// Its id is BookingRefundWorkflowID(bookingID): one refund per booking.
func Refund(ctx workflow.Context, claim RefundClaim) (refunds.State, error) {
	w := &refund{claim: claim}
	if err := w.setup(ctx); err != nil {
		return w.state, err
	}
	return w.run(ctx)
}

// refund is the state of one booking's refund.
type refund struct {
	claim    RefundClaim
	request  RecordedRequest // the request for the admin, once recorded
	state    refunds.State
	message  string                 // the policy's reason, told to the claimant
	decision *RefundDecision        // the admin's, once taken
	gate     workflows.DecisionGate // the admin's decision, checked against its record
	decided  bool                   // the decision (or the default) is in the database
	paying   bool
}

func (w *refund) setup(ctx workflow.Context) error {
	if r := w.claim.Recorded; r != nil {
		if r.RefundID <= 0 || r.RequestedCents <= 0 || r.SuggestedCents < 0 || r.SuggestedCents > r.RequestedCents {
			return temporal.NewNonRetryableApplicationError("refund id, a requested amount and a suggestion within it are required", "BadInput", nil)
		}
		w.request = *r
		w.state = refunds.State{ID: r.RefundID, Status: models.RefundRequested, Requested: r.RequestedCents, Suggested: r.SuggestedCents}
	} else if w.claim.BookingID <= 0 || w.claim.Cause == "" {
		return temporal.NewNonRetryableApplicationError("a booking id and a cause are required", "BadInput", nil)
	}
	if err := workflow.SetQueryHandler(ctx, RefundStatusQuery, func() (refunds.State, error) { return w.state, nil }); err != nil {
		return err
	}
	return workflow.SetUpdateHandlerWithOptions(ctx, DecideRefundUpdate, w.onDecide,
		workflow.UpdateHandlerOptions{Validator: w.validateDecision})
}

// run decides the claim, records it, and pays it or waits for the admin.
func (w *refund) run(ctx workflow.Context) (refunds.State, error) {
	if w.claim.Recorded == nil {
		if err := w.decide(ctx); err != nil {
			return w.state, err
		}
	}
	if w.state.Status == models.RefundRequested {
		if err := w.awaitDecision(ctx); err != nil {
			return w.state, err
		}
	}
	err := workflow.Await(ctx, func() bool { return workflow.AllHandlersFinished(ctx) })
	return w.state, err
}

// decide applies the policy to the claim, records the refund it grants
// and tells the claimant; an approved refund is paid at once.
func (w *refund) decide(ctx workflow.Context) error {
	c := w.claim
	d := refunds.Decide(refunds.Claim{Cause: c.Cause, SlotStart: c.SlotStart, SlotEnd: c.SlotEnd,
		Now: c.ClaimedAt, PaidCents: c.PaidCents})
	w.message = d.Reason
	r, err := w.open(ctx, openingOf(c, d))
	if err != nil {
		workflow.GetLogger(ctx).Error("recording the refund failed", "bookingId", c.BookingID, "cause", c.Cause, "err", err)
		w.tell(ctx, RefundNews{Message: d.Reason, Failed: true})
		return err
	}
	if r.ID == 0 {
		w.tell(ctx, RefundNews{Message: d.Reason}) // nothing to refund
		return nil
	}
	w.state = r
	w.request = RecordedRequest{RefundID: r.ID, RequestedCents: r.Requested, SuggestedCents: d.AmountCents,
		DecideBy: workflow.Now(ctx).Add(RefundDecisionTimeout)}
	w.paying = r.Status == models.RefundApproved
	w.tell(ctx, RefundNews{Message: d.Reason, Refund: w.state, Paying: w.paying})
	if w.paying {
		w.pay(ctx)
		w.tell(ctx, RefundNews{Message: d.Reason, Refund: w.state})
	}
	return nil
}

// open records the claim's cancellation, if any, and the refund granted
// (nil: none), and returns the booking's refund (zero: none).
func (w *refund) open(ctx workflow.Context, o *refunds.Opening) (refunds.State, error) {
	var r refunds.State
	actx := workflow.WithActivityOptions(ctx, workflows.StatusOptions)
	if cn := w.claim.Cancellation; cn != nil {
		c := *cn
		c.Refund = o
		err := workflow.ExecuteActivity(actx, refundActs.CancelBooking, c).Get(ctx, &r)
		return r, err
	}
	if o == nil {
		return r, nil
	}
	in := refundacts.BookingRefund{BookingID: w.claim.BookingID, Refund: *o}
	err := workflow.ExecuteActivity(actx, refundActs.OpenBookingRefund, in).Get(ctx, &r)
	return r, err
}

// openingOf is the refund row a policy decision asks for, or nil for none.
func openingOf(c RefundClaim, d refunds.Decision) *refunds.Opening {
	o := &refunds.Opening{Cause: c.Cause, Requested: c.PaidCents, Note: clip(c.Note, 1000)}
	switch d.Outcome {
	case refunds.RefundNow:
		o.Status, o.Amount = models.RefundApproved, d.AmountCents
	case refunds.AdminDecides:
		o.Status, o.Suggested = models.RefundRequested, d.AmountCents
	default:
		return nil
	}
	return o
}

// tell gives the session that claimed the refund the news; a refund
// workflow started by the api has nobody to tell.
func (w *refund) tell(ctx workflow.Context, n RefundNews) {
	parent := workflow.GetInfo(ctx).ParentWorkflowExecution
	if parent == nil {
		return
	}
	err := workflow.SignalExternalWorkflow(ctx, parent.ID, parent.RunID, RefundNewsSignal, n).Get(ctx, nil)
	if err != nil {
		workflow.GetLogger(ctx).Warn("the claiming session could not be told", "bookingId", w.claim.BookingID, "err", err)
	}
}

// pay pays the approved refund exactly once (see activities.PayRefund). A
// refusal is FAILED with the gateway's reason; a gateway down past the
// retries leaves it SUBMITTING, for the admin.
func (w *refund) pay(ctx workflow.Context) {
	defer func() { w.paying = false }()
	var status string
	actx := workflow.WithActivityOptions(ctx, RefundOptions)
	if err := workflow.ExecuteActivity(actx, refundActs.PayRefund, w.state.ID).Get(ctx, &status); err != nil {
		workflow.GetLogger(ctx).Error("refund payout failed; FAILED (refused) or SUBMITTING (unknown) for the admin", "refundId", w.state.ID, "err", err)
		return
	}
	w.state.Status = models.RefundStatus(status)
}

// clip keeps at most n runes of s.
func clip(s string, n int) string {
	r := []rune(s)
	if len(r) > n {
		return string(r[:n])
	}
	return s
}

// RefundClaimSummary names a booking's refund by its claim, or by the
// request the api found waiting for the admin.
func RefundClaimSummary(c RefundClaim) string {
	if r := c.Recorded; r != nil {
		return fmt.Sprintf("Refund request %d: up to %s, the policy suggests %s", r.RefundID,
			rules.FormatLKR(r.RequestedCents), rules.FormatLKR(r.SuggestedCents))
	}
	return fmt.Sprintf("Refund of booking %d: %s of %s paid", c.BookingID, c.Cause, rules.FormatLKR(c.PaidCents))
}
