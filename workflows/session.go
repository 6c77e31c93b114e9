package workflows

import (
	"time"

	"go.temporal.io/sdk/workflow"
)

// SessionInput is one paid booking and when its slot runs.
type SessionInput struct {
	BookingID int64
	StartsAt  time.Time
	EndsAt    time.Time
}

// Session is one booking's life after payment. This is the skeleton the
// session issue extends (join window, meeting room, cancellation with
// refunds, ratings, the consultant's earning): for now it sleeps until the
// slot ends and marks the booking COMPLETED.
func Session(ctx workflow.Context, in SessionInput) error {
	if wait := in.EndsAt.Sub(workflow.Now(ctx)); wait > 0 {
		if err := workflow.Sleep(ctx, wait); err != nil {
			return err
		}
	}
	ctx = workflow.WithActivityOptions(ctx, statusOptions)
	return workflow.ExecuteActivity(ctx, acts.CompleteBooking, in.BookingID).Get(ctx, nil)
}
