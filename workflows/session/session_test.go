package session_test

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/mock"
	"github.com/stretchr/testify/suite"
	"go.temporal.io/sdk/testsuite"
	"go.temporal.io/sdk/workflow"

	"cerebro/activities"
	refundacts "cerebro/activities/refund"
	sessionacts "cerebro/activities/session"
	"cerebro/models"
	"cerebro/models/refund"
	sessions "cerebro/models/session"
	"cerebro/rules"
	refundwf "cerebro/workflows/refund"
	sessionwf "cerebro/workflows/session"
	"cerebro/workflows/workflowstest"
)

// The session's clock: paid at t0, the 30-minute slot three days later.
var (
	t0           = workflowstest.T0
	sessionStart = t0.Add(72 * time.Hour)
	sessionEnd   = sessionStart.Add(30 * time.Minute)
)

const (
	bookingID = int64(7)
	price     = int64(250000)
	joinEarly = 10 * time.Minute
	refundID  = int64(900)
)

// sessionSuite runs one Session with every activity mocked and recorded.
type sessionSuite struct {
	suite.Suite
	testsuite.WorkflowTestSuite
	env  *testsuite.TestWorkflowEnvironment
	acts *workflowstest.Activities

	reminders   []sent
	joins       []sessionacts.JoinRecord
	completedAt time.Time
	cancels     []sessions.Cancellation
	cancelledAt time.Time
	openings    []refundacts.BookingRefund
	verdicts    []refund.Verdict
	verdictAt   []time.Time
	handedOn    []time.Time // when a claim should be decided by default, undecided (handsOnRequest)
	suggested   []int64     // what the default of each is
	ended       time.Time   // when the session's run ended (the refund workflow may live on)
	paidAt      []time.Time
	evidence    rules.Evidence              // what the presence reports show
	outcomes    []sessionacts.OutcomeRecord // outcomes recorded
	outcomeAt   time.Time
	changeMails []sessionacts.ChangeMail    // cancellation and outcome mails sent
	slow        time.Duration               // how long joins, cancellations and refund openings take on the workflow's clock
	book        *workflowstest.DecisionBook // the admin's refund decisions the api recorded
}

// sent is a reminder and when it went out.
type sent struct {
	party string
	lead  time.Duration
	at    time.Time
}

func (s *sessionSuite) SetupTest() {
	s.env = s.NewTestWorkflowEnvironment()
	s.env.SetStartTime(t0)
	s.acts = workflowstest.NewActivities()
	s.acts.Register(s.env)
	s.env.RegisterWorkflow(refundwf.Refund)
	s.reminders, s.joins, s.cancels, s.openings, s.verdicts, s.paidAt = nil, nil, nil, nil, nil, nil
	s.verdictAt, s.handedOn, s.suggested, s.ended = nil, nil, nil, time.Time{}
	s.env.RegisterWorkflowWithOptions(func(ctx workflow.Context, in sessionwf.SessionInput) error {
		err := sessionwf.Session(ctx, in)
		s.ended = workflow.Now(ctx).UTC()
		return err
	}, workflow.RegisterOptions{Name: sessionUnderTest})
	s.completedAt, s.cancelledAt, s.outcomeAt = time.Time{}, time.Time{}, time.Time{}
	s.evidence, s.outcomes, s.changeMails, s.slow = rules.Evidence{}, nil, nil, 0
	slow := func() time.Duration { return s.slow }
	s.book = workflowstest.NewDecisionBook()
	s.env.OnActivity(s.acts.Decisions.CheckDecision, mock.Anything, mock.Anything).Return(s.book.Check).Maybe()
	s.env.OnActivity(s.acts.Session.SendChangeMail, mock.Anything, mock.Anything).Return(
		func(_ context.Context, m sessionacts.ChangeMail) error {
			s.changeMails = append(s.changeMails, m)
			return nil
		}).Maybe()

	s.env.OnActivity(s.acts.Session.SendSessionReminder, mock.Anything, mock.Anything).Return(
		func(_ context.Context, r sessionacts.SessionReminder) error {
			s.reminders = append(s.reminders, sent{r.Party, r.Lead, s.env.Now().UTC()})
			return nil
		}).Maybe()
	s.env.OnActivity(s.acts.Session.RecordJoin, mock.Anything, mock.Anything).AfterFn(slow).Return(
		func(_ context.Context, j sessionacts.JoinRecord) error {
			s.joins = append(s.joins, j)
			return nil
		}).Maybe()
	s.env.OnActivity(s.acts.Refund.CancelBooking, mock.Anything, mock.Anything).AfterFn(slow).Return(
		func(_ context.Context, c sessions.Cancellation) (refund.State, error) {
			s.cancels = append(s.cancels, c)
			s.cancelledAt = s.env.Now().UTC()
			return stateOf(c.Refund), nil
		}).Maybe()
	s.env.OnActivity(s.acts.Refund.OpenBookingRefund, mock.Anything, mock.Anything).AfterFn(slow).Return(
		func(_ context.Context, r refundacts.BookingRefund) (refund.State, error) {
			s.openings = append(s.openings, r)
			return stateOf(&r.Refund), nil
		}).Maybe()
	s.env.OnActivity(s.acts.Session.SessionEvidence, mock.Anything, sessionacts.EvidenceRequest{BookingID: bookingID, End: sessionEnd}).Return(
		func(context.Context, sessionacts.EvidenceRequest) (rules.Evidence, error) { return s.evidence, nil }).Maybe()
	s.env.OnActivity(s.acts.Session.RecordOutcome, mock.Anything, mock.Anything).Return(
		func(_ context.Context, o sessionacts.OutcomeRecord) error {
			s.outcomes = append(s.outcomes, o)
			s.outcomeAt = s.env.Now().UTC()
			return nil
		}).Maybe()
	s.env.OnActivity(s.acts.Refund.SettleRefundRequest, mock.Anything, mock.Anything).Return(
		func(_ context.Context, v refund.Verdict) (refund.State, error) {
			s.verdicts = append(s.verdicts, v)
			s.verdictAt = append(s.verdictAt, s.env.Now().UTC())
			st := refund.State{ID: v.RefundID, Status: models.RefundApproved, Requested: price, Amount: v.AmountCents}
			if v.AmountCents == 0 {
				st.Status = models.RefundRejected
			}
			return st, nil
		}).Maybe()
}

// pays expects the refund to be paid, once, and records when.
func (s *sessionSuite) pays() {
	s.env.OnActivity(s.acts.Refund.PayRefund, mock.Anything, refundID).Return(func(context.Context, int64) (string, error) {
		s.paidAt = append(s.paidAt, s.env.Now().UTC())
		return string(models.RefundPaid), nil
	}).Once()
}

// completes expects the booking to be completed, once, and records when.
func (s *sessionSuite) completes() {
	s.env.OnActivity(s.acts.Session.CompleteBooking, mock.Anything, bookingID).Return(func(context.Context, int64) error {
		s.completedAt = s.env.Now().UTC()
		return nil
	}).Once()
}

func (s *sessionSuite) AfterTest(_, _ string) { s.env.AssertExpectations(s.T()) }

// decidedByDefaultOnly asserts that every claim handed on was decided by
// nobody but the Refund workflow's default, RefundDecisionTimeout after it
// was opened, to the second (handsOnRequest).
func (s *sessionSuite) decidedByDefaultOnly(msg string) {
	var want []refund.Verdict
	var at []time.Time
	for i, opened := range s.handedOn {
		want = append(want, refund.Verdict{RefundID: refundID, AmountCents: s.suggested[i],
			AdminRemark: "No decision within 30 days: the refund policy's default was applied."})
		at = append(at, opened.Add(refundwf.RefundDecisionTimeout))
	}
	s.Equal(want, s.verdicts, msg)
	s.Equal(at, s.verdictAt, msg)
}

// stateOf is the refund row the database would answer for an opening.
func stateOf(o *refund.Opening) refund.State {
	if o == nil {
		return refund.State{}
	}
	r := refund.State{ID: refundID, Cause: o.Cause, Status: o.Status, Method: string(models.PayOnline),
		Requested: o.Requested, Suggested: o.Suggested}
	if o.Status == models.RefundApproved {
		r.Amount = o.Amount
	}
	return r
}

// at runs fn when the mock clock reads when.
func (s *sessionSuite) at(when time.Time, fn func()) {
	s.env.RegisterDelayedCallback(fn, when.Sub(t0))
}

func (s *sessionSuite) join(role models.Rater, when time.Time) {
	s.at(when, func() { s.env.SignalWorkflow(sessionwf.JoinedSignal, sessionwf.Joined{Role: role}) })
}

// update sends an update at when and records what its caller was told.
func (s *sessionSuite) update(name string, when time.Time, arg any) *workflowstest.UpdateResult {
	r := &workflowstest.UpdateResult{}
	s.at(when, func() {
		s.env.UpdateWorkflow(name, name+when.String(), &testsuite.TestUpdateCallback{
			OnReject:   func(err error) { r.Rejected = err },
			OnComplete: func(v any, err error) { r.Done, r.Value, r.Err = true, v, err },
		}, arg)
	})
	return r
}

func (s *sessionSuite) status() sessionwf.SessionStatus {
	v, err := s.env.QueryWorkflow(sessionwf.SessionStatusQuery)
	s.Require().NoError(err)
	var out sessionwf.SessionStatus
	s.Require().NoError(v.Get(&out))
	return out
}

// phaseAt records the phase the status query reports at when.
func (s *sessionSuite) phaseAt(when time.Time) *string {
	phase := new(string)
	s.at(when, func() { *phase = s.status().Phase })
	return phase
}

// run executes the session and returns when it finished on the mock clock.
func (s *sessionSuite) run() time.Time {
	s.env.ExecuteWorkflow(sessionUnderTest, sessionwf.SessionInput{BookingID: bookingID, StartsAt: sessionStart,
		EndsAt: sessionEnd, PriceCents: price, JoinEarly: joinEarly})
	s.Require().True(s.env.IsWorkflowCompleted())
	s.Require().NoError(s.env.GetWorkflowError())
	return s.ended
}

// sessionUnderTest is the Session workflow, noting when its run ended: the
// booking's Refund workflow it started may live on in the test's
// environment, as it does in Temporal, for the admin.
const sessionUnderTest = "SessionUnderTest"

func (s *sessionSuite) outcome(r *workflowstest.UpdateResult) sessionwf.RefundOutcome {
	s.Require().Nil(r.Rejected, "update rejected")
	s.Require().True(r.Done, "update never completed")
	s.Require().NoError(r.Err)
	out, ok := r.Value.(sessionwf.RefundOutcome)
	s.Require().True(ok, "got %T", r.Value)
	return out
}

func (s *sessionSuite) TestJoinWindowOpensAndClosesOnTime() {
	s.completes()
	opens := sessionStart.Add(-joinEarly)
	decided := sessionEnd.Add(rules.OutcomeDelay)
	before, open, last, after := s.phaseAt(opens.Add(-time.Second)), s.phaseAt(opens.Add(time.Second)), s.phaseAt(sessionEnd.Add(-time.Second)),
		s.phaseAt(sessionEnd.Add(time.Second))
	deciding, followUp := s.phaseAt(decided.Add(-time.Second)), s.phaseAt(decided.Add(time.Second))
	s.join(models.RaterConsultee, opens.Add(time.Minute))
	s.join(models.RaterConsultant, sessionStart.Add(time.Minute))
	s.join(models.RaterConsultant, sessionStart.Add(2*time.Minute)) // a second tab: recorded once
	var st sessionwf.SessionStatus
	s.at(sessionStart.Add(5*time.Minute), func() { st = s.status() })

	s.run()

	s.Equal(sessionwf.PhaseScheduled, *before)
	s.Equal(sessionwf.PhaseOpen, *open, "the window opens JoinEarly before the start, to the second")
	s.Equal(sessionwf.PhaseOpen, *last)
	s.Equal(sessionwf.PhaseDeciding, *after, "the minute after the end waits for the last presence reports")
	s.Equal(sessionwf.PhaseDeciding, *deciding)
	s.Equal(sessionwf.PhaseFollowUp, *followUp)
	s.Equal(opens, st.JoinOpensAt.UTC())
	s.Equal(sessionEnd, st.JoinClosesAt.UTC())
	s.True(st.ConsulteeJoined)
	s.True(st.ConsultantJoined)
	s.Equal([]sessionacts.JoinRecord{
		{BookingID: bookingID, Role: models.RaterConsultee, At: opens.Add(time.Minute)},
		{BookingID: bookingID, Role: models.RaterConsultant, At: sessionStart.Add(time.Minute)},
	}, utcJoins(s.joins))
	s.Equal(decided, s.completedAt, "completed a minute after the end, not a second later")
	s.Equal([]sessionacts.OutcomeRecord{{BookingID: bookingID, Outcome: rules.OutcomeHeld}}, s.outcomes,
		"no presence reports, but both joined: judged by who joined")
	s.Empty(s.cancels)
}

func (s *sessionSuite) TestRemindersGoOutADayAndAQuarterHourBefore() {
	s.completes()
	s.join(models.RaterConsultant, sessionStart)

	s.run()

	s.ElementsMatch([]sent{
		{activities.MailConsultee, 24 * time.Hour, sessionStart.Add(-24 * time.Hour)},
		{activities.MailConsultant, 24 * time.Hour, sessionStart.Add(-24 * time.Hour)},
		{activities.MailConsultee, 15 * time.Minute, sessionStart.Add(-15 * time.Minute)},
		{activities.MailConsultant, 15 * time.Minute, sessionStart.Add(-15 * time.Minute)},
	}, s.reminders)
}

func (s *sessionSuite) TestABookingMadeTheSameDayGetsOnlyTheQuarterHourReminder() {
	s.completes()
	s.env.SetStartTime(sessionStart.Add(-2 * time.Hour))
	s.env.RegisterDelayedCallback(func() {
		s.env.SignalWorkflow(sessionwf.JoinedSignal, sessionwf.Joined{Role: models.RaterConsultant})
	}, 2*time.Hour)

	s.run()

	s.Require().Len(s.reminders, 2)
	for _, r := range s.reminders {
		s.Equal(15*time.Minute, r.lead)
	}
}

func (s *sessionSuite) TestRatingWindowClosesSevenDaysAfterTheEnd() {
	s.completes()
	s.join(models.RaterConsultant, sessionStart)
	s.join(models.RaterConsultee, sessionStart)
	last := s.phaseAt(sessionEnd.Add(rules.RatingWindow - time.Second))
	s.handsOnRequest(0, sessionEnd.Add(rules.FaultReportWindow-time.Second))
	lastMinute := s.update(sessionwf.SessionFaultUpdate, sessionEnd.Add(rules.FaultReportWindow-time.Second),
		sessionwf.FaultReport{Cause: models.CauseUnsatisfactory, Description: "Advice outside the stated expertise"})

	done := s.run()

	s.Equal(rules.FaultReportWindow, rules.RatingWindow, "problems are reported while ratings are open: 7 days")
	s.Equal(sessionwf.PhaseFollowUp, *last)
	s.Equal(sessionEnd.Add(rules.RatingWindow), done, "the follow-up ends when the rating window closes")
	s.Equal(sessionwf.PhaseDone, s.status().Phase)
	out := s.outcome(lastMinute)
	s.Equal(models.RefundRequested, out.Refund.Status, "the last second of the 7 days still counts")
	s.Equal([]refundacts.BookingRefund{{BookingID: bookingID, Refund: refund.Opening{Cause: models.CauseUnsatisfactory,
		Status: models.RefundRequested, Requested: price, Suggested: 0, Note: "Advice outside the stated expertise"}}}, s.openings,
		"unsatisfactory: nothing refunded unless the admin decides otherwise")
}

func utcJoins(js []sessionacts.JoinRecord) []sessionacts.JoinRecord {
	for i := range js {
		js[i].At = js[i].At.UTC()
	}
	return js
}

func TestSession(t *testing.T) { suite.Run(t, new(sessionSuite)) }
