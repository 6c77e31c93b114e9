package config

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func env(m map[string]string) func(string) (string, bool) {
	return func(k string) (string, bool) { v, ok := m[k]; return v, ok }
}

func TestMetricsAddressDefaultsAndEmptyDisables(t *testing.T) {
	c, err := load(env(nil))
	require.NoError(t, err)
	assert.Equal(t, ":9464", c.MetricsAddr)
	c, err = load(env(map[string]string{"CEREBRO_METRICS_ADDR": ""}))
	require.NoError(t, err)
	assert.Empty(t, c.MetricsAddr, "set empty: no metrics server")
}

func TestDefaults(t *testing.T) {
	c, err := load(env(nil))
	require.NoError(t, err)
	assert.Equal(t, ":8080", c.Addr)
	assert.Equal(t, "127.0.0.1:7233", c.Temporal.Address())
	assert.Equal(t, "default", c.Temporal.Namespace())
	assert.False(t, c.Temporal.TLS())
	assert.Equal(t, 20, c.DBMaxConns)
	assert.Equal(t, 20, c.DBMaxIdleConns)
	assert.Equal(t, "simulator", c.PayHere.Mode)
	assert.Equal(t, 15*time.Minute, c.PaymentHold)
	assert.Equal(t, 10*time.Minute, c.JoinEarly)
	assert.Contains(t, c.DatabaseURL, "/cerebro")
}

func TestBadValueNamesTheVariable(t *testing.T) {
	cases := map[string]map[string]string{
		"PAYHERE_MODE":            {"PAYHERE_MODE": "paypal"},
		"CEREBRO_PAYMENT_HOLD":    {"CEREBRO_PAYMENT_HOLD": "soon"},
		"CEREBRO_ADMIN_EMAIL":     {"CEREBRO_ADMIN_EMAIL": "not-an-email"},
		"PUBLIC_BASE_URL":         {"PUBLIC_BASE_URL": "ftp://x"},
		"SMTP_PORT":               {"SMTP_PORT": "-3"},
		"JWT_SECRET":              {"JWT_SECRET": "short"},
		"CEREBRO_ADMIN_PASSWORD":  {"CEREBRO_ADMIN_PASSWORD": "1234"},
		"PAYHERE_MERCHANT_SECRET": {"PAYHERE_MODE": "live", "JWT_SECRET": "a-long-production-secret"},
		"JITSI_APP_SECRET":        {"JITSI_APP_ID": "cerebro", "JITSI_DOMAIN": "meet.cerebro.lk"},
		"JITSI_DOMAIN":            {"JITSI_MODE": "selfhosted", "JITSI_APP_ID": "cerebro", "JITSI_APP_SECRET": "s"},
		"JITSI_MODE":              {"JITSI_MODE": "zoom"},
		"JAAS_KEY_ID":             {"JAAS_APP_ID": "vpaas-magic-cookie-1", "JAAS_PRIVATE_KEY_FILE": "/nonexistent"},
		"JAAS_PRIVATE_KEY_FILE":   {"JITSI_MODE": "jaas", "JAAS_APP_ID": "vpaas-magic-cookie-1", "JAAS_KEY_ID": "k"},
		"PAYHERE_APP_ID": {"PAYHERE_MODE": "live", "JWT_SECRET": "a-long-production-secret",
			"PAYHERE_MERCHANT_SECRET": "real-merchant-secret"},
	}
	for name, vars := range cases {
		_, err := load(env(vars))
		require.Error(t, err, name)
		assert.Contains(t, err.Error(), name)
	}
}

func TestProductionNeedsRealJWTSecret(t *testing.T) {
	_, err := load(env(map[string]string{"PAYHERE_MODE": "sandbox", "PAYHERE_MERCHANT_SECRET": "x"}))
	require.Error(t, err)
	assert.Contains(t, err.Error(), "JWT_SECRET")
}

func TestABadTrustedProxyStopsStartUpNamingIt(t *testing.T) {
	for _, bad := range []string{"10.0.0.0/33", "10.0.0.300", "proxy.local", "127.0.0.1, 172.16.0.0/x"} {
		_, err := load(env(map[string]string{"CEREBRO_TRUSTED_PROXIES": bad}))
		require.Error(t, err, bad)
		assert.Contains(t, err.Error(), "CEREBRO_TRUSTED_PROXIES", bad)
		assert.Contains(t, err.Error(), "is neither", bad)
	}
	c, err := load(env(map[string]string{"CEREBRO_TRUSTED_PROXIES": "127.0.0.1, 172.16.0.0/12, ::1, fd00::/8"}))
	require.NoError(t, err)
	assert.Equal(t, []string{"127.0.0.1", "172.16.0.0/12", "::1", "fd00::/8"}, c.TrustedProxies)
}
