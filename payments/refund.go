package payments

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
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

// refundLedger makes Refund idempotent within one process: the first call
// with a key refunds, later calls with that key get the same result back.
// It cannot remember across restarts; the caller's database (the refund
// record keyed by the same idempotency key) is the durable guard.
type refundLedger struct {
	mu   sync.Mutex
	done map[string]ledgerEntry
}

type ledgerEntry struct {
	paymentID   string
	amountCents int64
	result      RefundResult
}

// once runs refund for a new key and replays the stored result for a known
// one. The lock is held across refund so two concurrent calls with one key
// cannot both reach the gateway; refunds are rare, so serializing them all
// costs nothing worth the extra machinery of per-key locks.
func (l *refundLedger) once(key, paymentID string, amountCents int64, refund func() (RefundResult, error)) (RefundResult, error) {
	if err := validateRefund(key, paymentID, amountCents); err != nil {
		return RefundResult{}, err
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if e, ok := l.done[key]; ok {
		if e.paymentID != paymentID || e.amountCents != amountCents {
			return RefundResult{}, fmt.Errorf("payments: idempotency key %q was already used to refund %s of payment %s",
				key, FormatAmount(e.amountCents), e.paymentID)
		}
		return e.result, nil
	}
	res, err := refund()
	if err != nil {
		return RefundResult{}, err
	}
	if l.done == nil {
		l.done = map[string]ledgerEntry{}
	}
	l.done[key] = ledgerEntry{paymentID: paymentID, amountCents: amountCents, result: res}
	return res, nil
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
