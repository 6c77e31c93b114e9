// Package workflowstest holds what the areas' workflow tests share: the
// decisions table as the api leaves it.
package workflowstest

import (
	"context"
	"fmt"
	"time"

	"cerebro/activities"
	"cerebro/models"
)

// DecisionBook is the decisions table as the api leaves it: a test records
// a decision, then sends the update naming it, as the api does. Its check
// is activities.CheckDecision's, with the rows in memory.
type DecisionBook struct {
	rows   map[int64]*models.Decision
	Checks int           // how many decision messages were checked
	Delay  time.Duration // how long a check takes, in real time
}

// NewDecisionBook is an empty decisions table.
func NewDecisionBook() *DecisionBook { return &DecisionBook{rows: map[int64]*models.Decision{}} }

// Record stores a decision as the api would and returns its id.
func (b *DecisionBook) Record(d models.Decision) int64 {
	d.ID = int64(len(b.rows) + 1)
	b.rows[d.ID] = &d
	return d.ID
}

// Check is the CheckDecision activity over the book.
func (b *DecisionBook) Check(_ context.Context, c activities.DecisionCheck) (string, error) {
	b.Checks++
	time.Sleep(b.Delay)
	row, ok := b.rows[c.Decision.ID]
	if !ok {
		return fmt.Sprintf("Decision %d was never recorded.", c.Decision.ID), nil
	}
	if why := row.Disagreement(c.Decision, c.RunID); why != "" {
		return why, nil
	}
	run := c.RunID
	row.UsedByRun = &run
	return "", nil
}

// Used reports whether a run acted on the decision.
func (b *DecisionBook) Used(id int64) bool { return b.rows[id] != nil && b.rows[id].UsedByRun != nil }

// Row is the recorded decision id, for a test that changes it as another
// run would.
func (b *DecisionBook) Row(id int64) *models.Decision { return b.rows[id] }
