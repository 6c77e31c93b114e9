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
