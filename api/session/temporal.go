package session

import (
	"context"
	"errors"
	"log/slog"
	"time"

	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/temporal"

	"cerebro/api/web"
	"cerebro/models"
	"cerebro/workflows"
	sessionwf "cerebro/workflows/session"
)

// The API's side of the session workflow: report joins, ask for a
// cancellation or a fault refund, hand on the admin's refund decisions.

// updateSession sends an update to the booking's session for the party
// playing role and returns its answer; a refusal is answered by its code
// (web.TemporalProblem), and a session no longer running is refused with
// closed.
func (h *Handlers) updateSession(ctx context.Context, b *models.Booking, role models.Rater, name string, arg any, closed error) (sessionwf.RefundOutcome, error) {
	return askSession[sessionwf.RefundOutcome](ctx, h, b, role, name, arg, closed)
}

// askSession sends an update to the booking's session for the party playing
// role and waits for its answer; a session that is over is refused with
// closed, one that already decided a cancel or a move says so (409).
func askSession[T any](ctx context.Context, h *Handlers, b *models.Booking, role models.Rater, name string, arg any, closed error) (T, error) {
	bookingID := b.ID
	ctx, cancel := context.WithTimeout(ctx, web.AnswerTimeout)
	defer cancel()
	var out T
	handle, err := h.Temporal.UpdateWorkflow(ctx, client.UpdateWorkflowOptions{
		WorkflowID: workflows.SessionWorkflowID(bookingID), UpdateName: name, Args: []any{arg},
		WaitForStage: client.WorkflowUpdateStageCompleted,
	})
	if err == nil {
		err = handle.Get(ctx, &out)
	}
	if web.IsClosed(err) {
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
func (h *Handlers) reportJoin(ctx context.Context, b *models.Booking, role models.Rater) error {
	if joinedAt(b, role) != nil {
		return nil
	}
	ctx, cancel := context.WithTimeout(ctx, web.AnswerTimeout)
	defer cancel()
	handle, err := h.Temporal.UpdateWorkflow(ctx, client.UpdateWorkflowOptions{
		WorkflowID: workflows.SessionWorkflowID(b.ID), UpdateName: sessionwf.JoinUpdate,
		Args: []any{sessionwf.Joined{Role: role}}, WaitForStage: client.WorkflowUpdateStageCompleted,
	})
	if err == nil {
		err = handle.Get(ctx, nil)
	}
	if isRefusedAs(err, sessionwf.ErrTypeJoinRefused) {
		return nil // already recorded, or the session is over: nothing to add
	}
	if web.IsClosed(err) {
		slog.Warn("join reported for a booking without a running session", "bookingId", b.ID)
		return h.Session.RecordJoin(ctx, b.ID, role, h.Now())
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
