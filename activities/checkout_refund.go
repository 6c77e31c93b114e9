package activities

import (
	"context"

	"cerebro/models"
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
// records the refund (one row per payment id, whoever asks first), then pays
// it like every refund (see payOut in refund.go).
func (a *Activities) RefundPayment(ctx context.Context, r PaymentRefund) (string, error) {
	rec, err := a.Store.OpenPaymentRefund(ctx, r.InvoiceID, r.PaymentID, r.AmountCents)
	if err != nil {
		return "", err
	}
	if rec.Status == models.RefundPaid && rec.GatewayRefundID != nil {
		return *rec.GatewayRefundID, nil
	}
	return a.payOut(ctx, rec.ID, r.PaymentID, rec.Amount, r.Reason)
}
