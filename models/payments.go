package models

import (
	"cerebro/models/ledger"
	"cerebro/rules"
	"context"
	"database/sql"
	"errors"
	"time"

	"gorm.io/gorm"
)

// RecordNotification stores a verified gateway notification once. It reports
// false when the same payment id and status code were stored before, so a
// replayed notification changes nothing.
func (s *Store) RecordNotification(ctx context.Context, n *PaymentNotification) (bool, error) {
	res := s.DB.WithContext(ctx).Exec(`INSERT INTO payment_notifications
		(invoice_id, payment_id, status_code, amount, currency, method) VALUES (?, ?, ?, ?, ?, ?)
		ON CONFLICT (payment_id, status_code) DO NOTHING`,
		n.InvoiceID, n.PaymentID, n.StatusCode, n.Amount, n.Currency, n.Method)
	return res.RowsAffected == 1, res.Error
}

// FlagChargeback records the chargeback of the invoice's card payment (see
// RecordChargeback); an invoice whose chargeback notification is missing is
// only flagged, for the admin to follow up.
func (s *Store) FlagChargeback(ctx context.Context, invoiceID int64) error {
	_, err := s.RecordChargeback(ctx, invoiceID)
	if errors.Is(err, ErrNoChargebackNotice) {
		return s.DB.WithContext(ctx).Exec(`UPDATE invoices SET chargeback = true, updated_at = now()
			WHERE id = ? AND NOT chargeback`, invoiceID).Error
	}
	return err
}

// ListBanks returns the accounts slips may be paid into.
func (s *Store) ListBanks(ctx context.Context) ([]Bank, error) {
	var banks []Bank
	err := s.DB.WithContext(ctx).Order("id").Find(&banks).Error
	return banks, err
}

// BankExists reports whether id is one of the company's accounts.
func (s *Store) BankExists(ctx context.Context, id int64) (bool, error) {
	var n int64
	err := s.DB.WithContext(ctx).Model(&Bank{}).Where("id = ?", id).Count(&n).Error
	return n == 1, err
}

// AddPaymentSlip stores an uploaded slip's record.
func (s *Store) AddPaymentSlip(ctx context.Context, p *PaymentSlip) error {
	return s.DB.WithContext(ctx).Create(p).Error
}

// LatestSlip returns the newest slip uploaded for an invoice.
func (s *Store) LatestSlip(ctx context.Context, invoiceID int64) (*PaymentSlip, error) {
	var p PaymentSlip
	err := s.DB.WithContext(ctx).Where("invoice_id = ?", invoiceID).Order("created_at DESC, id DESC").Take(&p).Error
	return &p, notFound(err)
}

// PaymentRefund is the refund of one whole card payment that matched nothing
// payable (see the 00004 migration).
type PaymentRefund struct {
	ID              int64
	InvoiceID       int64
	PaymentID       string
	Amount          int64
	Status          RefundStatus
	GatewayRefundID *string
	PayoutNote      string // set: owed by bank transfer instead (the admin settled it so)
}

// OpenPaymentRefund records, once per payment, that the payment is owed back
// in full, and returns the record (the existing one when called again).
func (s *Store) OpenPaymentRefund(ctx context.Context, invoiceID int64, paymentID string, amount int64) (PaymentRefund, error) {
	db := s.DB.WithContext(ctx)
	err := db.Transaction(func(tx *gorm.DB) error {
		err := tx.Exec(`INSERT INTO refunds (invoice_id, payment_id, cause, status, method, requested_amount, amount)
			VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (payment_id) WHERE booking_id IS NULL DO NOTHING`,
			invoiceID, paymentID, rules.CauseUnmatchedPayment, RefundApproved, PayOnline, amount, amount).Error
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
	return s.DB.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		res := tx.Exec(`UPDATE refunds SET status = ?, gateway_refund_id = ?, paid_at = ?
			WHERE id = ? AND status IN (?, ?)`, RefundPaid, gatewayRefundID, at.UTC(), refundID, RefundApproved, RefundSubmitting)
		if res.Error != nil || res.RowsAffected == 0 {
			return res.Error
		}
		return ledger.PostRefundPaid(tx, refundID)
	})
}

// StoredPayment is what the gateway's verified notification said about one
// payment of an invoice, as stored by the API.
type StoredPayment struct {
	Found       bool
	AmountCents int64
	Currency    string
}

// StoredNotification returns the stored notification of the invoice's
// payment with that status code; Found is false when none was stored (the
// message did not come from the gateway through the API).
func (s *Store) StoredNotification(ctx context.Context, invoiceID int64, paymentID string, statusCode int) (StoredPayment, error) {
	var rows []PaymentNotification
	err := s.DB.WithContext(ctx).Where("invoice_id = ? AND payment_id = ? AND status_code = ?", invoiceID, paymentID, statusCode).
		Limit(1).Find(&rows).Error
	if err != nil || len(rows) == 0 {
		return StoredPayment{}, err
	}
	return StoredPayment{Found: true, AmountCents: rows[0].Amount, Currency: rows[0].Currency}, nil
}

// FlagPayment records on the invoice why a payment message was not accepted,
// for the admin (flags accumulate, one per line), and marks the payment's stored
// notifications as flagged, so the reconciler leaves them to the admin.
func (s *Store) FlagPayment(ctx context.Context, invoiceID int64, paymentID, flag string) error {
	return s.DB.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		// Flags accumulate, one per line: a second flag must not hide the first.
		if err := tx.Exec(`UPDATE invoices SET updated_at = now(),
			payment_flag = CASE WHEN payment_flag = '' THEN @flag ELSE payment_flag || E'\n' || @flag END
			WHERE id = @id AND position(@flag in payment_flag) = 0`, sql.Named("flag", flag), sql.Named("id", invoiceID)).Error; err != nil {
			return err
		}
		return tx.Exec(`UPDATE payment_notifications SET flagged_at = now()
			WHERE invoice_id = ? AND payment_id = ? AND flagged_at IS NULL`, invoiceID, paymentID).Error
	})
}
