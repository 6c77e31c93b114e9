package availability_test

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
