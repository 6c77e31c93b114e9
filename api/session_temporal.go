package api

import (
	"context"
	"errors"
	"log/slog"
	"time"

	enumspb "go.temporal.io/api/enums/v1"
	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/temporal"

	"cerebro/api/web"
	"cerebro/apperr"
	"cerebro/models"
	"cerebro/models/refund"
	"cerebro/workflows"
	refundwf "cerebro/workflows/refund"
	sessionwf "cerebro/workflows/session"
	"cerebro/workflows/start"
)

// The API's side of the session workflow: report joins, ask for a
// cancellation or a fault refund, hand on the admin's refund decisions.

// updateSession sends an update to the booking's session for the party
// playing role and returns its answer; a refusal is answered by its code
// (temporalProblem), and a session no longer running is refused with
// closed.
func (s *Server) updateSession(ctx context.Context, b *models.Booking, role models.Rater, name string, arg any, closed error) (sessionwf.RefundOutcome, error) {
	return askSession[sessionwf.RefundOutcome](ctx, s, b, role, name, arg, closed)
}

// askSession sends an update to the booking's session for the party playing
// role and waits for its answer; a session that is over is refused with
// closed, one that already decided a cancel or a move says so (409).
func askSession[T any](ctx context.Context, s *Server, b *models.Booking, role models.Rater, name string, arg any, closed error) (T, error) {
	bookingID := b.ID
	ctx, cancel := context.WithTimeout(ctx, checkoutAnswerTimeout)
	defer cancel()
	var out T
	handle, err := s.Temporal.UpdateWorkflow(ctx, client.UpdateWorkflowOptions{
		WorkflowID: workflows.SessionWorkflowID(bookingID), UpdateName: name, Args: []any{arg},
		WaitForStage: client.WorkflowUpdateStageCompleted,
	})
	if err == nil {
		err = handle.Get(ctx, &out)
	}
	if isClosed(err) {
		return out, closed
	}
	return out, web.TemporalProblem(err)
}

// reportJoin tells the session a party joined, once: a join the database
// already has is not sent again, and the session's validator refuses a
// repeat, so a flood of joins writes nothing to the workflow's history. A
// booking whose session is not running (it should be, for every confirmed
// booking) has the join stored directly, so the record of who came is never
// lost.
func (s *Server) reportJoin(ctx context.Context, b *models.Booking, role models.Rater) error {
	if joinedAt(b, role) != nil {
		return nil
	}
	ctx, cancel := context.WithTimeout(ctx, checkoutAnswerTimeout)
	defer cancel()
	handle, err := s.Temporal.UpdateWorkflow(ctx, client.UpdateWorkflowOptions{
		WorkflowID: workflows.SessionWorkflowID(b.ID), UpdateName: sessionwf.JoinUpdate,
		Args: []any{sessionwf.Joined{Role: role}}, WaitForStage: client.WorkflowUpdateStageCompleted,
	})
	if err == nil {
		err = handle.Get(ctx, nil)
	}
	if isRefusedAs(err, sessionwf.ErrTypeJoinRefused) {
		return nil // already recorded, or the session is over: nothing to add
	}
	if isClosed(err) {
		slog.Warn("join reported for a booking without a running session", "bookingId", b.ID)
		return s.stores.Session.RecordJoin(ctx, b.ID, role, s.Now())
	}
	return web.TemporalProblem(err)
}

// joinedAt is when the party's join was recorded, or nil.
func joinedAt(b *models.Booking, role models.Rater) *time.Time {
	if role == models.RaterConsultant {
		return b.ConsultantJoinedAt
	}
	return b.ConsulteeJoinedAt
}

// isRefusedAs reports whether err carries a workflow's refusal of type t.
func isRefusedAs(err error, t string) bool {
	var appErr *temporal.ApplicationError
	return errors.As(err, &appErr) && appErr.Type() == t
}

// decideRefundRequest hands the admin's decision to the booking's Refund
// workflow ("refund-booking-<id>") and returns the refund as it recorded
// it. A request whose workflow is not running (one opened without a
// workflow) gets one started with the decision (Update-with-Start): its
// conditional update means only one decision ever wins.
func (s *Server) decideRefundRequest(ctx context.Context, r *refund.Listing, d refundwf.RefundDecision) (models.RefundState, error) {
	if r.BookingID == nil {
		return models.RefundState{}, apperr.New(errRefundNotAwaitingDecision)
	}
	ctx, cancel := context.WithTimeout(ctx, checkoutAnswerTimeout)
	defer cancel()
	req := &refundwf.RecordedRequest{RefundID: r.ID, RequestedCents: r.RequestedAmount,
		DecideBy: r.CreatedAt.Add(refundwf.RefundDecisionTimeout)}
	if r.SuggestedAmount != nil {
		req.SuggestedCents = *r.SuggestedAmount
	}
	claim := refundwf.RefundClaim{BookingID: *r.BookingID, Cause: r.Cause, Recorded: req}
	var out models.RefundState
	err := start.WithUpdate(ctx, s.Temporal, start.Workflow{
		ID: workflows.BookingRefundWorkflowID(*r.BookingID), TaskQueue: s.Config.TaskQueue,
		Reuse:    enumspb.WORKFLOW_ID_REUSE_POLICY_ALLOW_DUPLICATE,
		Conflict: enumspb.WORKFLOW_ID_CONFLICT_POLICY_USE_EXISTING,
		Summary:  refundwf.RefundClaimSummary(claim),
		Fn:       refundwf.Refund, Input: []any{claim},
	}, start.Update{Name: refundwf.DecideRefundUpdate, Args: []any{d}}, &out)
	return out, web.TemporalProblem(err)
}
