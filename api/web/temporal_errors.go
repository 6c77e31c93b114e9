package web

import (
	"context"
	"errors"

	"go.temporal.io/api/serviceerror"
	"go.temporal.io/sdk/temporal"

	"cerebro/activities/refusal"
	"cerebro/apperr"
	checkoutwf "cerebro/workflows/checkout"
)

// TemporalProblem is what every call to Temporal answers with when it
// fails: a workflow's or an activity's refusal (activities/refusal) as the
// apperr.Error it carries — also inside the update or workflow errors the
// client wraps it in — worded and given its status like any other; a
// hold that broke, or Temporal down, overloaded or not answering in time, as
// the busy 503 the caller may retry. Anything else is left as it is.
func TemporalProblem(err error) error {
	if err == nil {
		return nil
	}
	if e, ok := refusal.Error(err); ok {
		return e
	}
	var appErr *temporal.ApplicationError
	if errors.As(err, &appErr) && appErr.Type() == checkoutwf.ErrTypeReserveFailed {
		return apperr.New(ErrCheckoutBusy)
	}
	// The SDK reports a wait past AnswerTimeout as a gRPC
	// DeadlineExceeded, not as ctx's error.
	var unavailable *serviceerror.Unavailable
	var exhausted *serviceerror.ResourceExhausted
	var late *serviceerror.DeadlineExceeded
	if errors.As(err, &unavailable) || errors.As(err, &exhausted) || errors.As(err, &late) || errors.Is(err, context.DeadlineExceeded) {
		return apperr.New(ErrCheckoutBusy)
	}
	return err
}

// ErrCheckoutBusy refuses a checkout Temporal could not take in time: down,
// overloaded or slow; the client may retry.
const ErrCheckoutBusy apperr.Code = "checkout.busy"
