package checkout

import (
	"context"
	"time"

	"gorm.io/gorm"

	"cerebro/models"
)

// InvoiceByID loads an invoice with both parties (and their accounts) and
// its bookings with their slots.
func (s *Store) InvoiceByID(ctx context.Context, id int64) (*models.Invoice, error) {
	var inv models.Invoice
	err := withInvoiceDetails(s.db.WithContext(ctx)).Take(&inv, id).Error
	return &inv, models.NotFound(err)
}

// InvoiceByCref loads an invoice by its public reference (the gateway order id).
func (s *Store) InvoiceByCref(ctx context.Context, cref string) (*models.Invoice, error) {
	var inv models.Invoice
	err := withInvoiceDetails(s.db.WithContext(ctx)).Where("cref = ?", cref).Take(&inv).Error
	return &inv, models.NotFound(err)
}

// InvoiceStatus reads just an invoice's status, for callers polling it.
func (s *Store) InvoiceStatus(ctx context.Context, id int64) (models.InvoiceStatus, error) {
	var status string
	res := s.db.WithContext(ctx).Raw("SELECT status FROM invoices WHERE id = ?", id).Scan(&status)
	if res.Error == nil && res.RowsAffected == 0 {
		return "", models.ErrNotFound
	}
	return models.InvoiceStatus(status), res.Error
}

func withInvoiceDetails(db *gorm.DB) *gorm.DB {
	return db.Preload("Consultee.User").Preload("Consultant.User").
		Preload("Bookings", func(db *gorm.DB) *gorm.DB { return db.Order("bookings.id") }).
		Preload("Bookings.Slot")
}

// InvoicesOfConsultee lists a consultee's invoices, newest first, with the
// consultant and the slots bought.
func (s *Store) InvoicesOfConsultee(ctx context.Context, consulteeID int64) ([]models.Invoice, error) {
	var out []models.Invoice
	err := withInvoiceDetails(s.db.WithContext(ctx)).Where("consultee_id = ?", consulteeID).
		Order("created_at DESC, id DESC").Find(&out).Error
	return out, err
}

// InvoiceFilter selects invoices for the admin: created in [From, To) when
// set, with Status when not empty.
type InvoiceFilter struct {
	From, To time.Time
	Status   models.InvoiceStatus
}

func (f InvoiceFilter) apply(db *gorm.DB) *gorm.DB {
	if !f.From.IsZero() {
		db = db.Where("invoices.created_at >= ?", f.From)
	}
	if !f.To.IsZero() {
		db = db.Where("invoices.created_at < ?", f.To)
	}
	if f.Status != "" {
		db = db.Where("invoices.status = ?", f.Status)
	}
	return db
}

// SearchInvoices returns one page of invoices, newest first, the ids of
// those with an uploaded slip, and how many invoices match.
func (s *Store) SearchInvoices(ctx context.Context, f InvoiceFilter, p models.Page) ([]models.Invoice, map[int64]bool, int64, error) {
	db := s.db.WithContext(ctx)
	var total int64
	if err := f.apply(db.Model(&models.Invoice{})).Count(&total).Error; err != nil {
		return nil, nil, 0, err
	}
	var out []models.Invoice
	err := f.apply(withInvoiceDetails(db)).Order("invoices.created_at DESC, invoices.id DESC").
		Limit(p.Rows).Offset(p.Offset()).Find(&out).Error
	if err != nil {
		return nil, nil, 0, err
	}
	ids := make([]int64, len(out))
	for i, inv := range out {
		ids[i] = inv.ID
	}
	withSlip := map[int64]bool{}
	if len(ids) > 0 {
		var slipped []int64
		if err := db.Raw("SELECT DISTINCT invoice_id FROM payment_slips WHERE invoice_id IN ?", ids).Scan(&slipped).Error; err != nil {
			return nil, nil, 0, err
		}
		for _, id := range slipped {
			withSlip[id] = true
		}
	}
	return out, withSlip, total, nil
}
