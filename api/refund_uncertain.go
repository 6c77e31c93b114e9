package api

import (
	"context"
	"fmt"
	"time"

	"cerebro/apperr"
	"cerebro/models"
	"cerebro/payments"
)

// An uncertain FAILED refund (the gateway may have refunded it: an answer
// lost, then a refusal or no answer at all) is settled by bank transfer only
// once the gateway's own record shows that it did not refund the payment:
// its Retrieval API, asked at least models.UncertainRefundWait after the
// refund was last sent, since that API may lag behind the refunds made.

// notRefundedAtGateway asks the gateway whether it refunded the payment of
// refund refundID. True: it lists the payment, not refunded (or not at
// all), and the wait has passed. Otherwise a 409 saying why not; a payment
// it lists as refunded is marked PAID on the way.
func (s *Server) notRefundedAtGateway(ctx context.Context, refundID int64) (bool, error) {
	p, err := s.Store.PayoutOf(ctx, refundID)
	if err != nil {
		return false, err
	}
	sent, err := s.Store.SentAt(ctx, refundID)
	if err != nil {
		return false, err
	}
	if from := sent.Add(models.UncertainRefundWait); time.Now().Before(from) {
		return false, apperr.Conflict(fmt.Sprintf("The gateway may have made this refund and not show it yet (last sent %s): "+
			"it can be settled by bank transfer from %s if PayHere then shows the payment not refunded. "+
			"Paying it again now asks the gateway first.", utcMinute(sent), utcMinute(from)))
	}
	found, err := s.Gateway.Retrieve(ctx, p.OrderID)
	if err != nil {
		return false, apperr.Conflict("The gateway could not be asked whether it refunded this payment: try again later.")
	}
	for _, g := range found {
		if g.PaymentID != p.PaymentID {
			continue
		}
		switch g.Status {
		case payments.RetrievedReceived:
			return true, nil
		case payments.RetrievedRefunded:
			return false, s.refundedAfterAll(ctx, refundID, p.PaymentID)
		default:
			return false, apperr.Conflict(fmt.Sprintf("PayHere shows payment %s as %s: it is not settled by bank transfer.", p.PaymentID, g.Status))
		}
	}
	return true, nil // the gateway lists no such payment, so no refund of it
}

// refundedAfterAll marks an uncertain refund the gateway did make PAID and
// answers the 409 that says so.
func (s *Server) refundedAfterAll(ctx context.Context, refundID int64, paymentID string) error {
	if _, err := s.Store.RetryFailedRefund(ctx, refundID); err != nil {
		return err
	}
	if err := s.Store.MarkRefundPaid(ctx, refundID, "retrieved:"+paymentID, time.Now()); err != nil {
		return err
	}
	return apperr.Conflict(fmt.Sprintf("PayHere shows payment %s refunded: the refund is now marked paid, and nothing is owed by bank transfer.", paymentID))
}

// utcMinute formats t for a message, to the minute, in UTC.
func utcMinute(t time.Time) string { return t.UTC().Format("2006-01-02 15:04 UTC") }
