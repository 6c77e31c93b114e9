package workflows_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/stretchr/testify/mock"
	"github.com/stretchr/testify/require"
	"github.com/stretchr/testify/suite"
	"go.temporal.io/sdk/testsuite"

	"cerebro/activities"
	"cerebro/workflows"
)

type approvalSuite struct {
	suite.Suite
	testsuite.WorkflowTestSuite
	env  *testsuite.TestWorkflowEnvironment
	acts *activities.Activities
}

func TestApproval(t *testing.T) { suite.Run(t, new(approvalSuite)) }

func (s *approvalSuite) SetupTest() {
	s.env = s.NewTestWorkflowEnvironment()
	s.acts = &activities.Activities{}
	s.env.RegisterActivity(s.acts)
}

func (s *approvalSuite) AfterTest(_, _ string) { s.env.AssertExpectations(s.T()) }

// status asks the running workflow what its status query reports.
func (s *approvalSuite) status() string {
	v, err := s.env.QueryWorkflow(workflows.ApprovalStatusQuery)
	s.Require().NoError(err)
	var out string
	s.Require().NoError(v.Get(&out))
	return out
}

func (s *approvalSuite) signal(status string, after time.Duration) {
	s.env.RegisterDelayedCallback(func() {
		s.env.SignalWorkflow(workflows.ApprovalDecisionSignal, workflows.ApprovalDecision{Status: status})
	}, after)
}

func (s *approvalSuite) TestApprovedConsultantIsVerifiedAndMailed() {
	s.env.OnActivity(s.acts.MarkConsultantVerified, mock.Anything, int64(7)).Return(nil).Once()
	s.env.OnActivity(s.acts.SendConsultantApprovedMail, mock.Anything, int64(7)).Return(nil).Once()
	s.env.RegisterDelayedCallback(func() { s.Equal(workflows.ApprovalPending, s.status()) }, time.Hour)
	s.signal(workflows.ApprovalVerified, 48*time.Hour)

	s.env.ExecuteWorkflow(workflows.ConsultantApproval, workflows.ApprovalInput{ConsultantID: 7})

	s.Require().True(s.env.IsWorkflowCompleted())
	s.Require().NoError(s.env.GetWorkflowError())
	var result string
	s.Require().NoError(s.env.GetWorkflowResult(&result))
	s.Equal(workflows.ApprovalVerified, result)
	s.Equal(workflows.ApprovalVerified, s.status())
}

// Anything but VERIFIED is ignored: nothing is written or mailed, and the
// workflow keeps waiting for a real approval.
func (s *approvalSuite) TestOtherDecisionsAreIgnored() {
	s.signal("REJECTED", time.Hour)
	s.signal("", 2*time.Hour)
	s.env.RegisterDelayedCallback(func() {
		s.Equal(workflows.ApprovalPending, s.status())
		s.False(s.env.IsWorkflowCompleted())
	}, 3*time.Hour)
	s.signal(workflows.ApprovalVerified, 4*time.Hour)
	s.signal(workflows.ApprovalVerified, 5*time.Hour) // a double click
	marked := 0
	s.env.OnActivity(s.acts.MarkConsultantVerified, mock.Anything, int64(9)).Return(func(context.Context, int64) error {
		marked++
		return nil
	})
	s.env.OnActivity(s.acts.SendConsultantApprovedMail, mock.Anything, int64(9)).Return(nil).Once()

	start := s.env.Now()
	s.env.ExecuteWorkflow(workflows.ConsultantApproval, workflows.ApprovalInput{ConsultantID: 9})

	s.Require().NoError(s.env.GetWorkflowError())
	s.Equal(1, marked)
	s.Equal(4*time.Hour, s.env.Now().Sub(start), "completes at the approving signal")
}

// A mail server that keeps failing must not undo the approval.
func (s *approvalSuite) TestMailFailureKeepsApproval() {
	s.env.OnActivity(s.acts.MarkConsultantVerified, mock.Anything, int64(3)).Return(nil).Once()
	s.env.OnActivity(s.acts.SendConsultantApprovedMail, mock.Anything, int64(3)).Return(errors.New("smtp down"))
	s.signal(workflows.ApprovalVerified, time.Minute)

	s.env.ExecuteWorkflow(workflows.ConsultantApproval, workflows.ApprovalInput{ConsultantID: 3})

	s.Require().NoError(s.env.GetWorkflowError())
	var result string
	s.Require().NoError(s.env.GetWorkflowResult(&result))
	s.Equal(workflows.ApprovalVerified, result)
}

func (s *approvalSuite) TestMissingConsultantIsRefused() {
	s.env.ExecuteWorkflow(workflows.ConsultantApproval, workflows.ApprovalInput{})
	s.Require().Error(s.env.GetWorkflowError())
}

func TestApprovalWorkflowID(t *testing.T) {
	require.Equal(t, "consultant-approval-42", workflows.ApprovalWorkflowID(42))
}
