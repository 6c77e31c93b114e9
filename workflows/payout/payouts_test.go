package payout_test

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.temporal.io/sdk/testsuite"

	payoutacts "cerebro/activities/payout"
	"cerebro/models"
	"cerebro/rules"
	payoutwf "cerebro/workflows/payout"
)

// On a site with test payments the consultant-payouts Schedule's run opens
// no payout (the activities here have no database to open one in) and says
// why in its result, for the Temporal UI.
func TestPayoutsAreNotOpenedWithTestPayments(t *testing.T) {
	var s testsuite.WorkflowTestSuite
	env := s.NewTestWorkflowEnvironment()
	env.SetStartTime(time.Date(2026, 12, 1, 0, 30, 0, 0, rules.Colombo))
	env.SetTestTimeout(10 * time.Second) // an activity that reaches for the database retries for ever
	env.RegisterActivity(&payoutacts.Activities{TestPayments: true})
	env.ExecuteWorkflow(payoutwf.OpenConsultantPayouts, rules.PayoutMonthly)
	require.True(t, env.IsWorkflowCompleted())
	require.NoError(t, env.GetWorkflowError())
	var run models.PayoutRun
	require.NoError(t, env.GetWorkflowResult(&run))
	assert.Equal(t, models.PayoutRun{Skipped: payoutacts.SkippedForTestPayments}, run)
	assert.Contains(t, run.Skipped, "no real money")
}
