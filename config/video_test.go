package config

import (
	"crypto/rand"
	"crypto/rsa"
	"crypto/x509"
	"encoding/pem"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/meeting"
)

func TestVideoModeFollowsWhatIsSet(t *testing.T) {
	c, err := load(env(nil))
	require.NoError(t, err)
	assert.Equal(t, meeting.ModePublic, c.Jitsi.Mode, "development: the public service, one command")
	assert.Equal(t, "meet.jit.si", c.Jitsi.Domain)

	c, err = load(env(map[string]string{"JITSI_DOMAIN": "meet.cerebro.lk", "JITSI_APP_ID": "cerebro", "JITSI_APP_SECRET": "s"}))
	require.NoError(t, err)
	assert.Equal(t, meeting.ModeSelfHosted, c.Jitsi.Mode)
	assert.Equal(t, "cerebro", c.Jitsi.TokenIssuer, "iss defaults to the app id, prosody's default accepted issuer")
	assert.Equal(t, "jitsi", c.Jitsi.TokenAudience)
	assert.Equal(t, "meet.jitsi", c.Jitsi.TokenSubject, "docker-jitsi-meet's XMPP domain")
}

func TestJaaSReadsItsPrivateKey(t *testing.T) {
	key, err := rsa.GenerateKey(rand.Reader, 2048)
	require.NoError(t, err)
	der, err := x509.MarshalPKCS8PrivateKey(key)
	require.NoError(t, err)
	file := filepath.Join(t.TempDir(), "jaas.pem")
	require.NoError(t, os.WriteFile(file, pem.EncodeToMemory(&pem.Block{Type: "PRIVATE KEY", Bytes: der}), 0o600))

	c, err := load(env(map[string]string{"JAAS_APP_ID": "vpaas-magic-cookie-1", "JAAS_KEY_ID": "4f4910", "JAAS_PRIVATE_KEY_FILE": file}))
	require.NoError(t, err)
	assert.Equal(t, meeting.ModeJaaS, c.Jitsi.Mode)
	assert.Equal(t, "8x8.vc", c.Jitsi.Domain)
	require.NotNil(t, c.Jitsi.JaaSPrivateKey)
	assert.True(t, key.Equal(c.Jitsi.JaaSPrivateKey))

	notPEM := filepath.Join(t.TempDir(), "key.txt")
	require.NoError(t, os.WriteFile(notPEM, []byte("not a key"), 0o600))
	_, err = load(env(map[string]string{"JAAS_APP_ID": "vpaas-magic-cookie-1", "JAAS_KEY_ID": "4f4910", "JAAS_PRIVATE_KEY_FILE": notPEM}))
	require.Error(t, err)
	assert.Contains(t, err.Error(), "JAAS_PRIVATE_KEY_FILE is not a PEM RSA private key")
}

// writeJaaSKey writes a fresh JaaS private key and returns its file.
func writeJaaSKey(t *testing.T) string {
	t.Helper()
	key, err := rsa.GenerateKey(rand.Reader, 2048)
	require.NoError(t, err)
	der, err := x509.MarshalPKCS8PrivateKey(key)
	require.NoError(t, err)
	file := filepath.Join(t.TempDir(), "jaas.pem")
	require.NoError(t, os.WriteFile(file, pem.EncodeToMemory(&pem.Block{Type: "PRIVATE KEY", Bytes: der}), 0o600))
	return file
}

// The video service's events are expected exactly where the mode has a
// secret for them; production refuses a mode without them.
func TestVideoEventsNeedTheModesSecret(t *testing.T) {
	jaas := map[string]string{"JAAS_APP_ID": "vpaas-magic-cookie-1", "JAAS_KEY_ID": "4f4910", "JAAS_PRIVATE_KEY_FILE": writeJaaSKey(t)}
	c, err := load(env(jaas))
	require.NoError(t, err)
	assert.False(t, c.Jitsi.VideoEvents(), "development without JAAS_WEBHOOK_SECRET: the browsers' reports decide")
	jaas["JAAS_WEBHOOK_SECRET"] = "jaas-console-authorization-header-0123"
	jaas["JITSI_EVENTS_SECRET"] = "prosody-events-secret-of-32-characters"
	c, err = load(env(jaas))
	require.NoError(t, err)
	assert.True(t, c.Jitsi.VideoEvents())
	assert.Equal(t, "jaas-console-authorization-header-0123", c.Jitsi.EventsAuthorization(), "JaaS's header, not prosody's")
	assert.Equal(t, "vpaas-magic-cookie-1", c.Jitsi.EventsAppID())

	c, err = load(env(map[string]string{"JITSI_DOMAIN": "meet.cerebro.lk", "JITSI_APP_ID": "cerebro", "JITSI_APP_SECRET": "s",
		"JITSI_EVENTS_SECRET": "prosody-events-secret-of-32-characters", "JAAS_WEBHOOK_SECRET": "jaas-console-authorization-header-0123"}))
	require.NoError(t, err)
	assert.Equal(t, "prosody-events-secret-of-32-characters", c.Jitsi.EventsAuthorization(), "prosody's, not JaaS's")
	assert.Equal(t, "cerebro", c.Jitsi.EventsAppID())

	c, err = load(env(map[string]string{"JAAS_WEBHOOK_SECRET": "jaas-console-authorization-header-0123"}))
	require.NoError(t, err)
	assert.False(t, c.Jitsi.VideoEvents(), "the public service sends no events")

	prod := safeProduction()
	delete(prod, "JITSI_MODE")
	for k, v := range jaas {
		prod[k] = v
	}
	prod["JITSI_MODE"] = "jaas"
	_, err = load(env(prod))
	require.NoError(t, err)
	prod["JAAS_WEBHOOK_SECRET"] = "short"
	_, err = load(env(prod))
	require.Error(t, err)
	assert.Contains(t, err.Error(), "\n  JAAS_WEBHOOK_SECRET must be the JaaS webhook's Authorization header")
	assert.NotContains(t, err.Error(), "JITSI_EVENTS_SECRET", "prosody's secret is not asked of JaaS")
}
