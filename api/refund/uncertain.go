package refund

import (
	"context"
	"time"

	"cerebro/apperr"
	"cerebro/models/refund"
	"cerebro/payments"
)

// An uncertain FAILED refund (the gateway may have refunded it: an answer
// lost, then a refusal or no answer at all) is settled by bank transfer only
// once the gateway's own record shows that it did not refund the payment:
// its Retrieval API, asked at least refund.UncertainWait after the
// refund was last sent, since that API may lag behind the refunds made.

// Refusals to settle an uncertain refund by transfer.
const (
	errRefundMayBeMade      apperr.Code = "refund.gateway_may_have_refunded"
	errGatewayNotAsked      apperr.Code = "gateway.refund_unknown"
	errGatewayPaymentStatus apperr.Code = "gateway.payment_not_settleable"
	errGatewayRefundedAfter apperr.Code = "gateway.payment_refunded"
)

// notRefundedAtGateway asks the gateway whether it refunded the payment of
// refund refundID. True: it lists the payment, not refunded (or not at
// all), and the wait has passed. Otherwise a 409 saying why not; a payment
// it lists as refunded is marked PAID on the way.
func (h *Handlers) notRefundedAtGateway(ctx context.Context, refundID int64) (bool, error) {
	p, err := h.Refund.PayoutOf(ctx, refundID)
	if err != nil {
		return false, err
	}
	sent, err := h.Refund.SentAt(ctx, refundID)
	if err != nil {
		return false, err
	}
	if from := sent.Add(refund.UncertainWait); time.Now().Before(from) {
		return false, apperr.New(errRefundMayBeMade).With("sent", utcMinute(sent)).With("from", utcMinute(from))
	}
	found, err := h.Gateway.Retrieve(ctx, p.OrderID)
	if err != nil {
		return false, apperr.New(errGatewayNotAsked)
	}
	for _, g := range found {
		if g.PaymentID != p.PaymentID {
			continue
		}
		switch g.Status {
		case payments.RetrievedReceived:
			return true, nil
		case payments.RetrievedRefunded:
			return false, h.refundedAfterAll(ctx, refundID, p.PaymentID)
		default:
			return false, apperr.New(errGatewayPaymentStatus).With("paymentId", p.PaymentID).With("status", g.Status)
		}
	}
	return true, nil // the gateway lists no such payment, so no refund of it
}

// refundedAfterAll marks an uncertain refund the gateway did make PAID and
// answers the 409 that says so.
func (h *Handlers) refundedAfterAll(ctx context.Context, refundID int64, paymentID string) error {
	if _, err := h.Refund.RetryFailed(ctx, refundID); err != nil {
		return err
	}
	if err := h.GatewayStore.MarkRefundPaid(ctx, refundID, "retrieved:"+paymentID, time.Now()); err != nil {
		return err
	}
	return apperr.New(errGatewayRefundedAfter).With("paymentId", paymentID)
}

// utcMinute formats t for a message, to the minute, in UTC.
func utcMinute(t time.Time) string { return t.UTC().Format("2006-01-02 15:04 UTC") }
