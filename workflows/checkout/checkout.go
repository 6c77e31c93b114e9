package checkout

import (
	"errors"
	"fmt"
	"time"

	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/workflow"

	checkoutacts "cerebro/activities/checkout"
	"cerebro/models"
	"cerebro/workflows"
)

// Names of the checkout workflow's messages, used by the API, the Temporal
// CLI/UI and the tests alike, e.g.
//
//	temporal workflow query --workflow-id invoice-42 --type status
//
// A person's decision is an update: its validator refuses a wrong one before
// anything is written, and the caller gets the new state back. The admin's
// decision names the record the api made of it first (decisionId), and is
// taken only if that record says the same (see DecisionGate): operators
// decide with `cerebro decide`, not by sending the update themselves. The payment
// stays a signal: the gateway's notification must be kept by Temporal even
// while no worker runs, and the checkout checks it against the stored,
// signature-verified notification before it counts (see onPayment).
const (
	ReserveUpdate       = "reserve"     // update: answers once the slots are held
	CancelUpdate        = "cancel"      // update: the consultee cancels while PENDING_PAYMENT
	UploadSlipUpdate    = "upload-slip" // update: the consultee uploaded a bank slip (SlipUpload) → CheckoutStatus
	DecideSlipUpdate    = "decide-slip" // update: the admin approves or rejects it (SlipDecision) → CheckoutStatus
	PaymentSignal       = "payment"     // signal: a verified gateway notification (Payment)
	CheckoutStatusQuery = "status"      // query: CheckoutStatus

	// SlipUploadedSignal is a slip upload sent as a signal (SlipUpload):
	// taken like the update, without an answer.
	SlipUploadedSignal = "slip-uploaded"
)

// When an unreviewed slip is escalated to the admins by mail: this long
// after the upload, and this long before the first slot starts (when the
// booking fails if nobody decided).
const (
	SlipEscalationAfterUpload = 12 * time.Hour
	SlipEscalationBeforeStart = 2 * time.Hour
)

// ErrTypeSlotUnavailable is the error type of a reserve update refused
// because a slot is taken; its message names the slot for the user.
const ErrTypeSlotUnavailable = checkoutacts.ErrTypeSlotUnavailable

// Error types of the checkout's other refusals.
const (
	ErrTypeReserveFailed = "ReserveFailed" // the reservation broke for a technical reason: try again
	ErrTypeSlipRefused   = "SlipRefused"   // a slip for an invoice not awaiting one
	ErrTypeBadDecision   = "BadDecision"   // a decision that cannot be taken: unknown status, no decider, not awaited
)

// Checkout statuses beyond the invoice's own four (models.Invoice*).
const (
	CheckoutReserving   = "RESERVING"        // the slots are being held
	CheckoutUnavailable = "SLOT_UNAVAILABLE" // a slot was taken: nothing was held
)

// Why a checkout failed, stored as the invoice's failure_reason.
const (
	ReasonHoldExpired     = "HOLD_EXPIRED"      // ONLINE: no payment within the hold
	ReasonPaymentFailed   = "PAYMENT_FAILED"    // ONLINE: the gateway said canceled or failed
	ReasonCancelled       = "CANCELLED"         // the consultee cancelled
	ReasonSlipNotUploaded = "SLIP_NOT_UPLOADED" // SLIP: no slip by the upload deadline
	ReasonSlipRejected    = "SLIP_REJECTED"     // SLIP: the admin rejected the slip
	ReasonSlipNotReviewed = "SLIP_NOT_REVIEWED" // SLIP: nobody reviewed it before the first slot
	ReasonReserveFailed   = "RESERVE_FAILED"    // the reservation broke for a technical reason
)

// The admin's slip decisions.
const (
	SlipApproved = "APPROVED"
	SlipRejected = "REJECTED"
)

// CheckoutInput is one booking request. The durations come from the
// configuration at booking time, so the deadlines are fixed in history.
type CheckoutInput struct {
	InvoiceID        int64
	ConsulteeID      int64
	ConsultantID     int64
	SlotIDs          []int64
	Method           models.PaymentMethod // models.PayOnline or models.PaySlip
	BookingDate      time.Time
	PaymentHold      time.Duration     // CEREBRO_PAYMENT_HOLD
	SlipUploadWindow time.Duration     // CEREBRO_SLIP_UPLOAD_WINDOW
	JoinEarly        time.Duration     // CEREBRO_JOIN_EARLY, handed to each session
	Limits           models.HoldLimits // CEREBRO_MAX_UNPAID_INVOICES, CEREBRO_MAX_HELD_SLOTS
	// StatusAtStart is the InvoiceStatus search attribute the checkout was
	// started with (PENDING_PAYMENT since v1.1.0): a hold that reaches it
	// upserts nothing, which saves the engine one visibility write per
	// booking. Empty in checkouts started before, which upsert it once held
	// as they always did (docs/versioning.md, gates by input).
	StatusAtStart models.InvoiceStatus `json:",omitempty"`
	// Notes are the consultee's notes by slot id, handed to the reservation
	// (no command of its own: the reservation stores them).
	Notes map[int64]string `json:",omitempty"`
	// PromoCode is the consultee's promo code, handed to the reservation,
	// which checks it and takes its discount off the invoice (no command of
	// its own; docs/versioning.md, gates by input). Empty without one.
	PromoCode string `json:",omitempty"`
}

// Reserved is the reserve update's answer: the slots are held.
type Reserved struct {
	InvoiceID  int64   `json:"invoiceId"`
	BookingIDs []int64 `json:"bookingId"`
}

// Payment is a verified gateway notification for the invoice.
type Payment struct {
	PaymentID   string `json:"paymentId"`
	StatusCode  int    `json:"statusCode"`
	AmountCents int64  `json:"amountCents"`
	Currency    string `json:"currency,omitempty"`
}

// SlipUpload says a slip for the invoice was stored.
type SlipUpload struct {
	SlipID int64 `json:"slipId"`
}

// SlipDecision is the admin's review of the slip.
type SlipDecision struct {
	Status      string `json:"status"`
	AdminRemark string `json:"adminRemark"`
	DecidedBy   int64  `json:"decidedBy"`  // the admin's user id, for the audit trail
	DecisionID  int64  `json:"decisionId"` // the api's record of it (models.Decision)
}

// CheckoutStatus is what the status query (and the workflow's result) says.
type CheckoutStatus struct {
	Status        models.InvoiceStatus `json:"status"`
	InvoiceID     int64                `json:"invoiceId"`
	BookingIDs    []int64              `json:"bookingIds"`
	Method        models.PaymentMethod `json:"method"`
	PaymentID     string               `json:"paymentId,omitempty"`
	Deadline      time.Time            `json:"deadline"`
	FailureReason string               `json:"failureReason,omitempty"`
	DecidedBy     int64                `json:"decidedBy,omitempty"`
	PaymentFlag   string               `json:"paymentFlag,omitempty"`
}

// Checkout is one invoice from booking to paid or released:
//
//  1. Reserve: hold every slot and create the invoice, or hold nothing
//     (the "reserve" update answers the booking request).
//  2. Await payment, each wait a timer raced against people:
//     - ONLINE: the gateway's "payment" signal until the hold deadline,
//     reservation + CEREBRO_PAYMENT_HOLD (15 min), capped at the first
//     slot's start. Status 2 pays; -1/-2 fail; 0 and repeats are ignored;
//     a message no stored gateway notification stands behind, or whose
//     amount or currency differs from the invoice's, is flagged, not paid.
//     - SLIP: the "upload-slip" update until the upload deadline,
//     reservation + CEREBRO_SLIP_UPLOAD_WINDOW (24 h), capped at the first
//     slot's start; then (PENDING_APPROVAL) the admin's "decide-slip"
//     until the first slot's start. A slip never uploaded fails the
//     invoice; one uploaded but not reviewed in time fails it too and
//     records a full bank-transfer refund, one row per booking.
//     - Either method: the "cancel" update while PENDING_PAYMENT.
//     Every wait ends with every message that came before its deadline
//     handled (inbox.catchUp), so one that came with it still counts.
//  3. Paid: confirm (invoice SUCCESS_PAYMENT, bookings CONFIRMED, slots
//     BOOKED), mail both parties, start one Session per booking. Otherwise
//     release: invoice FAILED_PAYMENT, slots AVAILABLE again.
//
// A card payment that arrives when nothing is payable (late, after a cancel,
// or a second one) is refunded in full by a RefundPayment child.
func Checkout(ctx workflow.Context, in CheckoutInput) (CheckoutStatus, error) {
	w := &checkout{in: in, status: CheckoutReserving, refunded: map[string]bool{}}
	if err := w.setup(ctx); err != nil {
		return w.snapshot(), err
	}
	return w.run(ctx)
}

// checkout is the state of one invoice's checkout.
type checkout struct {
	in          CheckoutInput
	status      models.InvoiceStatus
	deadline    time.Time // of the wait in progress
	reservation models.Reservation
	reserveDone bool
	reserveErr  error

	paymentID       string
	gatewayFailed   bool
	slip            *SlipUpload
	decision        *SlipDecision
	review          workflows.DecisionGate // the admin's decision, checked against its record
	cancelRequested bool
	failure         string

	refunded  map[string]bool // card payments sent back
	refunding int             // refunds being started
	flag      string          // why a payment message was not accepted

	inbox workflows.Inbox
}

// setup checks the input and registers the query, the updates and the
// signal listener.
func (w *checkout) setup(ctx workflow.Context) error {
	if w.in.InvoiceID <= 0 || len(w.in.SlotIDs) == 0 ||
		(w.in.Method != models.PayOnline && w.in.Method != models.PaySlip) {
		return temporal.NewNonRetryableApplicationError("invoice id, slots and payment method are required", "BadInput", nil)
	}
	if err := workflow.SetQueryHandler(ctx, CheckoutStatusQuery, func() (CheckoutStatus, error) {
		return w.snapshot(), nil
	}); err != nil {
		return err
	}
	if err := workflow.SetUpdateHandler(ctx, ReserveUpdate, w.onReserve); err != nil {
		return err
	}
	if err := workflow.SetUpdateHandlerWithOptions(ctx, CancelUpdate, w.onCancel,
		workflow.UpdateHandlerOptions{Validator: w.validateCancel}); err != nil {
		return err
	}
	if err := workflow.SetUpdateHandlerWithOptions(ctx, UploadSlipUpdate, w.onUploadSlip,
		workflow.UpdateHandlerOptions{Validator: w.validateSlip}); err != nil {
		return err
	}
	if err := workflow.SetUpdateHandlerWithOptions(ctx, DecideSlipUpdate, w.onDecideSlip,
		workflow.UpdateHandlerOptions{Validator: w.validateDecision}); err != nil {
		return err
	}
	w.listen(ctx)
	return nil
}

// run is the checkout, step by step.
func (w *checkout) run(ctx workflow.Context) (CheckoutStatus, error) {
	if !w.reserve(ctx) {
		return w.finish(ctx)
	}
	if w.in.Method == models.PayOnline {
		w.awaitCardPayment(ctx)
	} else {
		w.awaitSlipPayment(ctx)
	}
	if w.failure != "" {
		if err := w.release(ctx); err != nil {
			return w.snapshot(), err
		}
		return w.finish(ctx)
	}
	booked, err := w.confirm(ctx)
	if err != nil {
		return w.snapshot(), err
	}
	w.announce(ctx)
	if err := w.startSessions(ctx, booked); err != nil {
		return w.snapshot(), err
	}
	return w.finish(ctx)
}

// awaitCardPayment waits for the gateway until the hold deadline. Before
// the hold is released the gateway is asked whether the order was paid: a
// payment whose notification was lost still pays.
func (w *checkout) awaitCardPayment(ctx workflow.Context) {
	if !w.awaitUntil(ctx, w.reservation.PayBy, w.answered) && !w.paidAtTheGateway(ctx) {
		w.failure = ReasonHoldExpired
		return
	}
	switch {
	case w.cancelRequested:
		w.failure = ReasonCancelled
	case w.gatewayFailed:
		w.failure = ReasonPaymentFailed
	}
}

// awaitSlipPayment waits for the slip until the upload deadline, then for
// the admin's review until the first slot starts.
func (w *checkout) awaitSlipPayment(ctx workflow.Context) {
	if !w.awaitUntil(ctx, w.reservation.PayBy, w.answered) {
		w.failure = ReasonSlipNotUploaded
		return
	}
	if w.cancelRequested {
		w.failure = ReasonCancelled
		return
	}
	reviewBy := w.reservation.FirstStart()
	w.markSlipUploaded(ctx, reviewBy)
	if !w.awaitReview(ctx, reviewBy) {
		w.failure = ReasonSlipNotReviewed
		return
	}
	if w.decision.Status != SlipApproved {
		w.failure = ReasonSlipRejected
	}
}

// awaitReview waits for the admin's decision until reviewBy, mailing the
// admins SlipEscalationAfterUpload after the upload and again
// SlipEscalationBeforeStart before reviewBy while nobody has decided.
func (w *checkout) awaitReview(ctx workflow.Context, reviewBy time.Time) bool {
	decided := func() bool { return w.decision != nil }
	w.deadline = reviewBy
	for _, at := range slipEscalations(workflow.Now(ctx), reviewBy) {
		if w.waitUntil(ctx, at, decided) {
			return true
		}
		w.escalateReview(ctx, reviewBy)
	}
	if w.awaitUntil(ctx, reviewBy, decided) {
		return true
	}
	w.review.Close(ctx) // a decision being checked at the deadline came in time
	return decided()
}

// awaitUntil waits for cond until deadline and reports whether it came
// true. At the deadline it first handles every message that came before it
// or with it, so a payment or a slip in time is never judged late.
func (w *checkout) awaitUntil(ctx workflow.Context, deadline time.Time, cond func() bool) bool {
	w.deadline = deadline
	return w.waitUntil(ctx, deadline, cond)
}

// waitUntil is awaitUntil without making deadline the checkout's deadline.
func (w *checkout) waitUntil(ctx workflow.Context, deadline time.Time, cond func() bool) bool {
	if wait := deadline.Sub(workflow.Now(ctx)); wait > 0 {
		ok, err := workflows.WaitFor(ctx, wait, w.waitingFor(), cond)
		if ok || err != nil {
			return ok && err == nil
		}
	}
	w.inbox.CatchUp(ctx)
	return cond()
}

// waitingFor says in words what the checkout waits for, by its status.
func (w *checkout) waitingFor() string {
	switch {
	case w.status == models.InvoicePendingApproval:
		return "Waiting for the admin's review of the bank slip"
	case w.in.Method == models.PaySlip:
		return "Waiting for the bank slip"
	}
	return "Waiting for the card payment"
}

// awaitingPayment is the one state in which a payment, a slip or a cancel
// is still welcome.
func (w *checkout) awaitingPayment() bool {
	return w.status == models.InvoicePendingPayment && w.failure == "" && !w.cancelRequested &&
		w.paymentID == "" && !w.gatewayFailed && w.slip == nil
}

// answered reports that the consultee (or the gateway) has answered the
// request for payment, one way or another.
func (w *checkout) answered() bool { return !w.awaitingPayment() }

func (w *checkout) snapshot() CheckoutStatus {
	st := CheckoutStatus{Status: w.status, InvoiceID: w.in.InvoiceID, BookingIDs: w.reservation.BookingIDs(),
		Method: w.in.Method, PaymentID: w.paymentID, Deadline: w.deadline, FailureReason: w.failure, PaymentFlag: w.flag}
	if w.decision != nil {
		st.DecidedBy = w.decision.DecidedBy
	}
	return st
}

// isErrorType reports whether err carries an application error of type t.
func isErrorType(err error, t string) (*temporal.ApplicationError, bool) {
	var appErr *temporal.ApplicationError
	if errors.As(err, &appErr) && appErr.Type() == t {
		return appErr, true
	}
	return nil, false
}

// CheckoutSummary names a checkout.
func CheckoutSummary(in CheckoutInput) string {
	how := "card"
	if in.Method == models.PaySlip {
		how = "bank slip"
	}
	return fmt.Sprintf("Checkout of invoice %d: %d slot(s) by consultee %d with consultant %d, paid by %s",
		in.InvoiceID, len(in.SlotIDs), in.ConsulteeID, in.ConsultantID, how)
}
