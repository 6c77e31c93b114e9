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

// Paying refunds back, exactly once. The refund row exists before any money
// moves (unique per booking, or per unmatched payment); its id is the
// gateway's idempotency key, and only an APPROVED row becomes PAID. So a
// worker that dies anywhere in between is harmless: the retry finds the row,
// the gateway replays the key instead of refunding again, and a PAID row
// stops the retry before the gateway.

// ErrTypeRefundUnpayable: the refund has no card payment to go back to.
const ErrTypeRefundUnpayable = "RefundUnpayable"

// RefundIdempotencyKey is the gateway idempotency key of refund row id.
func RefundIdempotencyKey(refundID int64) string { return fmt.Sprintf("cerebro-refund-%d", refundID) }

// PayRefund pays an APPROVED refund and returns the refund's status after:
//   - PAID: already paid, or paid now through the gateway (ONLINE);
//   - APPROVED for a SLIP payment: nothing goes through the gateway; the
//     row stays APPROVED as a bank transfer the admin owes and makes by hand;
//   - REQUESTED or REJECTED: nothing to pay.
func (a *Activities) PayRefund(ctx context.Context, refundID int64) (string, error) {
	p, err := a.Store.PayoutOf(ctx, refundID)
	if errors.Is(err, models.ErrNotFound) {
		return "", temporal.NewNonRetryableApplicationError(err.Error(), ErrTypeRefundUnpayable, err)
	}
	if err != nil {
		return "", err
	}
	switch {
	case p.Status != models.RefundApproved, p.Method == models.PaySlip:
		return p.Status, nil
	case p.PaymentID == "" || p.Amount <= 0:
		return "", temporal.NewNonRetryableApplicationError(
			fmt.Sprintf("refund %d has no card payment or amount to pay back", p.ID), ErrTypeRefundUnpayable, nil)
	}
	reason := fmt.Sprintf("Cerebro refund %d (%s)", p.ID, p.Cause)
	if _, err := a.payOut(ctx, p.ID, p.PaymentID, p.Amount, reason); err != nil {
		return "", err
	}
	return models.RefundPaid, nil
}

// payOut refunds amount of a card payment under the refund row's key and
// marks the row PAID. A refusal by the gateway is final: the row stays
// APPROVED for the admin to settle by hand.
func (a *Activities) payOut(ctx context.Context, refundID int64, paymentID string, amount int64, reason string) (string, error) {
	res, err := a.Gateway.Refund(ctx, paymentID, amount, RefundIdempotencyKey(refundID), reason)
	if errors.Is(err, payments.ErrRefundRefused) {
		return "", temporal.NewNonRetryableApplicationError(err.Error(), ErrTypeRefundRefused, err)
	}
	if err != nil {
		return "", err
	}
	return res.RefundID, a.Store.MarkRefundPaid(ctx, refundID, res.RefundID, time.Now())
}
