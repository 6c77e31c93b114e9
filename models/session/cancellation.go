package session

import (
	"cerebro/models"
	"cerebro/models/refund"
)

// Cancellation ends a confirmed booking: who cancelled, whether the slot
// may be sold again, the consultant's penalty ("" for none) and the refund.
// The session workflow carries it in its history, so its fields keep their
// names; it lives here rather than in the models root because its refund is
// a models/refund type, which the root may not import.
type Cancellation struct {
	BookingID   int64
	By          models.CancelledBy // models.CancelledByConsultee or models.CancelledByConsultant
	ReleaseSlot bool               // the slot goes back to AVAILABLE if it has not started
	Penalty     string             // models.PenaltyCancelled, models.PenaltyNoShow or ""
	Refund      *refund.Opening    // nil: nothing to refund
}
