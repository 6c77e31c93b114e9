package refund

import (
	"context"
	"fmt"

	"cerebro/metrics"
	"cerebro/models"
	"cerebro/payments"
)

// ErrTypeRefundRefused: the gateway answered and declined the refund.
const ErrTypeRefundRefused = "RefundRefused"

// PaymentRefund asks for a card payment that matched nothing payable to be
// given back in full.
type PaymentRefund struct {
	InvoiceID   int64
	PaymentID   string
	AmountCents int64
	Reason      string
}

// RefundPayment gives an unmatched card payment back exactly once, and only
// a payment the gateway confirms it took for the invoice's order: a signed
// notification proves PayHere sent it, not that the payment belongs to the
// order. A payment the gateway does not list for the order is flagged to the
// admin and no money moves (it returns ""). A confirmed one is recorded as a
// refund (one row per payment id, whoever asks first) and paid like every
// refund (see payOut in refund.go). An error means the gateway could not be
// asked: the retry asks again, never refunds unconfirmed.
//
// A run after one that failed (RefundPayment may run again once a run
// failed) finds the refund FAILED and pays it again like the admin's "pay
// again" — asking the gateway first if it was ever sent — and leaves alone
// a refund the admin settled by bank transfer.
func (a *Activities) RefundPayment(ctx context.Context, r PaymentRefund) (string, error) {
	if confirmed, err := a.confirmedAtGateway(ctx, r); err != nil || !confirmed {
		return "", err
	}
	rec, err := a.Stores.Gateway.OpenPaymentRefund(ctx, r.InvoiceID, r.PaymentID, r.AmountCents)
	if err != nil {
		return "", err
	}
	switch {
	case rec.Status == models.RefundPaid && rec.GatewayRefundID != nil:
		return *rec.GatewayRefundID, nil
	case rec.Status == models.RefundApproved && rec.PayoutNote != "":
		return "", nil // owed by bank transfer: the admin pays it
	case rec.Status == models.RefundFailed:
		if _, err := a.Stores.Refund.RetryFailed(ctx, rec.ID); err != nil {
			return "", err
		}
	}
	return a.payOut(ctx, rec.ID, r.PaymentID, rec.Amount, r.Reason)
}

// PaymentRefundGiveUp says why a RefundPayment run ends without the money
// going back.
type PaymentRefundGiveUp struct {
	PaymentRefund
	Reason string
}

// GiveUpPaymentRefund leaves the refund of a payment whose RefundPayment run
// failed — its retries ran out, mostly because the gateway could not be
// asked — as a FAILED refund with the reason, so the admins are mailed (the
// payments reconciler) and pay it again or settle it. The refund row is made
// if the run failed before it; a refund already ended (PAID, FAILED, owed by
// transfer) is left as it is.
func (a *Activities) GiveUpPaymentRefund(ctx context.Context, g PaymentRefundGiveUp) error {
	rec, err := a.Stores.Gateway.OpenPaymentRefund(ctx, g.InvoiceID, g.PaymentID, g.AmountCents)
	if err != nil {
		return err
	}
	open := (rec.Status == models.RefundApproved || rec.Status == models.RefundSubmitting) && rec.PayoutNote == ""
	if !open {
		return nil
	}
	if err := a.Stores.Refund.MarkGaveUp(ctx, rec.ID, g.Reason); err != nil {
		return err
	}
	metrics.Refunds.WithLabelValues("failed").Inc()
	return nil
}

// confirmedAtGateway reports whether the gateway lists the payment for the
// invoice's order (held or already refunded: a refund row may be half-way).
// An unconfirmed payment is flagged to the admin.
func (a *Activities) confirmedAtGateway(ctx context.Context, r PaymentRefund) (bool, error) {
	order := models.InvoiceCref(r.InvoiceID)
	found, err := a.Gateway.Retrieve(ctx, order)
	if err != nil {
		return false, fmt.Errorf("confirm payment %s of %s at the gateway: %w", r.PaymentID, order, err)
	}
	for _, p := range found {
		if p.PaymentID == r.PaymentID && (p.Received() || p.Status == payments.RetrievedRefunded) {
			return true, nil
		}
	}
	flag := fmt.Sprintf("Payment %s was not confirmed by the gateway for %s: not refunded automatically.", r.PaymentID, order)
	return false, a.Stores.Gateway.FlagPayment(ctx, r.InvoiceID, r.PaymentID, flag)
}
