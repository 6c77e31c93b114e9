package rules_test

import (
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"cerebro/apperr"
)

// at parses an RFC 3339 instant; tests spell instants in UTC ("Z") so
// the Colombo conversion under test is never done by the test itself.
func at(t *testing.T, s string) time.Time {
	t.Helper()
	v, err := time.Parse(time.RFC3339, s)
	require.NoError(t, err)
	return v
}

// date is a calendar date, the way birthdays come out of the database.
func date(y int, m time.Month, d int) time.Time {
	return time.Date(y, m, d, 0, 0, 0, 0, time.UTC)
}

// requireAppErr asserts err is a refusal with this code and English message.
func requireAppErr(t *testing.T, err error, code apperr.Code, msg string) *apperr.Error {
	t.Helper()
	require.Error(t, err)
	e, ok := apperr.As(err)
	require.True(t, ok, "want *apperr.Error, got %T: %v", err, err)
	require.Equal(t, code, e.Code)
	require.Equal(t, msg, e.Error())
	return e
}

// requireFieldErr asserts err is a refused form headed by field: the
// refusal is that field's (code and English message msg).
func requireFieldErr(t *testing.T, err error, field, msg string) *apperr.Error {
	t.Helper()
	e, ok := apperr.As(err)
	require.True(t, ok, "want *apperr.Error, got %T: %v", err, err)
	require.Contains(t, e.Fields, field)
	return requireAppErr(t, err, e.Fields[field].Code, msg)
}
