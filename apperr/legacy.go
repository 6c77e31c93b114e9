package apperr

import (
	"net/http"
	"time"
)

// The constructors below are the pre-code form (an HTTP status and an
// English message), kept only while call sites move to codes (issue 32).
// They are deleted, with Error.Status and Error.Message, once none is left.

// Invalid is a 400: the request is malformed or breaks a rule.
func Invalid(message string) *Error { return legacy(http.StatusBadRequest, message) }

// InvalidFields is a 400 carrying per-field messages.
func InvalidFields(message string, fields map[string]string) *Error {
	e := legacy(http.StatusBadRequest, message)
	e.legacyFields = fields
	return e
}

// Unauthorized is a 401: no valid credentials.
func Unauthorized(message string) *Error { return legacy(http.StatusUnauthorized, message) }

// Forbidden is a 403: authenticated, but not allowed to touch this.
func Forbidden(message string) *Error { return legacy(http.StatusForbidden, message) }

// NotFound is a 404.
func NotFound(message string) *Error { return legacy(http.StatusNotFound, message) }

// Conflict is a 409: the state of the world refuses the request.
func Conflict(message string) *Error { return legacy(http.StatusConflict, message) }

// TooMany is a 429.
func TooMany(message string) *Error { return legacy(http.StatusTooManyRequests, message) }

// TooManyFor is a 429 that says when to try again (Retry-After).
func TooManyFor(message string, wait time.Duration) *Error {
	e := legacy(http.StatusTooManyRequests, message)
	e.Wait = wait
	return e
}

// Unavailable is a 503: a dependency is down; retry later.
func Unavailable(message string) *Error { return legacy(http.StatusServiceUnavailable, message) }

// LegacyNew builds an Error with the given status and message.
func LegacyNew(status int, message string) *Error { return legacy(status, message) }

func legacy(status int, message string) *Error { return &Error{Status: status, Message: message} }

// WithCode names a pre-code refusal for clients that translate it.
func (e *Error) WithCode(code string, values map[string]any) *Error {
	e.legacyCode, e.Values = code, values
	return e
}

// LegacyCode is the name WithCode gave a pre-code refusal.
func (e *Error) LegacyCode() string { return e.legacyCode }
