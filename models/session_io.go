package models

// The session's activity inputs and outputs and its cancellation
// vocabulary. They stay in models because the session workflow carries them
// in its history; the queries that take them are models/session's.

import (
	"time"
)

// CancelledBy says who cancelled a booking.
type CancelledBy string

// Who cancelled a booking: the consultee, the consultant (who cancelled or
// did not come), or the system (the invoice was never paid).
const (
	CancelledByConsultee  CancelledBy = "CONSULTEE"
	CancelledByConsultant CancelledBy = "CONSULTANT"
	CancelledBySystem     CancelledBy = "SYSTEM"
)

// Penalty reasons.
const (
	PenaltyCancelled = "CANCELLED"
	PenaltyNoShow    = "NO_SHOW"
)

// Rescheduling moves a confirmed booking to another slot of its consultant.
type Rescheduling struct {
	BookingID int64
	ToSlotID  int64
}

// Moved is where a booking went, what it costs now and what came back.
type Moved struct {
	FromSlotID       int64
	ToSlotID         int64
	StartsAt, EndsAt time.Time
	PriceCents       int64 // the new slot's price: what the booking costs now
	RefundID         int64 // the difference refund (CauseRescheduledCheaper); 0 at the same price
	RefundedCents    int64 // its amount: the old price less the new one
}
