package models

import (
	"context"
	"errors"
	"fmt"
	"time"

	"gorm.io/gorm"
	"gorm.io/gorm/clause"
)

// What an admin decision decides (the decisions table, migration 00039).
const (
	DecisionSlip     = "SLIP"     // a slip invoice: APPROVED or REJECTED
	DecisionRefund   = "REFUND"   // a refund request: APPROVED (AmountCents > 0) or REJECTED
	DecisionApproval = "APPROVAL" // a consultant's review: VERIFIED or REJECTED
)

// Where a decision was made.
const (
	DecidedViaAPI = "api" // the admin's route
	DecidedViaCLI = "cli" // an operator's `cerebro decide`
)

// Decision is an admin's decision as the api recorded it before telling the
// workflow that owns its subject. A workflow acts on a decision message only
// when the row it names says the same (UseDecision): anything sent straight
// to Temporal without one is refused.
type Decision struct {
	ID          int64     `json:"id"`
	Kind        string    `json:"kind"`
	SubjectID   int64     `json:"subjectId"`
	Status      string    `json:"status"`
	AmountCents int64     `json:"amountCents"`
	Remark      string    `json:"remark"`
	DecidedBy   int64     `json:"decidedBy"`
	Via         string    `json:"via"`
	UsedByRun   *string   `json:"usedByRun,omitempty"`
	CreatedAt   time.Time `json:"createdAt"`
}

// Decisions is the record of admins' decisions. It is shared by the areas
// whose workflows act on one — checkout (slips), refund (requests) and
// profile (consultant approval) — and each checks a message against it
// (UseDecision) before acting.
type Decisions struct{ db *gorm.DB }

// NewDecisions is the decisions record over db: the pool, or a
// transaction the caller opened.
func NewDecisions(db *gorm.DB) *Decisions { return &Decisions{db: db} }

// RecordDecision stores a decision before any workflow hears of it.
func (s *Decisions) RecordDecision(ctx context.Context, d *Decision) error {
	if d.ID != 0 || d.SubjectID <= 0 || d.DecidedBy <= 0 {
		return fmt.Errorf("record decision: a new decision on a subject, by someone, is required")
	}
	d.UsedByRun = nil
	return s.db.WithContext(ctx).Create(d).Error
}

// DecisionByID is one recorded decision.
func (s *Decisions) DecisionByID(ctx context.Context, id int64) (*Decision, error) {
	var d Decision
	err := s.db.WithContext(ctx).First(&d, id).Error
	return &d, notFound(err)
}

// UseDecision checks a decision message against the row it names and, when
// they agree, marks the row used by runID. It returns "" when the message
// may be acted on (again, for the run that used it: a retried check is
// harmless), or why it may not. A row is used by one run only, so a
// recorded decision cannot be replayed on another run of the same subject.
func (s *Decisions) UseDecision(ctx context.Context, msg Decision, runID string) (string, error) {
	var why string
	err := s.db.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		var row Decision
		err := tx.Clauses(clause.Locking{Strength: "UPDATE"}).First(&row, msg.ID).Error
		if errors.Is(err, gorm.ErrRecordNotFound) {
			why = fmt.Sprintf("Decision %d was never recorded: decisions are made through the API or `cerebro decide`.", msg.ID)
			return nil
		}
		if err != nil {
			return err
		}
		if why = row.Disagreement(msg, runID); why != "" {
			return nil
		}
		return tx.Model(&row).Update("used_by_run", runID).Error
	})
	return why, err
}

// Disagreement says how a decision message differs from this recorded row
// (or that another run used it), or "" when it may be acted on by runID.
func (d *Decision) Disagreement(msg Decision, runID string) string {
	differs := func(what string, recorded, sent any) string {
		return fmt.Sprintf("Decision %d does not match the recorded one: its %s is %v, not %v.", d.ID, what, recorded, sent)
	}
	switch {
	case d.Kind != msg.Kind:
		return differs("kind", d.Kind, msg.Kind)
	case d.SubjectID != msg.SubjectID:
		return differs("subject", d.SubjectID, msg.SubjectID)
	case d.Status != msg.Status:
		return differs("status", d.Status, msg.Status)
	case d.AmountCents != msg.AmountCents:
		return differs("amount", d.AmountCents, msg.AmountCents)
	case d.Remark != msg.Remark:
		return differs("remark", fmt.Sprintf("%q", d.Remark), fmt.Sprintf("%q", msg.Remark))
	case d.DecidedBy != msg.DecidedBy:
		return differs("decider", d.DecidedBy, msg.DecidedBy)
	case d.UsedByRun != nil && *d.UsedByRun != runID:
		return fmt.Sprintf("Decision %d was already acted on by another run.", d.ID)
	}
	return ""
}
