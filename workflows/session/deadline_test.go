package session_test

import (
	"cerebro/models"
	"cerebro/rules"
	sessionwf "cerebro/workflows/session"
	"cerebro/workflows/workflowstest"
)

// The session's deadlines see a message that comes in the same workflow
// task as the deadline's timer, as the checkout's do (see
// checkout/deadline_test.go).

// justBefore is a millisecond before a deadline: a message sent then
// reaches the workflow with the deadline timer's task.
const justBefore = workflowstest.JustBefore

func (s *sessionSuite) TestConsultantJoinThatCameWithTheEndIsNotANoShow() {
	s.completes()
	s.join(models.RaterConsultee, sessionStart)
	s.at(sessionEnd.Add(-justBefore), func() {
		s.env.SignalWorkflowSkippingWorkflowTask(sessionwf.JoinedSignal, sessionwf.Joined{Role: models.RaterConsultant})
	})

	s.run()

	s.Empty(s.cancels, "no no-show: the consultant's join came in time")
	s.Equal(sessionEnd.Add(rules.OutcomeDelay), s.completedAt)
	s.Len(s.joins, 2)
}

func (s *sessionSuite) TestConsultantJoinUpdateWithTheEndIsNotANoShow() {
	s.completes()
	join := s.update(sessionwf.JoinUpdate, sessionEnd.Add(-justBefore), sessionwf.Joined{Role: models.RaterConsultant})

	s.run()

	s.Nil(join.Rejected)
	s.True(join.Done)
	s.Empty(s.cancels, "no no-show: the consultant's join came in time")
	s.Equal(sessionEnd.Add(rules.OutcomeDelay), s.completedAt)
}
