package start_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	enumspb "go.temporal.io/api/enums/v1"
	"go.temporal.io/sdk/temporal"

	"cerebro/workflows"
	"cerebro/workflows/start"
)

// A start's options are exactly what it names: its id, queue, policies and
// summary, its parties and further attributes as search attributes only
// when it has any.
func TestOptionsAreWhatTheStartNames(t *testing.T) {
	o := start.Workflow{ID: "invoice-7", TaskQueue: "q", Summary: "s",
		Reuse:       enumspb.WORKFLOW_ID_REUSE_POLICY_REJECT_DUPLICATE,
		Conflict:    enumspb.WORKFLOW_ID_CONFLICT_POLICY_USE_EXISTING,
		ConsulteeID: 3, ConsultantID: 4}.Options()
	assert.Equal(t, "invoice-7", o.ID)
	assert.Equal(t, "q", o.TaskQueue)
	assert.Equal(t, "s", o.StaticSummary)
	assert.Equal(t, enumspb.WORKFLOW_ID_REUSE_POLICY_REJECT_DUPLICATE, o.WorkflowIDReusePolicy)
	assert.Equal(t, enumspb.WORKFLOW_ID_CONFLICT_POLICY_USE_EXISTING, o.WorkflowIDConflictPolicy)
	assert.Equal(t, workflows.StartAttributes(3, 4), o.TypedSearchAttributes)

	status := workflows.InvoiceStatusKey.ValueSet("PENDING_PAYMENT")
	withStatus := start.Workflow{ID: "invoice-8", ConsulteeID: 3, ConsultantID: 4,
		Attributes: []temporal.SearchAttributeUpdate{status}}.Options()
	assert.Equal(t, workflows.StartAttributes(3, 4, status), withStatus.TypedSearchAttributes)
	got, ok := withStatus.TypedSearchAttributes.GetKeyword(workflows.InvoiceStatusKey)
	assert.True(t, ok, "the status is set at the start")
	assert.Equal(t, "PENDING_PAYMENT", got)
	assert.Equal(t, 3, withStatus.TypedSearchAttributes.Size(), "the parties and the status")

	bare := start.Workflow{ID: "refund-payout-1", TaskQueue: "q"}.Options()
	assert.Zero(t, bare.TypedSearchAttributes.Size(), "no parties, no search attributes")
	assert.Equal(t, enumspb.WORKFLOW_ID_REUSE_POLICY_UNSPECIFIED, bare.WorkflowIDReusePolicy, "Temporal's default")
	assert.Equal(t, enumspb.WORKFLOW_ID_CONFLICT_POLICY_UNSPECIFIED, bare.WorkflowIDConflictPolicy)
}
