// Package start is the one place a Cerebro workflow is started from outside
// a workflow: the API's handlers and the benchmark describe the start (its
// id, policies, task queue, parties) and, for Update-with-Start, the update
// whose answer the caller waits for. Every start names its options the same
// way, so an operator's id, policy or search attribute is set in one shape.
package start

import (
	"context"

	enumspb "go.temporal.io/api/enums/v1"
	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/temporal"

	"cerebro/workflows"
)

// Workflow is one start: the workflow function and its input, its business
// key, and the options Temporal starts it with. A zero policy is Temporal's
// default (reuse: allow duplicates; conflict: fail).
type Workflow struct {
	ID        string
	TaskQueue string
	Reuse     enumspb.WorkflowIdReusePolicy
	Conflict  enumspb.WorkflowIdConflictPolicy
	// ConsulteeID and ConsultantID are the parties the workflow starts
	// with as search attributes (workflows.StartAttributes), so an operator
	// finds it from its first moment; both zero sets none.
	ConsulteeID, ConsultantID int64
	// Attributes are further search attributes it starts with (a
	// checkout's InvoiceStatus), so it need not upsert them later.
	Attributes []temporal.SearchAttributeUpdate
	// Summary is the one line the Temporal UI shows above the history.
	Summary string
	Fn      any
	Input   []any
}

// Options are the client's start options for w.
func (w Workflow) Options() client.StartWorkflowOptions {
	o := client.StartWorkflowOptions{ID: w.ID, TaskQueue: w.TaskQueue, StaticSummary: w.Summary,
		WorkflowIDReusePolicy: w.Reuse, WorkflowIDConflictPolicy: w.Conflict}
	if w.ConsulteeID != 0 || w.ConsultantID != 0 || len(w.Attributes) > 0 {
		o.TypedSearchAttributes = workflows.StartAttributes(w.ConsulteeID, w.ConsultantID, w.Attributes...)
	}
	return o
}

// Update is the update sent with a start. ID, when set, makes it one update
// per workflow: Temporal answers a repeat with the first one's result.
type Update struct {
	ID   string
	Name string
	Args []any
}

// WithUpdate starts w, or reaches the run its conflict policy lets it use,
// sends u in the same round trip and waits until the update completed; its
// result goes into out (nil to discard it). The caller bounds the wait with
// ctx.
func WithUpdate(ctx context.Context, c client.Client, w Workflow, u Update, out any) error {
	op := c.NewWithStartWorkflowOperation(w.Options(), w.Fn, w.Input...)
	handle, err := c.UpdateWithStartWorkflow(ctx, client.UpdateWithStartWorkflowOptions{
		StartWorkflowOperation: op,
		UpdateOptions: client.UpdateWorkflowOptions{UpdateID: u.ID, UpdateName: u.Name, Args: u.Args,
			WaitForStage: client.WorkflowUpdateStageCompleted},
	})
	if err != nil {
		return err
	}
	return handle.Get(ctx, out)
}

// Run starts w plainly (no update) and returns its run, to wait for its
// result or drop it.
func Run(ctx context.Context, c client.Client, w Workflow) (client.WorkflowRun, error) {
	return c.ExecuteWorkflow(ctx, w.Options(), w.Fn, w.Input...)
}
