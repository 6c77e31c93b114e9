package workflows

import (
	"fmt"
	"time"

	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/workflow"

	"cerebro/activities"
)

// Names of the approval workflow's signal and query, used by the API, the
// Temporal CLI/UI and the tests alike:
//
//	temporal workflow signal --workflow-id consultant-approval-7 \
//	    --name approval-decision --input '{"status":"VERIFIED"}'
const (
	ApprovalDecisionSignal = "approval-decision"
	ApprovalStatusQuery    = "status"
)

// ApprovalInput identifies the consultant waiting for review.
type ApprovalInput struct {
	ConsultantID int64
}

// ApprovalDecision is the admin's answer. Only "VERIFIED" approves; the spec
// shows no other transition, so anything else is ignored and the wait goes on.
type ApprovalDecision struct {
	Status string `json:"status"`
}

// Approval statuses reported by the status query.
const (
	ApprovalPending  = "PENDING_APPROVAL"
	ApprovalVerified = "VERIFIED"
)

// ConsultantApproval waits for the admin to approve a new consultant, then
// marks them VERIFIED and tells them by mail. There is no deadline: a
// profile may wait for review as long as the admin needs.
func ConsultantApproval(ctx workflow.Context, in ApprovalInput) (string, error) {
	a := &approval{in: in, status: ApprovalPending}
	if err := a.setup(ctx); err != nil {
		return "", err
	}
	return a.run(ctx)
}

// approval is one consultant's review: its input and the status the query
// reports.
type approval struct {
	in     ApprovalInput
	status string
}

// setup checks the input and registers the status query.
func (a *approval) setup(ctx workflow.Context) error {
	if a.in.ConsultantID <= 0 {
		return temporal.NewNonRetryableApplicationError("consultant id is required", "BadInput", nil)
	}
	return workflow.SetQueryHandler(ctx, ApprovalStatusQuery, func() (string, error) { return a.status, nil })
}

// run is the review: wait for approval, record it, tell the consultant.
func (a *approval) run(ctx workflow.Context) (string, error) {
	a.awaitApproval(ctx)
	ctx = workflow.WithActivityOptions(ctx, defaultActivityOptions)
	var acts *activities.Activities
	if err := workflow.ExecuteActivity(ctx, acts.MarkConsultantVerified, a.in.ConsultantID).Get(ctx, nil); err != nil {
		return "", fmt.Errorf("mark verified: %w", err)
	}
	a.status = ApprovalVerified
	// A mail that cannot be sent must not undo the approval.
	if err := workflow.ExecuteActivity(ctx, acts.SendConsultantApprovedMail, a.in.ConsultantID).Get(ctx, nil); err != nil {
		workflow.GetLogger(ctx).Error("approval mail failed", "err", err)
	}
	return a.status, nil
}

// awaitApproval receives decisions until one approves; a duplicate or
// unknown decision changes nothing.
func (a *approval) awaitApproval(ctx workflow.Context) {
	decisions := workflow.GetSignalChannel(ctx, ApprovalDecisionSignal)
	for {
		var d ApprovalDecision
		decisions.Receive(ctx, &d)
		if d.Status == ApprovalVerified {
			return
		}
		workflow.GetLogger(ctx).Warn("ignored approval decision", "status", d.Status)
	}
}

// defaultActivityOptions retries side effects for a while with backoff, so a
// database restart or a mail server hiccup delays work instead of losing it.
var defaultActivityOptions = workflow.ActivityOptions{
	StartToCloseTimeout: 30 * time.Second,
	RetryPolicy: &temporal.RetryPolicy{
		InitialInterval:    time.Second,
		BackoffCoefficient: 2,
		MaximumInterval:    time.Minute,
		MaximumAttempts:    50,
	},
}
