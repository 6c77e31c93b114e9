package rules_test

import (
	"testing"
	"time"

	"github.com/stretchr/testify/require"
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
