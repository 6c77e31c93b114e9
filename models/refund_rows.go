package models

import (
	"gorm.io/gorm"

	"cerebro/rules"
)

// The refund rows other areas write or read inside their own transactions:
// the session opens a booking's refund with its cancellation, the checkout
// one per booking of a slip nobody reviewed, a cheaper reschedule the refund
// of the difference. The refund area (models/refund) reads and moves them
// through their lifecycle. They stay in this shared package while those
// callers live here; models/refund's Store.Open, OfBooking and DifferenceOf
// run them on any *gorm.DB, a transaction included.

// The booking's refund, as opposed to its difference refund: at most one of
// each per booking (migration 00033's partial unique indexes, which these
// name for ON CONFLICT).
const (
	// NotDifference is the condition of a refund other than the difference
	// of a cheaper reschedule (rules.CauseRescheduledCheaper).
	NotDifference = "cause <> '" + string(rules.CauseRescheduledCheaper) + "'"
	// OneRefundPerBooking is the conflict target of a booking's refund.
	OneRefundPerBooking = "(booking_id) WHERE " + NotDifference
	// OneDifferencePerBooking is the conflict target of its difference refund.
	OneDifferencePerBooking = "(booking_id) WHERE cause = '" + string(rules.CauseRescheduledCheaper) + "'"
)

// RefundOpening is a booking's refund to record. APPROVED is paid at once
// (Amount); REQUESTED waits for the admin, who may give 0..Requested, and
// Suggested is the policy's default if nobody decides.
type RefundOpening struct {
	Cause     rules.Cause
	Status    RefundStatus // RefundApproved or RefundRequested
	Requested int64        // what the consultee paid for the booking
	Amount    int64        // APPROVED: what goes back
	Suggested int64        // REQUESTED: the policy's default
	Note      string       // the consultee's reason or fault description
}

// RefundState is a refund as the session workflow and the API see it.
// Amount is the decided amount (APPROVED, PAID), otherwise 0.
type RefundState struct {
	ID        int64        `json:"id"`
	Cause     rules.Cause  `json:"cause"`
	Status    RefundStatus `json:"status"`
	Method    string       `json:"method"`
	Requested int64        `json:"requestedAmount"`
	Suggested int64        `json:"suggestedAmount"`
	Amount    int64        `json:"amount"`
}

// RefundVerdict is the decision on a REQUESTED refund: 0 rejects it.
type RefundVerdict struct {
	RefundID    int64
	AmountCents int64
	AdminRemark string
	DecidedBy   int64 // the admin's user id; 0 when the default applied
}

// RefundStateColumns select a refunds row as a RefundState.
const RefundStateColumns = `id, cause, status, method, requested_amount AS requested,
	COALESCE(suggested_amount, 0) AS suggested, COALESCE(amount, 0) AS amount`

// OpenRefund records a booking's refund unless it has one (a difference
// refund does not count), and returns the booking's refund either way, and
// whether this call opened it.
func OpenRefund(tx *gorm.DB, bookingID int64, o RefundOpening) (RefundState, bool, error) {
	var amount, suggested *int64
	if o.Status == RefundApproved {
		amount = &o.Amount
	} else {
		suggested = &o.Suggested
	}
	res := tx.Exec(`INSERT INTO refunds (booking_id, invoice_id, cause, status, method, requested_amount,
			suggested_amount, amount, note)
		SELECT b.id, b.invoice_id, ?, ?, i.payment_method, ?, ?, ?, ?
		  FROM bookings b JOIN invoices i ON i.id = b.invoice_id WHERE b.id = ?
		ON CONFLICT `+OneRefundPerBooking+` DO NOTHING`,
		o.Cause, o.Status, o.Requested, suggested, amount, o.Note, bookingID)
	if res.Error != nil {
		return RefundState{}, false, res.Error
	}
	r, err := RefundOfBooking(tx, bookingID)
	return r, res.RowsAffected == 1, err
}

// RefundOfBooking is the booking's refund, not its difference refund
// (ErrNotFound without one).
func RefundOfBooking(tx *gorm.DB, bookingID int64) (RefundState, error) {
	var r RefundState
	res := tx.Raw(`SELECT `+RefundStateColumns+` FROM refunds WHERE booking_id = ? AND `+NotDifference, bookingID).Scan(&r)
	if res.Error == nil && res.RowsAffected == 0 {
		return r, ErrNotFound
	}
	return r, res.Error
}

// DifferenceRefundOf is the refund of the difference a cheaper reschedule
// gave back (ErrNotFound without one), with whether it is, or will be, paid
// by bank transfer (a slip payment's, or part of a card payment PayHere
// cannot refund).
func DifferenceRefundOf(tx *gorm.DB, bookingID int64) (RefundState, bool, error) {
	var r struct {
		RefundState
		ByTransfer bool
	}
	res := tx.Raw(`SELECT `+RefundStateColumns+`, (method = ? OR payout_note <> '' OR transfer_reference <> '') AS by_transfer
		FROM refunds WHERE booking_id = ? AND cause = ?`, PaySlip, bookingID, rules.CauseRescheduledCheaper).Scan(&r)
	if res.Error == nil && res.RowsAffected == 0 {
		return r.RefundState, false, ErrNotFound
	}
	return r.RefundState, r.ByTransfer, res.Error
}
