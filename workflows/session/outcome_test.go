package session_test

import (
	"context"
	"time"

	"github.com/stretchr/testify/mock"
	"go.temporal.io/sdk/testsuite"

	"cerebro/activities"
	refundacts "cerebro/activities/refund"
	sessionacts "cerebro/activities/session"
	"cerebro/models"
	"cerebro/models/refund"
	sessions "cerebro/models/session"
	"cerebro/rules"
	sessionwf "cerebro/workflows/session"
	"cerebro/workflows/workflowstest"
)

// The outcome of a session, decided from the presence evidence a minute
// after the end (rules.DecideOutcome has the table; these are the paths).

var decidedAt = sessionEnd.Add(rules.OutcomeDelay)

// inRoom is a party's presence from one instant to another, seeing the
// other party throughout when sees.
func inRoom(from, to time.Time, sees bool) rules.PartyPresence {
	p := rules.PartyPresence{InRoom: []rules.Stay{{From: from, To: to}}}
	if sees {
		p.SawOther = p.InRoom
	}
	return p
}

func (s *sessionSuite) outcomeIs(want rules.SessionOutcome) {
	s.Equal([]sessionacts.OutcomeRecord{{BookingID: bookingID, Outcome: want}}, s.outcomes)
	s.Equal(decidedAt, s.outcomeAt, "decided a minute after the end, to the second")
	s.Equal(string(want), s.status().Outcome)
	if want == rules.OutcomeHeld {
		s.Empty(s.changeMails, "a held session needs no mail")
		return
	}
	s.ElementsMatch([]sessionacts.ChangeMail{{BookingID: bookingID, Party: activities.MailConsultee, Outcome: string(want)},
		{BookingID: bookingID, Party: activities.MailConsultant, Outcome: string(want)}}, s.changeMails, "both parties are told")
}

func (s *sessionSuite) TestBothPresentTheWholeSlotIsHeld() {
	s.completes()
	s.evidence = rules.Evidence{Consultee: inRoom(sessionStart, sessionEnd, true), Consultant: inRoom(sessionStart, sessionEnd, true)}
	deciding := s.phaseAt(decidedAt.Add(-time.Second))

	done := s.run()

	s.outcomeIs(rules.OutcomeHeld)
	s.Equal(sessionwf.PhaseDeciding, *deciding)
	s.Equal(decidedAt, s.completedAt)
	s.Empty(s.cancels)
	s.Empty(s.openings)
	s.Equal(sessionEnd.Add(rules.RatingWindow), done, "followed up: the rating window")
}

func (s *sessionSuite) TestConsultantNeverPresentIsANoShowWithPenalty() {
	s.pays()
	s.evidence = rules.Evidence{Consultee: inRoom(sessionStart, sessionEnd, false)}
	s.join(models.RaterConsultant, sessionStart) // clicked Join, never in the room: the evidence decides

	s.run()

	s.outcomeIs(rules.OutcomeConsultantNoShow)
	s.Require().Len(s.cancels, 1)
	s.Equal(models.PenaltyNoShow, s.cancels[0].Penalty)
	s.Equal(price, s.cancels[0].Refund.Amount, "full refund")
	s.Equal([]time.Time{decidedAt}, s.paidAt)
	s.Equal(models.CancelledByConsultant, s.status().CancelledBy)
}

func (s *sessionSuite) TestConsulteeNeverPresentTheConsultantEarns() {
	s.completes()
	s.evidence = rules.Evidence{Consultant: inRoom(sessionStart.Add(-5*time.Minute), sessionEnd, false)}

	s.run()

	s.outcomeIs(rules.OutcomeConsulteeNoShow)
	s.Equal(decidedAt, s.completedAt)
	s.Empty(s.cancels)
	s.Empty(s.openings, "nothing refunded")
}

func (s *sessionSuite) TestNobodyPresentIsRefundedInFullWithoutPenalty() {
	s.pays()

	s.run()

	s.outcomeIs(rules.OutcomeNobodyPresent)
	s.Equal([]sessions.Cancellation{{BookingID: bookingID, By: models.CancelledBySystem,
		Refund: &refund.Opening{Cause: models.CauseNobodyPresent, Status: models.RefundApproved,
			Requested: price, Amount: price, Note: "Neither party came to the session."}}}, s.cancels)
	s.Equal([]time.Time{decidedAt}, s.paidAt)
	s.Equal(models.CancelledBySystem, s.status().CancelledBy)
}

func (s *sessionSuite) TestCutShortOpensAClaimForTheAdminWithAFullRefundByDefault() {
	s.completes()
	// Together 14 minutes of a 30-minute slot; 15 are needed.
	s.evidence = rules.Evidence{Consultee: inRoom(sessionStart, sessionStart.Add(14*time.Minute), true),
		Consultant: inRoom(sessionStart, sessionEnd, true)}
	s.handsOnRequest(price, decidedAt)

	s.run()

	s.outcomeIs(rules.OutcomeCutShort)
	s.Equal(decidedAt, s.completedAt, "completed: the admin decides the money")
	s.Equal([]refundacts.BookingRefund{{BookingID: bookingID, Refund: refund.Opening{Cause: models.CauseCutShort,
		Status: models.RefundRequested, Requested: price, Suggested: price,
		Note: "Cut short: together 14 min 0 s by both parties' accounts; a held session needs 15 min 0 s."}}}, s.openings)
	s.decidedByDefaultOnly("decided on the request's own workflow")
}

func (s *sessionSuite) TestDisagreeingAccountsAreCutShort() {
	s.completes()
	// The consultee says they never saw the consultant, who says they saw them all along.
	s.evidence = rules.Evidence{Consultee: inRoom(sessionStart, sessionEnd, false), Consultant: inRoom(sessionStart, sessionEnd, true)}
	s.handsOnRequest(price, decidedAt)

	s.run()

	s.outcomeIs(rules.OutcomeCutShort)
}

func (s *sessionSuite) TestAFaultIsReportedOnceTheSessionIsJudgedHeld() {
	s.completes()
	s.evidence = rules.Evidence{Consultee: inRoom(sessionStart, sessionEnd, true), Consultant: inRoom(sessionStart, sessionEnd, true)}
	s.handsOnRequest(price, decidedAt.Add(time.Second))
	deciding := s.update(sessionwf.SessionFaultUpdate, sessionEnd.Add(30*time.Second), sessionwf.FaultReport{Description: "too soon"})
	res := s.update(sessionwf.SessionFaultUpdate, decidedAt.Add(time.Second), sessionwf.FaultReport{Description: "No sound"})

	s.run()

	s.Error(deciding.Rejected, "not while the outcome is being decided")
	out := s.outcome(res)
	s.Equal(models.RefundRequested, out.Refund.Status)
	s.Equal(models.CauseTechnicalFault, s.openings[0].Refund.Cause)
}

// The API sees the booking COMPLETED while the workflow still records it:
// a report in that moment is taken, and answered from the follow-up.
func (s *sessionSuite) TestAFaultReportedWhileTheBookingIsBeingCompletedIsTaken() {
	s.evidence = rules.Evidence{Consultee: inRoom(sessionStart, sessionEnd, true), Consultant: inRoom(sessionStart, sessionEnd, true)}
	s.handsOnRequest(price, decidedAt)
	res := &workflowstest.UpdateResult{}
	s.env.OnActivity(s.acts.Session.CompleteBooking, mock.Anything, bookingID).Return(func(context.Context, int64) error {
		s.completedAt = s.env.Now().UTC()
		s.env.UpdateWorkflow(sessionwf.SessionFaultUpdate, "as-completed", &testsuite.TestUpdateCallback{
			OnReject:   func(err error) { res.Rejected = err },
			OnComplete: func(v any, err error) { res.Done, res.Value, res.Err = true, v, err },
		}, sessionwf.FaultReport{Description: "No sound"})
		return nil
	}).Once()

	s.run()

	s.NoError(res.Rejected, "a held session's booking shown COMPLETED takes a report")
	s.Equal(models.RefundRequested, s.outcome(res).Refund.Status)
	s.Equal(models.CauseTechnicalFault, s.openings[0].Refund.Cause)
}

// The video service saw nobody: both parties asking for the room (joining)
// does not make it held, as it does for browsers that never reported.
func (s *sessionSuite) TestTheVideoServiceSeeingNobodyIsNotOverruledByJoining() {
	s.pays()
	s.evidence = rules.Evidence{Source: rules.SourceVideo}
	s.join(models.RaterConsultee, sessionStart)
	s.join(models.RaterConsultant, sessionStart)

	s.run()

	s.outcomeIs(rules.OutcomeNobodyPresent)
}

// The video service saw the consultee alone; the consultant asked for the
// room and (their browser says) joined: a no-show with its penalty.
func (s *sessionSuite) TestTheVideoServiceDecidesAConsultantNoShow() {
	s.pays()
	alone := inRoom(sessionStart, sessionEnd, false)
	s.evidence = rules.Evidence{Source: rules.SourceVideo, Consultee: alone}
	s.join(models.RaterConsultant, sessionStart)

	s.run()

	s.outcomeIs(rules.OutcomeConsultantNoShow)
	s.Require().Len(s.cancels, 1)
	s.Equal(models.PenaltyNoShow, s.cancels[0].Penalty)
}

func (s *sessionSuite) TestACutShortClaimSaysTheVideoServiceSawIt() {
	s.completes()
	s.evidence = rules.Evidence{Source: rules.SourceVideo, Consultee: inRoom(sessionStart, sessionStart.Add(14*time.Minute), true),
		Consultant: inRoom(sessionStart, sessionEnd, true)}
	s.handsOnRequest(price, decidedAt)

	s.run()

	s.outcomeIs(rules.OutcomeCutShort)
	s.Require().Len(s.openings, 1)
	s.Equal("Cut short: together 14 min 0 s in the room, as the video service saw them; a held session needs 15 min 0 s.",
		s.openings[0].Refund.Note)
}
