package gateway

import (
	"context"
	"time"

	"gorm.io/gorm"

	"cerebro/models"
	"cerebro/models/ledger"
)

// PaymentRefund is the refund of one whole card payment that matched nothing
// payable (see the 00004 migration).
type PaymentRefund struct {
	ID              int64
	InvoiceID       int64
	PaymentID       string
	Amount          int64
	Status          models.RefundStatus
	GatewayRefundID *string
	PayoutNote      string // set: owed by bank transfer instead (the admin settled it so)
}

// OpenPaymentRefund records, once per payment, that the payment is owed back
// in full, and returns the record (the existing one when called again).
func (s *Store) OpenPaymentRefund(ctx context.Context, invoiceID int64, paymentID string, amount int64) (PaymentRefund, error) {
	db := s.db.WithContext(ctx)
	err := db.Transaction(func(tx *gorm.DB) error {
		err := tx.Exec(`INSERT INTO refunds (invoice_id, payment_id, cause, status, method, requested_amount, amount)
			VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (payment_id) WHERE booking_id IS NULL DO NOTHING`,
			invoiceID, paymentID, models.CauseUnmatchedPayment, models.RefundApproved, models.PayOnline, amount, amount).Error
		if err != nil {
			return err
		}
		return ledger.PostPaymentToReturn(tx, invoiceID, paymentID, amount)
	})
	if err != nil {
		return PaymentRefund{}, err
	}
	var r PaymentRefund
	err = db.Raw(`SELECT id, invoice_id, payment_id, amount, status, gateway_refund_id, payout_note FROM refunds
		WHERE payment_id = ? AND booking_id IS NULL`, paymentID).Scan(&r).Error
	return r, err
}

// MarkRefundPaid records the gateway's refund id once the money went back.
// Only an APPROVED or SUBMITTING refund becomes PAID, so a retry changes
// nothing.
func (s *Store) MarkRefundPaid(ctx context.Context, refundID int64, gatewayRefundID string, at time.Time) error {
	return s.db.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		res := tx.Exec(`UPDATE refunds SET status = ?, gateway_refund_id = ?, paid_at = ?
			WHERE id = ? AND status IN (?, ?)`, models.RefundPaid, gatewayRefundID, at.UTC(), refundID, models.RefundApproved, models.RefundSubmitting)
		if res.Error != nil || res.RowsAffected == 0 {
			return res.Error
		}
		return ledger.PostRefundPaid(tx, refundID)
	})
}
