package rules

import (
	"time"

	"cerebro/apperr"
)

// RescheduleCutoff is how far ahead both the booked slot and the new one
// must start for a booking to be moved: the full-refund cutoff, so moving
// is never a way round a late cancellation.
const RescheduleCutoff = RefundCutoff

// CheckReschedule refuses moving a booking from the slot starting at from
// to the one starting at to, now, unless both start more than
// RescheduleCutoff ahead and the new one costs no more than the booked one
// (a cheaper one refunds the difference: RescheduleRefund) and no less than
// MinSlotRateCents.
func CheckReschedule(from, to time.Time, oldPrice, newPrice int64, now time.Time) error {
	switch {
	case from.Sub(now) <= RescheduleCutoff:
		return apperr.New("session.reschedule_too_late")
	case to.Sub(now) <= RescheduleCutoff:
		return apperr.New("session.reschedule_new_slot_too_soon")
	case to.Equal(from):
		return apperr.New("session.reschedule_same_slot")
	case newPrice > oldPrice:
		return apperr.New("session.reschedule_dearer")
	case newPrice < MinSlotRateCents:
		return apperr.New("session.reschedule_below_minimum")
	}
	return nil
}

// RescheduleRefund is what moving a booking from a slot of oldPrice to one
// of newPrice gives back to the consultee: the difference when the new one
// is cheaper, otherwise nothing (a dearer one is refused by CheckReschedule).
func RescheduleRefund(oldPrice, newPrice int64) int64 {
	if newPrice >= oldPrice {
		return 0
	}
	return oldPrice - newPrice
}
