package workflows_test

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/mock"
	"github.com/stretchr/testify/require"
	"go.temporal.io/sdk/testsuite"

	"cerebro/activities"
	"cerebro/workflows"
)

// The skeleton session sleeps until its slot ends, then completes the booking.
func TestSessionCompletesTheBookingWhenTheSlotEnds(t *testing.T) {
	var suite testsuite.WorkflowTestSuite
	env := suite.NewTestWorkflowEnvironment()
	env.SetStartTime(t0)
	acts := &activities.Activities{}
	env.RegisterActivity(acts)
	var completedAt time.Time
	env.OnActivity(acts.CompleteBooking, mock.Anything, int64(101)).Return(func(context.Context, int64) error {
		completedAt = env.Now()
		return nil
	}).Once()

	env.ExecuteWorkflow(workflows.Session, workflows.SessionInput{BookingID: 101, StartsAt: firstStart, EndsAt: firstStart.Add(30 * time.Minute)})

	require.True(t, env.IsWorkflowCompleted())
	require.NoError(t, env.GetWorkflowError())
	require.Equal(t, firstStart.Add(30*time.Minute), completedAt.UTC())
	env.AssertExpectations(t)
}
