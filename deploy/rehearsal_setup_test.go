package deploy_test

import (
	"context"
	"crypto/rand"
	"crypto/rsa"
	"crypto/tls"
	"crypto/x509"
	"encoding/pem"
	"fmt"
	"net"
	"net/http"
	"net/netip"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"cerebro/deploy/rehearsal"
	"cerebro/payments/payheretest"
	"cerebro/testutil"
	"cerebro/testutil/smtpsink"
)

// The names the rehearsal's .env gives the site and its neighbours.
const (
	siteDomain   = "rehearsal.cerebro.lk"
	jitsiDomain  = "meet.rehearsal.cerebro.lk"
	payhereHost  = "sandbox.payhere.lk" // PAYHERE_MODE=sandbox talks to it
	smtpHost     = "smtp.rehearsal.cerebro.lk"
	adminEmail   = "ops@rehearsal.cerebro.lk"
	adminPasswd  = "a-long-admin-password-for-the-rehearsal"
	merchantID   = "1221149"
	merchantKey  = "rehearsal-merchant-secret"
	payhereAppID = "rehearsal-app"
	payhereAppSK = "rehearsal-app-secret"
)

// deployment is a configuration the README documents.
type deployment struct {
	name     string
	profiles []string
	env      map[string]string // on top of productionDotEnv
}

// productionDotEnv is README "Deploying" step 1's .env for a staging site:
// every secret production asks for, PayHere's sandbox with test payments
// allowed, certificates from Caddy's own CA, mail to the sink.
func productionDotEnv() map[string]string {
	return map[string]string{
		"POSTGRES_PASSWORD": "rehearsal-postgres-password", "JWT_SECRET": "rehearsal-jwt-secret-0123456789abcdef0123",
		"CEREBRO_ADMIN_EMAIL": adminEmail, "CEREBRO_ADMIN_PASSWORD": adminPasswd,
		"PUBLIC_BASE_URL": "https://" + siteDomain, "CEREBRO_DOMAIN": siteDomain, "CEREBRO_ACME_EMAIL": adminEmail,
		"CEREBRO_TLS_ISSUER": "internal",
		"PAYHERE_MODE":       "sandbox", "CEREBRO_TEST_PAYMENTS": "allowed",
		"PAYHERE_MERCHANT_ID": merchantID, "PAYHERE_MERCHANT_SECRET": merchantKey,
		"PAYHERE_APP_ID": payhereAppID, "PAYHERE_APP_SECRET": payhereAppSK,
		"SMTP_HOST": smtpHost, "SMTP_PORT": "587", "SMTP_FROM": "no-reply@" + siteDomain,
		"JITSI_MODE": "jaas", "JAAS_APP_ID": "vpaas-magic-cookie-rehearsal", "JAAS_KEY_ID": "rehearsal-key",
		"JAAS_PRIVATE_KEY_FILE": "/secrets/jaas.pem", "JAAS_WEBHOOK_SECRET": "rehearsal-jaas-webhook-authorization-0123",
		// The next quarter-hour slot is always inside the join window.
		"CEREBRO_JOIN_EARLY": "20m",
		"S3_ACCESS_KEY_ID":   "rehearsal-uploads", "S3_SECRET_ACCESS_KEY": "rehearsal-uploads-secret-0123456789",
		"COMPANY_NAME": "Cerebro Rehearsal (Private) Limited", "COMPANY_ADDRESS": "1 Rehearsal Road, Colombo 03",
		"COMPANY_REGISTRATION_NO": "PV 000001",
	}
}

// site is one configuration brought up, with its stand-ins.
type site struct {
	*rehearsal.Rehearsal
	dir     string
	jaasKey *rsa.PrivateKey
	payhere *payheretest.Sandbox
	mail    *smtpsink.Sink
	client  *http.Client
}

var buildOnce = sync.OnceValues(func() (string, error) {
	out := filepath.Join(imageDir, "cerebro")
	// As the Dockerfile builds it.
	cmd := exec.Command("go", "build", "-trimpath", "-ldflags=-s -w", "-o", out, "./cmd/cerebro")
	cmd.Dir = testutil.RepoRoot()
	cmd.Env = append(os.Environ(), "CGO_ENABLED=0")
	if raw, err := cmd.CombinedOutput(); err != nil {
		return "", fmt.Errorf("go build: %v\n%s", err, raw)
	}
	return out, nil
})

// rehearse writes the project as README "Deploying" step 1 does (the
// repository's compose file, Dockerfile and deploy/, a .env, the JaaS key in
// secrets/), starts the stand-ins of what is outside the host, and brings
// every service up (step 2), failing with the service and its last log
// lines if one does not come up.
func rehearse(t *testing.T, d deployment) *site {
	t.Helper()
	if os.Geteuid() != 0 {
		t.Fatal("the rehearsal needs root: it gives every container its own network namespace, as Docker does")
	}
	binary, err := buildOnce()
	require.NoError(t, err)
	tools, err := rehearsal.FindTools(testutil.RepoRoot())
	require.NoError(t, err)
	tools.Cerebro = binary

	s := &site{dir: t.TempDir()}
	s.writeProject(t, d)
	ca := newAuthority(t)
	bundle, err := os.ReadFile("/etc/ssl/certs/ca-certificates.crt")
	require.NoError(t, err)
	ctx, cancel := context.WithTimeout(context.Background(), 6*time.Minute)
	t.Cleanup(cancel)
	r, err := rehearsal.New(ctx, rehearsal.Options{ProjectDir: s.dir, Profiles: d.profiles, Work: t.TempDir(), Tools: tools,
		// Every container trusts the stand-ins' authority, as a staging host
		// behind a company's proxy would; nothing else in it changes.
		Files: map[string][]byte{"/etc/ssl/certs/ca-certificates.crt": append(bundle, ca.pem...)},
		Log:   t.Logf})
	require.NoError(t, err)
	s.Rehearsal = r
	t.Cleanup(func() {
		if t.Failed() {
			s.dumpLogs(t)
		}
		r.Down()
	})
	s.startStandIns(t, ca)
	started := time.Now()
	if err := r.Up(ctx); err != nil {
		t.Fatalf("%s: %v", d.name, err)
	}
	s.logTimings(t, d, time.Since(started))
	s.awaitSite(t)
	return s
}

// awaitSite waits, as an operator does before step 3, until the site
// answers over HTTPS (Caddy issues its certificate just after it starts).
func (s *site) awaitSite(t *testing.T) {
	deadline := time.Now().Add(time.Minute)
	for {
		res, err := s.client.Get("https://" + siteDomain + "/api/v1/readyz")
		if err == nil {
			res.Body.Close()
			if res.StatusCode == http.StatusOK {
				return
			}
			err = fmt.Errorf("HTTP %d", res.StatusCode)
		}
		if time.Now().After(deadline) {
			t.Fatalf("https://%s/api/v1/readyz never answered 200: %v", siteDomain, err)
		}
		time.Sleep(time.Second)
	}
}

func (s *site) writeProject(t *testing.T, d deployment) {
	root := testutil.RepoRoot()
	for _, f := range []string{"docker-compose.yml", "Dockerfile"} {
		copyFile(t, filepath.Join(root, f), filepath.Join(s.dir, f))
	}
	require.NoError(t, os.CopyFS(filepath.Join(s.dir, "deploy"), os.DirFS(filepath.Join(root, "deploy"))))
	env := productionDotEnv()
	for k, v := range d.env {
		env[k] = v
	}
	var lines []string
	for k, v := range env {
		lines = append(lines, k+"="+v)
	}
	sort.Strings(lines)
	require.NoError(t, os.WriteFile(filepath.Join(s.dir, ".env"), []byte(strings.Join(lines, "\n")+"\n"), 0o600))
	// The JaaS console's private key, downloaded to secrets/jaas.pem.
	key, err := rsa.GenerateKey(rand.Reader, 2048)
	require.NoError(t, err)
	s.jaasKey = key
	der, err := x509.MarshalPKCS8PrivateKey(key)
	require.NoError(t, err)
	require.NoError(t, os.MkdirAll(filepath.Join(s.dir, "secrets"), 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(s.dir, "secrets", "jaas.pem"),
		pem.EncodeToMemory(&pem.Block{Type: "PRIVATE KEY", Bytes: der}), 0o644))
}

// startStandIns starts, on the host's address on the project network, what
// the deployment reaches outside the host: PayHere's sandbox (HTTPS) and a
// mail server; and makes public DNS answer the site's names with the proxy.
func (s *site) startStandIns(t *testing.T, ca *authority) {
	gw := s.Gateway()
	s.AliasHost(siteDomain, "proxy")
	s.AliasHost(jitsiDomain, "proxy")
	s.AddHost(payhereHost, gw)
	s.AddHost(smtpHost, gw)

	smtpLn, err := s.Listen("tcp", net.JoinHostPort(gw.String(), "587"))
	require.NoError(t, err)
	s.mail = smtpsink.Serve(smtpLn)
	t.Cleanup(s.mail.Close)

	s.client = s.httpClient(ca)
	s.payhere = &payheretest.Sandbox{MerchantID: merchantID, MerchantSecret: merchantKey, AppID: payhereAppID,
		AppSecret: payhereAppSK, Client: s.client}
	ln, err := s.Listen("tcp", net.JoinHostPort(gw.String(), "443"))
	require.NoError(t, err)
	srv := &http.Server{Handler: s.payhere.Handler(), ReadHeaderTimeout: 10 * time.Second,
		TLSConfig: &tls.Config{Certificates: []tls.Certificate{ca.leaf(t, payhereHost)}}}
	go func() { _ = srv.ServeTLS(ln, "", "") }()
	t.Cleanup(func() { _ = srv.Close() })
}

// httpClient reaches the site and the gateway as a browser on the internet
// would: on the project network, names resolved by its DNS (the site's
// domain is the proxy; a container's name is the container), trusting the stand-ins' CA and the proxy's (Caddy's own, read from
// its data volume once it has made it).
func (s *site) httpClient(ca *authority) *http.Client {
	dial := func(ctx context.Context, network, addr string) (net.Conn, error) {
		host, port, err := net.SplitHostPort(addr)
		if err != nil {
			return nil, err
		}
		ips := s.Lookup(host)
		if ip, err := netip.ParseAddr(host); err == nil {
			ips = []netip.Addr{ip}
		}
		if len(ips) == 0 {
			return nil, fmt.Errorf("%s does not resolve on the project network", host)
		}
		ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
		defer cancel()
		return s.DialContext(ctx, network, net.JoinHostPort(ips[0].String(), port))
	}
	dialTLS := func(ctx context.Context, network, addr string) (net.Conn, error) {
		raw, err := dial(ctx, network, addr)
		if err != nil {
			return nil, err
		}
		roots := x509.NewCertPool()
		roots.AppendCertsFromPEM(ca.pem)
		if caddy, err := os.ReadFile(s.caddyRoot()); err == nil {
			roots.AppendCertsFromPEM(caddy)
		}
		host, _, _ := net.SplitHostPort(addr)
		conn := tls.Client(raw, &tls.Config{ServerName: host, RootCAs: roots})
		if err := conn.HandshakeContext(ctx); err != nil {
			raw.Close()
			return nil, err
		}
		return conn, nil
	}
	return &http.Client{Transport: &http.Transport{DialContext: dial, DialTLSContext: dialTLS}, Timeout: time.Minute,
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
}

// caddyRoot is where the proxy's CA keeps its root certificate (the
// caddy-data volume at /data, XDG_DATA_HOME in the image).
func (s *site) caddyRoot() string {
	return filepath.Join(s.Work(), "volumes", "cerebro_caddy-data", "caddy", "pki", "authorities", "local", "root.crt")
}

func (s *site) logTimings(t *testing.T, d deployment, total time.Duration) {
	var parts []string
	for name, at := range s.Timings() {
		parts = append(parts, fmt.Sprintf("%s %.1fs", name, at.Seconds()))
	}
	sort.Strings(parts)
	t.Logf("%s: every service up in %.1fs (%s); not run here: %v", d.name, total.Seconds(), strings.Join(parts, ", "), s.NotRun)
}

func (s *site) dumpLogs(t *testing.T) {
	for _, name := range s.Project.ServiceNames() {
		if logs := s.Logs(name, 15); logs != "" {
			t.Logf("last log lines of %s:\n%s", name, logs)
		}
	}
}

func copyFile(t *testing.T, from, to string) {
	raw, err := os.ReadFile(from)
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(to, raw, 0o644))
}
