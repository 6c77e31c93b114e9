package activities

import "context"

// CompleteBooking marks a confirmed booking COMPLETED when its session is
// over; running it again changes nothing.
func (a *Activities) CompleteBooking(ctx context.Context, bookingID int64) error {
	return a.Store.CompleteBooking(ctx, bookingID)
}
