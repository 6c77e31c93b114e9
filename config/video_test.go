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
