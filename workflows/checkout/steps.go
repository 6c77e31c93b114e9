package checkout

import (
	"fmt"
	"slices"
	"time"

	enumspb "go.temporal.io/api/enums/v1"
	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/workflow"

	checkoutacts "cerebro/activities/checkout"
	refundacts "cerebro/activities/refund"
	"cerebro/metrics"
	"cerebro/models"
	"cerebro/payments"
	"cerebro/workflows"
	refundwf "cerebro/workflows/refund"
	sessionwf "cerebro/workflows/session"
)

// The checkout's steps: each a short activity that is safe to repeat.

// reserveOptions keep the reservation quick, since a person waits on it: a
// local activity (no extra round trip), a few fast retries for a database
// hiccup, never a retry of a refusal.
var reserveOptions = workflow.LocalActivityOptions{
	StartToCloseTimeout:    10 * time.Second,
	ScheduleToCloseTimeout: 30 * time.Second,
	RetryPolicy: &temporal.RetryPolicy{
		InitialInterval: 100 * time.Millisecond, BackoffCoefficient: 2, MaximumInterval: 2 * time.Second, MaximumAttempts: 5,
		NonRetryableErrorTypes: []string{checkoutacts.ErrTypeSlotUnavailable},
	},
}

// reserve holds the slots and reports whether it did. A refusal holds
// nothing; any other failure may have committed before it broke, so what
// might be held is released.
func (w *checkout) reserve(ctx workflow.Context) bool {
	window := w.in.PaymentHold
	if w.in.Method == models.PaySlip {
		window = w.in.SlipUploadWindow
	}
	req := models.ReserveRequest{Limits: w.in.Limits, InvoiceID: w.in.InvoiceID, ConsulteeID: w.in.ConsulteeID, ConsultantID: w.in.ConsultantID,
		SlotIDs: w.in.SlotIDs, Method: w.in.Method, BookingDate: w.in.BookingDate,
		ReservedAt: workflow.Now(ctx), PaymentWindow: window, Notes: w.in.Notes, PromoCode: w.in.PromoCode}
	lctx := workflow.WithLocalActivityOptions(ctx, reserveOptions)
	err := workflow.ExecuteLocalActivity(lctx, checkoutActs.ReserveSlots, req).Get(ctx, &w.reservation)
	w.reserveErr, w.reserveDone = err, true
	if err == nil {
		w.deadline = w.reservation.PayBy
		w.held(ctx)
		countCheckout(ctx, "started")
		return true
	}
	if _, refused := isErrorType(err, ErrTypeSlotUnavailable); refused {
		w.setStatus(ctx, CheckoutUnavailable)
		return false
	}
	workflow.GetLogger(ctx).Error("reservation failed", "err", err)
	w.failure = ReasonReserveFailed
	_ = w.release(ctx)
	return false
}

// StartAttributes are the search attributes a checkout starts with beside
// its parties: the status its hold moves to (StatusAtStart), so an operator
// finds it by status from its first moment and the hold upserts nothing. A
// refused or broken hold upserts the status it ends in.
func StartAttributes(in CheckoutInput) []temporal.SearchAttributeUpdate {
	if in.StatusAtStart == "" {
		return nil
	}
	return []temporal.SearchAttributeUpdate{workflows.InvoiceStatusKey.ValueSet(string(in.StatusAtStart))}
}

// held moves the checkout to PENDING_PAYMENT; its search attribute is
// upserted only when the start did not already set it.
func (w *checkout) held(ctx workflow.Context) {
	if w.in.StatusAtStart == models.InvoicePendingPayment {
		w.status = models.InvoicePendingPayment
		return
	}
	w.setStatus(ctx, models.InvoicePendingPayment)
}

// setStatus moves the checkout to status and keeps its search attributes
// current.
func (w *checkout) setStatus(ctx workflow.Context, status models.InvoiceStatus) {
	w.status = status
	workflows.Upsert(ctx, append(workflows.PartiesAttributes(w.in.ConsulteeID, w.in.ConsultantID), workflows.InvoiceStatusKey.ValueSet(string(status)))...)
}

// markSlipUploaded puts the invoice in front of the admin.
func (w *checkout) markSlipUploaded(ctx workflow.Context, reviewBy time.Time) {
	actx := workflow.WithActivityOptions(ctx, workflows.StatusOptions)
	in := checkoutacts.SlipUploaded{InvoiceID: w.in.InvoiceID, ReviewBy: reviewBy}
	if err := workflow.ExecuteActivity(actx, checkoutActs.MarkSlipUploaded, in).Get(ctx, nil); err != nil {
		workflow.GetLogger(ctx).Error("mark slip uploaded failed", "err", err)
	}
	w.setStatus(ctx, models.InvoicePendingApproval)
}

// slipEscalations are the times, after uploaded and before reviewBy, at
// which an unreviewed slip is escalated, in order.
func slipEscalations(uploaded, reviewBy time.Time) []time.Time {
	var out []time.Time
	for _, at := range []time.Time{uploaded.Add(SlipEscalationAfterUpload), reviewBy.Add(-SlipEscalationBeforeStart)} {
		if at.After(uploaded) && at.Before(reviewBy) && !slices.ContainsFunc(out, at.Equal) {
			out = append(out, at)
		}
	}
	slices.SortFunc(out, time.Time.Compare)
	return out
}

// escalateReview mails the admins that the slip still waits; a mail that
// fails is logged, never fatal.
func (w *checkout) escalateReview(ctx workflow.Context, reviewBy time.Time) {
	actx := workflow.WithActivityOptions(ctx, workflows.MailOptions)
	in := checkoutacts.SlipReviewReminder{InvoiceID: w.in.InvoiceID, ReviewBy: reviewBy}
	if err := workflow.ExecuteActivity(actx, checkoutActs.SendSlipReviewReminder, in).Get(ctx, nil); err != nil {
		workflow.GetLogger(ctx).Error("slip review reminder failed", "invoiceId", w.in.InvoiceID, "err", err)
	}
}

// confirm records the payment and returns the booked slots. A card payment
// the invoice can no longer take is refunded.
func (w *checkout) confirm(ctx workflow.Context) ([]models.HeldSlot, error) {
	c := models.Confirmation{InvoiceID: w.in.InvoiceID, PaymentID: w.paymentID}
	if w.decision != nil {
		c.AdminRemark, c.DecidedBy = w.decision.AdminRemark, w.decision.DecidedBy
	}
	var booked []models.HeldSlot
	actx := workflow.WithActivityOptions(ctx, workflows.StatusOptions)
	if err := workflow.ExecuteActivity(actx, checkoutActs.ConfirmPayment, c).Get(ctx, &booked); err != nil {
		if w.paymentID != "" {
			w.refund(ctx, Payment{PaymentID: w.paymentID, StatusCode: payments.StatusPaid, AmountCents: w.reservation.TotalAmount})
		}
		return nil, fmt.Errorf("confirm payment: %w", err)
	}
	w.setStatus(ctx, models.InvoicePaid)
	countCheckout(ctx, "paid")
	if !workflow.IsReplaying(ctx) {
		metrics.CountPaid(w.in.Method, len(booked), w.reservation.TotalAmount)
	}
	return booked, nil
}

// release fails the invoice and frees its slots, whatever happened to the
// workflow's own context: held slots must never stay held.
func (w *checkout) release(ctx workflow.Context) error {
	ctx, _ = workflow.NewDisconnectedContext(ctx)
	r := models.Release{InvoiceID: w.in.InvoiceID, Reason: w.failure, BookingStatus: models.BookingFailed,
		CancelledBy: models.CancelledBySystem, RefundSlip: w.failure == ReasonSlipNotReviewed}
	if w.failure == ReasonCancelled {
		r.BookingStatus, r.CancelledBy = models.BookingCancelled, models.CancelledByConsultee
	}
	if w.decision != nil {
		r.AdminRemark, r.DecidedBy = w.decision.AdminRemark, w.decision.DecidedBy
	}
	actx := workflow.WithActivityOptions(ctx, workflows.StatusOptions)
	if err := workflow.ExecuteActivity(actx, checkoutActs.ReleaseInvoice, r).Get(ctx, nil); err != nil {
		return fmt.Errorf("release invoice: %w", err)
	}
	w.setStatus(ctx, models.InvoiceFailed)
	if w.failure == ReasonHoldExpired {
		countCheckout(ctx, "expired")
	}
	return nil
}

// countCheckout counts a checkout outcome in cerebro_checkouts_total, once:
// not again while a history replays (it adds no command, so no version gate).
func countCheckout(ctx workflow.Context, outcome string) {
	if !workflow.IsReplaying(ctx) {
		metrics.Checkouts.WithLabelValues(outcome).Inc()
	}
}

// announce mails both parties the confirmation.
func (w *checkout) announce(ctx workflow.Context) {
	workflows.MailBothParties(ctx, "booking confirmation mail", checkoutActs.SendBookingConfirmation, func(party string) any {
		return checkoutacts.BookingMail{InvoiceID: w.in.InvoiceID, Party: party}
	})
}

// startSessions starts one Session per booked slot. They outlive the
// checkout (ABANDON), and a session already started is fine.
func (w *checkout) startSessions(ctx workflow.Context, booked []models.HeldSlot) error {
	var started []workflow.ChildWorkflowFuture
	for _, b := range booked {
		in := sessionwf.SessionInput{BookingID: b.BookingID, StartsAt: b.StartsAt, EndsAt: b.EndsAt, PriceCents: b.Price,
			JoinEarly: w.in.JoinEarly, ConsulteeID: w.in.ConsulteeID, ConsultantID: w.in.ConsultantID}
		cctx := workflow.WithChildOptions(ctx, workflow.ChildWorkflowOptions{
			WorkflowID:            workflows.SessionWorkflowID(b.BookingID),
			ParentClosePolicy:     enumspb.PARENT_CLOSE_POLICY_ABANDON,
			WorkflowIDReusePolicy: enumspb.WORKFLOW_ID_REUSE_POLICY_REJECT_DUPLICATE,
			TypedSearchAttributes: workflows.StartAttributes(w.in.ConsulteeID, w.in.ConsultantID),
			StaticSummary:         sessionwf.SessionSummary(in),
		})
		started = append(started, workflow.ExecuteChildWorkflow(cctx, sessionwf.Session, in))
	}
	for _, f := range started {
		if err := f.GetChildWorkflowExecution().Get(ctx, nil); err != nil && !temporal.IsWorkflowExecutionAlreadyStartedError(err) {
			return fmt.Errorf("start session: %w", err)
		}
	}
	return nil
}

// refund sends a card payment back in full through a RefundPayment child,
// once per payment id. The child's id is the payment's, so the API (for a
// payment that arrives after this workflow closed) and this workflow can
// both ask without refunding twice.
func (w *checkout) refund(ctx workflow.Context, p Payment) {
	if p.PaymentID == "" || w.refunded[p.PaymentID] {
		return
	}
	w.refunded[p.PaymentID] = true
	w.refunding++
	defer func() { w.refunding-- }()
	cctx := workflow.WithChildOptions(ctx, refundwf.RefundChildOptions(p.PaymentID))
	in := refundacts.PaymentRefund{InvoiceID: w.in.InvoiceID, PaymentID: p.PaymentID, AmountCents: p.AmountCents,
		Reason: fmt.Sprintf("Invoice %d could not take this payment", w.in.InvoiceID)}
	err := workflow.ExecuteChildWorkflow(cctx, refundwf.RefundPayment, in).GetChildWorkflowExecution().Get(ctx, nil)
	if err != nil && !temporal.IsWorkflowExecutionAlreadyStartedError(err) {
		workflow.GetLogger(ctx).Error("refund could not start", "paymentId", p.PaymentID, "err", err)
	}
}

// GatewayCheckOptions bound how long a release waits for the gateway to
// say whether the order was paid: about half a minute, then the hold is
// released and the reconciler asks again later.
var GatewayCheckOptions = workflow.ActivityOptions{
	StartToCloseTimeout: 10 * time.Second,
	RetryPolicy:         &temporal.RetryPolicy{InitialInterval: 2 * time.Second, BackoffCoefficient: 2, MaximumAttempts: 4},
}

// paidAtTheGateway asks the gateway (its Retrieval API) whether the order
// was paid and, if it was, takes that payment as if it had been notified.
// A gateway that cannot be asked marks the invoice for the reconciler.
func (w *checkout) paidAtTheGateway(ctx workflow.Context) bool {
	var found checkoutacts.GatewayPayment
	actx := workflow.WithActivityOptions(ctx, GatewayCheckOptions)
	in := checkoutacts.GatewayCheck{InvoiceID: w.in.InvoiceID, OrderID: w.reservation.Cref}
	if err := workflow.ExecuteActivity(actx, checkoutActs.FindGatewayPayment, in).Get(ctx, &found); err != nil {
		workflow.GetLogger(ctx).Warn("the gateway could not be asked before the release", "invoiceId", w.in.InvoiceID, "err", err)
		sctx := workflow.WithActivityOptions(ctx, workflows.StatusOptions)
		_ = workflow.ExecuteActivity(sctx, checkoutActs.GatewayUnchecked, w.in.InvoiceID).Get(ctx, nil)
		return false
	}
	if found.Found {
		w.onPayment(ctx, Payment{PaymentID: found.PaymentID, StatusCode: payments.StatusPaid,
			AmountCents: found.AmountCents, Currency: found.Currency})
	}
	return w.paymentID != ""
}

// checkPayment reads the stored notification behind a payment message.
func (w *checkout) checkPayment(ctx workflow.Context, p Payment) (models.StoredPayment, error) {
	var stored models.StoredPayment
	lctx := workflow.WithLocalActivityOptions(ctx, workflows.CheckOptions)
	in := checkoutacts.PaymentCheck{InvoiceID: w.in.InvoiceID, PaymentID: p.PaymentID, StatusCode: p.StatusCode}
	err := workflow.ExecuteLocalActivity(lctx, checkoutActs.CheckPayment, in).Get(ctx, &stored)
	return stored, err
}

// flagPayment records why a payment message was not taken, for the admin.
func (w *checkout) flagPayment(ctx workflow.Context, paymentID, flag string) {
	w.flag = flag
	workflow.GetLogger(ctx).Warn("payment message not accepted", "invoiceId", w.in.InvoiceID, "flag", flag)
	actx := workflow.WithActivityOptions(ctx, workflows.StatusOptions)
	if err := workflow.ExecuteActivity(actx, checkoutActs.FlagPayment, checkoutacts.PaymentFlag{InvoiceID: w.in.InvoiceID, PaymentID: paymentID, Flag: flag}).Get(ctx, nil); err != nil {
		workflow.GetLogger(ctx).Error("flag payment failed", "err", err)
	}
}

// finish handles every message that came before the end (a card payment
// that came with it is refunded, never dropped), waits for the refunds and
// the update handlers under way, and reports the outcome. It never returns
// while a message it took is unhandled.
func (w *checkout) finish(ctx workflow.Context) (CheckoutStatus, error) {
	w.inbox.CatchUp(ctx)
	err := workflow.Await(ctx, func() bool {
		return w.refunding == 0 && w.inbox.Idle() && workflow.AllHandlersFinished(ctx)
	})
	return w.snapshot(), err
}
