package profile_test

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/mock"
	"github.com/stretchr/testify/require"
	"github.com/stretchr/testify/suite"
	"go.temporal.io/sdk/testsuite"

	profileacts "cerebro/activities/profile"
	"cerebro/models"
	"cerebro/workflows"
	profilewf "cerebro/workflows/profile"
	"cerebro/workflows/workflowstest"
)

type approvalSuite struct {
	suite.Suite
	testsuite.WorkflowTestSuite
	env  *testsuite.TestWorkflowEnvironment
	acts *workflowstest.Activities

	recorded   []profileacts.ApprovalRecord
	reminders  []time.Duration // after how long the admins were reminded
	rejected   []profileacts.ConsultantRejection
	updates    int
	book       *workflowstest.DecisionBook // the admin's decisions the api recorded
	consultant int64                       // the consultant the decisions are recorded for
}

func TestApproval(t *testing.T) { suite.Run(t, new(approvalSuite)) }

func (s *approvalSuite) SetupTest() {
	s.env = s.NewTestWorkflowEnvironment()
	s.env.SetStartTime(t0)
	s.acts = workflowstest.NewActivities()
	s.acts.Register(s.env)
	s.recorded, s.reminders, s.rejected, s.updates = nil, nil, nil, 0
	s.book, s.consultant = workflowstest.NewDecisionBook(), 7
	s.env.OnActivity(s.acts.Decisions.CheckDecision, mock.Anything, mock.Anything).Return(s.book.Check).Maybe()
	s.env.OnActivity(s.acts.Profile.RecordApproval, mock.Anything, mock.Anything).Return(
		func(_ context.Context, r profileacts.ApprovalRecord) error {
			s.recorded = append(s.recorded, r)
			return nil
		}).Maybe()
	s.env.OnActivity(s.acts.Profile.SendApprovalReminder, mock.Anything, mock.Anything).Return(
		func(_ context.Context, r profileacts.ApprovalReminder) error {
			s.reminders = append(s.reminders, s.env.Now().Sub(t0))
			s.Equal(len(s.reminders), r.Days, "the day count")
			return nil
		}).Maybe()
	s.env.OnActivity(s.acts.Profile.SendConsultantRejectedMail, mock.Anything, mock.Anything).Return(
		func(_ context.Context, r profileacts.ConsultantRejection) error {
			s.rejected = append(s.rejected, r)
			return nil
		}).Maybe()
}

func (s *approvalSuite) AfterTest(_, _ string) { s.env.AssertExpectations(s.T()) }

// status asks the running workflow what its status query reports.
func (s *approvalSuite) status() string {
	v, err := s.env.QueryWorkflow(profilewf.ApprovalStatusQuery)
	s.Require().NoError(err)
	var out string
	s.Require().NoError(v.Get(&out))
	return out
}

// decide sends the admin's decision as the API does: recorded first (when
// it names an admin), then sent naming its record.
func (s *approvalSuite) decide(d profilewf.ApprovalDecision, after time.Duration) *workflowstest.UpdateResult {
	if d.DecidedBy > 0 && d.DecisionID == 0 {
		d.DecisionID = s.book.Record(models.Decision{Kind: models.DecisionApproval, SubjectID: s.consultant,
			Status: d.Status, Remark: strings.TrimSpace(d.Reason), DecidedBy: d.DecidedBy})
	}
	return s.send(d, after)
}

// send sends d as it is, as anyone who reaches Temporal could.
func (s *approvalSuite) send(d profilewf.ApprovalDecision, after time.Duration) *workflowstest.UpdateResult {
	r := &workflowstest.UpdateResult{}
	s.updates++
	id := fmt.Sprintf("decide-%d", s.updates)
	s.env.RegisterDelayedCallback(func() {
		s.env.UpdateWorkflow(profilewf.DecideApprovalUpdate, id, &testsuite.TestUpdateCallback{
			OnReject:   func(err error) { r.Rejected = err },
			OnComplete: func(v any, err error) { r.Done, r.Value, r.Err = true, v, err },
		}, d)
	}, after)
	return r
}

func (s *approvalSuite) run(consultantID int64) string {
	s.env.ExecuteWorkflow(profilewf.ConsultantApproval, profilewf.ApprovalInput{ConsultantID: consultantID})
	s.Require().True(s.env.IsWorkflowCompleted())
	s.Require().NoError(s.env.GetWorkflowError())
	var result string
	s.Require().NoError(s.env.GetWorkflowResult(&result))
	return result
}

func (s *approvalSuite) TestApprovedConsultantIsVerifiedAndMailed() {
	s.env.OnActivity(s.acts.Profile.SendConsultantApprovedMail, mock.Anything, int64(7)).Return(nil).Once()
	s.env.RegisterDelayedCallback(func() { s.Equal(profilewf.ApprovalPending, s.status()) }, time.Hour)
	res := s.decide(profilewf.ApprovalDecision{Status: profilewf.ApprovalVerified, DecidedBy: 1}, 2*time.Hour)

	result := s.run(7)

	s.Equal(profilewf.ApprovalVerified, result)
	s.Equal(profilewf.ApprovalVerified, s.status())
	s.Require().True(res.Done)
	s.Equal(profilewf.ApprovalState{ConsultantID: 7, Status: profilewf.ApprovalVerified, DecidedBy: 1}, res.Value)
	s.Equal([]profileacts.ApprovalRecord{{ConsultantID: 7, Status: profilewf.ApprovalVerified, DecidedBy: 1}}, s.recorded)
	s.Equal(t0.Add(2*time.Hour), s.env.Now().UTC(), "done when decided")
}

func (s *approvalSuite) TestRejectedConsultantIsMailedTheReason() {
	s.consultant = 8
	approvedMails := 0
	s.env.OnActivity(s.acts.Profile.SendConsultantApprovedMail, mock.Anything, mock.Anything).Return(
		func(context.Context, int64) error { approvedMails++; return nil }).Maybe()
	res := s.decide(profilewf.ApprovalDecision{Status: profilewf.ApprovalRejected, Reason: "  Please add your licence number. ", DecidedBy: 1}, time.Hour)

	result := s.run(8)

	s.Equal(profilewf.ApprovalRejected, result)
	s.Require().True(res.Done)
	s.Equal("Please add your licence number.", res.Value.(profilewf.ApprovalState).Reason)
	s.Equal([]profileacts.ApprovalRecord{{ConsultantID: 8, Status: profilewf.ApprovalRejected,
		Reason: "Please add your licence number.", DecidedBy: 1}}, s.recorded)
	s.Equal([]profileacts.ConsultantRejection{{ConsultantID: 8, Reason: "Please add your licence number."}}, s.rejected)
	s.Zero(approvedMails, "a rejected consultant is not told they were approved")
}

// Nobody waits forever without a reminder: the admins are mailed every 24 h,
// to the second, while the consultant waits.
func (s *approvalSuite) TestAdminsAreRemindedEveryDayWhileNobodyDecides() {
	s.env.OnActivity(s.acts.Profile.SendConsultantApprovedMail, mock.Anything, int64(7)).Return(nil).Once()
	s.decide(profilewf.ApprovalDecision{Status: profilewf.ApprovalVerified, DecidedBy: 1}, 50*time.Hour)

	s.run(7)

	s.Equal([]time.Duration{24 * time.Hour, 48 * time.Hour}, s.reminders)
}

// A decision that comes just before a reminder's timer is a decision: no
// reminder goes out for it.
func (s *approvalSuite) TestDecisionThatCameWithTheReminderTimerCounts() {
	s.env.OnActivity(s.acts.Profile.SendConsultantApprovedMail, mock.Anything, int64(7)).Return(nil).Once()
	s.decide(profilewf.ApprovalDecision{Status: profilewf.ApprovalVerified, DecidedBy: 1}, profilewf.ApprovalReminderEvery-justBefore)

	s.run(7)

	s.Empty(s.reminders)
	s.Len(s.recorded, 1)
}

func (s *approvalSuite) TestWrongDecisionsAreRefusedAndWriteNothing() {
	s.env.OnActivity(s.acts.Profile.SendConsultantApprovedMail, mock.Anything, int64(7)).Return(nil).Once()
	refused := map[string]*workflowstest.UpdateResult{
		"status must be VERIFIED or REJECTED.":           s.decide(profilewf.ApprovalDecision{Status: "SUSPENDED", DecidedBy: 1}, time.Minute),
		"A rejection needs a reason for the consultant.": s.decide(profilewf.ApprovalDecision{Status: profilewf.ApprovalRejected, Reason: " ", DecidedBy: 1}, time.Minute),
		"decidedBy (the admin's user id) is required.":   s.decide(profilewf.ApprovalDecision{Status: profilewf.ApprovalVerified}, time.Minute),
	}
	s.decide(profilewf.ApprovalDecision{Status: profilewf.ApprovalVerified, DecidedBy: 1}, time.Hour)
	second := s.decide(profilewf.ApprovalDecision{Status: profilewf.ApprovalRejected, Reason: "x", DecidedBy: 2}, time.Hour)

	s.run(7)

	// The second came while the first was being checked against its
	// record: it waited for that check, then was refused the same way.
	s.Require().True(second.Done)
	refused["This consultant has already been decided."] = &workflowstest.UpdateResult{Rejected: second.Err}
	for msg, r := range refused {
		s.Require().Error(r.Rejected, msg)
		s.Contains(r.Rejected.Error(), msg)
	}
	s.Len(s.recorded, 1)
}

// A decision sent straight to Temporal is refused and changes nothing:
// without a record, naming none, or naming one that says otherwise (another
// status, another consultant, another reason, another admin).
func (s *approvalSuite) TestDecisionWithoutItsRecordIsRefusedAndChangesNothing() {
	s.env.OnActivity(s.acts.Profile.SendConsultantApprovedMail, mock.Anything, int64(7)).Return(nil).Once()
	verify := profilewf.ApprovalDecision{Status: profilewf.ApprovalVerified, DecidedBy: 1}
	record := func(subject int64, status, reason string, by int64) int64 {
		return s.book.Record(models.Decision{Kind: models.DecisionApproval, SubjectID: subject, Status: status, Remark: reason, DecidedBy: by})
	}
	for i, c := range []struct {
		id   int64
		want string
	}{
		{0, "decisionId is required"},
		{55, "never recorded"},
		{record(7, profilewf.ApprovalRejected, "", 1), "its status is REJECTED, not VERIFIED"},
		{record(8, profilewf.ApprovalVerified, "", 1), "its subject is 8, not 7"},
		{record(7, profilewf.ApprovalVerified, "ok", 1), "its remark is"},
		{record(7, profilewf.ApprovalVerified, "", 3), "its decider is 3, not 1"},
	} {
		d := verify
		d.DecisionID = c.id
		at := time.Duration(i+1) * time.Minute
		r := s.send(d, at)
		s.env.RegisterDelayedCallback(func() {
			refusal := r.Refusal()
			s.Require().Error(refusal, c.want)
			s.Contains(refusal.Error(), c.want)
			s.Equal(profilewf.ApprovalPending, s.status())
		}, at+30*time.Second)
	}
	genuine := s.decide(verify, time.Hour)

	s.Equal(profilewf.ApprovalVerified, s.run(7))
	s.Require().True(genuine.Done)
	s.NoError(genuine.Err)
	s.Equal([]profileacts.ApprovalRecord{{ConsultantID: 7, Status: profilewf.ApprovalVerified, DecidedBy: 1}}, s.recorded)
}

// A mail server that keeps failing must not undo the approval.
func (s *approvalSuite) TestMailFailureKeepsApproval() {
	s.consultant = 3
	s.env.OnActivity(s.acts.Profile.SendConsultantApprovedMail, mock.Anything, int64(3)).Return(errors.New("smtp down"))
	s.decide(profilewf.ApprovalDecision{Status: profilewf.ApprovalVerified, DecidedBy: 1}, time.Minute)

	s.Equal(profilewf.ApprovalVerified, s.run(3))
}

func (s *approvalSuite) TestMissingConsultantIsRefused() {
	s.env.ExecuteWorkflow(profilewf.ConsultantApproval, profilewf.ApprovalInput{})
	s.Require().Error(s.env.GetWorkflowError())
}

func TestApprovalWorkflowID(t *testing.T) {
	require.Equal(t, "consultant-approval-42", workflows.ApprovalWorkflowID(42))
}

var t0 = workflowstest.T0

const justBefore = workflowstest.JustBefore
