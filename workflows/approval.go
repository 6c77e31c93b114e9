package workflows

import (
	"fmt"
	"time"

	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/workflow"

	"cerebro/activities"
)

// Names of the approval workflow's signal and query, used by the API, the
// Temporal CLI/UI and the tests alike.
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
// marks them VERIFIED and tells them by mail.
func ConsultantApproval(ctx workflow.Context, in ApprovalInput) (string, error) {
	if in.ConsultantID <= 0 {
		return "", temporal.NewNonRetryableApplicationError("consultant id is required", "BadInput", nil)
	}
	status := ApprovalPending
	if err := workflow.SetQueryHandler(ctx, ApprovalStatusQuery, func() (string, error) { return status, nil }); err != nil {
		return "", err
	}
	decisions := workflow.GetSignalChannel(ctx, ApprovalDecisionSignal)
	for status != ApprovalVerified {
		var d ApprovalDecision
		decisions.Receive(ctx, &d)
		if d.Status == ApprovalVerified {
			status = ApprovalVerified
		} else {
			workflow.GetLogger(ctx).Warn("ignored approval decision", "status", d.Status)
		}
	}

	ctx = workflow.WithActivityOptions(ctx, defaultActivityOptions)
	var a *activities.Activities
	if err := workflow.ExecuteActivity(ctx, a.MarkConsultantVerified, in.ConsultantID).Get(ctx, nil); err != nil {
		return "", fmt.Errorf("mark verified: %w", err)
	}
	// A mail that cannot be sent must not undo the approval.
	if err := workflow.ExecuteActivity(ctx, a.SendConsultantApprovedMail, in.ConsultantID).Get(ctx, nil); err != nil {
		workflow.GetLogger(ctx).Error("approval mail failed", "err", err)
	}
	return status, nil
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
