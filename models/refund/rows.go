package refund

import (
	"gorm.io/gorm"

	"cerebro/models"
)

// The refund rows other areas write or read inside their own transactions:
// the session opens a booking's refund with its cancellation, the checkout
// one per booking of a slip nobody reviewed, a cheaper reschedule the refund
// of the difference. These functions take the caller's *gorm.DB, a
// transaction included; the Store's Open, OfBooking and DifferenceOf run
// them on its own.

// The booking's refund, as opposed to its difference refund: at most one of
// each per booking (migration 00033's partial unique indexes, which these
// name for ON CONFLICT).
const (
	// OnePerBooking is the conflict target of a booking's refund.
	OnePerBooking = "(booking_id) WHERE " + models.NotDifference
	// OneDifferencePerBooking is the conflict target of its difference refund.
	OneDifferencePerBooking = "(booking_id) WHERE cause = '" + string(models.CauseRescheduledCheaper) + "'"
)

// StateColumns select a refunds row as a State.
const StateColumns = `id, cause, status, method, requested_amount AS requested,
	COALESCE(suggested_amount, 0) AS suggested, COALESCE(amount, 0) AS amount`

// Open records a booking's refund unless it has one (a difference
// refund does not count), and returns the booking's refund either way, and
// whether this call opened it.
func Open(tx *gorm.DB, bookingID int64, o Opening) (State, bool, error) {
	var amount, suggested *int64
	if o.Status == models.RefundApproved {
		amount = &o.Amount
	} else {
		suggested = &o.Suggested
	}
	res := tx.Exec(`INSERT INTO refunds (booking_id, invoice_id, cause, status, method, requested_amount,
			suggested_amount, amount, note)
		SELECT b.id, b.invoice_id, ?, ?, i.payment_method, ?, ?, ?, ?
		  FROM bookings b JOIN invoices i ON i.id = b.invoice_id WHERE b.id = ?
		ON CONFLICT `+OnePerBooking+` DO NOTHING`,
		o.Cause, o.Status, o.Requested, suggested, amount, o.Note, bookingID)
	if res.Error != nil {
		return State{}, false, res.Error
	}
	r, err := OfBooking(tx, bookingID)
	return r, res.RowsAffected == 1, err
}

// OfBooking is the booking's refund, not its difference refund
// (models.ErrNotFound without one).
func OfBooking(tx *gorm.DB, bookingID int64) (State, error) {
	var r State
	res := tx.Raw(`SELECT `+StateColumns+` FROM refunds WHERE booking_id = ? AND `+models.NotDifference, bookingID).Scan(&r)
	if res.Error == nil && res.RowsAffected == 0 {
		return r, models.ErrNotFound
	}
	return r, res.Error
}

// DifferenceOf is the refund of the difference a cheaper reschedule
// gave back (models.ErrNotFound without one), with whether it is, or will be, paid
// by bank transfer (a slip payment's, or part of a card payment PayHere
// cannot refund).
func DifferenceOf(tx *gorm.DB, bookingID int64) (State, bool, error) {
	var r struct {
		State
		ByTransfer bool
	}
	res := tx.Raw(`SELECT `+StateColumns+`, (method = ? OR payout_note <> '' OR transfer_reference <> '') AS by_transfer
		FROM refunds WHERE booking_id = ? AND cause = ?`, models.PaySlip, bookingID, models.CauseRescheduledCheaper).Scan(&r)
	if res.Error == nil && res.RowsAffected == 0 {
		return r.State, false, models.ErrNotFound
	}
	return r.State, r.ByTransfer, res.Error
}
