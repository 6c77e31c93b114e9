package activities

import (
	"context"
	"errors"
	"fmt"
	"time"

	"go.temporal.io/sdk/temporal"

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

// RefundPayment gives an unmatched card payment back exactly once. It first
// records the refund (one row per payment id, whoever asks first), then asks
// the gateway with that row's id as the idempotency key, then records the
// gateway's refund id. A retry after any step repeats nothing: the row
// exists, the gateway replays the same key, and a PAID row stops early.
func (a *Activities) RefundPayment(ctx context.Context, r PaymentRefund) (string, error) {
	rec, err := a.Store.OpenPaymentRefund(ctx, r.InvoiceID, r.PaymentID, r.AmountCents)
	if err != nil {
		return "", err
	}
	if rec.Status == models.RefundPaid && rec.GatewayRefundID != nil {
		return *rec.GatewayRefundID, nil
	}
	res, err := a.Gateway.Refund(ctx, r.PaymentID, rec.Amount, fmt.Sprintf("cerebro-refund-%d", rec.ID), r.Reason)
	if errors.Is(err, payments.ErrRefundRefused) {
		// Left APPROVED for the admin to settle by hand.
		return "", temporal.NewNonRetryableApplicationError(err.Error(), ErrTypeRefundRefused, err)
	}
	if err != nil {
		return "", err
	}
	return res.RefundID, a.Store.MarkRefundPaid(ctx, rec.ID, res.RefundID, time.Now())
}
