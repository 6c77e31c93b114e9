package worker

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// Fixed workflow-task pollers let a stale sticky-backlog hint leave the task
// queue unpolled for a minute (see Options); the worker must keep scaling
// pollers, which poll each queue separately.
func TestWorkflowTaskPollersScale(t *testing.T) {
	o := Options()
	assert.NotNil(t, o.WorkflowTaskPollerBehavior, "workflow-task pollers scale")
	assert.Zero(t, o.MaxConcurrentWorkflowTaskPollers, "not a fixed number of mixed pollers")
	assert.Equal(t, activityTaskPollers, o.MaxConcurrentActivityTaskPollers)
}

// The workflow types are named as Temporal names them, every one Register
// registers: the failure counters start at 0 under these names.
func TestWorkflowTypesAreTheRegisteredNames(t *testing.T) {
	names := WorkflowTypes()
	assert.Contains(t, names, "Checkout")
	assert.Contains(t, names, "OpenConsultantPayouts")
	for _, n := range names {
		assert.Regexp(t, `^[A-Z][A-Za-z]+$`, n, "a bare function name")
	}
}
