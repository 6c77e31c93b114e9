package session

import (
	"context"
	"errors"
	"fmt"
	"time"

	"cerebro/models"

	"gorm.io/gorm"
	"gorm.io/gorm/clause"

	"cerebro/models/ledger"
	"cerebro/models/refund"
)

// What the session workflow writes: joins, completion, cancellation with its
// refund and penalty. Every write is conditional, so an activity retried
// after it committed changes nothing the second time.

// ErrBookingNotConfirmed means a cancellation or join was asked of a booking
// that is not (or no longer) confirmed.
var ErrBookingNotConfirmed = errors.New("booking is not confirmed")

// BookingByID loads a booking with its slot and both parties (with their
// accounts).
func (s *Store) BookingByID(ctx context.Context, id int64) (*models.Booking, error) {
	var b models.Booking
	err := s.db.WithContext(ctx).Preload("Slot").Preload("Consultee.User").Preload("Consultant.User").
		Take(&b, id).Error
	return &b, models.NotFound(err)
}

// RecordJoin stores the first time a party entered the session's room.
func (s *Store) RecordJoin(ctx context.Context, bookingID int64, role models.Rater, at time.Time) error {
	column := "consultee_joined_at"
	switch role {
	case models.RaterConsultee:
	case models.RaterConsultant:
		column = "consultant_joined_at"
	default:
		return fmt.Errorf("record join: unknown role %q", role)
	}
	return s.db.WithContext(ctx).Exec(`UPDATE bookings SET `+column+` = ?, updated_at = now()
		WHERE id = ? AND `+column+` IS NULL`, at.UTC(), bookingID).Error
}

// CompleteSession marks a confirmed booking COMPLETED once its session was
// held, and opens the rating window: one unrated record per party (rate
// -1), kept if a party already created theirs by joining. A booking in any
// other state is left alone.
func (s *Store) CompleteSession(ctx context.Context, bookingID int64) error {
	return s.db.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		res := tx.Exec(`UPDATE bookings SET status = ?, updated_at = now() WHERE id = ? AND status = ?`,
			models.BookingCompleted, bookingID, models.BookingConfirmed)
		if res.Error != nil {
			return res.Error
		}
		return tx.Exec(`INSERT INTO booking_rates (booking_id, rater_role)
			SELECT b.id, r.role FROM bookings b, (VALUES (?), (?)) AS r(role)
			 WHERE b.id = ? AND b.status = ?
			ON CONFLICT (booking_id, rater_role) DO NOTHING`,
			models.RaterConsultee, models.RaterConsultant, bookingID, models.BookingCompleted).Error
	})
}

// CancelBooking cancels a confirmed booking in one transaction: booking
// CANCELLED, the slot AVAILABLE again when asked (and still ahead), the
// refund recorded (one row per booking) and the penalty recorded (one per
// booking). It returns the booking's refund (zero without one). Run again
// after it committed, it returns the same refund; a booking that is neither
// confirmed nor cancelled is ErrBookingNotConfirmed.
func (s *Store) CancelBooking(ctx context.Context, c Cancellation) (refund.State, error) {
	var out refund.State
	err := s.db.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		var b models.Booking
		if err := tx.Clauses(clause.Locking{Strength: "UPDATE"}).Take(&b, c.BookingID).Error; err != nil {
			return models.NotFound(err)
		}
		switch b.Status {
		case models.BookingConfirmed:
			if err := cancel(tx, b, c); err != nil {
				return err
			}
		case models.BookingCancelled:
		default:
			return fmt.Errorf("%w: booking %d is %s", ErrBookingNotConfirmed, b.ID, b.Status)
		}
		if c.Refund != nil {
			var err error
			if out, _, err = refund.Open(tx, c.BookingID, *c.Refund); err != nil {
				return err
			}
		}
		if c.Penalty == "" {
			return nil
		}
		err := tx.Exec(`INSERT INTO penalties (consultant_id, booking_id, reason) VALUES (?, ?, ?)
			ON CONFLICT (booking_id) DO NOTHING`, b.ConsultantID, b.ID, c.Penalty).Error
		if err != nil {
			return err
		}
		return ledger.PostPenalty(tx, b.ID)
	})
	return out, err
}

func cancel(tx *gorm.DB, b models.Booking, c Cancellation) error {
	err := tx.Exec(`UPDATE bookings SET status = ?, cancelled_by = ?, updated_at = now() WHERE id = ?`,
		models.BookingCancelled, c.By, b.ID).Error
	if err != nil || !c.ReleaseSlot {
		return err
	}
	return tx.Exec(`UPDATE cerebroslots SET status = ? WHERE id = ? AND status = ? AND starts_at > now()`,
		models.SlotAvailable, b.CerebroslotID, models.SlotBooked).Error
}
