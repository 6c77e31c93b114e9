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

// requireAppErr asserts err is a user-facing error with this status and message.
func requireAppErr(t *testing.T, err error, status int, msg string) *apperr.Error {
	t.Helper()
	require.Error(t, err)
	e, ok := apperr.As(err)
	require.True(t, ok, "want *apperr.Error, got %T: %v", err, err)
	require.Equal(t, status, e.Status)
	require.Equal(t, msg, e.Message)
	return e
}
