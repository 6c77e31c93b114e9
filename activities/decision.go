package activities

import (
	"context"

	"cerebro/models"
	"cerebro/models/stores"
)

// DecisionCheck is a decision message a workflow received, as the row it
// should match (Decision.ID names the row the api recorded), and the run
// that would act on it.
type DecisionCheck struct {
	Decision models.Decision
	RunID    string
}

// Decisions checks an admin's decision against the api's record: the
// approval, the checkout's slip review and the refund all ask it.
type Decisions struct {
	Stores stores.Stores
}

// CheckDecision returns "" when the api recorded this very decision and no
// other run has used it (the row is then this run's), or why the workflow
// must refuse it: a decision sent straight to Temporal has no such row.
// Safe to repeat: the run that used a row may check it again.
func (d *Decisions) CheckDecision(ctx context.Context, c DecisionCheck) (string, error) {
	return d.Stores.Decisions.UseDecision(ctx, c.Decision, c.RunID)
}
