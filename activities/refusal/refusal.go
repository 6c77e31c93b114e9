// Package refusal is how a workflow or an activity refuses with a code: a
// non-retryable Temporal ApplicationError whose type is what workflow code
// branches on (SlotUnavailable, NotCancellable, …) and whose details carry
// the refusal's apperr code and values, so the API answers it in the
// caller's language without knowing the workflow's types. The error's
// message is the English text, for the Temporal CLI and UI.
//
// It lives beside the activities so both they and the workflows can use it;
// apperr itself stays free of Temporal.
package refusal

import (
	"errors"
	"fmt"

	"go.temporal.io/sdk/temporal"

	"cerebro/apperr"
)

// Detail is what a refusal carries in its ApplicationError details.
type Detail struct {
	Code   apperr.Code    `json:"code"`
	Values map[string]any `json:"values,omitempty"`
}

// New refuses with e, as a non-retryable ApplicationError of errType.
func New(errType string, e *apperr.Error) error {
	return temporal.NewApplicationErrorWithOptions(e.Error(), errType, temporal.ApplicationErrorOptions{
		NonRetryable: true, Details: []any{Detail{Code: e.Code, Values: displayed(e.Values)}},
	})
}

// displayed is values as the message shows them: a number would come back
// from the details' JSON as a float64, which prints a large id as 1.2e+06.
func displayed(values map[string]any) map[string]any {
	if len(values) == 0 {
		return nil
	}
	out := make(map[string]any, len(values))
	for k, v := range values {
		out[k] = fmt.Sprint(v)
	}
	return out
}

// Code refuses with code and no values.
func Code(errType string, code apperr.Code) error { return New(errType, apperr.New(code)) }

// Wrap refuses with the apperr.Error inside err (a rule's refusal), keeping
// its code; an err without one is no refusal the caller can be told, and
// stays a non-retryable failure of errType with its text.
func Wrap(errType string, err error) error {
	if e, ok := apperr.As(err); ok && e.Code != "" {
		return New(errType, e)
	}
	return temporal.NewNonRetryableApplicationError(err.Error(), errType, err)
}

// Again refuses with the refusal inside err (an activity's, reported to
// the workflow) as errType, keeping its code, values and message.
func Again(errType string, err error) error {
	d, msg, ok := Of(err)
	if ok {
		return temporal.NewApplicationErrorWithOptions(msg, errType, temporal.ApplicationErrorOptions{
			NonRetryable: true, Details: []any{d},
		})
	}
	// One recorded before refusals carried details keeps its text.
	var appErr *temporal.ApplicationError
	if errors.As(err, &appErr) {
		msg = appErr.Message()
	} else {
		msg = err.Error()
	}
	return temporal.NewNonRetryableApplicationError(msg, errType, nil)
}

// Of finds a refusal in err — also inside the update or workflow errors
// the client wraps it in — and returns its detail and English message.
// An ApplicationError without a refusal's detail is not one.
func Of(err error) (Detail, string, bool) {
	var appErr *temporal.ApplicationError
	if !errors.As(err, &appErr) || !appErr.HasDetails() {
		return Detail{}, "", false
	}
	var d Detail
	if appErr.Details(&d) != nil || d.Code == "" {
		return Detail{}, "", false
	}
	return d, appErr.Message(), true
}

// Error is the refusal inside err as an apperr.Error.
func Error(err error) (*apperr.Error, bool) {
	d, _, ok := Of(err)
	if !ok {
		return nil, false
	}
	e := apperr.New(d.Code)
	for name, v := range d.Values {
		e.With(name, v)
	}
	return e, true
}
