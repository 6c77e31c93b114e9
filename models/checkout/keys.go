package checkout

import (
	"context"
)

// BookingRequest ties a consultee's Idempotency-Key to the invoice its
// first booking request opened.
type BookingRequest struct {
	ConsulteeID int64
	Key         string
	Fingerprint string // the request's method and slots
	InvoiceID   int64
}

// ClaimBookingKey records that the consultee's key opened invoiceID, unless
// the key was claimed before, and returns the request the key stands for:
// this one, or the first one (whose invoice the caller must answer with).
// The primary key decides between two racing requests, not the code.
func (s *Store) ClaimBookingKey(ctx context.Context, r BookingRequest) (BookingRequest, error) {
	db := s.db.WithContext(ctx)
	err := db.Exec(`INSERT INTO booking_requests (consultee_id, idempotency_key, fingerprint, invoice_id)
		VALUES (?, ?, ?, ?) ON CONFLICT (consultee_id, idempotency_key) DO NOTHING`,
		r.ConsulteeID, r.Key, r.Fingerprint, r.InvoiceID).Error
	if err != nil {
		return BookingRequest{}, err
	}
	var first BookingRequest
	err = db.Raw(`SELECT consultee_id, idempotency_key AS key, fingerprint, invoice_id FROM booking_requests
		WHERE consultee_id = ? AND idempotency_key = ?`, r.ConsulteeID, r.Key).Scan(&first).Error
	return first, err
}

// BookingKey returns the request a consultee's key stands for, if any.
func (s *Store) BookingKey(ctx context.Context, consulteeID int64, key string) (BookingRequest, bool, error) {
	var r BookingRequest
	res := s.db.WithContext(ctx).Raw(`SELECT consultee_id, idempotency_key AS key, fingerprint, invoice_id FROM booking_requests
		WHERE consultee_id = ? AND idempotency_key = ?`, consulteeID, key).Scan(&r)
	return r, res.RowsAffected == 1, res.Error
}
