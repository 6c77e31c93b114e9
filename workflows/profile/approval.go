package profile

import (
	"fmt"
	"strings"
	"time"

	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/workflow"

	profileacts "cerebro/activities/profile"
	"cerebro/activities/refusal"
	"cerebro/apperr"
	"cerebro/models"
	"cerebro/workflows"
)

// Names of the approval workflow's messages, used by the API, the Temporal
// CLI/UI and the tests alike. The decision names the api's record of it
// (decisionId) and is taken only if the record says the same: operators
// decide with `cerebro decide consultant`, which records it first.
const (
	DecideApprovalUpdate = "decide" // update: the admin's ApprovalDecision → ApprovalState
	ApprovalStatusQuery  = "status" // query: the status, a string
)

// ErrTypeApprovalRefused: a decision the approval cannot take.
const ErrTypeApprovalRefused = "ApprovalRefused"

// The approval's refusals of a decision.
const (
	errApprovalStatus     apperr.Code = "profile.decision_status_invalid"
	errRejectionReason    apperr.Code = "profile.rejection_reason_required"
	errApprovalReasonLong apperr.Code = "profile.decision_reason_too_long"
	errConsultantDecided  apperr.Code = "profile.already_decided"
)

// ApprovalReminderEvery is how often the admins are reminded of a
// consultant who waits for review.
const ApprovalReminderEvery = 24 * time.Hour

// ApprovalInput identifies the consultant waiting for review.
type ApprovalInput struct {
	ConsultantID int64
}

// ApprovalDecision is the admin's answer: VERIFIED approves; REJECTED needs
// a reason, which the consultant is mailed.
type ApprovalDecision struct {
	Status    string `json:"status"`
	Reason    string `json:"reason,omitempty"`
	DecidedBy int64  `json:"decidedBy,omitempty"` // the admin's user id; required by the update
	// DecisionID names the api's record of the decision (models.Decision).
	DecisionID int64 `json:"decisionId,omitempty"`
}

// ApprovalState is what the decide update answers.
type ApprovalState struct {
	ConsultantID int64  `json:"consultantId"`
	Status       string `json:"status"`
	Reason       string `json:"reason,omitempty"`
	DecidedBy    int64  `json:"decidedBy,omitempty"`
}

// Approval statuses reported by the status query.
const (
	ApprovalPending  = "PENDING_APPROVAL"
	ApprovalVerified = "VERIFIED"
	ApprovalRejected = "REJECTED"
)

// ConsultantApproval waits for the admin to approve or reject a new
// consultant — reminding the admins every day while nobody has — records
// the decision and tells the consultant by mail. A rejected consultant who
// fixes the profile is reviewed by a new run (the API starts it).
func ConsultantApproval(ctx workflow.Context, in ApprovalInput) (string, error) {
	a := &approval{in: in, status: ApprovalPending}
	if err := a.setup(ctx); err != nil {
		return "", err
	}
	return a.run(ctx)
}

// approval is one consultant's review.
type approval struct {
	in       ApprovalInput
	status   string
	decision *ApprovalDecision
	gate     workflows.DecisionGate // the decision, checked against its record
}

// setup checks the input and registers the status query and the update.
func (a *approval) setup(ctx workflow.Context) error {
	if a.in.ConsultantID <= 0 {
		return temporal.NewNonRetryableApplicationError("consultant id is required", "BadInput", nil)
	}
	if err := workflow.SetQueryHandler(ctx, ApprovalStatusQuery, func() (string, error) { return a.status, nil }); err != nil {
		return err
	}
	return workflow.SetUpdateHandlerWithOptions(ctx, DecideApprovalUpdate, a.onDecide,
		workflow.UpdateHandlerOptions{Validator: a.validateDecision})
}

// run is the review: wait for the decision, record it, tell the consultant.
func (a *approval) run(ctx workflow.Context) (string, error) {
	if err := a.awaitDecision(ctx); err != nil {
		return "", err
	}
	ctx = workflow.WithActivityOptions(ctx, workflows.DefaultActivityOptions)
	if err := a.record(ctx); err != nil {
		return "", err
	}
	a.tell(ctx)
	err := workflow.Await(ctx, func() bool { return workflow.AllHandlersFinished(ctx) })
	return a.status, err
}

// awaitDecision waits for the admin's update, reminding the admins daily.
func (a *approval) awaitDecision(ctx workflow.Context) error {
	decided := func() bool { return a.decision != nil }
	for days := 1; ; days++ {
		ok, err := workflows.WaitFor(ctx, ApprovalReminderEvery, fmt.Sprintf("Waiting for the admin's decision (reminder %d)", days), decided)
		if err != nil || ok || decided() {
			return err
		}
		a.remind(ctx, days)
	}
}

// validateDecision admits the first decision, by a named admin, recorded
// by the api, with a reason when it rejects.
func (a *approval) validateDecision(d ApprovalDecision) error {
	refuse := func(code apperr.Code) error { return refusal.Code(ErrTypeApprovalRefused, code) }
	switch {
	case d.Status != ApprovalVerified && d.Status != ApprovalRejected:
		return refuse(errApprovalStatus)
	case d.Status == ApprovalRejected && strings.TrimSpace(d.Reason) == "":
		return refuse(errRejectionReason)
	case len([]rune(d.Reason)) > 1000:
		return refuse(errApprovalReasonLong)
	case d.DecidedBy <= 0:
		return refuse(workflows.ErrDecidedByRequired)
	case d.DecisionID <= 0:
		return refuse(workflows.ErrDecisionRecordRequired)
	case a.decision != nil:
		return refuse(errConsultantDecided)
	}
	return nil
}

// onDecide checks the decision against the api's record of it, hands it to
// run and answers once it is stored.
func (a *approval) onDecide(ctx workflow.Context, d ApprovalDecision) (ApprovalState, error) {
	if err := a.validateDecision(d); err != nil {
		return ApprovalState{}, err
	}
	d.Reason = strings.TrimSpace(d.Reason)
	recorded := models.Decision{ID: d.DecisionID, Kind: models.DecisionApproval, SubjectID: a.in.ConsultantID,
		Status: d.Status, Remark: d.Reason, DecidedBy: d.DecidedBy}
	if err := a.gate.Admit(ctx, func() error { return a.validateDecision(d) }, recorded, ErrTypeApprovalRefused); err != nil {
		return ApprovalState{}, err
	}
	a.decision = &d
	err := workflow.Await(ctx, func() bool { return a.status != ApprovalPending })
	return ApprovalState{ConsultantID: a.in.ConsultantID, Status: a.status, Reason: d.Reason, DecidedBy: d.DecidedBy}, err
}

// record stores the decision.
func (a *approval) record(ctx workflow.Context) error {
	d := a.decision
	rec := profileacts.ApprovalRecord{ConsultantID: a.in.ConsultantID, Status: d.Status, Reason: d.Reason, DecidedBy: d.DecidedBy}
	if err := workflow.ExecuteActivity(ctx, profileActs.RecordApproval, rec).Get(ctx, nil); err != nil {
		return fmt.Errorf("record approval: %w", err)
	}
	a.status = d.Status
	return nil
}

// tell mails the consultant; a mail that cannot be sent must not undo the
// decision.
func (a *approval) tell(ctx workflow.Context) {
	var f workflow.Future
	if a.status == ApprovalRejected {
		f = workflow.ExecuteActivity(ctx, profileActs.SendConsultantRejectedMail,
			profileacts.ConsultantRejection{ConsultantID: a.in.ConsultantID, Reason: a.decision.Reason})
	} else {
		f = workflow.ExecuteActivity(ctx, profileActs.SendConsultantApprovedMail, a.in.ConsultantID)
	}
	if err := f.Get(ctx, nil); err != nil {
		workflow.GetLogger(ctx).Error("approval mail failed", "err", err)
	}
}

// remind mails the admins that the consultant still waits.
func (a *approval) remind(ctx workflow.Context, days int) {
	mctx := workflow.WithActivityOptions(ctx, workflows.MailOptions)
	in := profileacts.ApprovalReminder{ConsultantID: a.in.ConsultantID, Days: days}
	if err := workflow.ExecuteActivity(mctx, profileActs.SendApprovalReminder, in).Get(ctx, nil); err != nil {
		workflow.GetLogger(ctx).Error("approval reminder failed", "err", err)
	}
}

// ApprovalSummary names a consultant's approval.
func ApprovalSummary(consultantID int64) string {
	return fmt.Sprintf("Approval of consultant %d", consultantID)
}
