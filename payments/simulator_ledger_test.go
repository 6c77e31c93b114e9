package payments_test

import (
	"context"
	"errors"
	"sync"
	"testing"

	"cerebro/payments"
)

// memoryLedger stands in for the simulator_refunds table: it outlives the
// simulators that use it, as the database outlives a restarted worker.
type memoryLedger struct {
	mu       sync.Mutex
	byID     map[string]payments.SimulatedRefund
	payments []payments.SimulatedPayment
}

func (l *memoryLedger) SimulatedRefundsOfPayment(_ context.Context, paymentID string) ([]payments.SimulatedRefund, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	var out []payments.SimulatedRefund
	for _, r := range l.byID {
		if r.PaymentID == paymentID {
			out = append(out, r)
		}
	}
	return out, nil
}

func (l *memoryLedger) RecordSimulatedPayment(_ context.Context, p payments.SimulatedPayment) error {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.payments = append(l.payments, p)
	return nil
}

func (l *memoryLedger) SimulatedPaymentsOfOrder(_ context.Context, orderID string) ([]payments.SimulatedPayment, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	var out []payments.SimulatedPayment
	for _, p := range l.payments {
		if p.OrderID == orderID {
			out = append(out, p)
		}
	}
	return out, nil
}

func (l *memoryLedger) SimulatedRefundByKey(_ context.Context, key string) (payments.SimulatedRefund, bool, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	r, ok := l.byID[key]
	return r, ok, nil
}

func (l *memoryLedger) RecordSimulatedRefund(_ context.Context, r payments.SimulatedRefund) (payments.SimulatedRefund, bool, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if stored, ok := l.byID[r.IdempotencyKey]; ok {
		return stored, false, nil
	}
	if l.byID == nil {
		l.byID = map[string]payments.SimulatedRefund{}
	}
	l.byID[r.IdempotencyKey] = r
	return r, true, nil
}

// With a durable ledger, a payment refunded before a restart is refused
// after it, as PayHere refuses it.
func TestSimulatorWithALedgerRefundsAPaymentOnceAcrossRestarts(t *testing.T) {
	ledger := &memoryLedger{}
	ctx := context.Background()
	before := mustSimulator(t, payments.Config{PublicBaseURL: "http://app.test", SimulatorLedger: ledger})
	if _, err := before.Refund(ctx, "320027150501", 150000, "refund-7", "consultant cancelled"); err != nil {
		t.Fatal(err)
	}
	after := mustSimulator(t, payments.Config{PublicBaseURL: "http://app.test", SimulatorLedger: ledger})

	_, err := after.Refund(ctx, "320027150501", 150000, "refund-7", "consultant cancelled")

	if !errors.Is(err, payments.ErrRefundRefused) {
		t.Errorf("after a restart a second refund answered %v; want refused", err)
	}
	if n := len(before.Refunds()) + len(after.Refunds()); n != 1 || len(ledger.byID) != 1 {
		t.Errorf("refunds made: %d in the simulators, %d in the ledger; want 1", n, len(ledger.byID))
	}
	if _, err := after.Refund(ctx, "320027150501", 150000, "", ""); err == nil {
		t.Error("a refund without a key should fail")
	}
}
