package workflows_test

import (
	"context"
	"fmt"
	"time"

	"cerebro/activities"
	"cerebro/models"
)

// decisionBook is the decisions table as the api leaves it: a test records
// a decision, then sends the update naming it, as the api does. Its check
// is activities.CheckDecision's, with the rows in memory.
type decisionBook struct {
	rows   map[int64]*models.Decision
	checks int           // how many decision messages were checked
	delay  time.Duration // how long a check takes, in real time
}

func newDecisionBook() *decisionBook { return &decisionBook{rows: map[int64]*models.Decision{}} }

// record stores a decision as the api would and returns its id.
func (b *decisionBook) record(d models.Decision) int64 {
	d.ID = int64(len(b.rows) + 1)
	b.rows[d.ID] = &d
	return d.ID
}

// check is the CheckDecision activity over the book.
func (b *decisionBook) check(_ context.Context, c activities.DecisionCheck) (string, error) {
	b.checks++
	time.Sleep(b.delay)
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

// used reports whether a run acted on the decision.
func (b *decisionBook) used(id int64) bool { return b.rows[id] != nil && b.rows[id].UsedByRun != nil }
