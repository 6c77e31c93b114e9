package payments

import (
	"context"
	"errors"
	"fmt"
	"strings"
)

// SimulatorLedger is the simulator's durable memory of refunds (the
// simulator_refunds table in production wiring).
type SimulatorLedger interface {
	// SimulatedRefundByKey returns the refund stored under key, if any.
	SimulatedRefundByKey(ctx context.Context, key string) (r SimulatedRefund, found bool, err error)
	// RecordSimulatedRefund stores r under its idempotency key unless the key
	// is known, and returns the refund stored under the key and whether it
	// was stored just now. It must be atomic: of two racing calls with one
	// key, one creates and the other gets the first one's refund.
	RecordSimulatedRefund(ctx context.Context, r SimulatedRefund) (stored SimulatedRefund, created bool, err error)
	// SimulatedRefundsOfPayment lists the refunds made of one payment.
	SimulatedRefundsOfPayment(ctx context.Context, paymentID string) ([]SimulatedRefund, error)
	// RecordSimulatedPayment stores a payment the simulator took.
	RecordSimulatedPayment(ctx context.Context, p SimulatedPayment) error
	// SimulatedPaymentsOfOrder lists the payments taken for an order, oldest first.
	SimulatedPaymentsOfOrder(ctx context.Context, orderID string) ([]SimulatedPayment, error)
}

func validateRefund(key, paymentID string, amountCents int64) error {
	switch {
	case strings.TrimSpace(key) == "":
		return errors.New("payments: refund needs an idempotency key")
	case strings.TrimSpace(paymentID) == "":
		return errors.New("payments: refund needs the gateway's payment id")
	case amountCents <= 0 || amountCents > maxAmountCents:
		return fmt.Errorf("payments: refund amount %s must be positive", FormatAmount(amountCents))
	}
	return nil
}
