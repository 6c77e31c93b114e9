// Package apperr is the one error type for "the caller did something wrong":
// a stable code naming the refusal (`checkout.slot_unavailable`), the values
// its message needs, and for a refused form the code of each field's
// problem. It knows no HTTP: the API maps each code to a status in one table
// (api/error_status.go) and words the message from the catalogue
// (catalog/<lang>/*.json) in the caller's language. Any other error is an
// internal failure, logged and answered with a generic message.
package apperr

import (
	"errors"
	"time"
)

// Code names one refusal: "<area>.<what>", lower snake case, e.g.
// "refund.not_awaiting_decision". Declare codes as typed constants
// (`const errX apperr.Code = "area.what"`) or pass them literally to New:
// the catalogue test finds them in the source and fails when a code lacks a
// message in any language.
type Code string

// Error is a refusal with its code and the placeholders of its message.
type Error struct {
	Code Code
	// Values fill the message's {name} placeholders.
	Values map[string]any
	// Fields maps a form field to its own problem, for refused saves.
	Fields map[string]Problem
	// Wait, on a refusal that will pass (a flood, a cooldown, a busy
	// moment), is how long the caller should wait before trying again.
	Wait time.Duration
}

// Problem is one field's refusal: a code and its placeholders.
type Problem struct {
	Code   Code
	Values map[string]any
}

// New is the refusal named code.
func New(code Code) *Error { return &Error{Code: code} }

// With sets the placeholder name of the message to v.
func (e *Error) With(name string, v any) *Error {
	if e.Values == nil {
		e.Values = map[string]any{}
	}
	e.Values[name] = v
	return e
}

// WithField adds field's own problem to a refused form.
func (e *Error) WithField(field string, code Code, values map[string]any) *Error {
	if e.Fields == nil {
		e.Fields = map[string]Problem{}
	}
	e.Fields[field] = Problem{Code: code, Values: values}
	return e
}

// After says the caller may try again after wait.
func (e *Error) After(wait time.Duration) *Error {
	e.Wait = wait
	return e
}

// Error is the message in English, for logs and tests.
func (e *Error) Error() string { return Text(English, e.Code, e.Values) }

// Is matches errors by code, so errors.Is(err, apperr.New(code)) asks
// "was this refused as code?".
func (e *Error) Is(target error) bool {
	t, ok := target.(*Error)
	return ok && t.Code != "" && t.Code == e.Code
}

// As returns the *Error inside err, if any.
func As(err error) (*Error, bool) {
	var e *Error
	if errors.As(err, &e) {
		return e, true
	}
	return nil, false
}

// HasCode reports whether err is a refusal named code.
func HasCode(err error, code Code) bool {
	e, ok := As(err)
	return ok && e.Code == code
}

// Form is a refused form named by its first refused field in order: its
// code and values are that field's, so the message is the first problem
// (what the API has always answered for a form), and Fields holds every
// field's problem. Nil when no field in order is refused.
func Form(order []string, fields map[string]Problem) *Error {
	for _, name := range order {
		if p, ok := fields[name]; ok {
			e := New(p.Code)
			for k, v := range p.Values {
				e.With(k, v)
			}
			e.Fields = fields
			return e
		}
	}
	return nil
}
