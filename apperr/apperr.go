// Package apperr is the one error type for "the caller did something wrong":
// it carries the HTTP status and the message shown to the user. Any other
// error is an internal failure, logged and shown as a generic message.
package apperr

import (
	"errors"
	"net/http"
	"time"
)

// Error is a user-facing failure with the status code the API answers.
type Error struct {
	Status  int
	Message string
	// Fields maps a form field to its validation message, for refused saves.
	Fields map[string]string
	// RetryAfter, on a 429, is how long the caller should wait.
	RetryAfter time.Duration
	// Code names the refusal for a client that words it in the reader's
	// language (the web app's common.error.<Code> message), with Values
	// as its placeholders; Message stays the English wording.
	Code   string
	Values map[string]any
}

// WithCode names the refusal for clients that translate it.
func (e *Error) WithCode(code string, values map[string]any) *Error {
	e.Code, e.Values = code, values
	return e
}

func (e *Error) Error() string { return e.Message }

// New builds an Error with the given status and message.
func New(status int, message string) *Error { return &Error{Status: status, Message: message} }

// Invalid is a 400: the request is malformed or breaks a rule.
func Invalid(message string) *Error { return New(http.StatusBadRequest, message) }

// InvalidFields is a 400 carrying per-field messages.
func InvalidFields(message string, fields map[string]string) *Error {
	return &Error{Status: http.StatusBadRequest, Message: message, Fields: fields}
}

// Unauthorized is a 401: no valid credentials.
func Unauthorized(message string) *Error { return New(http.StatusUnauthorized, message) }

// Forbidden is a 403: authenticated, but not allowed to touch this.
func Forbidden(message string) *Error { return New(http.StatusForbidden, message) }

// NotFound is a 404.
func NotFound(message string) *Error { return New(http.StatusNotFound, message) }

// Conflict is a 409: the state of the world refuses the request (slot taken, duplicate email).
func Conflict(message string) *Error { return New(http.StatusConflict, message) }

// TooMany is a 429.
func TooMany(message string) *Error { return New(http.StatusTooManyRequests, message) }

// TooManyFor is a 429 that says when to try again (Retry-After).
func TooManyFor(message string, wait time.Duration) *Error {
	return &Error{Status: http.StatusTooManyRequests, Message: message, RetryAfter: wait}
}

// Unavailable is a 503: a dependency is down; retry later.
func Unavailable(message string) *Error { return New(http.StatusServiceUnavailable, message) }

// As returns the *Error inside err, if any.
func As(err error) (*Error, bool) {
	var e *Error
	if errors.As(err, &e) {
		return e, true
	}
	return nil, false
}
