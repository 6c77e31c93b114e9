package ledger

import (
	"context"

	"gorm.io/gorm"
)

// Store reads the ledger (an invoice's lines, the checks, the metrics'
// tallies); writing it is the postings' work, in their callers' transactions.
type Store struct{ db *gorm.DB }

// New is the ledger's store over db.
func New(db *gorm.DB) *Store { return &Store{db: db} }

// OfInvoice returns an invoice's ledger lines in the order written.
func (s *Store) OfInvoice(ctx context.Context, invoiceID int64) ([]Entry, error) {
	var out []Entry
	err := s.db.WithContext(ctx).Raw(`SELECT id, invoice_id, booking_id, kind, source, account, amount, created_at
		FROM ledger_entries WHERE invoice_id = ? ORDER BY id`, invoiceID).Scan(&out).Error
	return out, err
}

// PostPaymentChargeback is PostPaymentChargeback in a transaction of its own.
func (s *Store) PostPaymentChargeback(ctx context.Context, invoiceID int64, paymentID string) error {
	return s.db.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		return PostPaymentChargeback(tx, invoiceID, paymentID)
	})
}
