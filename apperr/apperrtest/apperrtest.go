// Package apperrtest holds the assertions tests make about refusals, for
// every package whose rules refuse with an *apperr.Error.
package apperrtest

import (
	"testing"

	"github.com/stretchr/testify/require"

	"cerebro/apperr"
)

// RequireCode asserts err is a refusal with this code and English message.
func RequireCode(t testing.TB, err error, code apperr.Code, msg string) *apperr.Error {
	t.Helper()
	require.Error(t, err)
	e, ok := apperr.As(err)
	require.True(t, ok, "want *apperr.Error, got %T: %v", err, err)
	require.Equal(t, code, e.Code)
	require.Equal(t, msg, e.Error())
	return e
}

// RequireField asserts err is a refused form headed by field: the refusal
// is that field's (its code, and the English message msg).
func RequireField(t testing.TB, err error, field, msg string) *apperr.Error {
	t.Helper()
	e, ok := apperr.As(err)
	require.True(t, ok, "want *apperr.Error, got %T: %v", err, err)
	require.Contains(t, e.Fields, field)
	return RequireCode(t, err, e.Fields[field].Code, msg)
}
