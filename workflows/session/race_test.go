package session_test

import (
	"context"
	"errors"
	"time"

	"cerebro/models/refund"

	"github.com/stretchr/testify/mock"
	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/workflow"

	"cerebro/activities/refusal"
	"cerebro/apperr"
	"cerebro/models"
	"cerebro/rules"
	"cerebro/workflows"
	refundwf "cerebro/workflows/refund"
	sessionwf "cerebro/workflows/session"
	"cerebro/workflows/workflowstest"
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
	s.env.OnActivity(s.acts.Session.RescheduleBooking, mock.Anything, mock.Anything).After(time.Minute).Return(
		func(context.Context, models.Rescheduling) (models.Moved, error) {
			*moves++
			return models.Moved{FromSlotID: 54, ToSlotID: 55, StartsAt: movedStart, EndsAt: movedStart.Add(30 * time.Minute),
				PriceCents: price}, nil
		}).Maybe()
	s.env.OnActivity(s.acts.Session.SendRescheduledMail, mock.Anything, mock.Anything).Return(nil).Maybe()
	return moves
}

// send sends an update now, under its own id, and records what its caller was told.
func (s *sessionSuite) send(id, name string, arg any) *workflowstest.UpdateResult {
	r := &workflowstest.UpdateResult{}
	s.env.UpdateWorkflow(name, id, r.Callback(), arg)
	return r
}

var moveRequest = sessionwf.RescheduleRequest{SlotID: 55, StartsAt: movedStart, EndsAt: movedStart.Add(30 * time.Minute), PriceCents: price}

// The consultant cancels while the consultee's move is being made: the
// move goes ahead, the cancel is refused with a clear answer, and the
// session continues as new with the new slot instead of waiting forever.
func (s *sessionSuite) TestACancelWhileTheBookingIsBeingMovedIsRefusedAndTheMoveContinues() {
	s.env.SetTestTimeout(5 * time.Second)
	moves := s.slowMove()
	asked := sessionStart.Add(-2 * day)
	var move, cancel *workflowstest.UpdateResult
	s.at(asked, func() { move = s.send("move", sessionwf.SessionRescheduleUpdate, moveRequest) })
	s.at(asked.Add(time.Second), func() {
		cancel = s.send("cancel", sessionwf.SessionCancelUpdate, sessionwf.CancelRequest{By: models.CancelledByConsultant, Reason: "Ill"})
	})

	s.env.ExecuteWorkflow(sessionwf.Session, sessionwf.SessionInput{BookingID: bookingID, StartsAt: sessionStart,
		EndsAt: sessionEnd, PriceCents: price, JoinEarly: joinEarly})

	s.Require().True(s.env.IsWorkflowCompleted())
	var next *workflow.ContinueAsNewError
	s.Require().True(errors.As(s.env.GetWorkflowError(), &next), "continues as new: %v", s.env.GetWorkflowError())
	s.Equal(1, *moves)
	s.Require().True(move.Done)
	s.Require().NoError(move.Err)
	var appErr *temporal.ApplicationError
	s.Require().ErrorAs(cancel.Rejected, &appErr, "refused by the validator, nothing written")
	s.Equal(sessionwf.ErrTypeSessionDecided, appErr.Type())
	s.Equal("This booking is being moved to another slot. Please try again in a moment.", appErr.Message())
	s.Empty(s.cancels)
	s.Equal(movedStart, continuedWith(s, next).StartsAt.UTC())
}

// Every pair of decisions people may send one session — cancel, move,
// fault claim, the admin's refund decision, join — in both orders, one
// while the other is being carried out (its activity takes a minute), one
// after the other is done, and both in one workflow task. Whatever the
// pair, the run ends (completes, or continues as new after a move), every
// admitted update is answered, the booking is not both cancelled and
// moved, and the first cancel or move wins: what comes after it is
// refused with SessionDecided.

// raceAction is one thing a person asks the session.
type raceAction struct {
	name    string
	decides string // DecidedCancel or DecidedMove for the decisions that end the run
	send    func(s *sessionSuite, id string, r *workflowstest.UpdateResult)
}

func sessionUpdate(name string, arg any) func(*sessionSuite, string, *workflowstest.UpdateResult) {
	return func(s *sessionSuite, id string, r *workflowstest.UpdateResult) {
		s.env.UpdateWorkflow(name, id, r.Callback(), arg)
	}
}

var (
	consultantCancels = raceAction{"the consultant cancels", sessionwf.DecidedCancel,
		sessionUpdate(sessionwf.SessionCancelUpdate, sessionwf.CancelRequest{By: models.CancelledByConsultant, Reason: "Ill"})}
	consulteeCancels = raceAction{"the consultee cancels", sessionwf.DecidedCancel,
		sessionUpdate(sessionwf.SessionCancelUpdate, sessionwf.CancelRequest{By: models.CancelledByConsultee, Reason: "Busy"})}
	consulteeMoves = raceAction{"the consultee moves", sessionwf.DecidedMove,
		sessionUpdate(sessionwf.SessionRescheduleUpdate, moveRequest)}
	consulteeJoins = raceAction{"the consultee joins", "",
		sessionUpdate(sessionwf.JoinUpdate, sessionwf.Joined{Role: models.RaterConsultee})}
	consultantJoins = raceAction{"the consultant joins", "",
		sessionUpdate(sessionwf.JoinUpdate, sessionwf.Joined{Role: models.RaterConsultant})}
	consulteeClaims = raceAction{"the consultee reports a fault", "",
		sessionUpdate(sessionwf.SessionFaultUpdate, sessionwf.FaultReport{Description: "No sound"})}
	// The admin decides on the booking's Refund workflow ("refund-booking-7"),
	// which the session starts with a claim; before that there is nothing to
	// decide and the update finds no workflow.
	adminDecides = raceAction{"the admin decides the refund", "", func(s *sessionSuite, id string, r *workflowstest.UpdateResult) {
		d := refundwf.RefundDecision{RefundID: refundID, AmountCents: price / 2, AdminRemark: "Half", DecidedBy: 1}
		d.DecisionID = s.book.Record(refundwf.RefundDecisionRecord(d)) // recorded first, as the api does
		if err := s.env.UpdateWorkflowByID(workflows.BookingRefundWorkflowID(bookingID), refundwf.DecideRefundUpdate, id,
			r.Callback(), d); err != nil {
			r.Rejected = err
		}
	}}
)

// raceTiming is when the second decision comes.
type raceTiming struct {
	name string
	gap  time.Duration // after the first; 0 is the same workflow task
}

var raceTimings = []raceTiming{
	{"in the same workflow task", 0},
	{"while the first is carried out", time.Second},
	{"after the first is done", 2 * time.Minute},
}

// raced is what one race left.
type raced struct {
	first, second *workflowstest.UpdateResult
	moves         int
	err           error // the run's end: nil, or a continue-as-new after a move
}

// race runs a session in which first and then second are asked at when,
// apart by timing's gap. A held session (both present the whole slot) is
// the background; the activities a decision waits for take a minute.
func (s *sessionSuite) race(when time.Time, first, second raceAction, timing raceTiming) raced {
	s.SetupTest()
	s.slow = time.Minute
	s.env.SetTestTimeout(10 * time.Second) // a wedged run times out here instead of at its 10-year run timeout
	s.evidence = rules.Evidence{Consultee: inRoom(sessionStart, sessionEnd, true), Consultant: inRoom(sessionStart, sessionEnd, true)}
	s.env.OnActivity(s.acts.Session.CompleteBooking, mock.Anything, bookingID).Return(nil).Maybe()
	s.env.OnActivity(s.acts.Refund.PayRefund, mock.Anything, mock.Anything).Return(string(models.RefundPaid), nil).Maybe()
	moves := s.slowMove()
	out := raced{first: &workflowstest.UpdateResult{}, second: &workflowstest.UpdateResult{}}
	if timing.gap == 0 {
		s.at(when, func() { first.send(s, "first", out.first); second.send(s, "second", out.second) })
	} else {
		s.at(when, func() { first.send(s, "first", out.first) })
		s.at(when.Add(timing.gap), func() { second.send(s, "second", out.second) })
	}
	s.env.ExecuteWorkflow(sessionwf.Session, sessionwf.SessionInput{BookingID: bookingID, StartsAt: sessionStart,
		EndsAt: sessionEnd, PriceCents: price, JoinEarly: joinEarly})
	s.Require().True(s.env.IsWorkflowCompleted(), "the run ended")
	out.moves, out.err = *moves, s.env.GetWorkflowError()
	s.env.AssertExpectations(s.T())
	return out
}

// answered checks that an admitted update was answered without error.
func (s *sessionSuite) answered(r *workflowstest.UpdateResult, what string) {
	s.Require().Nil(r.Rejected, "%s admitted", what)
	s.Require().True(r.Done, "%s answered: its handler finished", what)
	s.Require().NoError(r.Err, what)
}

// refusedAs checks that an update was refused by its validator, with type t.
func (s *sessionSuite) refusedAs(r *workflowstest.UpdateResult, t, what string) *temporal.ApplicationError {
	var appErr *temporal.ApplicationError
	s.Require().ErrorAs(r.Rejected, &appErr, "%s refused", what)
	s.Require().Equal(t, appErr.Type(), "%s: %s", what, appErr.Message())
	s.Require().False(r.Done, what)
	return appErr
}

// cancelled counts the cancellations a party asked for that were carried out.
func (s *sessionSuite) cancelled() int {
	n := 0
	for _, c := range s.cancels {
		if c.Penalty != models.PenaltyNoShow {
			n++
		}
	}
	return n
}

// Before the session, more than a day ahead: cancels, moves, joins. With
// the follow-up's pairs below, every pair of the five is raced.
func (s *sessionSuite) TestEveryPairOfDecisionsBeforeTheSessionEndsConsistent() {
	when := sessionStart.Add(-2 * day)
	pairs := [][2]raceAction{
		{consultantCancels, consulteeMoves}, {consulteeCancels, consulteeMoves}, {consulteeMoves, consulteeMoves},
		{consulteeCancels, consultantCancels}, {consultantCancels, consulteeJoins}, {consulteeMoves, consulteeJoins},
		{consulteeJoins, consultantJoins},
	}
	for _, pair := range pairs {
		for _, order := range [][2]raceAction{pair, {pair[1], pair[0]}} {
			for _, timing := range raceTimings {
				first, second := order[0], order[1]
				name := first.name + ", then " + second.name + " " + timing.name
				s.Run(name, func() { s.checkBeforeTheSession(s.race(when, first, second, timing), first, second, timing) })
			}
		}
	}
}

// decidedCodes are the codes a SessionDecided refusal names what was
// decided by.
var decidedCodes = map[string]apperr.Code{
	sessionwf.DecidedCancel: "session.being_cancelled",
	sessionwf.DecidedMove:   "session.being_moved",
}

// checkBeforeTheSession: the first is always admitted; a cancel or move
// first refuses the second, or has ended the run before it comes (the API
// then answers from the booking, or the moved booking's next run takes
// it); otherwise the second is admitted too. (The admin's decision needs a
// request: its pairs are after the session.)
func (s *sessionSuite) checkBeforeTheSession(got raced, first, second raceAction, timing raceTiming) {
	s.answered(got.first, first.name)
	switch {
	case first.decides != "" && timing.gap > s.slow:
		s.Require().Equal(workflowstest.UpdateResult{}, *got.second, "the run was over before %s", second.name)
	case first.decides != "":
		appErr := s.refusedAs(got.second, sessionwf.ErrTypeSessionDecided, second.name)
		var d refusal.Detail
		s.Require().NoError(appErr.Details(&d))
		s.Equal(decidedCodes[first.decides], d.Code, "named by what was decided")
	default:
		s.answered(got.second, second.name)
	}
	effect := first.decides
	if effect == "" {
		effect = second.decides
	}
	cancels, moves := 0, 0
	switch effect {
	case sessionwf.DecidedCancel:
		cancels = 1
	case sessionwf.DecidedMove:
		moves = 1
	}
	s.Equal(cancels, s.cancelled(), "cancelled once, by the first cancel")
	s.Equal(moves, got.moves, "moved once, by the first move")
	var next *workflow.ContinueAsNewError
	if moves == 1 {
		s.Require().True(errors.As(got.err, &next), "a moved booking continues as new: %v", got.err)
		s.Equal(movedStart, continuedWith(s, next).StartsAt.UTC())
		return
	}
	s.Require().NoError(got.err)
	s.Equal(sessionwf.PhaseDone, s.status().Phase)
}

// After a held session, in its follow-up: a fault claim, the admin's
// decision on it, and the cancels, moves and joins that come too late.
func (s *sessionSuite) TestEveryPairOfDecisionsAfterTheSessionEndsConsistent() {
	when := decidedAt.Add(time.Hour)
	late := []raceAction{consultantCancels, consulteeMoves, consulteeJoins}
	var pairs [][2]raceAction
	for _, other := range append(late, adminDecides) {
		pairs = append(pairs, [2]raceAction{consulteeClaims, other})
	}
	for _, other := range late {
		pairs = append(pairs, [2]raceAction{adminDecides, other})
	}
	for _, pair := range pairs {
		for _, order := range [][2]raceAction{pair, {pair[1], pair[0]}} {
			for _, timing := range raceTimings {
				first, second := order[0], order[1]
				name := first.name + ", then " + second.name + " " + timing.name
				s.Run(name, func() { s.checkAfterTheSession(s.race(when, first, second, timing), first, second, timing) })
			}
		}
	}
}

// lateRefusals are the types a held session's follow-up refuses with.
var lateRefusals = map[string]string{
	consultantCancels.name: workflows.ErrTypeNotCancellable,
	consulteeMoves.name:    sessionwf.ErrTypeRescheduleRefused,
	consulteeJoins.name:    sessionwf.ErrTypeJoinRefused,
}

// checkAfterTheSession: the claim is taken whenever it comes; the admin
// decides it only once it is recorded (it came first, and its minute has
// passed); what comes too late is refused as before, whatever came with it.
func (s *sessionSuite) checkAfterTheSession(got raced, first, second raceAction, timing raceTiming) {
	for _, sent := range []struct {
		action raceAction
		r      *workflowstest.UpdateResult
	}{{first, got.first}, {second, got.second}} {
		switch a := sent.action; a.name {
		case consulteeClaims.name:
			s.answered(sent.r, a.name)
			s.Require().Len(s.openings, 1, "one claim recorded")
		case adminDecides.name:
			if first.name == consulteeClaims.name && timing.gap > s.slow {
				s.answered(sent.r, a.name)
				s.Equal([]refund.Verdict{{RefundID: refundID, AmountCents: price / 2, AdminRemark: "Half", DecidedBy: 1}},
					s.verdicts)
			} else {
				s.Require().Error(sent.r.Rejected, "nothing to decide before the claim is recorded")
			}
		default:
			s.refusedAs(sent.r, lateRefusals[a.name], a.name)
		}
	}
	s.Require().NoError(got.err)
	s.Zero(s.cancelled())
	s.Zero(got.moves)
	s.Equal(sessionwf.PhaseDone, s.status().Phase)
}

// A move that fails (the slot was taken meanwhile) decides nothing: the
// cancel refused while it was being tried is taken when asked again.
func (s *sessionSuite) TestAFailedMoveFreesTheSessionForTheNextCancel() {
	s.pays()
	s.env.OnActivity(s.acts.Session.RescheduleBooking, mock.Anything, mock.Anything).After(time.Minute).Return(models.Moved{},
		temporal.NewNonRetryableApplicationError("taken", "RescheduleRefused", nil)).Once()
	asked := sessionStart.Add(-2 * day)
	var move, during, after *workflowstest.UpdateResult
	s.at(asked, func() { move = s.send("move", sessionwf.SessionRescheduleUpdate, moveRequest) })
	cancel := sessionwf.CancelRequest{By: models.CancelledByConsultant, Reason: "Ill"}
	s.at(asked.Add(time.Second), func() { during = s.send("during", sessionwf.SessionCancelUpdate, cancel) })
	s.at(asked.Add(2*time.Minute), func() { after = s.send("after", sessionwf.SessionCancelUpdate, cancel) })

	s.run()

	s.Require().True(move.Done)
	s.Contains(move.Err.Error(), "can no longer be booked")
	s.refusedAs(during, sessionwf.ErrTypeSessionDecided, "a cancel while the move is tried")
	s.answered(after, "a cancel after the move failed")
	s.Require().Len(s.cancels, 1)
	s.Equal(asked.Add(2*time.Minute), s.cancelledAt)
	s.Equal(sessionwf.PhaseDone, s.status().Phase)
}
