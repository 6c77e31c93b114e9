package models

import (
	"context"

	"cerebro/payments"
)

// The payment simulator's durable ledger (payments.SimulatorLedger): the
// unique idempotency key makes one key refund once, however often and from
// however many processes it is asked.

// SimulatedRefundByKey returns the simulated refund stored under key.
func (s *Store) SimulatedRefundByKey(ctx context.Context, key string) (payments.SimulatedRefund, bool, error) {
	var row struct {
		RefundID  string
		PaymentID string
		Amount    int64
		Reason    string
	}
	res := s.DB.WithContext(ctx).Raw(`SELECT refund_id, payment_id, amount, reason FROM simulator_refunds
		WHERE idempotency_key = ?`, key).Scan(&row)
	if res.Error != nil || res.RowsAffected == 0 {
		return payments.SimulatedRefund{}, false, res.Error
	}
	return payments.SimulatedRefund{RefundID: row.RefundID, PaymentID: row.PaymentID, AmountCents: row.Amount,
		IdempotencyKey: key, Reason: row.Reason}, true, nil
}

// RecordSimulatedRefund stores r unless its key is known, and returns the
// refund stored under the key and whether it was stored just now.
func (s *Store) RecordSimulatedRefund(ctx context.Context, r payments.SimulatedRefund) (payments.SimulatedRefund, bool, error) {
	res := s.DB.WithContext(ctx).Exec(`INSERT INTO simulator_refunds (idempotency_key, refund_id, payment_id, amount, reason, created_at)
		VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (idempotency_key) DO NOTHING`,
		r.IdempotencyKey, r.RefundID, r.PaymentID, r.AmountCents, r.Reason, r.At.UTC())
	if res.Error != nil {
		return payments.SimulatedRefund{}, false, res.Error
	}
	if res.RowsAffected == 1 {
		return r, true, nil
	}
	stored, _, err := s.SimulatedRefundByKey(ctx, r.IdempotencyKey)
	return stored, false, err
}

var _ payments.SimulatorLedger = (*Store)(nil)
