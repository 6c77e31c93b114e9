package workflows

import (
	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/workflow"

	"cerebro/models"
	"cerebro/payments"
)

// The checkout's message handlers. Each is idempotent: a repeated or late
// message changes nothing, except a card payment nothing can use, which is
// refunded.

// onReserve answers the booking request once the reservation is decided.
func (w *checkout) onReserve(ctx workflow.Context) (Reserved, error) {
	if err := workflow.Await(ctx, func() bool { return w.reserveDone }); err != nil {
		return Reserved{}, err
	}
	if w.reserveErr != nil {
		if appErr, ok := isErrorType(w.reserveErr, ErrTypeSlotUnavailable); ok {
			return Reserved{}, temporal.NewNonRetryableApplicationError(appErr.Message(), ErrTypeSlotUnavailable, nil)
		}
		return Reserved{}, temporal.NewNonRetryableApplicationError("The slots could not be reserved.", ErrTypeReserveFailed, nil)
	}
	return Reserved{InvoiceID: w.in.InvoiceID, BookingIDs: w.reservation.BookingIDs()}, nil
}

// validateCancel admits a cancel only while the invoice awaits payment.
func (w *checkout) validateCancel() error {
	if !w.awaitingPayment() {
		return temporal.NewNonRetryableApplicationError("Only a booking awaiting payment can be cancelled.", ErrTypeNotCancellable, nil)
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

// listen receives the signals for as long as the workflow runs.
func (w *checkout) listen(ctx workflow.Context) {
	sel := workflow.NewSelector(ctx)
	onSignal(ctx, sel, PaymentSignal, w.onPayment)
	onSignal(ctx, sel, SlipUploadedSignal, w.onSlip)
	onSignal(ctx, sel, SlipDecisionSignal, w.onDecision)
	for {
		sel.Select(ctx)
	}
}

// drainPayments handles card payments that arrived while the checkout was
// finishing, so none is left unanswered when the workflow closes.
func (w *checkout) drainPayments(ctx workflow.Context) {
	drainSignal(ctx, PaymentSignal, w.onPayment)
}

// onPayment applies a gateway notification: the first successful payment
// of an ONLINE invoice awaiting payment pays it; a failure ends the wait;
// any other successful payment is money nothing can use and goes back.
func (w *checkout) onPayment(ctx workflow.Context, p Payment) {
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

// onSlip takes the first slip of a SLIP invoice awaiting payment.
func (w *checkout) onSlip(ctx workflow.Context, s SlipUpload) {
	if w.in.Method != models.PaySlip || !w.awaitingPayment() {
		workflow.GetLogger(ctx).Info("slip upload ignored", "slipId", s.SlipID, "status", w.status)
		return
	}
	w.slip = &s
}

// onDecision takes the admin's first decision on an uploaded slip.
func (w *checkout) onDecision(ctx workflow.Context, d SlipDecision) {
	if w.slip == nil || w.decision != nil || w.failure != "" || (d.Status != SlipApproved && d.Status != SlipRejected) {
		workflow.GetLogger(ctx).Info("slip decision ignored", "decision", d.Status, "status", w.status)
		return
	}
	w.decision = &d
}
