package workflowstest

import (
	"time"

	"go.temporal.io/sdk/testsuite"
)

// T0 is when the tests' workflows start: a checkout is booked, a refund
// is claimed, a consultant asks for approval.
var T0 = time.Date(2026, 11, 20, 3, 0, 0, 0, time.UTC)

// JustBefore is a millisecond before a deadline: a message sent then with
// SignalWorkflowSkippingWorkflowTask reaches the workflow in the same task
// as the deadline's timer, as when the worker was slow, down or being
// redeployed and Temporal hands both over at once.
const JustBefore = time.Millisecond

// UpdateResult records what an update's caller was told.
type UpdateResult struct {
	Rejected error // refused by the validator
	Done     bool  // answered by the handler
	Value    any
	Err      error
}

// Refusal is why the update was not taken: refused by its validator, or
// answered with an error by its handler.
func (r *UpdateResult) Refusal() error {
	if r.Rejected != nil {
		return r.Rejected
	}
	return r.Err
}

// Callback records the answer to an update sent to a test environment.
func (r *UpdateResult) Callback() *testsuite.TestUpdateCallback {
	return &testsuite.TestUpdateCallback{
		OnReject:   func(err error) { r.Rejected = err },
		OnComplete: func(v any, err error) { r.Done, r.Value, r.Err = true, v, err },
	}
}
