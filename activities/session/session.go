package session

import (
	"context"
	"time"

	"cerebro/models"
)

// The session workflow's writes. Each is conditional in the database, so a
// retry after a commit changes nothing.

// CompleteBooking marks a confirmed booking COMPLETED when its session was
// held and opens the rating window (an unrated record for each party).
func (a *Activities) CompleteBooking(ctx context.Context, bookingID int64) error {
	return a.Stores.Session.CompleteSession(ctx, bookingID)
}

// JoinRecord says a party entered the session's room.
type JoinRecord struct {
	BookingID int64
	Role      models.Rater // models.RaterConsultee or models.RaterConsultant
	At        time.Time
}

// RecordJoin stores the first time the party joined.
func (a *Activities) RecordJoin(ctx context.Context, j JoinRecord) error {
	return a.Stores.Session.RecordJoin(ctx, j.BookingID, j.Role, j.At)
}
