package checkout

import (
	"context"

	"cerebro/models"
)

// ListBanks returns the accounts slips may be paid into.
func (s *Store) ListBanks(ctx context.Context) ([]Bank, error) {
	var banks []Bank
	err := s.db.WithContext(ctx).Order("id").Find(&banks).Error
	return banks, err
}

// BankExists reports whether id is one of the company's accounts.
func (s *Store) BankExists(ctx context.Context, id int64) (bool, error) {
	var n int64
	err := s.db.WithContext(ctx).Model(&Bank{}).Where("id = ?", id).Count(&n).Error
	return n == 1, err
}

// AddPaymentSlip stores an uploaded slip's record.
func (s *Store) AddPaymentSlip(ctx context.Context, p *PaymentSlip) error {
	return s.db.WithContext(ctx).Create(p).Error
}

// LatestSlip returns the newest slip uploaded for an invoice.
func (s *Store) LatestSlip(ctx context.Context, invoiceID int64) (*PaymentSlip, error) {
	var p PaymentSlip
	err := s.db.WithContext(ctx).Where("invoice_id = ?", invoiceID).Order("created_at DESC, id DESC").Take(&p).Error
	return &p, models.NotFound(err)
}
