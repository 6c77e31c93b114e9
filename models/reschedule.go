package models

import (
	"context"
	"errors"
	"time"

	"gorm.io/gorm"
	"gorm.io/gorm/clause"

	"cerebro/rules"
)

// ErrRescheduleRefused means the booking or the new slot no longer allows
// the move (the slot was taken, the booking cancelled or moved already).
var ErrRescheduleRefused = errors.New("the booking cannot move to that slot")

// Rescheduling moves a confirmed booking to another slot of its consultant.
type Rescheduling struct {
	BookingID int64
	ToSlotID  int64
}

// Moved is where a booking went.
type Moved struct {
	FromSlotID       int64
	ToSlotID         int64
	StartsAt, EndsAt time.Time
}

// RescheduleBooking moves the booking in one transaction: the new slot
// AVAILABLE → BOOKED, the old one back to AVAILABLE, the booking pointing at
// the new one with where it came from. Run again after it committed, it
// answers with the same move; otherwise a booking or slot that no longer
// allows it (taken, cancelled, already moved, different price, inside the
// cutoff) is ErrRescheduleRefused.
func (s *Store) RescheduleBooking(ctx context.Context, r Rescheduling, now time.Time) (Moved, error) {
	var out Moved
	err := s.DB.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		var b Booking
		if err := tx.Clauses(clause.Locking{Strength: "UPDATE"}).Take(&b, r.BookingID).Error; err != nil {
			return notFound(err)
		}
		if b.RescheduledFrom != nil && b.CerebroslotID == r.ToSlotID {
			return movedTo(tx, *b.RescheduledFrom, r.ToSlotID, &out) // done already: the same answer
		}
		var from, to Slot
		if err := tx.Take(&from, b.CerebroslotID).Error; err != nil {
			return err
		}
		if err := tx.Clauses(clause.Locking{Strength: "UPDATE"}).Take(&to, r.ToSlotID).Error; err != nil {
			return notFound(err)
		}
		if b.Status != BookingConfirmed || b.RescheduledFrom != nil || to.ConsultantID != b.ConsultantID ||
			to.Status != SlotAvailable || rules.CheckReschedule(from.StartsAt, to.StartsAt, from.Price, to.Price, now) != nil {
			return ErrRescheduleRefused
		}
		if err := tx.Exec(`UPDATE cerebroslots SET status = ? WHERE id = ?`, SlotBooked, to.ID).Error; err != nil {
			return err
		}
		if err := tx.Exec(`UPDATE cerebroslots SET status = ? WHERE id = ? AND status = ?`, SlotAvailable, from.ID, SlotBooked).Error; err != nil {
			return err
		}
		err := tx.Exec(`UPDATE bookings SET cerebroslot_id = ?, rescheduled_from = ?, booking_date = ?, updated_at = now() WHERE id = ?`,
			to.ID, from.ID, to.StartsAt, b.ID).Error
		if err != nil {
			return err
		}
		return movedTo(tx, from.ID, to.ID, &out)
	})
	return out, err
}

func movedTo(tx *gorm.DB, fromID, toID int64, out *Moved) error {
	var to Slot
	if err := tx.Take(&to, toID).Error; err != nil {
		return err
	}
	*out = Moved{FromSlotID: fromID, ToSlotID: toID, StartsAt: to.StartsAt.UTC(), EndsAt: to.EndsAt.UTC()}
	return nil
}
