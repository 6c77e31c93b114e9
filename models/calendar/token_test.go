package calendar_test

import (
	"encoding/base64"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/models/calendar"
)

// A feed token says whose feed at which version, and only the key that
// signed it reads it: another secret, another person's id in the same
// signature, or a cut token opens nothing.
func TestAFeedTokenOpensOnlyTheFeedItWasSignedFor(t *testing.T) {
	s := calendar.NewSigner("a-secret-of-16-chars")
	token := s.Token(42, 3)
	id, version, err := s.Parse(token)
	require.NoError(t, err)
	assert.Equal(t, int64(42), id)
	assert.Equal(t, 3, version)
	assert.NotEqual(t, token, s.Token(42, 4), "a rotation makes a new address")
	assert.Len(t, token, 38, "28 bytes in base64url")

	_, _, err = calendar.NewSigner("another-secret-16-chars").Parse(token)
	assert.ErrorIs(t, err, calendar.ErrBadToken)

	raw, err := base64.RawURLEncoding.DecodeString(token)
	require.NoError(t, err)
	raw[7] = 43 // the same signature on user 43
	_, _, err = s.Parse(base64.RawURLEncoding.EncodeToString(raw))
	assert.ErrorIs(t, err, calendar.ErrBadToken)
	for _, bad := range []string{"", token[:20], token + "AA", "!!" + token[2:]} {
		_, _, err = s.Parse(bad)
		assert.ErrorIs(t, err, calendar.ErrBadToken, bad)
	}
}
