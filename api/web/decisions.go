package web

import (
	"context"

	"cerebro/apperr"
	"cerebro/models"
)

// An admin's decision — a slip, a refund request, a consultant — is
// recorded (the decisions table: who, when, what, through what) before the
// workflow that owns its subject hears of it, and the update names the
// record: the workflow takes a decision only if its record says the same,
// so one sent straight to Temporal changes nothing. The admin's routes and
// an operator's `cerebro decide` (cmd/cerebro) both decide this way.

// Admin is who decides, and through what (models.DecidedVia*).
type Admin struct {
	ID  int64
	Via string
}

// AdminOf is the calling admin, deciding through the api.
func AdminOf(id int64) Admin { return Admin{ID: id, Via: models.DecidedViaAPI} }

// RecordDecision stores the decision as by made it and returns its id;
// without Temporal nothing could act on it, so it is refused as unavailable.
func (d Deps) RecordDecision(ctx context.Context, decisions *models.Decisions, by Admin, rec *models.Decision) (int64, error) {
	if d.Temporal == nil {
		return 0, apperr.New(CodeUnavailable)
	}
	rec.ID, rec.DecidedBy, rec.Via = 0, by.ID, by.Via
	if err := decisions.RecordDecision(ctx, rec); err != nil {
		return 0, err
	}
	return rec.ID, nil
}
