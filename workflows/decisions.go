package workflows

import (
	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/workflow"

	"cerebro/activities"
	"cerebro/models"
)

// decisionGate admits an admin's decision only when the api recorded it
// first (the decisions table): a validator cannot read the database, so the
// update's validator asks for the record's id and the handler checks the
// record with a local activity before anything changes. An update sent
// straight to Temporal — no record, or one that says something else — is
// refused, and the workflow goes on as if it had never come.
//
// One decision is checked at a time, and a deadline that comes while one is
// being checked waits for it (close): a decision made in time counts.
type decisionGate struct {
	checking bool // a decision is being checked against its record
	closed   bool // the deadline passed: no decision is taken any more
}

// admit waits for any check under way, validates the decision again (the
// state may have moved meanwhile), then checks it against its record; a
// decision that does not match is refused with errType.
func (g *decisionGate) admit(ctx workflow.Context, validate func() error, msg models.Decision, errType string) error {
	if err := workflow.Await(ctx, func() bool { return !g.checking }); err != nil {
		return err
	}
	if err := validate(); err != nil {
		return err
	}
	g.checking = true
	defer func() { g.checking = false }()
	var why string
	lctx := workflow.WithLocalActivityOptions(ctx, checkOptions)
	in := activities.DecisionCheck{Decision: msg, RunID: workflow.GetInfo(ctx).WorkflowExecution.RunID}
	if err := workflow.ExecuteLocalActivity(lctx, acts.CheckDecision, in).Get(ctx, &why); err != nil {
		return err
	}
	if why != "" {
		workflow.GetLogger(ctx).Warn("decision refused: not the one the api recorded", "kind", msg.Kind,
			"subject", msg.SubjectID, "decisionId", msg.ID, "why", why)
		return temporal.NewNonRetryableApplicationError(why, errType, nil)
	}
	return nil
}

// close takes no new decision and waits for the one being checked, if any.
func (g *decisionGate) close(ctx workflow.Context) {
	g.closed = true
	_ = workflow.Await(ctx, func() bool { return !g.checking })
}

// msgDecisionRecordRequired refuses a decision that names no record.
const msgDecisionRecordRequired = "decisionId is required: decide through the API or `cerebro decide`, which record the decision first."
