package gateway

import (
	"cerebro/models"
	"context"
	"database/sql"
	"errors"

	"gorm.io/gorm"
)

// RecordNotification stores a verified gateway notification once. It reports
// false when the same payment id and status code were stored before, so a
// replayed notification changes nothing.
func (s *Store) RecordNotification(ctx context.Context, n *models.PaymentNotification) (bool, error) {
	res := s.db.WithContext(ctx).Exec(`INSERT INTO payment_notifications
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
		return s.db.WithContext(ctx).Exec(`UPDATE invoices SET chargeback = true, updated_at = now()
			WHERE id = ? AND NOT chargeback`, invoiceID).Error
	}
	return err
}

// StoredNotification returns the stored notification of the invoice's
// payment with that status code; Found is false when none was stored (the
// message did not come from the gateway through the API).
func (s *Store) StoredNotification(ctx context.Context, invoiceID int64, paymentID string, statusCode int) (models.StoredPayment, error) {
	var rows []models.PaymentNotification
	err := s.db.WithContext(ctx).Where("invoice_id = ? AND payment_id = ? AND status_code = ?", invoiceID, paymentID, statusCode).
		Limit(1).Find(&rows).Error
	if err != nil || len(rows) == 0 {
		return models.StoredPayment{}, err
	}
	return models.StoredPayment{Found: true, AmountCents: rows[0].Amount, Currency: rows[0].Currency}, nil
}

// FlagPayment records on the invoice why a payment message was not accepted,
// for the admin (flags accumulate, one per line), and marks the payment's stored
// notifications as flagged, so the reconciler leaves them to the admin.
func (s *Store) FlagPayment(ctx context.Context, invoiceID int64, paymentID, flag string) error {
	return s.db.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
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
