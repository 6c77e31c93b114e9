package profile

import (
	"context"
	"log/slog"
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"
	enumspb "go.temporal.io/api/enums/v1"

	"cerebro/api/web"
	"cerebro/apperr"
	"cerebro/mailer"
	"cerebro/models"
	"cerebro/workflows"
	profilewf "cerebro/workflows/profile"
	"cerebro/workflows/start"
)

// Answers of the approval call.
const (
	MsgConsultantUpdated = "Consultant updated successfully."
	msgSuspended         = "Consultant suspended."
	msgReinstated        = "Suspension lifted."
)

// Refusals of the approval call.
const (
	errApprovalStatus         apperr.Code = "profile.approval_status_invalid"
	errRejectReason           apperr.Code = "profile.reject_reason_required"
	errSuspendReason          apperr.Code = "profile.suspend_reason_required"
	errApprovalReasonLong     apperr.Code = "profile.approval_reason_too_long"
	errApprovalReasonMax      apperr.Code = "profile.approval_reason_max"
	errSuspendNotVerified     apperr.Code = "profile.suspend_not_verified"
	errSuspendedOnlyReinstate apperr.Code = "profile.suspended_only_reinstate"
	errStatusChanged          apperr.Code = "profile.status_changed"
)

// startApproval starts the consultant's approval workflow. A failure is
// only logged: the profile is saved, and updateConsultantStatus starts the
// workflow itself if it is missing.
func (h *Handlers) startApproval(ctx context.Context, consultantID int64) {
	if h.Temporal == nil {
		slog.Warn("no Temporal client: approval workflow not started", "consultantId", consultantID)
		return
	}
	_, err := start.Run(ctx, h.Temporal, h.approvalStart(consultantID))
	if err != nil {
		slog.Error("start approval workflow", "consultantId", consultantID, "err", err)
	}
}

// approvalStart is the start of a consultant's approval workflow.
func (h *Handlers) approvalStart(consultantID int64) start.Workflow {
	return start.Workflow{ID: workflows.ApprovalWorkflowID(consultantID), TaskQueue: h.Config.TaskQueue,
		ConsultantID: consultantID, Summary: profilewf.ApprovalSummary(consultantID),
		Fn: profilewf.ConsultantApproval, Input: []any{profilewf.ApprovalInput{ConsultantID: consultantID}}}
}

// endApproval stops the approval workflow of a deleted consultant; there may
// be none (already approved, or never started).
func (h *Handlers) endApproval(ctx context.Context, consultantID int64) {
	if h.Temporal == nil {
		return
	}
	err := h.Temporal.TerminateWorkflow(ctx, workflows.ApprovalWorkflowID(consultantID), "", "consultant deleted")
	if err != nil {
		slog.Info("approval workflow not terminated", "consultantId", consultantID, "err", err)
	}
}

// approvalRequest is PUT /consultant/updateStatus/:consultantId's body.
type approvalRequest struct {
	Status string `json:"status"`
	Reason string `json:"reason"`
}

// updateConsultantStatus is the admin's Approve or Reject: the decision is
// recorded, then goes to the consultant's approval workflow as an update (the workflow is
// started with it when missing, e.g. for a consultant loaded straight into
// the database), which answers once it is recorded. The API never sets the
// status itself.
func (h *Handlers) updateConsultantStatus(c *gin.Context) {
	id, ok := web.PathID(c, "consultantId")
	if !ok {
		return
	}
	var in approvalRequest
	if !web.BindJSON(c, &in) {
		return
	}
	d, err := approvalDecisionOf(in, web.CallerID(c))
	if err != nil {
		web.Fail(c, err)
		return
	}
	ctx := c.Request.Context()
	cons, err := h.Profile.ConsultantByID(ctx, id)
	if err != nil {
		web.Fail(c, err)
		return
	}
	if models.ConsultantStatus(d.Status) == models.ConsultantSuspended || cons.Status == models.ConsultantSuspended {
		h.suspendOrReinstate(c, cons, d)
		return
	}
	st, err := h.decideConsultant(ctx, web.AdminOf(web.CallerID(c)), cons, d)
	if err != nil {
		web.Fail(c, err)
		return
	}
	c.JSON(http.StatusOK, gin.H{"message": MsgConsultantUpdated, "status": st.Status})
}

// suspendOrReinstate suspends a verified consultant (SUSPENDED, with a
// reason) or lifts a suspension (VERIFIED), and mails them either way. A
// suspended consultant is out of search and cannot be booked; sessions
// already paid go ahead unless the admin cancels them (which refunds).
func (h *Handlers) suspendOrReinstate(c *gin.Context, cons *models.Consultant, d profilewf.ApprovalDecision) {
	ctx := c.Request.Context()
	to := models.ConsultantStatus(d.Status)
	var done bool
	var err error
	switch {
	case to == models.ConsultantSuspended && cons.Status != models.ConsultantVerified:
		web.Fail(c, apperr.New(errSuspendNotVerified))
		return
	case to == models.ConsultantSuspended:
		done, err = h.Profile.SuspendConsultant(ctx, cons.ID, d.Reason, d.DecidedBy)
	case to == models.ConsultantVerified:
		done, err = h.Profile.ReinstateConsultant(ctx, cons.ID, d.DecidedBy)
	default:
		web.Fail(c, apperr.New(errSuspendedOnlyReinstate))
		return
	}
	switch {
	case err != nil:
		web.Fail(c, err)
		return
	case !done:
		web.Fail(c, apperr.New(errStatusChanged))
		return
	}
	h.mailSuspension(ctx, cons, d)
	msg := msgSuspended
	if to == models.ConsultantVerified {
		msg = msgReinstated
	}
	c.JSON(http.StatusOK, gin.H{"message": msg, "status": d.Status})
}

// mailSuspension tells the consultant; a mail that fails is logged, the
// decision stands.
func (h *Handlers) mailSuspension(ctx context.Context, cons *models.Consultant, d profilewf.ApprovalDecision) {
	if h.Mailer == nil || cons.User == nil {
		return
	}
	name, data := "consultant_suspended", mailer.Data{"Name": cons.FirstName, "Reason": d.Reason}
	if models.ConsultantStatus(d.Status) == models.ConsultantVerified {
		name, data = "consultant_reinstated", mailer.Data{"Name": cons.FirstName,
			"Dashboard": h.Config.PublicBaseURL + "/#/consultantdashboard"}
	}
	m, err := mailer.Compose(mailer.ReaderOf(cons.User.Language, cons.TimeZone), name, data)
	if err != nil {
		slog.Error("suspension mail not written", "consultantId", cons.ID, "err", err)
		return
	}
	m.To = cons.User.Email
	if err := h.Mailer.Send(ctx, m); err != nil {
		slog.Error("suspension mail failed", "consultantId", cons.ID, "err", err)
	}
}

// approvalDecisionOf checks the request: VERIFIED, or REJECTED with a reason.
func approvalDecisionOf(in approvalRequest, adminID int64) (profilewf.ApprovalDecision, error) {
	d := profilewf.ApprovalDecision{Status: strings.ToUpper(strings.TrimSpace(in.Status)), Reason: strings.TrimSpace(in.Reason),
		DecidedBy: adminID}
	switch {
	case d.Status != profilewf.ApprovalVerified && d.Status != profilewf.ApprovalRejected && d.Status != string(models.ConsultantSuspended):
		return d, apperr.New(errApprovalStatus).WithField("status", errApprovalStatus, nil)
	case d.Status == profilewf.ApprovalRejected && d.Reason == "":
		return d, apperr.New(errRejectReason).WithField("reason", errRejectReason, nil)
	case d.Status == string(models.ConsultantSuspended) && d.Reason == "":
		return d, apperr.New(errSuspendReason).WithField("reason", errSuspendReason, nil)
	case len([]rune(d.Reason)) > 1000:
		return d, apperr.New(errApprovalReasonLong).WithField("reason", errApprovalReasonMax, nil)
	}
	return d, nil
}

// decideApproval sends the decision to the approval workflow, starting it
// when it is not running (Update-with-Start).
func (h *Handlers) decideApproval(ctx context.Context, id int64, d profilewf.ApprovalDecision) (profilewf.ApprovalState, error) {
	if h.Temporal == nil {
		return profilewf.ApprovalState{}, apperr.New(web.CodeUnavailable)
	}
	ctx, cancel := context.WithTimeout(ctx, web.AnswerTimeout)
	defer cancel()
	w := h.approvalStart(id)
	w.Conflict = enumspb.WORKFLOW_ID_CONFLICT_POLICY_USE_EXISTING
	var st profilewf.ApprovalState
	err := start.WithUpdate(ctx, h.Temporal, w, start.Update{Name: profilewf.DecideApprovalUpdate, Args: []any{d}}, &st)
	return st, web.TemporalProblem(err)
}

// resubmitIfRejected puts a rejected consultant who saved their profile
// again back in front of the admin, with a new approval run.
func (h *Handlers) resubmitIfRejected(ctx context.Context, cons *models.Consultant) {
	if cons.Status != models.ConsultantRejected {
		return
	}
	resubmitted, err := h.Profile.ResubmitConsultant(ctx, cons.ID)
	if err != nil {
		slog.Error("resubmit consultant", "consultantId", cons.ID, "err", err)
		return
	}
	if resubmitted {
		h.startApproval(ctx, cons.ID)
	}
}
