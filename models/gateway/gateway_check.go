package gateway

import (
	"cerebro/models"
	"context"
)

// StoreRetrievedPayment keeps a payment the gateway's Retrieval API reported
// for an invoice as if the gateway had notified it (method RETRIEVAL), so
// the checkout, the reconciler and the ledger treat it like any other; a
// payment already stored changes nothing.
func (s *Store) StoreRetrievedPayment(ctx context.Context, invoiceID int64, paymentID string, amount int64, currency, method string) error {
	_, err := s.RecordNotification(ctx, &models.PaymentNotification{InvoiceID: invoiceID, PaymentID: paymentID, StatusCode: 2,
		Amount: amount, Currency: currency, Method: "RETRIEVAL " + method})
	return err
}

// MarkGatewayUnchecked records that an ONLINE invoice was released without
// the gateway saying whether it was paid, or, with unchecked false, that it
// has been asked since.
func (s *Store) MarkGatewayUnchecked(ctx context.Context, invoiceID int64, unchecked bool) error {
	return s.db.WithContext(ctx).Exec(`UPDATE invoices SET gateway_unchecked = ? WHERE id = ?`, unchecked, invoiceID).Error
}

// GatewayUncheckedInvoices lists, oldest first, at most limit invoices the
// gateway still has to be asked about: their ids and order ids.
func (s *Store) GatewayUncheckedInvoices(ctx context.Context, limit int) ([]models.Invoice, error) {
	var out []models.Invoice
	err := s.db.WithContext(ctx).Select("id", "cref").Where("gateway_unchecked").Order("id").Limit(limit).Find(&out).Error
	return out, err
}
