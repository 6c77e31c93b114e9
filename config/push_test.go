package config

import (
	"maps"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A VAPID pair made for these tests (any P-256 pair does).
const (
	testVAPIDPublic  = "BK29HqAhlsTsPV6h5QrSkZAgIm0UP51yKvV8NgpQ4m6MKiHoIaNd8YNSrbexUgfYhrzMO3_2VT52iICT9CfT5X8"
	testVAPIDPrivate = "v4JevgGOvIq8XP5ed8mIB2tRnQPQ7SggR7CRHCYVqBU"
)

// Development with no keys derives one pair from JWT_SECRET: the same at
// every start (the browsers' subscriptions survive a restart), another for
// another secret.
func TestDevelopmentDerivesAStableVAPIDPair(t *testing.T) {
	a, err := load(env(nil))
	require.NoError(t, err)
	b, err := load(env(nil))
	require.NoError(t, err)
	assert.True(t, a.Push.Derived)
	assert.Equal(t, a.Push, b.Push)
	assert.True(t, vapidPairValid(a.Push.PublicKey, a.Push.PrivateKey))
	assert.Len(t, a.Push.PublicKey, 87, "65 bytes, base64url")
	assert.Equal(t, "mailto:no-reply@cerebro.lk", a.Push.Subject)

	other, err := load(env(map[string]string{"JWT_SECRET": "another-development-secret"}))
	require.NoError(t, err)
	assert.NotEqual(t, a.Push.PublicKey, other.Push.PublicKey)
}

// Keys that are set are used as given, and must be one pair.
func TestVAPIDKeysMustBeOnePair(t *testing.T) {
	c, err := load(env(map[string]string{"VAPID_PUBLIC_KEY": testVAPIDPublic, "VAPID_PRIVATE_KEY": testVAPIDPrivate}))
	require.NoError(t, err)
	assert.False(t, c.Push.Derived)
	assert.Equal(t, testVAPIDPublic, c.Push.PublicKey)

	for name, vars := range map[string]map[string]string{
		"public only":    {"VAPID_PUBLIC_KEY": testVAPIDPublic},
		"not a pair":     {"VAPID_PUBLIC_KEY": testVAPIDPublic, "VAPID_PRIVATE_KEY": "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAB"},
		"not base64":     {"VAPID_PUBLIC_KEY": "not a key!", "VAPID_PRIVATE_KEY": testVAPIDPrivate},
		"a bare subject": {"VAPID_SUBJECT": "ops@cerebro.lk"},
	} {
		_, err := load(env(vars))
		require.Error(t, err, name)
		assert.Contains(t, err.Error(), "VAPID_", name)
	}
	vars := safeProduction()
	maps.Copy(vars, map[string]string{"VAPID_SUBJECT": "https://cerebro.lk/contact"})
	_, err = load(env(vars))
	assert.NoError(t, err, "an https: contact will do")
}
