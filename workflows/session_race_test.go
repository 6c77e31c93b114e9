package workflows_test

import (
	"context"
	"errors"
	"time"

	"github.com/stretchr/testify/mock"
	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/testsuite"
	"go.temporal.io/sdk/workflow"

	"cerebro/models"
	"cerebro/workflows"
)

// Two decisions about one session at once. The wedge of issue 31: a cancel
// that came while a move was being made was admitted, the move committed,
// and the run waited before continuing as new for a cancel handler nothing
// would ever finish.

// movedStart is where the race tests move the booking to.
var movedStart = sessionStart.Add(48 * time.Hour)

// slowMove expects the booking to be moved to slot 55, the move taking a
// minute of the workflow's clock, and both parties told.
func (s *sessionSuite) slowMove() *int {
	moves := new(int)
	s.env.OnActivity(s.acts.RescheduleBooking, mock.Anything, mock.Anything).After(time.Minute).Return(
		func(context.Context, models.Rescheduling) (models.Moved, error) {
			*moves++
			return models.Moved{FromSlotID: 54, ToSlotID: 55, StartsAt: movedStart, EndsAt: movedStart.Add(30 * time.Minute),
				PriceCents: price}, nil
		}).Maybe()
	s.env.OnActivity(s.acts.SendRescheduledMail, mock.Anything, mock.Anything).Return(nil).Maybe()
	return moves
}

// send sends an update now, under its own id, and records what its caller was told.
func (s *sessionSuite) send(id, name string, arg any) *updateResult {
	r := &updateResult{}
	s.env.UpdateWorkflow(name, id, &testsuite.TestUpdateCallback{
		OnReject:   func(err error) { r.rejected = err },
		OnComplete: func(v any, err error) { r.done, r.value, r.err = true, v, err },
	}, arg)
	return r
}

var moveRequest = workflows.RescheduleRequest{SlotID: 55, StartsAt: movedStart, EndsAt: movedStart.Add(30 * time.Minute), PriceCents: price}

// The consultant cancels while the consultee's move is being made: the
// move goes ahead, the cancel is refused with a clear answer, and the
// session continues as new with the new slot instead of waiting forever.
func (s *sessionSuite) TestACancelWhileTheBookingIsBeingMovedIsRefusedAndTheMoveContinues() {
	s.env.SetTestTimeout(5 * time.Second)
	moves := s.slowMove()
	asked := sessionStart.Add(-2 * day)
	var move, cancel *updateResult
	s.at(asked, func() { move = s.send("move", workflows.SessionRescheduleUpdate, moveRequest) })
	s.at(asked.Add(time.Second), func() {
		cancel = s.send("cancel", workflows.SessionCancelUpdate, workflows.CancelRequest{By: models.CancelledByConsultant, Reason: "Ill"})
	})

	s.env.ExecuteWorkflow(workflows.Session, workflows.SessionInput{BookingID: bookingID, StartsAt: sessionStart,
		EndsAt: sessionEnd, PriceCents: price, JoinEarly: joinEarly})

	s.Require().True(s.env.IsWorkflowCompleted())
	var next *workflow.ContinueAsNewError
	s.Require().True(errors.As(s.env.GetWorkflowError(), &next), "continues as new: %v", s.env.GetWorkflowError())
	s.Equal(1, *moves)
	s.Require().True(move.done)
	s.Require().NoError(move.err)
	var appErr *temporal.ApplicationError
	s.Require().ErrorAs(cancel.rejected, &appErr, "refused by the validator, nothing written")
	s.Equal(workflows.ErrTypeSessionDecided, appErr.Type())
	s.Equal("This booking is being moved to another slot. Please try again in a moment.", appErr.Message())
	s.Empty(s.cancels)
	s.Equal(movedStart, continuedWith(s, next).StartsAt.UTC())
}
