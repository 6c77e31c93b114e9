package refusal_test

import (
	"errors"
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.temporal.io/sdk/temporal"

	"cerebro/activities/refusal"
	"cerebro/apperr"
)

// overTheWire is err as the API receives it: turned into a Temporal failure
// and back, its details through JSON, wrapped as the client wraps it.
func overTheWire(err error) error {
	fc := temporal.GetDefaultFailureConverter()
	return fmt.Errorf("update failed: %w", fc.FailureToError(fc.ErrorToFailure(err)))
}

// A refusal keeps its type for the workflow, its English text as the
// message for the CLI, and its code and values for the API; a value comes
// back as the message shows it, a large id not as 1.2e+06.
func TestRefusalCarriesItsCodeOverTheWire(t *testing.T) {
	sent := refusal.New("RefundDecisionRefused", apperr.New("refund.decides_other_refund").With("refund", int64(1234567)).With("asked", 8))
	got := overTheWire(sent)

	var appErr *temporal.ApplicationError
	require.True(t, errors.As(got, &appErr))
	assert.Equal(t, "RefundDecisionRefused", appErr.Type())
	assert.True(t, appErr.NonRetryable())
	assert.Equal(t, "This workflow decides refund 1234567, not 8.", appErr.Message())

	e, ok := refusal.Error(got)
	require.True(t, ok)
	assert.Equal(t, apperr.Code("refund.decides_other_refund"), e.Code)
	assert.Equal(t, "This workflow decides refund 1234567, not 8.", e.Error())
}

// A workflow passing on an activity's refusal keeps its code; one recorded
// before refusals carried details keeps its text.
func TestAgainKeepsTheActivitysRefusal(t *testing.T) {
	again := refusal.Again("SlotUnavailable", overTheWire(refusal.Code("RescheduleRefused", "session.reschedule_slot_gone")))
	e, ok := refusal.Error(overTheWire(again))
	require.True(t, ok)
	assert.Equal(t, apperr.Code("session.reschedule_slot_gone"), e.Code)

	old := temporal.NewNonRetryableApplicationError("The slot on 2026-11-23 at 08:30 is no longer available.", "SlotUnavailable", nil)
	var appErr *temporal.ApplicationError
	require.True(t, errors.As(overTheWire(refusal.Again("SlotUnavailable", overTheWire(old))), &appErr))
	assert.Equal(t, "SlotUnavailable", appErr.Type())
	assert.Equal(t, "The slot on 2026-11-23 at 08:30 is no longer available.", appErr.Message())
}

// Only an ApplicationError with a refusal's detail is a refusal.
func TestOtherErrorsAreNoRefusal(t *testing.T) {
	for _, err := range []error{
		errors.New("broken"),
		temporal.NewNonRetryableApplicationError("x", "ReserveFailed", nil),
		temporal.NewNonRetryableApplicationError("x", "SessionDecided", nil, "CANCEL"),
	} {
		_, _, ok := refusal.Of(overTheWire(err))
		assert.False(t, ok, "%v", err)
	}
}
