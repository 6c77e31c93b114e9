package checkout

import (
	"context"
	"time"

	"cerebro/models"
)

// BookingFilter selects paid bookings: of one consultee or consultant when
// set, and either still to end (Upcoming) or already over.
type BookingFilter struct {
	ConsulteeID  int64
	ConsultantID int64
	Upcoming     bool
	Now          time.Time
}

// maxBookingRows bounds a booking list; nobody has this many sessions.
const maxBookingRows = 500

// ListBookings returns paid bookings with their slot and both parties:
// upcoming ones (CONFIRMED, not yet ended) soonest first, previous ones
// (ended, COMPLETED, or cancelled after payment) latest first.
func (s *Store) ListBookings(ctx context.Context, f BookingFilter) ([]models.Booking, error) {
	q := s.db.WithContext(ctx).Preload("Slot").Preload("Consultant").Preload("Consultee").
		Joins("JOIN cerebroslots s ON s.id = bookings.cerebroslot_id")
	if f.ConsulteeID != 0 {
		q = q.Where("bookings.consultee_id = ?", f.ConsulteeID)
	}
	if f.ConsultantID != 0 {
		q = q.Where("bookings.consultant_id = ?", f.ConsultantID)
	}
	if f.Upcoming {
		q = q.Where("bookings.status = ? AND s.ends_at > ?", models.BookingConfirmed, f.Now).Order("s.starts_at, bookings.id")
	} else {
		q = q.Where(`((bookings.status = ? AND s.ends_at <= ?) OR bookings.status = ?
			OR (bookings.status = ? AND EXISTS (SELECT 1 FROM invoices i WHERE i.id = bookings.invoice_id AND i.paid_at IS NOT NULL)))`,
			models.BookingConfirmed, f.Now, models.BookingCompleted, models.BookingCancelled).
			Order("s.starts_at DESC, bookings.id DESC")
	}
	var out []models.Booking
	err := q.Limit(maxBookingRows).Find(&out).Error
	return out, err
}
