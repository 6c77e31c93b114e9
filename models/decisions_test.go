package models_test

import (
	"context"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/models"
	"cerebro/models/account"
	"cerebro/models/modelstest"
)

// A decision message is acted on only when the row it names says the same,
// and by one run only; the run that used a row may check it again.
func TestUseDecisionTakesOnlyTheRecordedDecisionOnce(t *testing.T) {
	f := modelstest.NewFixture(t)
	ctx := context.Background()
	decisions := models.NewDecisions(f.Store.DB)
	admin := &models.User{UserName: "a@x.lk", Email: "a@x.lk", PasswordHash: "x", Role: models.RoleAdmin}
	require.NoError(t, account.New(f.Store.DB).CreateUser(ctx, admin))
	d := models.Decision{Kind: models.DecisionRefund, SubjectID: 9, Status: "APPROVED", AmountCents: 125000,
		Remark: "Half", DecidedBy: admin.ID, Via: models.DecidedViaAPI}
	require.NoError(t, decisions.RecordDecision(ctx, &d))
	msg := d // what the workflow sends: the same decision

	for what, change := range map[string]func(*models.Decision){
		"its amount is 125000, not 1":  func(m *models.Decision) { m.AmountCents = 1 },
		"its subject is 9, not 10":     func(m *models.Decision) { m.SubjectID = 10 },
		"its kind is REFUND, not SLIP": func(m *models.Decision) { m.Kind = models.DecisionSlip },
		"its remark is":                func(m *models.Decision) { m.Remark = "All" },
		"its decider is":               func(m *models.Decision) { m.DecidedBy++ },
		"was never recorded":           func(m *models.Decision) { m.ID += 1000 },
	} {
		forged := msg
		change(&forged)
		why, err := decisions.UseDecision(ctx, forged, "run-1")
		require.NoError(t, err)
		assert.Contains(t, why, what)
	}
	row, err := decisions.DecisionByID(ctx, d.ID)
	require.NoError(t, err)
	assert.Nil(t, row.UsedByRun, "a refused message uses nothing")

	// Two runs race for one record: exactly one gets it.
	var wg sync.WaitGroup
	whys := make([]string, 2)
	for i, run := range []string{"run-1", "run-2"} {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var err error
			whys[i], err = decisions.UseDecision(ctx, msg, run)
			assert.NoError(t, err)
		}()
	}
	wg.Wait()
	assert.ElementsMatch(t, []bool{true, false}, []bool{whys[0] == "", whys[1] == ""}, "%q", whys)
	row, err = decisions.DecisionByID(ctx, d.ID)
	require.NoError(t, err)
	require.NotNil(t, row.UsedByRun)
	why, err := decisions.UseDecision(ctx, msg, *row.UsedByRun)
	require.NoError(t, err)
	assert.Empty(t, why, "the run that used it may check it again (a retried activity)")
	other := map[string]string{"run-1": "run-2", "run-2": "run-1"}[*row.UsedByRun]
	why, err = decisions.UseDecision(ctx, msg, other)
	require.NoError(t, err)
	assert.Contains(t, why, "already acted on by another run")
}
