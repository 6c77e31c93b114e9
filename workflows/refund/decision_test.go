package refund_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/stretchr/testify/mock"
	"github.com/stretchr/testify/suite"
	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/testsuite"

	"cerebro/models"
	refunds "cerebro/models/refund"
	refundwf "cerebro/workflows/refund"
	"cerebro/workflows/workflowstest"
)

// refundSuite runs one Refund workflow with its activities mocked: the
// admin's part of it, on a request already recorded (the api starts it so
// for a request without a workflow); the claims come from the session
// (session_refund_test.go).
type refundSuite struct {
	suite.Suite
	testsuite.WorkflowTestSuite
	env  *testsuite.TestWorkflowEnvironment
	acts *workflowstest.Activities

	verdicts []refunds.Verdict
	decided  []time.Time
	paid     []time.Time
	// already is what the database holds when the verdict arrives: a
	// request another workflow decided first keeps its decision.
	already *refunds.State
	updates int
	book    *workflowstest.DecisionBook // the admin's decisions the api recorded
}

func TestRefundDecision(t *testing.T) { suite.Run(t, new(refundSuite)) }

var decideBy = t0.Add(refundwf.RefundDecisionTimeout)

func (s *refundSuite) SetupTest() {
	s.env = s.NewTestWorkflowEnvironment()
	s.env.SetStartTime(t0)
	s.acts = workflowstest.NewActivities()
	s.acts.Register(s.env)
	s.verdicts, s.decided, s.paid, s.already, s.updates = nil, nil, nil, nil, 0
	s.book = workflowstest.NewDecisionBook()
	s.env.OnActivity(s.acts.Decisions.CheckDecision, mock.Anything, mock.Anything).Return(s.book.Check).Maybe()
	s.env.OnActivity(s.acts.Refund.SettleRefundRequest, mock.Anything, mock.Anything).Return(
		func(_ context.Context, v refunds.Verdict) (refunds.State, error) {
			s.verdicts = append(s.verdicts, v)
			s.decided = append(s.decided, s.env.Now().UTC())
			if s.already != nil {
				return *s.already, nil
			}
			st := refunds.State{ID: v.RefundID, Status: models.RefundApproved, Requested: price, Amount: v.AmountCents}
			if v.AmountCents == 0 {
				st.Status = models.RefundRejected
			}
			return st, nil
		}).Maybe()
	s.env.OnActivity(s.acts.Refund.PayRefund, mock.Anything, refundID).Return(func(context.Context, int64) (string, error) {
		s.paid = append(s.paid, s.env.Now().UTC())
		return string(models.RefundPaid), nil
	}).Maybe()
}

// decide sends the admin's decision as the api does: recorded first (when
// it names an admin), then sent naming its record.
func (s *refundSuite) decide(after time.Duration, d refundwf.RefundDecision) *workflowstest.UpdateResult {
	if d.DecidedBy > 0 && d.DecisionID == 0 {
		d.DecisionID = s.book.Record(refundwf.RefundDecisionRecord(d))
	}
	return s.send(after, d)
}

// send sends d as it is, as anyone who reaches Temporal could.
func (s *refundSuite) send(after time.Duration, d refundwf.RefundDecision) *workflowstest.UpdateResult {
	r := &workflowstest.UpdateResult{}
	s.updates++
	id := fmt.Sprintf("decide-%d", s.updates)
	s.env.RegisterDelayedCallback(func() {
		s.env.UpdateWorkflow(refundwf.DecideRefundUpdate, id, &testsuite.TestUpdateCallback{
			OnReject:   func(err error) { r.Rejected = err },
			OnComplete: func(v any, err error) { r.Done, r.Value, r.Err = true, v, err },
		}, d)
	}, after)
	return r
}

func (s *refundSuite) run(suggested int64) refunds.State {
	s.env.ExecuteWorkflow(refundwf.Refund, refundwf.RefundClaim{BookingID: bookingID, Cause: models.CauseTechnicalFault,
		Recorded: &refundwf.RecordedRequest{RefundID: refundID, RequestedCents: price, SuggestedCents: suggested, DecideBy: decideBy}})
	s.Require().True(s.env.IsWorkflowCompleted())
	s.Require().NoError(s.env.GetWorkflowError())
	var out refunds.State
	s.Require().NoError(s.env.GetWorkflowResult(&out))
	return out
}

func (s *refundSuite) TestAdminDecisionIsRecordedWithWhoDecidedAndPaid() {
	res := s.decide(2*time.Hour, refundwf.RefundDecision{RefundID: refundID, AmountCents: 100000, AdminRemark: "Half", DecidedBy: 1})

	out := s.run(0)

	s.Nil(res.Rejected)
	s.Require().True(res.Done)
	s.NoError(res.Err)
	s.Equal(models.RefundPaid, res.Value.(refunds.State).Status, "the admin hears the new state")
	s.Equal([]refunds.Verdict{{RefundID: refundID, AmountCents: 100000, AdminRemark: "Half", DecidedBy: 1}}, s.verdicts)
	s.Equal([]time.Time{t0.Add(2 * time.Hour)}, s.paid)
	s.Equal(models.RefundPaid, out.Status)
}

func (s *refundSuite) TestSilenceAppliesThePolicyDefaultAtExactlyTheDeadline() {
	out := s.run(price)

	s.Equal([]refunds.Verdict{{RefundID: refundID, AmountCents: price,
		AdminRemark: "No decision within 30 days: the refund policy's default was applied."}}, s.verdicts)
	s.Equal([]time.Time{decideBy}, s.decided, "not a second earlier or later")
	s.Equal([]time.Time{decideBy}, s.paid)
	s.Equal(models.RefundPaid, out.Status)
}

func (s *refundSuite) TestDecisionThatCameWithTheDeadlineWinsOverTheDefault() {
	res := s.decide(decideBy.Sub(t0)-justBefore, refundwf.RefundDecision{RefundID: refundID, AmountCents: 0,
		AdminRemark: "Nothing: late", DecidedBy: 1})

	out := s.run(price)

	s.True(res.Done)
	s.Equal([]refunds.Verdict{{RefundID: refundID, AmountCents: 0, AdminRemark: "Nothing: late", DecidedBy: 1}}, s.verdicts)
	s.Equal(models.RefundRejected, out.Status)
	s.Empty(s.paid)
}

func (s *refundSuite) TestWrongDecisionsAreRefusedAndWriteNothing() {
	cases := map[string]refundwf.RefundDecision{
		"decidedBy":                         {RefundID: refundID, AmountCents: 1},
		"between 0.00 LKR and 2,500.00 LKR": {RefundID: refundID, AmountCents: price + 1, DecidedBy: 1},
		"not 901":                           {RefundID: refundID + 1, AmountCents: 1, DecidedBy: 1},
		"must be between":                   {RefundID: refundID, AmountCents: -1, DecidedBy: 1},
	}
	results := map[string]*workflowstest.UpdateResult{}
	i := 0
	for want, d := range cases {
		i++
		results[want] = s.decide(time.Duration(i)*time.Minute, d)
	}
	s.decide(30*time.Minute, refundwf.RefundDecision{RefundID: refundID, AmountCents: 1, DecidedBy: 1})
	results["already been decided"] = s.decide(30*time.Minute, refundwf.RefundDecision{RefundID: refundID, AmountCents: 2, DecidedBy: 2})

	s.run(0)

	// The second decision came while the first was being checked against
	// its record: it waited for that check, then was refused the same way.
	results["already been decided"].Rejected = results["already been decided"].Err
	for want, r := range results {
		var appErr *temporal.ApplicationError
		s.Require().ErrorAs(r.Rejected, &appErr, want)
		s.Equal(refundwf.ErrTypeRefundDecisionRefused, appErr.Type())
		s.Contains(appErr.Message(), want)
	}
	s.Len(s.verdicts, 1, "only the valid decision was recorded")
}

func (s *refundSuite) TestARequestDecidedElsewhereFirstKeepsThatDecision() {
	s.already = &refunds.State{ID: refundID, Status: models.RefundRejected, Requested: price}
	s.decide(time.Hour, refundwf.RefundDecision{RefundID: refundID, AmountCents: price, DecidedBy: 1})

	out := s.run(0)

	s.Equal(models.RefundRejected, out.Status, "one decision wins: the one recorded first")
	s.Empty(s.paid)
}

// A decision sent straight to Temporal is refused and changes nothing —
// without a record, naming none, or naming one that grants another amount,
// was made for another refund or by another admin — and the admin's
// recorded decision is then taken and paid.
func (s *refundSuite) TestDecisionWithoutItsRecordIsRefusedAndChangesNothing() {
	half := refundwf.RefundDecision{RefundID: refundID, AmountCents: price / 2, AdminRemark: "Half", DecidedBy: 1}
	recorded := func(change func(*refundwf.RefundDecision)) int64 {
		d := half
		change(&d)
		return s.book.Record(refundwf.RefundDecisionRecord(d))
	}
	for i, c := range []struct {
		id   int64
		want string
	}{
		{0, "decisionId is required"},
		{77, "never recorded"},
		{recorded(func(d *refundwf.RefundDecision) { d.AmountCents = price }), "its amount is 250000, not 125000"},
		{recorded(func(d *refundwf.RefundDecision) { d.AmountCents = 0 }), "its status is REJECTED, not APPROVED"},
		{recorded(func(d *refundwf.RefundDecision) { d.RefundID = refundID + 1 }), "its subject is 901, not 900"},
		{recorded(func(d *refundwf.RefundDecision) { d.DecidedBy = 2 }), "its decider is 2, not 1"},
	} {
		d := half
		d.DecisionID = c.id
		at := time.Duration(i+1) * time.Minute
		r := s.send(at, d)
		s.env.RegisterDelayedCallback(func() {
			refusal := r.Refusal()
			s.Require().Error(refusal, c.want)
			s.Contains(refusal.Error(), c.want)
			s.Empty(s.verdicts, "nothing recorded")
		}, at+30*time.Second)
	}
	genuine := s.decide(time.Hour, half)

	out := s.run(0)

	s.Require().True(genuine.Done)
	s.NoError(genuine.Err)
	s.Equal([]refunds.Verdict{{RefundID: refundID, AmountCents: price / 2, AdminRemark: "Half", DecidedBy: 1}}, s.verdicts)
	s.Equal([]time.Time{t0.Add(time.Hour)}, s.paid, "paid once, when the admin decided")
	s.Equal(models.RefundPaid, out.Status)
}

// A decision still being checked against its record when the deadline
// fires came in time: the deadline waits for the check, and the admin's
// decision wins over the default.
func (s *refundSuite) TestDecisionBeingCheckedAtTheDeadlineWinsOverTheDefault() {
	s.book.Delay = 300 * time.Millisecond // the database is slow; the deadline's timer fires meanwhile
	d := refundwf.RefundDecision{RefundID: refundID, AmountCents: 0, AdminRemark: "Nothing: late", DecidedBy: 1}
	res := s.decide(decideBy.Sub(t0)-justBefore, d)

	out := s.run(price)

	s.True(res.Done)
	s.NoError(res.Err)
	s.Equal([]refunds.Verdict{{RefundID: refundID, AmountCents: 0, AdminRemark: "Nothing: late", DecidedBy: 1}}, s.verdicts)
	s.Equal(models.RefundRejected, out.Status)
}

var t0 = workflowstest.T0

const (
	justBefore = workflowstest.JustBefore
	bookingID  = int64(7)
	price      = int64(250000)
	refundID   = int64(900)
)
