package profile

import (
	"context"

	"cerebro/api/web"
	"cerebro/apperr"
	"cerebro/models"
	profilewf "cerebro/workflows/profile"
)

// Refusals of an admin's decision.
const (
	errSuspensionNotReview apperr.Code = "profile.suspension_not_review"
	errNotAwaitingReview   apperr.Code = "profile.not_awaiting_review"
)

// DecideConsultant approves (VERIFIED) or rejects (REJECTED, with a
// reason) a consultant awaiting review; approving twice is harmless.
func (h *Handlers) DecideConsultant(ctx context.Context, by web.Admin, consultantID int64, status, reason string) (profilewf.ApprovalState, error) {
	d, err := approvalDecisionOf(approvalRequest{Status: status, Reason: reason}, by.ID)
	if err != nil {
		return profilewf.ApprovalState{}, err
	}
	if models.ConsultantStatus(d.Status) == models.ConsultantSuspended {
		return profilewf.ApprovalState{}, apperr.New(errSuspensionNotReview)
	}
	cons, err := h.Profile.ConsultantByID(ctx, consultantID)
	if err != nil {
		return profilewf.ApprovalState{}, err
	}
	return h.decideConsultant(ctx, by, cons, d)
}

// decideConsultant records a review decision and hands it to the
// consultant's approval workflow.
func (h *Handlers) decideConsultant(ctx context.Context, by web.Admin, cons *models.Consultant, d profilewf.ApprovalDecision) (profilewf.ApprovalState, error) {
	switch {
	case cons.Status == models.ConsultantStatus(d.Status) && cons.Status == models.ConsultantVerified:
		return profilewf.ApprovalState{ConsultantID: cons.ID, Status: string(cons.Status)}, nil
	case cons.Status != models.ConsultantPending:
		return profilewf.ApprovalState{}, apperr.New(errNotAwaitingReview)
	}
	if d.Status == profilewf.ApprovalVerified {
		if err := h.requireCheckedCredential(ctx, cons); err != nil {
			return profilewf.ApprovalState{}, err
		}
	}
	rec := &models.Decision{Kind: models.DecisionApproval, SubjectID: cons.ID, Status: d.Status, Remark: d.Reason}
	var err error
	if d.DecisionID, err = h.RecordDecision(ctx, h.Decisions, by, rec); err != nil {
		return profilewf.ApprovalState{}, err
	}
	return h.decideApproval(ctx, cons.ID, d)
}
