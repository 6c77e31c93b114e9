package session_test

import (
	"context"
	"errors"
	"time"

	"github.com/stretchr/testify/mock"
	"go.temporal.io/sdk/temporal"

	"cerebro/activities"
	refundacts "cerebro/activities/refund"
	sessionacts "cerebro/activities/session"
	"cerebro/models"
	"cerebro/models/refund"
	sessions "cerebro/models/session"
	"cerebro/rules"
	"cerebro/workflows"
	sessionwf "cerebro/workflows/session"
	"cerebro/workflows/workflowstest"
)

// Cancellations, no-shows, faults and refunds of one session.

const day = 24 * time.Hour

func (s *sessionSuite) consulteeCancels(when time.Time) *workflowstest.UpdateResult {
	return s.update(sessionwf.SessionCancelUpdate, when,
		sessionwf.CancelRequest{By: models.CancelledByConsultee, Reason: "Something came up"})
}

func (s *sessionSuite) TestConsulteeCancellingMoreThan24hAheadIsRefundedAtOnce() {
	s.pays()
	when := sessionStart.Add(-day - time.Second)
	res := s.consulteeCancels(when)

	done := s.run()

	out := s.outcome(res)
	s.Equal(models.RefundPaid, out.Refund.Status)
	s.Equal(price, out.Refund.Amount)
	s.Contains(out.Message, "full refund")
	s.Equal([]sessions.Cancellation{{BookingID: bookingID, By: models.CancelledByConsultee, ReleaseSlot: true,
		Refund: &refund.Opening{Cause: models.CauseConsulteeCancel, Status: models.RefundApproved,
			Requested: price, Amount: price, Note: "Something came up"}}}, s.cancels)
	s.Equal(when, s.cancelledAt)
	s.Equal([]time.Time{when}, s.paidAt, "paid at once")
	s.Equal(when, done, "nothing left to wait for")
	s.Empty(s.reminders, "no reminder for a cancelled session")
	s.Equal(sessionwf.PhaseDone, s.status().Phase)
}

// The cutoff is strict: from exactly 24 hours ahead the admin decides, on
// the request's own workflow; the session is done once it handed it on.
func (s *sessionSuite) TestConsulteeCancellingWithin24hGoesToTheAdmin() {
	when := sessionStart.Add(-day + time.Second)
	s.handsOnRequest(0, when)
	res := s.consulteeCancels(when)

	done := s.run()

	out := s.outcome(res)
	s.Equal(models.RefundRequested, out.Refund.Status)
	s.Contains(out.Message, "an admin will decide")
	s.Require().Len(s.cancels, 1)
	s.Equal(&refund.Opening{Cause: models.CauseConsulteeCancel, Status: models.RefundRequested,
		Requested: price, Suggested: 0, Note: "Something came up"}, s.cancels[0].Refund)
	s.True(s.cancels[0].ReleaseSlot, "the slot can be sold again")
	s.Equal(sessionwf.PhaseDone, s.status().Phase)
	s.Equal(when, done, "the request lives on in its own workflow")
	s.decidedByDefaultOnly("the session decides nothing itself")
	s.Empty(s.paidAt)
}

func (s *sessionSuite) TestConsulteeCancellingExactly24hAheadGoesToTheAdmin() {
	when := sessionStart.Add(-day)
	s.handsOnRequest(0, when)
	res := s.consulteeCancels(when)

	done := s.run()

	s.Equal(models.RefundRequested, s.outcome(res).Refund.Status)
	s.Equal(when, done)
}

// handsOnRequest expects the claim opened at openedAt to wait for the admin
// on the booking's Refund workflow, with the policy's suggestion, until
// RefundDecisionTimeout after it (see decidedByDefaultOnly).
func (s *sessionSuite) handsOnRequest(suggested int64, openedAt time.Time) {
	s.handedOn, s.suggested = append(s.handedOn, openedAt), append(s.suggested, suggested)
}

func (s *sessionSuite) TestConsultantCancellingRefundsInFullAndIsPenalised() {
	s.pays()
	when := sessionStart.Add(-2 * time.Hour)
	res := s.update(sessionwf.SessionCancelUpdate, when, sessionwf.CancelRequest{By: models.CancelledByConsultant, Reason: "Ill"})

	s.run()

	out := s.outcome(res)
	s.Equal(models.RefundPaid, out.Refund.Status)
	s.Equal(price, out.Refund.Amount)
	s.Equal([]sessions.Cancellation{{BookingID: bookingID, By: models.CancelledByConsultant, ReleaseSlot: false,
		Penalty: models.PenaltyCancelled, Refund: &refund.Opening{Cause: models.CauseConsultantCancel,
			Status: models.RefundApproved, Requested: price, Amount: price, Note: "Ill"}}}, s.cancels)
	s.Equal([]time.Time{when}, s.paidAt)
	s.ElementsMatch([]sessionacts.ChangeMail{{BookingID: bookingID, Party: activities.MailConsultee},
		{BookingID: bookingID, Party: activities.MailConsultant}}, s.changeMails, "both parties are told of the cancellation")
}

func (s *sessionSuite) TestCancellationIsRefusedToOthersAndAfterItsTime() {
	s.completes()
	s.join(models.RaterConsultant, sessionStart)
	admin := s.update(sessionwf.SessionCancelUpdate, sessionStart.Add(-day*2), sessionwf.CancelRequest{By: "ADMIN"})
	started := s.consulteeCancels(sessionStart)
	over := s.update(sessionwf.SessionCancelUpdate, sessionEnd, sessionwf.CancelRequest{By: models.CancelledByConsultant})
	deciding := s.update(sessionwf.SessionCancelUpdate, sessionEnd.Add(30*time.Second), sessionwf.CancelRequest{By: models.CancelledByConsultant})

	s.run()

	for _, r := range []*workflowstest.UpdateResult{admin, started, over, deciding} {
		var appErr *temporal.ApplicationError
		s.Require().ErrorAs(r.Rejected, &appErr)
		s.Equal(workflows.ErrTypeNotCancellable, appErr.Type())
	}
	s.Contains(started.Rejected.Error(), "already started")
	s.Empty(s.cancels)
	s.Equal(sessionEnd.Add(rules.OutcomeDelay), s.completedAt)
}

func (s *sessionSuite) TestConsultantWhoNeverJoinsIsANoShow() {
	s.pays()
	s.join(models.RaterConsultee, sessionStart)

	done := s.run()

	s.Equal([]sessions.Cancellation{{BookingID: bookingID, By: models.CancelledByConsultant, Penalty: models.PenaltyNoShow,
		Refund: &refund.Opening{Cause: models.CauseConsultantNoShow, Status: models.RefundApproved,
			Requested: price, Amount: price, Note: "The consultant did not join the session."}}}, s.cancels)
	decided := sessionEnd.Add(rules.OutcomeDelay)
	s.Equal(decided, s.cancelledAt, "decided a minute after the end")
	s.Equal([]time.Time{decided}, s.paidAt)
	s.Equal(decided, done)
	st := s.status()
	s.Equal(models.CancelledByConsultant, st.CancelledBy)
	s.Equal(models.RefundPaid, st.Refund.Status)
}

func (s *sessionSuite) TestTechnicalFaultGoesToTheAdminWithAFullRefundByDefault() {
	s.completes()
	s.join(models.RaterConsultant, sessionStart)
	s.join(models.RaterConsultee, sessionStart)
	early := s.update(sessionwf.SessionFaultUpdate, sessionEnd.Add(-time.Minute), sessionwf.FaultReport{Description: "too soon"})
	when := sessionEnd.Add(2 * time.Hour)
	s.handsOnRequest(price, when)
	res := s.update(sessionwf.SessionFaultUpdate, when, sessionwf.FaultReport{Description: "No sound at all"})
	again := s.update(sessionwf.SessionFaultUpdate, when.Add(time.Minute), sessionwf.FaultReport{Description: "again"})

	done := s.run()

	out := s.outcome(res)
	s.Equal(models.RefundRequested, out.Refund.Status)
	s.Equal(price, out.Refund.Suggested, "full refund by default")
	s.Equal([]refundacts.BookingRefund{{BookingID: bookingID, Refund: refund.Opening{Cause: models.CauseTechnicalFault,
		Status: models.RefundRequested, Requested: price, Suggested: price, Note: "No sound at all"}}}, s.openings)
	s.Error(early.Rejected, "only after the session")
	s.Error(again.Rejected, "once")
	s.decidedByDefaultOnly("decided on the request's own workflow")
	s.Equal(sessionEnd.Add(rules.RatingWindow), done, "the follow-up runs its course")
}

// A payout whose worker dies half-way is retried until it is paid, and
// the gateway refunds once: the row's idempotency key makes the retries
// replays.
func (s *sessionSuite) TestRefundThatFailsTwiceIsPaidOnce() {
	gateway := map[string]int{} // idempotency key → refunds made
	attempts := 0
	s.env.OnActivity(s.acts.Refund.PayRefund, mock.Anything, refundID).Return(func(context.Context, int64) (string, error) {
		attempts++
		key := refundacts.RefundIdempotencyKey(refundID)
		switch attempts {
		case 1: // the gateway refunded, then the worker died before marking the row PAID
			gateway[key] = 1
			return "", errors.New("worker lost")
		case 2: // the database was down
			return "", errors.New("connection refused")
		}
		if _, replay := gateway[key]; !replay {
			gateway[key]++
		}
		s.paidAt = append(s.paidAt, s.env.Now().UTC())
		return string(models.RefundPaid), nil
	}).Times(3)
	when := sessionStart.Add(-3 * time.Hour)
	s.update(sessionwf.SessionCancelUpdate, when, sessionwf.CancelRequest{By: models.CancelledByConsultant})

	s.run()

	s.Equal(3, attempts)
	s.Equal(map[string]int{"cerebro-refund-900": 1}, gateway, "one gateway refund")
	s.Equal([]time.Time{when.Add(5*time.Second + 10*time.Second)}, s.paidAt, "retried after 5 s, then 10 s")
	s.Equal(models.RefundPaid, s.status().Refund.Status)
}
