package checkout

import (
	"fmt"

	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/workflow"

	"cerebro/activities/refusal"
	"cerebro/apperr"
	"cerebro/models"
	"cerebro/payments"
	"cerebro/rules"
	"cerebro/workflows"
)

// The checkout's message handlers. Each is idempotent: a repeated or late
// message changes nothing, except a card payment nothing can use, which is
// refunded. An update's validator refuses what its handler would not do,
// so a refused message writes nothing to history.

// The checkout's refusals of a message.
const (
	errCancelNotPending   apperr.Code = "checkout.cancel_not_pending"
	errSlipIDRequired     apperr.Code = "checkout.slip_id_required"
	errNotAwaitingSlip    apperr.Code = "checkout.not_awaiting_slip"
	errSlipDecisionStatus apperr.Code = "checkout.slip_status_invalid"
	errNoSlipToReview     apperr.Code = "checkout.no_slip_to_review"
	errSlipDecided        apperr.Code = "checkout.slip_already_decided"
)

// onReserve answers the booking request once the reservation is decided.
func (w *checkout) onReserve(ctx workflow.Context) (Reserved, error) {
	if err := workflow.Await(ctx, func() bool { return w.reserveDone }); err != nil {
		return Reserved{}, err
	}
	if w.reserveErr != nil {
		if _, ok := isErrorType(w.reserveErr, ErrTypeSlotUnavailable); ok {
			return Reserved{}, refusal.Again(ErrTypeSlotUnavailable, w.reserveErr)
		}
		return Reserved{}, temporal.NewNonRetryableApplicationError("The slots could not be reserved.", ErrTypeReserveFailed, nil)
	}
	return Reserved{InvoiceID: w.in.InvoiceID, BookingIDs: w.reservation.BookingIDs()}, nil
}

// validateCancel admits a cancel only while the invoice awaits payment.
func (w *checkout) validateCancel() error {
	if !w.awaitingPayment() {
		return refusal.Code(workflows.ErrTypeNotCancellable, errCancelNotPending)
	}
	return nil
}

// onCancel asks run to release the slots and answers once they are free.
func (w *checkout) onCancel(ctx workflow.Context) error {
	if err := w.validateCancel(); err != nil {
		return err
	}
	w.cancelRequested = true
	return workflow.Await(ctx, func() bool { return w.status == models.InvoiceFailed })
}

// validateSlip admits the first slip of a SLIP invoice awaiting payment.
func (w *checkout) validateSlip(s SlipUpload) error {
	switch {
	case s.SlipID <= 0:
		return refusal.Code(ErrTypeSlipRefused, errSlipIDRequired)
	case w.in.Method != models.PaySlip || !w.awaitingPayment():
		return refusal.Code(ErrTypeSlipRefused, errNotAwaitingSlip)
	}
	return nil
}

// onUploadSlip hands the slip to run and answers once the invoice is in
// front of the admin (PENDING_APPROVAL), or closed.
func (w *checkout) onUploadSlip(ctx workflow.Context, s SlipUpload) (CheckoutStatus, error) {
	if err := w.validateSlip(s); err != nil {
		return CheckoutStatus{}, err
	}
	w.slip = &s
	err := workflow.Await(ctx, func() bool { return w.status != models.InvoicePendingPayment })
	return w.snapshot(), err
}

// validateDecision admits the admin's first decision on an uploaded slip:
// APPROVED or REJECTED, by a named admin, recorded by the api, before the
// review deadline.
func (w *checkout) validateDecision(d SlipDecision) error {
	refuse := func(code apperr.Code) error { return refusal.Code(ErrTypeBadDecision, code) }
	switch {
	case d.Status != SlipApproved && d.Status != SlipRejected:
		return refuse(errSlipDecisionStatus)
	case d.DecidedBy <= 0:
		return refuse(workflows.ErrDecidedByRequired)
	case d.DecisionID <= 0:
		return refuse(workflows.ErrDecisionRecordRequired)
	case len([]rune(d.AdminRemark)) > 1000:
		return refuse(workflows.ErrAdminRemarkTooLong)
	case w.slip == nil || w.status != models.InvoicePendingApproval:
		return refuse(errNoSlipToReview)
	case w.decision != nil || w.failure != "" || w.review.Closed:
		return refuse(errSlipDecided)
	}
	return nil
}

// onDecideSlip checks the decision against the api's record of it, hands
// it to run and answers with the invoice paid or released.
func (w *checkout) onDecideSlip(ctx workflow.Context, d SlipDecision) (CheckoutStatus, error) {
	if err := w.validateDecision(d); err != nil {
		return CheckoutStatus{}, err
	}
	recorded := models.Decision{ID: d.DecisionID, Kind: models.DecisionSlip, SubjectID: w.in.InvoiceID,
		Status: d.Status, Remark: d.AdminRemark, DecidedBy: d.DecidedBy}
	if err := w.review.Admit(ctx, func() error { return w.validateDecision(d) }, recorded, ErrTypeBadDecision); err != nil {
		return CheckoutStatus{}, err
	}
	w.decision = &d
	err := workflow.Await(ctx, func() bool { return w.status == models.InvoicePaid || w.status == models.InvoiceFailed })
	return w.snapshot(), err
}

// listen starts one reader per signal for as long as the workflow runs.
func (w *checkout) listen(ctx workflow.Context) {
	workflows.Receive(ctx, &w.inbox, PaymentSignal, w.onPayment)
	workflows.Receive(ctx, &w.inbox, SlipUploadedSignal, w.onSlip)
}

// onPayment applies a gateway notification: the first successful payment
// of an ONLINE invoice awaiting payment pays it; a failure ends the wait;
// any other successful payment is money nothing can use and goes back.
// A message is first checked against what the gateway really said.
func (w *checkout) onPayment(ctx workflow.Context, p Payment) {
	if p.StatusCode != payments.StatusPending && !w.genuine(ctx, p) {
		return
	}
	online := w.in.Method == models.PayOnline
	switch {
	case p.StatusCode == payments.StatusPaid && online && w.awaitingPayment():
		w.paymentID = p.PaymentID
	case p.StatusCode == payments.StatusPaid && p.PaymentID != w.paymentID:
		w.refund(ctx, p)
	case (p.StatusCode == payments.StatusFailed || p.StatusCode == payments.StatusCanceled) && online && w.awaitingPayment():
		w.gatewayFailed = true
	default:
		workflow.GetLogger(ctx).Info("payment notification ignored", "paymentId", p.PaymentID, "status", p.StatusCode)
	}
}

// genuine reports whether a payment message is what the gateway said: a
// stored, signature-verified notification of this invoice with the same
// status, for the invoice's amount and currency. Anything else is flagged to
// the admin and moves no money.
func (w *checkout) genuine(ctx workflow.Context, p Payment) bool {
	stored, err := w.checkPayment(ctx, p)
	switch {
	case err != nil:
		w.flagPayment(ctx, p.PaymentID, fmt.Sprintf("Payment %s could not be checked: %v", p.PaymentID, err))
		return false
	case !stored.Found:
		w.flagPayment(ctx, p.PaymentID, fmt.Sprintf("Payment message %s (status %d) ignored: the gateway sent no such notification.", p.PaymentID, p.StatusCode))
		return false
	case p.StatusCode == payments.StatusPaid &&
		(stored.AmountCents != w.reservation.TotalAmount || stored.Currency != rules.Currency):
		w.flagPayment(ctx, p.PaymentID, fmt.Sprintf("Payment %s of %s %s does not match the invoice's %s: not taken as payment.",
			p.PaymentID, stored.Currency, payments.FormatAmount(stored.AmountCents), rules.FormatLKR(w.reservation.TotalAmount)))
		return false
	}
	return true
}

// onSlip takes the first slip of a SLIP invoice awaiting payment (the
// slip signal; see UploadSlipUpdate).
func (w *checkout) onSlip(ctx workflow.Context, s SlipUpload) {
	if w.in.Method != models.PaySlip || !w.awaitingPayment() {
		workflow.GetLogger(ctx).Info("slip upload ignored", "slipId", s.SlipID, "status", w.status)
		return
	}
	w.slip = &s
}
