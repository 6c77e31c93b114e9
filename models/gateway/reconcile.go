package gateway

import (
	"cerebro/models"
	"context"
	"time"
)

// UnsettledNotifications returns, oldest first, at most limit notifications
// stored before olderThan that no invoice, refund or flag accounts for:
//   - paid (2): the invoice was not paid by that payment, no refund row
//     names it, and it was not flagged for the admin;
//   - canceled or failed (-1, -2): the invoice is an ONLINE one still
//     awaiting payment;
//   - charged back (-3): the invoice is not marked charged back.
//
// The API delivers each notification as it comes; these are the ones whose
// delivery was lost (Temporal down, the API killed in between).
func (s *Store) UnsettledNotifications(ctx context.Context, olderThan time.Time, limit int) ([]models.UnsettledNotification, error) {
	var out []models.UnsettledNotification
	err := s.db.WithContext(ctx).Raw(`
		SELECT n.id, n.invoice_id, n.payment_id, n.status_code, n.amount, n.currency,
		       i.status AS invoice_status, i.total_amount AS invoice_total, i.currency AS invoice_currency,
		       n.delivered_at IS NOT NULL AS delivered
		  FROM payment_notifications n JOIN invoices i ON i.id = n.invoice_id
		 WHERE n.received_at < ? AND n.flagged_at IS NULL AND (
		       (n.status_code = 2 AND i.gateway_payment_id IS DISTINCT FROM n.payment_id
		            AND NOT EXISTS (SELECT 1 FROM refunds r WHERE r.payment_id = n.payment_id))
		    OR (n.status_code IN (-1, -2) AND i.status = ? AND i.payment_method = ?)
		    OR (n.status_code = -3 AND NOT i.chargeback))
		 ORDER BY n.received_at, n.id
		 LIMIT ?`, olderThan.UTC(), models.InvoicePendingPayment, models.PayOnline, limit).Scan(&out).Error
	return out, err
}

// MarkNotificationDelivered records that notification id was handed to its
// invoice's running checkout, so the reconciler does not signal it again.
func (s *Store) MarkNotificationDelivered(ctx context.Context, id int64) error {
	return s.db.WithContext(ctx).Exec(`UPDATE payment_notifications SET delivered_at = now()
		WHERE id = ? AND delivered_at IS NULL`, id).Error
}

// MarkPaymentDelivered is MarkNotificationDelivered for the notification of
// one payment with that status, as the API knows it.
func (s *Store) MarkPaymentDelivered(ctx context.Context, invoiceID int64, paymentID string, statusCode int) error {
	return s.db.WithContext(ctx).Exec(`UPDATE payment_notifications SET delivered_at = now()
		WHERE invoice_id = ? AND payment_id = ? AND status_code = ? AND delivered_at IS NULL`,
		invoiceID, paymentID, statusCode).Error
}
