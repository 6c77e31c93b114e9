package api

import (
	"context"
	"errors"
	"log/slog"
	"time"

	enumspb "go.temporal.io/api/enums/v1"
	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/temporal"

	"cerebro/apperr"
	"cerebro/models"
	"cerebro/workflows"
)

// The API's side of the session workflow: report joins, ask for a
// cancellation or a fault refund, hand on the admin's refund decisions.

// updateSession sends an update to the booking's session and returns its
// answer; a refusal is a 409 with the workflow's message, and a session no
// longer running is a 409 with closedMessage.
func (s *Server) updateSession(ctx context.Context, bookingID int64, name string, arg any, closedMessage string) (workflows.RefundOutcome, error) {
	ctx, cancel := context.WithTimeout(ctx, checkoutAnswerTimeout)
	defer cancel()
	var out workflows.RefundOutcome
	handle, err := s.Temporal.UpdateWorkflow(ctx, client.UpdateWorkflowOptions{
		WorkflowID: workflows.SessionWorkflowID(bookingID), UpdateName: name, Args: []any{arg},
		WaitForStage: client.WorkflowUpdateStageCompleted,
	})
	if err == nil {
		err = handle.Get(ctx, &out)
	}
	if isClosed(err) {
		return out, apperr.Conflict(closedMessage)
	}
	return out, sessionProblem(err)
}

// sessionProblem turns the session's refusals into 409s with its message.
func sessionProblem(err error) error {
	var appErr *temporal.ApplicationError
	if errors.As(err, &appErr) && (appErr.Type() == workflows.ErrTypeNotCancellable || appErr.Type() == workflows.ErrTypeFaultRefused) {
		return apperr.Conflict(appErr.Message())
	}
	return checkoutProblem(err)
}

// reportJoin tells the session a party joined. A booking whose session is
// not running (it should be, for every confirmed booking) has the join
// stored directly, so the record of who came is never lost.
func (s *Server) reportJoin(ctx context.Context, bookingID int64, role string) error {
	err := s.Temporal.SignalWorkflow(ctx, workflows.SessionWorkflowID(bookingID), "", workflows.JoinedSignal,
		workflows.Joined{Role: role})
	if isClosed(err) {
		slog.Warn("join reported for a booking without a running session", "bookingId", bookingID)
		return s.Store.RecordJoin(ctx, bookingID, role, s.Now())
	}
	return checkoutProblem(err)
}

// decideRefundRequest hands the admin's decision to the refund's session
// workflow, or, when that is not running, to a SettleRefund workflow keyed
// by the refund (so a double click starts one).
func (s *Server) decideRefundRequest(ctx context.Context, r *models.RefundListing, d workflows.RefundDecision) error {
	if r.BookingID != nil {
		err := s.Temporal.SignalWorkflow(ctx, workflows.SessionWorkflowID(*r.BookingID), "", workflows.RefundDecisionSignal, d)
		if !isClosed(err) {
			return checkoutProblem(err)
		}
	}
	_, err := s.Temporal.ExecuteWorkflow(ctx, client.StartWorkflowOptions{
		ID:                    workflows.RefundDecisionWorkflowID(d.RefundID),
		TaskQueue:             s.Config.TaskQueue,
		WorkflowIDReusePolicy: enumspb.WORKFLOW_ID_REUSE_POLICY_REJECT_DUPLICATE,
	}, workflows.SettleRefund, d)
	if temporal.IsWorkflowExecutionAlreadyStartedError(err) {
		return nil
	}
	return checkoutProblem(err)
}

// awaitRefundDecided polls the refund until it is no longer REQUESTED, or
// wait has passed, and returns the last status seen.
func (s *Server) awaitRefundDecided(ctx context.Context, id int64, wait time.Duration) (string, error) {
	deadline := time.Now().Add(wait)
	for {
		r, err := s.Store.RefundListingByID(ctx, id)
		if err != nil || r.Status != models.RefundRequested || time.Now().After(deadline) {
			if r == nil {
				return "", err
			}
			return r.Status, err
		}
		select {
		case <-ctx.Done():
			return r.Status, ctx.Err()
		case <-time.After(50 * time.Millisecond):
		}
	}
}
