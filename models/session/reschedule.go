package session

import (
	"context"
	"errors"
	"fmt"
	"time"

	"gorm.io/gorm"
	"gorm.io/gorm/clause"

	"cerebro/models"
	"cerebro/models/refund"
	"cerebro/rules"
)

// ErrRescheduleRefused means the booking or the new slot no longer allows
// the move (the slot was taken, the booking cancelled or moved already).
var ErrRescheduleRefused = errors.New("the booking cannot move to that slot")

// RescheduleBooking moves the booking in one transaction: the new slot
// AVAILABLE → BOOKED, the old one back to AVAILABLE, the booking pointing at
// the new one with where it came from, and — when the new slot is cheaper —
// the difference refunded: an APPROVED refund (cause RESCHEDULED_CHEAPER,
// by the invoice's payment method), paid like every approved refund
// (activities.PayRefund). From then on the booking is worth the new slot's
// price: to the consultant's earnings and payout, and to a later refund. Run
// again after it committed, it answers with the same move; otherwise a
// booking or slot that no longer allows it (taken, cancelled, already moved,
// dearer, inside the cutoff) is ErrRescheduleRefused.
func (s *Store) RescheduleBooking(ctx context.Context, r models.Rescheduling, now time.Time) (models.Moved, error) {
	var out models.Moved
	err := s.db.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		var b models.Booking
		if err := tx.Clauses(clause.Locking{Strength: "UPDATE"}).Take(&b, r.BookingID).Error; err != nil {
			return models.NotFound(err)
		}
		if b.RescheduledFrom != nil && b.CerebroslotID == r.ToSlotID {
			return movedTo(tx, b.ID, *b.RescheduledFrom, r.ToSlotID, &out) // done already: the same answer
		}
		var from, to models.Slot
		if err := tx.Take(&from, b.CerebroslotID).Error; err != nil {
			return err
		}
		if err := tx.Clauses(clause.Locking{Strength: "UPDATE"}).Take(&to, r.ToSlotID).Error; err != nil {
			return models.NotFound(err)
		}
		if b.Status != models.BookingConfirmed || b.RescheduledFrom != nil || to.ConsultantID != b.ConsultantID ||
			to.Status != models.SlotAvailable || rules.CheckReschedule(from.StartsAt, to.StartsAt, from.Price, to.Price, now) != nil {
			return ErrRescheduleRefused
		}
		if err := tx.Exec(`UPDATE cerebroslots SET status = ? WHERE id = ?`, models.SlotBooked, to.ID).Error; err != nil {
			return err
		}
		if err := tx.Exec(`UPDATE cerebroslots SET status = ? WHERE id = ? AND status = ?`, models.SlotAvailable, from.ID, models.SlotBooked).Error; err != nil {
			return err
		}
		err := tx.Exec(`UPDATE bookings SET cerebroslot_id = ?, rescheduled_from = ?, booking_date = ?, updated_at = now() WHERE id = ?`,
			to.ID, from.ID, to.StartsAt, b.ID).Error
		if err != nil {
			return err
		}
		if err := refundDifference(tx, b.ID, from.Price-b.DiscountCents, to.Price-b.DiscountCents); err != nil {
			return err
		}
		return movedTo(tx, b.ID, from.ID, to.ID, &out)
	})
	return out, err
}

// refundDifference records the refund of what a move to a cheaper slot
// gives back, approved at once: it is the product's own price, not a claim.
// The prices are what the consultee pays for each slot: a promo code's
// part of the booking stays with it, so the difference is the same unless
// the discount outgrows the new slot's price, and never more than was paid.
func refundDifference(tx *gorm.DB, bookingID, oldPrice, newPrice int64) error {
	diff := rules.RescheduleRefund(max(oldPrice, 0), max(newPrice, 0))
	if diff == 0 {
		return nil
	}
	note := fmt.Sprintf("Moved to a cheaper slot: %s instead of %s.", rules.FormatLKR(newPrice), rules.FormatLKR(oldPrice))
	return tx.Exec(`INSERT INTO refunds (booking_id, invoice_id, cause, status, method, requested_amount, amount, note)
		SELECT b.id, b.invoice_id, ?, ?, i.payment_method, ?, ?, ?
		  FROM bookings b JOIN invoices i ON i.id = b.invoice_id WHERE b.id = ?
		ON CONFLICT `+refund.OneDifferencePerBooking+` DO NOTHING`,
		models.CauseRescheduledCheaper, models.RefundApproved, diff, diff, note, bookingID).Error
}

func movedTo(tx *gorm.DB, bookingID, fromID, toID int64, out *models.Moved) error {
	var to models.Slot
	if err := tx.Take(&to, toID).Error; err != nil {
		return err
	}
	*out = models.Moved{FromSlotID: fromID, ToSlotID: toID, StartsAt: to.StartsAt.UTC(), EndsAt: to.EndsAt.UTC(), PriceCents: to.Price}
	r, _, err := refund.DifferenceOf(tx, bookingID)
	switch {
	case errors.Is(err, models.ErrNotFound):
		return nil
	case err != nil:
		return err
	}
	out.RefundID, out.RefundedCents = r.ID, r.Amount
	return nil
}
