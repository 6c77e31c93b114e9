package api

import (
	"context"
	"log/slog"
	"net/http"
	"time"

	"github.com/gin-gonic/gin"
	"go.temporal.io/sdk/client"

	"cerebro/apperr"
	"cerebro/models"
	"cerebro/workflows"
)

// Messages of the approval call (spec §8).
const (
	MsgConsultantUpdated = "Consultant updated successfully."
	MsgApprovalPending   = "The approval is recorded and will show shortly."
	MsgOnlyVerified      = "A consultant can only be approved: status must be VERIFIED."
)

// approvalWait is how long the approval call waits for the workflow to mark
// the consultant VERIFIED, so the admin's list is right when it reloads.
const approvalWait = 5 * time.Second

// startApproval starts the consultant's approval workflow. A failure is
// only logged: the profile is saved, and updateConsultantStatus starts the
// workflow itself if it is missing.
func (s *Server) startApproval(ctx context.Context, consultantID int64) {
	if s.Temporal == nil {
		slog.Warn("no Temporal client: approval workflow not started", "consultantId", consultantID)
		return
	}
	_, err := s.Temporal.ExecuteWorkflow(ctx, s.approvalOptions(consultantID),
		workflows.ConsultantApproval, workflows.ApprovalInput{ConsultantID: consultantID})
	if err != nil {
		slog.Error("start approval workflow", "consultantId", consultantID, "err", err)
	}
}

func (s *Server) approvalOptions(consultantID int64) client.StartWorkflowOptions {
	return client.StartWorkflowOptions{ID: workflows.ApprovalWorkflowID(consultantID), TaskQueue: s.Config.TaskQueue}
}

// endApproval stops the approval workflow of a deleted consultant; there may
// be none (already approved, or never started).
func (s *Server) endApproval(ctx context.Context, consultantID int64) {
	if s.Temporal == nil {
		return
	}
	err := s.Temporal.TerminateWorkflow(ctx, workflows.ApprovalWorkflowID(consultantID), "", "consultant deleted")
	if err != nil {
		slog.Info("approval workflow not terminated", "consultantId", consultantID, "err", err)
	}
}

// updateConsultantStatus is the admin's Approve: it signals the consultant's
// approval workflow (starting it if it is missing, e.g. for a consultant
// loaded straight into the database) and waits briefly for the workflow to
// mark them VERIFIED. The API never sets the status itself.
func (s *Server) updateConsultantStatus(c *gin.Context) {
	id, ok := pathID(c, "consultantId")
	if !ok {
		return
	}
	var in workflows.ApprovalDecision
	if !bindJSON(c, &in) {
		return
	}
	if in.Status != workflows.ApprovalVerified {
		fail(c, apperr.InvalidFields(MsgOnlyVerified, map[string]string{"status": MsgOnlyVerified}))
		return
	}
	ctx := c.Request.Context()
	cons, err := s.Store.ConsultantByID(ctx, id)
	if err != nil {
		fail(c, err)
		return
	}
	if cons.Status == models.ConsultantVerified {
		c.JSON(http.StatusOK, gin.H{"message": MsgConsultantUpdated})
		return
	}
	if err := s.signalApproval(ctx, id, in); err != nil {
		fail(c, err)
		return
	}
	if s.awaitVerified(ctx, id) {
		c.JSON(http.StatusOK, gin.H{"message": MsgConsultantUpdated})
		return
	}
	c.JSON(http.StatusAccepted, gin.H{"message": MsgApprovalPending})
}

func (s *Server) signalApproval(ctx context.Context, id int64, d workflows.ApprovalDecision) error {
	if s.Temporal == nil {
		return apperr.Unavailable(msgUnavailable)
	}
	_, err := s.Temporal.SignalWithStartWorkflow(ctx, workflows.ApprovalWorkflowID(id), workflows.ApprovalDecisionSignal, d,
		s.approvalOptions(id), workflows.ConsultantApproval, workflows.ApprovalInput{ConsultantID: id})
	if err != nil {
		slog.Error("signal approval workflow", "consultantId", id, "err", err)
		return apperr.Unavailable("Failed to update consultant status.")
	}
	return nil
}

// awaitVerified polls the consultant's status until the workflow's activity
// has written VERIFIED, or approvalWait passes.
func (s *Server) awaitVerified(ctx context.Context, id int64) bool {
	ctx, cancel := context.WithTimeout(ctx, approvalWait)
	defer cancel()
	tick := time.NewTicker(100 * time.Millisecond)
	defer tick.Stop()
	for {
		select {
		case <-ctx.Done():
			return false
		case <-tick.C:
			cons, err := s.Store.ConsultantByID(ctx, id)
			if err == nil && cons.Status == models.ConsultantVerified {
				return true
			}
		}
	}
}
