package config

import (
	"maps"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/testutil/tlstest"
)

// Production refuses a Temporal reached in clear unless it is on this
// machine or compose's own network (a bare service name).
func TestProductionRefusesTemporalInClearAcrossANetwork(t *testing.T) {
	refused := []string{"temporal.example.com:7233", "cerebro.tmprl.cloud:7233", "10.0.0.5:7233", "[2001:db8::1]:7233",
		"dns:///temporal.example.com:7233"}
	for _, address := range refused {
		vars := safeProduction()
		vars["TEMPORAL_ADDRESS"] = address
		_, err := load(env(vars))
		require.Error(t, err, address)
		assert.Contains(t, err.Error(), "\n  TEMPORAL_ADDRESS ", address)
		assert.Contains(t, err.Error(), "needs TLS", address)
	}
	allowed := []string{"127.0.0.1:7233", "127.0.0.2:7233", "[::1]:7233", "localhost:7233", "temporal:7233", "temporal-frontend:7233", "dns:///temporal:7233"}
	for _, address := range allowed {
		vars := safeProduction()
		vars["TEMPORAL_ADDRESS"] = address
		_, err := load(env(vars))
		require.NoError(t, err, address)
	}
}

// Over TLS — an API key (Temporal Cloud), client certificates, or TLS on —
// any address is fine; an API key with TLS turned off is still in clear.
func TestProductionTakesARemoteTemporalOverTLS(t *testing.T) {
	certs, err := tlstest.Make(t.TempDir())
	require.NoError(t, err)
	remote := map[string]string{"TEMPORAL_ADDRESS": "cerebro.a1b2c.tmprl.cloud:7233", "TEMPORAL_NAMESPACE": "cerebro.a1b2c"}
	ways := map[string]map[string]string{
		"api key": {"TEMPORAL_API_KEY": "a-temporal-cloud-api-key"},
		"mTLS": {"TEMPORAL_TLS_CLIENT_CERT_PATH": certs.ClientCert, "TEMPORAL_TLS_CLIENT_KEY_PATH": certs.ClientKey,
			"TEMPORAL_TLS_SERVER_CA_CERT_PATH": certs.CA, "TEMPORAL_TLS_SERVER_NAME": "localhost"},
		"tls": {"TEMPORAL_TLS": "true"},
	}
	for name, way := range ways {
		vars := safeProduction()
		maps.Copy(vars, remote)
		maps.Copy(vars, way)
		c, err := load(env(vars))
		require.NoError(t, err, name)
		assert.True(t, c.Temporal.TLS(), name)
		assert.Equal(t, "cerebro.a1b2c", c.Temporal.Namespace(), name)
	}
	vars := safeProduction()
	maps.Copy(vars, remote)
	maps.Copy(vars, map[string]string{"TEMPORAL_API_KEY": "a-temporal-cloud-api-key", "TEMPORAL_TLS": "false"})
	_, err = load(env(vars))
	require.Error(t, err, "an API key sent in clear")
	assert.Contains(t, err.Error(), "TEMPORAL_ADDRESS")
}

// The client's options carry what the variables say: the API key as the
// request's credentials, the client certificate, the CA and server name.
func TestTemporalClientOptionsCarryTheCredentials(t *testing.T) {
	certs, err := tlstest.Make(t.TempDir())
	require.NoError(t, err)
	c, err := load(env(map[string]string{"TEMPORAL_ADDRESS": "temporal:7233", "TEMPORAL_TLS_CLIENT_CERT_PATH": certs.ClientCert,
		"TEMPORAL_TLS_CLIENT_KEY_PATH": certs.ClientKey, "TEMPORAL_TLS_SERVER_CA_CERT_PATH": certs.CA, "TEMPORAL_TLS_SERVER_NAME": "temporal"}))
	require.NoError(t, err)
	o := c.Temporal.ClientOptions()
	assert.Equal(t, "temporal:7233", o.HostPort)
	assert.Equal(t, "default", o.Namespace)
	require.NotNil(t, o.ConnectionOptions.TLS)
	assert.Len(t, o.ConnectionOptions.TLS.Certificates, 1)
	assert.NotNil(t, o.ConnectionOptions.TLS.RootCAs)
	assert.Equal(t, "temporal", o.ConnectionOptions.TLS.ServerName)
	assert.Nil(t, o.Credentials)

	c, err = load(env(map[string]string{"TEMPORAL_ADDRESS": "x.tmprl.cloud:7233", "TEMPORAL_API_KEY": "key-1"}))
	require.NoError(t, err)
	o = c.Temporal.ClientOptions()
	require.NotNil(t, o.Credentials, "the API key is sent")
	require.NotNil(t, o.ConnectionOptions.TLS, "an API key turns TLS on")
	o.ConnectionOptions.TLS.ServerName = "changed"
	assert.Empty(t, c.Temporal.ClientOptions().ConnectionOptions.TLS.ServerName, "a caller's change stays its own")
}

// A certificate that cannot be used stops start-up naming the variables.
func TestABadTemporalSettingStopsStartUp(t *testing.T) {
	certs, err := tlstest.Make(t.TempDir())
	require.NoError(t, err)
	cases := map[string]map[string]string{
		"TEMPORAL_TLS_CLIENT_CERT_PATH missing": {"TEMPORAL_TLS_CLIENT_CERT_PATH": "/nonexistent/client.pem", "TEMPORAL_TLS_CLIENT_KEY_PATH": certs.ClientKey},
		"key without cert":                      {"TEMPORAL_TLS_CLIENT_KEY_PATH": certs.ClientKey},
		"key of another cert":                   {"TEMPORAL_TLS_CLIENT_CERT_PATH": certs.ClientCert, "TEMPORAL_TLS_CLIENT_KEY_PATH": certs.ServerKey},
		"CA missing":                            {"TEMPORAL_TLS_SERVER_CA_CERT_PATH": "/nonexistent/ca.pem"},
	}
	for name, vars := range cases {
		_, err := load(env(vars))
		require.Error(t, err, name)
		assert.Contains(t, err.Error(), "TEMPORAL_TLS_", name)
	}
	_, err = load(env(map[string]string{"TEMPORAL_ADDRESS": "temporal"}))
	require.Error(t, err, "no port")
	assert.Contains(t, err.Error(), "TEMPORAL_ADDRESS")
}

func TestDatabasePoolSettings(t *testing.T) {
	c, err := load(env(map[string]string{"CEREBRO_DB_MAX_CONNS": "8", "CEREBRO_DB_MAX_IDLE_CONNS": "4"}))
	require.NoError(t, err)
	assert.Equal(t, 8, c.DBMaxConns)
	assert.Equal(t, 4, c.DBMaxIdleConns)
	for name, vars := range map[string]map[string]string{
		"CEREBRO_DB_MAX_CONNS":      {"CEREBRO_DB_MAX_CONNS": "0"},
		"CEREBRO_DB_MAX_IDLE_CONNS": {"CEREBRO_DB_MAX_CONNS": "8", "CEREBRO_DB_MAX_IDLE_CONNS": "9"},
	} {
		_, err := load(env(vars))
		require.Error(t, err, name)
		assert.Contains(t, err.Error(), name)
	}
}

// Compose passes every TEMPORAL_* variable, empty when unused: empty is
// unset, so the connection stays in clear to compose's own Temporal.
func TestEmptyTemporalVariablesAreUnset(t *testing.T) {
	vars := map[string]string{"TEMPORAL_ADDRESS": "", "TEMPORAL_NAMESPACE": "", "TEMPORAL_API_KEY": "",
		"TEMPORAL_TLS_CLIENT_CERT_PATH": "", "TEMPORAL_TLS_CLIENT_KEY_PATH": "", "TEMPORAL_TLS_SERVER_CA_CERT_PATH": "",
		"TEMPORAL_TLS_SERVER_NAME": " "}
	c, err := load(env(vars))
	require.NoError(t, err)
	assert.False(t, c.Temporal.TLS())
	assert.Equal(t, "127.0.0.1:7233", c.Temporal.Address())
	assert.Equal(t, "default", c.Temporal.Namespace())
	assert.Nil(t, c.Temporal.ClientOptions().Credentials)
}
