package workflows

import (
	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/workflow"

	"cerebro/activities"
	"cerebro/activities/refusal"
	"cerebro/apperr"
	"cerebro/models"
)

// decisions names the CheckDecision activity for the gate.
var decisions *activities.Decisions

// DecisionGate admits an admin's decision only when the api recorded it
// first (the decisions table): a validator cannot read the database, so the
// update's validator asks for the record's id and the handler checks the
// record with a local activity before anything changes. An update sent
// straight to Temporal — no record, or one that says something else — is
// refused, and the workflow goes on as if it had never come.
//
// One decision is checked at a time, and a deadline that comes while one is
// being checked waits for it (close): a decision made in time counts.
type DecisionGate struct {
	checking bool // a decision is being checked against its record
	Closed   bool // the deadline passed: no decision is taken any more
}

// Admit waits for any check under way, validates the decision again (the
// state may have moved meanwhile), then checks it against its record; a
// decision that does not match is refused with errType.
func (g *DecisionGate) Admit(ctx workflow.Context, validate func() error, msg models.Decision, errType string) error {
	if err := workflow.Await(ctx, func() bool { return !g.checking }); err != nil {
		return err
	}
	if err := validate(); err != nil {
		return err
	}
	g.checking = true
	defer func() { g.checking = false }()
	var why string
	lctx := workflow.WithLocalActivityOptions(ctx, CheckOptions)
	in := activities.DecisionCheck{Decision: msg, RunID: workflow.GetInfo(ctx).WorkflowExecution.RunID}
	if err := workflow.ExecuteLocalActivity(lctx, decisions.CheckDecision, in).Get(ctx, &why); err != nil {
		return err
	}
	if why != "" {
		workflow.GetLogger(ctx).Warn("decision refused: not the one the api recorded", "kind", msg.Kind,
			"subject", msg.SubjectID, "decisionId", msg.ID, "why", why)
		// The message keeps the record's own words for an operator who sent it
		// straight to Temporal; the API, which records first, never meets it.
		return temporal.NewApplicationErrorWithOptions(why, errType, temporal.ApplicationErrorOptions{
			NonRetryable: true, Details: []any{refusal.Detail{Code: errDecisionNotRecorded}}})
	}
	return nil
}

// Close takes no new decision and waits for the one being checked, if any.
func (g *DecisionGate) Close(ctx workflow.Context) {
	g.Closed = true
	_ = workflow.Await(ctx, func() bool { return !g.checking })
}

// The refusals of a decision sent without the api's record of it: the
// decider (decidedBy) or the record (decisionId) missing, or a record that
// says something else. The log has the record's own words (why).
const (
	ErrDecidedByRequired      apperr.Code = "common.decided_by_required"
	ErrDecisionRecordRequired apperr.Code = "common.decision_record_required"
	errDecisionNotRecorded    apperr.Code = "common.decision_not_recorded"
)
