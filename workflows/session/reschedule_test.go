package session_test

import (
	"context"
	"errors"
	"time"

	"github.com/stretchr/testify/mock"
	"go.temporal.io/sdk/converter"
	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/workflow"

	sessionacts "cerebro/activities/session"
	"cerebro/models"
	"cerebro/rules"
	sessionwf "cerebro/workflows/session"
	"cerebro/workflows/workflowstest"
)

// Moving a booking: the session continues as a new run with the new slot.

func (s *sessionSuite) TestRescheduleMovesTheSessionToTheNewSlot() {
	newStart := sessionStart.Add(48 * time.Hour)
	when := sessionStart.Add(-2 * day)
	var mails []sessionacts.RescheduledMail
	s.env.OnActivity(s.acts.Session.RescheduleBooking, mock.Anything, models.Rescheduling{BookingID: bookingID, ToSlotID: 55}).Return(
		models.Moved{FromSlotID: 54, ToSlotID: 55, StartsAt: newStart, EndsAt: newStart.Add(30 * time.Minute), PriceCents: price}, nil).Once()
	s.env.OnActivity(s.acts.Session.SendRescheduledMail, mock.Anything, mock.Anything).Return(
		func(_ context.Context, m sessionacts.RescheduledMail) error {
			mails = append(mails, m)
			return nil
		}).Twice()
	res := s.update(sessionwf.SessionRescheduleUpdate, when,
		sessionwf.RescheduleRequest{SlotID: 55, StartsAt: newStart, EndsAt: newStart.Add(30 * time.Minute), PriceCents: price})

	s.env.ExecuteWorkflow(sessionwf.Session, sessionwf.SessionInput{BookingID: bookingID, StartsAt: sessionStart,
		EndsAt: sessionEnd, PriceCents: price, JoinEarly: joinEarly})

	s.Require().True(s.env.IsWorkflowCompleted())
	var next *workflow.ContinueAsNewError
	s.Require().True(errors.As(s.env.GetWorkflowError(), &next), "continues as new: %v", s.env.GetWorkflowError())
	s.Equal(when, s.env.Now().UTC(), "at once, not at the old slot's times")
	s.Require().Nil(res.Rejected)
	s.Require().NoError(res.Err)
	out := res.Value.(sessionwf.Rescheduled)
	s.Equal(int64(54), out.FromSlotID)
	s.Equal(newStart, out.StartsAt.UTC())
	s.Zero(out.RefundedCents, "the same price: nothing refunded, nothing paid")
	in := continuedWith(s, next)
	s.Equal(newStart, in.StartsAt.UTC())
	s.Equal(price, in.PriceCents)
	s.True(in.Rescheduled)
	s.Len(mails, 2, "both parties are told")
	s.Equal(sessionStart, mails[0].FromStartsAt.UTC())
	for _, r := range s.reminders {
		s.True(r.at.Before(when), "no reminder of the old slot after the move")
	}
}

func (s *sessionSuite) TestRescheduleIsRefusedInsideADayTwiceOrAtAnotherPrice() {
	s.completes()
	s.join(models.RaterConsultant, sessionStart)
	later := sessionStart.Add(48 * time.Hour)
	req := func(price int64, start time.Time) sessionwf.RescheduleRequest {
		return sessionwf.RescheduleRequest{SlotID: 55, StartsAt: start, EndsAt: start.Add(30 * time.Minute), PriceCents: price}
	}
	dearer := s.update(sessionwf.SessionRescheduleUpdate, sessionStart.Add(-2*day), req(price+1, later))
	asked := sessionStart.Add(-2*day + time.Minute) // another update id than the first
	newTooSoon := s.update(sessionwf.SessionRescheduleUpdate, asked, req(price, asked.Add(day)))
	underMinimum := s.update(sessionwf.SessionRescheduleUpdate, sessionStart.Add(-2*day+2*time.Minute),
		req(rules.MinSlotRateCents-1, later))
	lastDay := s.update(sessionwf.SessionRescheduleUpdate, sessionStart.Add(-day), req(price, later))

	s.run()

	for name, r := range map[string]*workflowstest.UpdateResult{"a dearer slot": dearer, "a new slot within a day": newTooSoon,
		"a slot under the minimum rate": underMinimum, "exactly a day before": lastDay} {
		var appErr *temporal.ApplicationError
		s.Require().ErrorAs(r.Rejected, &appErr, name)
		s.Equal(sessionwf.ErrTypeRescheduleRefused, appErr.Type(), name)
	}
}

func (s *sessionSuite) TestABookingMovedOnceIsNotMovedAgain() {
	s.completes()
	s.join(models.RaterConsultant, sessionStart)
	later := sessionStart.Add(48 * time.Hour)
	again := s.update(sessionwf.SessionRescheduleUpdate, sessionStart.Add(-2*day),
		sessionwf.RescheduleRequest{SlotID: 56, StartsAt: later, EndsAt: later.Add(30 * time.Minute), PriceCents: price})

	s.env.ExecuteWorkflow(sessionwf.Session, sessionwf.SessionInput{BookingID: bookingID, StartsAt: sessionStart,
		EndsAt: sessionEnd, PriceCents: price, JoinEarly: joinEarly, Rescheduled: true})

	s.Require().NoError(s.env.GetWorkflowError())
	s.Require().Error(again.Rejected)
	s.Contains(again.Rejected.Error(), "rescheduled once already")
}

// A slot taken meanwhile refuses the move; the session stays as it was.
func (s *sessionSuite) TestATakenSlotRefusesTheMoveAndTheSessionStays() {
	s.completes()
	s.join(models.RaterConsultant, sessionStart)
	later := sessionStart.Add(48 * time.Hour)
	s.env.OnActivity(s.acts.Session.RescheduleBooking, mock.Anything, mock.Anything).Return(models.Moved{},
		temporal.NewNonRetryableApplicationError("taken", sessionacts.ErrTypeRescheduleRefused, nil)).Once()
	res := s.update(sessionwf.SessionRescheduleUpdate, sessionStart.Add(-2*day),
		sessionwf.RescheduleRequest{SlotID: 55, StartsAt: later, EndsAt: later.Add(30 * time.Minute), PriceCents: price})

	s.run()

	s.Require().Nil(res.Rejected)
	s.Require().Error(res.Err)
	s.Contains(res.Err.Error(), "can no longer be booked")
	s.Equal(sessionEnd.Add(rules.OutcomeDelay), s.completedAt, "held at the booked slot")
}

// A cheaper slot: the move refunds the difference in its transaction; the
// session pays that refund like every approved one before telling both
// parties, and the next run is worth the new price (a later cancellation
// refunds that, not what was first paid).
func (s *sessionSuite) TestACheaperMovePaysTheDifferenceAndTheNextRunCostsTheNewPrice() {
	newStart := sessionStart.Add(48 * time.Hour)
	cheaper, difference := price-50000, int64(50000)
	var steps []string
	s.env.OnActivity(s.acts.Session.RescheduleBooking, mock.Anything, models.Rescheduling{BookingID: bookingID, ToSlotID: 55}).Return(
		models.Moved{FromSlotID: 54, ToSlotID: 55, StartsAt: newStart, EndsAt: newStart.Add(30 * time.Minute), PriceCents: cheaper,
			RefundID: refundID + 1, RefundedCents: difference}, nil).Once()
	s.env.OnActivity(s.acts.Refund.PayRefund, mock.Anything, refundID+1).Return(func(context.Context, int64) (string, error) {
		steps = append(steps, "pay")
		return string(models.RefundApproved), nil // part of a card payment: a bank transfer owed
	}).Once()
	s.env.OnActivity(s.acts.Session.SendRescheduledMail, mock.Anything, mock.Anything).Return(
		func(context.Context, sessionacts.RescheduledMail) error {
			steps = append(steps, "mail")
			return nil
		}).Twice()
	res := s.update(sessionwf.SessionRescheduleUpdate, sessionStart.Add(-2*day),
		sessionwf.RescheduleRequest{SlotID: 55, StartsAt: newStart, EndsAt: newStart.Add(30 * time.Minute), PriceCents: cheaper})

	s.env.ExecuteWorkflow(sessionwf.Session, sessionwf.SessionInput{BookingID: bookingID, StartsAt: sessionStart,
		EndsAt: sessionEnd, PriceCents: price, JoinEarly: joinEarly})

	var next *workflow.ContinueAsNewError
	s.Require().True(errors.As(s.env.GetWorkflowError(), &next), "continues as new: %v", s.env.GetWorkflowError())
	s.Require().Nil(res.Rejected)
	s.Require().NoError(res.Err)
	s.Equal(difference, res.Value.(sessionwf.Rescheduled).RefundedCents)
	s.Equal([]string{"pay", "mail", "mail"}, steps, "paid before the mails say how")
	in := continuedWith(s, next)
	s.Equal(cheaper, in.PriceCents, "the booking is worth the new price")
	s.Equal(newStart, in.StartsAt.UTC())
}

// A dearer slot is refused by the update's validator: nothing moves.
func (s *sessionSuite) TestADearerSlotIsRefusedAndNothingMoves() {
	s.completes()
	s.join(models.RaterConsultant, sessionStart)
	later := sessionStart.Add(48 * time.Hour)
	res := s.update(sessionwf.SessionRescheduleUpdate, sessionStart.Add(-2*day),
		sessionwf.RescheduleRequest{SlotID: 55, StartsAt: later, EndsAt: later.Add(30 * time.Minute), PriceCents: price + 1})

	s.run()

	var appErr *temporal.ApplicationError
	s.Require().ErrorAs(res.Rejected, &appErr)
	s.Equal("The new slot must not cost more than the booked one.", appErr.Message())
	s.Equal(sessionEnd.Add(rules.OutcomeDelay), s.completedAt, "held at the booked slot")
}

// continuedWith is the input the run continued as new with.
func continuedWith(s *sessionSuite, next *workflow.ContinueAsNewError) sessionwf.SessionInput {
	var in sessionwf.SessionInput
	s.Require().NoError(converter.GetDefaultDataConverter().FromPayloads(next.Input, &in))
	return in
}
