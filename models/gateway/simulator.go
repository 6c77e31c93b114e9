package gateway

import (
	"context"
	"time"

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
	res := s.db.WithContext(ctx).Raw(`SELECT refund_id, payment_id, amount, reason FROM simulator_refunds
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
	res := s.db.WithContext(ctx).Exec(`INSERT INTO simulator_refunds (idempotency_key, refund_id, payment_id, amount, reason, created_at)
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

// SimulatedRefundsOfPayment lists the simulated refunds of one payment.
func (s *Store) SimulatedRefundsOfPayment(ctx context.Context, paymentID string) ([]payments.SimulatedRefund, error) {
	var rows []struct {
		RefundID, IdempotencyKey, Reason string
		Amount                           int64
		CreatedAt                        time.Time
	}
	err := s.db.WithContext(ctx).Raw(`SELECT refund_id, idempotency_key, reason, amount, created_at FROM simulator_refunds
		WHERE payment_id = ? ORDER BY id`, paymentID).Scan(&rows).Error
	out := make([]payments.SimulatedRefund, 0, len(rows))
	for _, r := range rows {
		out = append(out, payments.SimulatedRefund{RefundID: r.RefundID, PaymentID: paymentID, AmountCents: r.Amount,
			IdempotencyKey: r.IdempotencyKey, Reason: r.Reason, At: r.CreatedAt})
	}
	return out, err
}

// RecordSimulatedPayment stores a payment the simulator took; again, it
// changes nothing.
func (s *Store) RecordSimulatedPayment(ctx context.Context, p payments.SimulatedPayment) error {
	return s.db.WithContext(ctx).Exec(`INSERT INTO simulator_payments (payment_id, order_id, amount, currency, created_at)
		VALUES (?, ?, ?, ?, ?) ON CONFLICT (payment_id) DO NOTHING`, p.PaymentID, p.OrderID, p.AmountCents, p.Currency, p.At.UTC()).Error
}

// SimulatedPaymentsOfOrder lists the payments the simulator took for an order.
func (s *Store) SimulatedPaymentsOfOrder(ctx context.Context, orderID string) ([]payments.SimulatedPayment, error) {
	var rows []struct {
		PaymentID, Currency string
		Amount              int64
		CreatedAt           time.Time
	}
	err := s.db.WithContext(ctx).Raw(`SELECT payment_id, currency, amount, created_at FROM simulator_payments
		WHERE order_id = ? ORDER BY id`, orderID).Scan(&rows).Error
	out := make([]payments.SimulatedPayment, 0, len(rows))
	for _, r := range rows {
		out = append(out, payments.SimulatedPayment{PaymentID: r.PaymentID, OrderID: orderID, AmountCents: r.Amount,
			Currency: r.Currency, At: r.CreatedAt})
	}
	return out, err
}

var _ payments.SimulatorLedger = (*Store)(nil)
