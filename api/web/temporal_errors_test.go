package web

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
	"go.temporal.io/api/serviceerror"
	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/temporal"

	"cerebro/activities/refusal"
	"cerebro/apperr"
	"cerebro/workflows"
	checkoutwf "cerebro/workflows/checkout"
)

// What a failed call to Temporal tells the user: a refusal is answered by
// its code, with the workflow's message; Temporal down, overloaded or not
// answering in time is a 503 "busy" (never a 500); anything else stays an
// internal error.
func TestTemporalProblem(t *testing.T) {
	status := func(err error) int {
		if e, ok := apperr.As(TemporalProblem(err)); ok {
			return StatusFor(e.Code)
		}
		return http.StatusInternalServerError
	}
	taken := refusal.Wrap(checkoutwf.ErrTypeSlotUnavailable,
		apperr.New("checkout.slot_unavailable").With("date", "2030-01-01").With("time", "10:00"))
	assert.Equal(t, http.StatusConflict, status(taken))
	assert.Equal(t, "The slot on 2030-01-01 at 10:00 is no longer available.", TemporalProblem(taken).Error())
	notPending := fmt.Errorf("update failed: %w", refusal.Code(workflows.ErrTypeNotCancellable, "checkout.cancel_not_pending"))
	assert.Equal(t, http.StatusConflict, status(notPending))
	assert.Equal(t, "Only a booking awaiting payment can be cancelled.", TemporalProblem(notPending).Error())
	assert.Equal(t, http.StatusServiceUnavailable, status(
		temporal.NewNonRetryableApplicationError("x", checkoutwf.ErrTypeReserveFailed, nil)))
	// As the SDK reports an update not answered before the context's deadline
	// (checked against a dev server with no worker on the task queue).
	late := client.NewWorkflowUpdateServiceTimeoutOrCanceledError(serviceerror.NewDeadlineExceeded("context deadline exceeded"))
	assert.Equal(t, http.StatusServiceUnavailable, status(late))
	assert.Equal(t, http.StatusServiceUnavailable, status(serviceerror.NewUnavailable("down")))
	assert.Equal(t, http.StatusServiceUnavailable, status(serviceerror.NewResourceExhausted(0, "busy")))
	assert.Equal(t, http.StatusServiceUnavailable, status(context.DeadlineExceeded))
	assert.Equal(t, http.StatusInternalServerError, status(errors.New("broken")))
	assert.NoError(t, TemporalProblem(nil))
}
