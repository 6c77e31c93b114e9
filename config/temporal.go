package config

import (
	"fmt"
	"net"
	"net/netip"
	"strings"

	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/contrib/envconfig"
)

// Temporal is how Cerebro reaches Temporal, read by the SDK's own
// environment configuration (go.temporal.io/sdk/contrib/envconfig):
// TEMPORAL_ADDRESS, TEMPORAL_NAMESPACE, TEMPORAL_API_KEY,
// TEMPORAL_TLS_CLIENT_CERT_PATH, TEMPORAL_TLS_CLIENT_KEY_PATH,
// TEMPORAL_TLS_SERVER_CA_CERT_PATH, TEMPORAL_TLS_SERVER_NAME (and the SDK's
// other TEMPORAL_TLS_* names), so Temporal Cloud works with an API key or
// mTLS. Temporal's config file (TEMPORAL_CONFIG_FILE) is not read: the
// environment is the one place a deployment says where Temporal is.
type Temporal struct {
	profile envconfig.ClientConfigProfile
	options client.Options // checked at Load: certificates read, key pair matched
}

// Address is where the frontend is (TEMPORAL_ADDRESS, 127.0.0.1:7233 by default).
func (t Temporal) Address() string { return t.profile.Address }

// Namespace is TEMPORAL_NAMESPACE (default by default).
func (t Temporal) Namespace() string { return t.profile.Namespace }

// TLS reports whether the connection is encrypted: a TLS setting or an API
// key (which turns TLS on unless TEMPORAL_TLS=false) asks for it.
func (t Temporal) TLS() bool {
	return t.options.ConnectionOptions.TLS != nil && !t.options.ConnectionOptions.TLSDisabled
}

// ClientOptions are the SDK client's options: address, namespace, TLS and
// credentials. The caller adds its logger, metrics and interceptors.
func (t Temporal) ClientOptions() client.Options {
	o := t.options
	if tlsConf := o.ConnectionOptions.TLS; tlsConf != nil {
		o.ConnectionOptions.TLS = tlsConf.Clone() // a caller's change stays its own
	}
	return o
}

// readTemporal reads the TEMPORAL_* variables through envconfig; a
// certificate that cannot be read stops start-up naming the variables.
func readTemporal(r *reader, lookup func(string) (string, bool)) Temporal {
	profile, err := envconfig.LoadClientConfigProfile(envconfig.LoadClientConfigProfileOptions{
		DisableFile: true, EnvLookup: envLookup(lookup),
	})
	if err != nil {
		r.fail("TEMPORAL_*", err.Error())
		return Temporal{}
	}
	if strings.TrimSpace(profile.Address) == "" {
		profile.Address = "127.0.0.1:7233"
	}
	if strings.TrimSpace(profile.Namespace) == "" {
		profile.Namespace = "default"
	}
	if _, err := temporalHost(profile.Address); err != nil {
		r.fail("TEMPORAL_ADDRESS", fmt.Sprintf("must be host:port or dns:///host:port (got %q)", profile.Address))
		return Temporal{profile: profile}
	}
	options, err := profile.ToClientOptions(envconfig.ToClientOptionsRequest{})
	if err != nil {
		r.fail("TEMPORAL_TLS_*", err.Error())
	}
	return Temporal{profile: profile, options: options}
}

// temporalOnPrivateNetwork reports whether an address may be spoken to in
// clear: a loopback host (127.0.0.0/8, ::1, localhost) or a bare compose
// service name (no dots: "temporal", resolved on compose's own network).
// Anything else — an IP address, a name with a domain — may cross networks
// Cerebro does not own.
func temporalOnPrivateNetwork(address string) bool {
	host, err := temporalHost(address)
	if err != nil {
		return false
	}
	if host == "localhost" {
		return true
	}
	if ip, err := netip.ParseAddr(host); err == nil {
		return ip.IsLoopback()
	}
	return host != "" && !strings.Contains(host, ".")
}

// temporalHost is the host of a frontend address: host:port, or
// dns:///host:port (gRPC's DNS resolver, which the SDK takes for
// balancing over several frontends).
func temporalHost(address string) (string, error) {
	host, _, err := net.SplitHostPort(strings.TrimPrefix(address, "dns:///"))
	if err == nil && (host == "" || strings.Contains(host, "/")) {
		err = fmt.Errorf("no host in %q", address)
	}
	return host, err
}

// temporalProblem is production's refusal of a Temporal reached in clear
// across a network; empty when the connection is fit.
func temporalProblem(t Temporal) string {
	if t.TLS() || temporalOnPrivateNetwork(t.Address()) {
		return ""
	}
	return fmt.Sprintf("%q is neither loopback nor a compose service name, so it needs TLS: set TEMPORAL_API_KEY "+
		"(Temporal Cloud) or TEMPORAL_TLS_CLIENT_CERT_PATH and TEMPORAL_TLS_CLIENT_KEY_PATH (mTLS), or TEMPORAL_TLS=true; "+
		"in clear, anyone on the way reads and forges bookings and payments", t.Address())
}

// envLookup is envconfig's view of the lookup Load was given. A variable
// set empty is unset, as for every other setting: compose passes
// ${TEMPORAL_TLS_CLIENT_CERT_PATH:-} empty, which envconfig would take as
// "TLS on, no certificate".
type envLookup func(string) (string, bool)

func (e envLookup) LookupEnv(name string) (string, bool) {
	v, ok := e(name)
	if strings.TrimSpace(v) == "" {
		return "", false
	}
	return v, ok
}

// Environ lists the TEMPORAL_GRPC_META_* headers envconfig also reads; the
// lookup cannot list, so there are none.
func (e envLookup) Environ() []string { return nil }
