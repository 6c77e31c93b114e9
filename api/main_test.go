package api_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"regexp"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
	"go.temporal.io/sdk/client"

	"cerebro/activities"
	phoneacts "cerebro/activities/phone"
	"cerebro/api"
	"cerebro/auth"
	"cerebro/config"
	"cerebro/mailer"
	"cerebro/models"
	"cerebro/models/gateway"
	"cerebro/models/stores"
	"cerebro/payments"
	"cerebro/phones"
	"cerebro/sms"
	"cerebro/sms/smstest"
	"cerebro/testutil"
	"cerebro/worker"
)

// env is the running product the API tests talk to: a real PostgreSQL
// database and a real Temporal dev server.
var env struct {
	store    *models.Store
	stores   stores.Stores // the business areas' stores over store's pool
	outbox   *mailer.Outbox
	temporal client.Client
	// temporalAddress is the dev server's frontend, for tests that run the
	// Temporal CLI as an operator would.
	temporalAddress string
	cfg             config.Config
	server          *httptest.Server
	engine          http.Handler
	gateway         payments.Gateway
	sms             *smstest.NotifyLK // the texts the API sent (codes), as Notify.lk's stand-in took them
	texts           sms.Provider
	// deps built the server; handler is what the test server serves,
	// swapped for one over the S3 store by uploads_s3_test.go.
	deps    api.Deps
	handler atomic.Pointer[http.Handler]
}

func TestMain(m *testing.M) { os.Exit(runTests(m)) }

// ledgerAgrees is the ledger invariant over every invoice, refund and
// penalty the tests created: run once they all finished.
func ledgerAgrees() int {
	problems, err := env.stores.Ledger.Problems(context.Background())
	if err != nil {
		fmt.Fprintln(os.Stderr, "ledger check:", err)
		return 1
	}
	for _, p := range problems {
		fmt.Fprintln(os.Stderr, "ledger:", p)
	}
	if len(problems) > 0 {
		return 1
	}
	return 0
}

func runTests(m *testing.M) int {
	ctx := context.Background()
	dbURL, drop, err := testutil.NewDatabase(ctx)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	defer drop()
	dev, err := testutil.StartTemporal(ctx)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	defer dev.Stop()
	env.temporal = dev.Client()
	env.temporalAddress = dev.FrontendHostPort()

	cfg, err := config.Load()
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	cfg.DatabaseURL = dbURL
	cfg.WebappDir = os.TempDir() + "/cerebro-no-webapp"
	cfg.RateLimits = false // hundreds of accounts from one address; ratelimit_test.go turns them on
	// Uploaded images and slips go to a throwaway folder, not the source tree.
	if cfg.UploadDir, err = os.MkdirTemp("", "cerebro-uploads-"); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	defer os.RemoveAll(cfg.UploadDir)
	// The simulator only notifies its own public URL, so the test server's
	// address must be known before the gateway is built.
	env.server = httptest.NewUnstartedServer(nil)
	cfg.PublicBaseURL = "http://" + env.server.Listener.Addr().String()
	env.cfg = cfg
	if env.store, err = models.Open(dbURL); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	defer env.store.Close()
	env.stores = stores.New(env.store.DB)
	env.outbox = mailer.NewOutbox()
	accounts := &auth.Service{Store: env.stores.Account}
	if err := accounts.EnsureAdmin(ctx, cfg.AdminEmail, cfg.AdminPassword); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	env.gateway, err = payments.New(payments.Config{Mode: payments.ModeSimulator, MerchantID: cfg.PayHere.MerchantID,
		MerchantSecret: cfg.PayHere.MerchantSecret, PublicBaseURL: cfg.PublicBaseURL, SimulatorLedger: gateway.New(env.store.DB)})
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	env.sms = smstest.NewNotifyLK("4242", "test-notify-key", "Cerebro")
	defer env.sms.Close()
	env.texts = sms.New(config.SMS{Provider: config.SMSNotifyLK, NotifyLKUserID: "4242", NotifyLKAPIKey: "test-notify-key",
		SenderID: "Cerebro", NotifyLKBaseURL: env.sms.URL})
	acts := &activities.Deps{Store: env.store, Stores: env.stores, Mailer: env.outbox,
		Gateway: env.gateway, PublicBaseURL: cfg.PublicBaseURL, UploadDir: cfg.UploadDir, SMS: env.texts}
	acts.Notifier = phones.Notifier(cfg, env.stores, phoneacts.NewTexts(acts))
	w := worker.New(env.temporal, cfg.TaskQueue, acts)
	if err := w.Start(); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	defer w.Stop()
	env.deps = api.Deps{Config: cfg, Store: env.store, Temporal: env.temporal, Mailer: env.outbox, Gateway: env.gateway,
		SMS: env.texts}
	srv, err := api.NewServer(env.deps)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	env.engine = srv.Handler()
	served := checkCodes(env.engine, reportStray)
	env.handler.Store(&served)
	env.server.Config.Handler = http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { (*env.handler.Load()).ServeHTTP(w, r) })
	env.server.Start()
	defer env.server.Close()
	if code := m.Run(); code != 0 {
		return code
	}
	if code := strayViolationsFound(); code != 0 {
		return code
	}
	return ledgerAgrees()
}

// response is a decoded API answer.
type response struct {
	Status int
	Body   map[string]any
	Raw    []byte
	Header http.Header
}

func (r response) message() string { s, _ := r.Body["message"].(string); return s }

// raw decodes a JSON array answer.
func (r response) raw(t testing.TB) []map[string]any {
	t.Helper()
	var out []map[string]any
	if err := json.Unmarshal(r.Raw, &out); err != nil {
		t.Fatalf("not a JSON array: %s", r.Raw)
	}
	return out
}

// call sends a JSON request with an optional bearer token.
func call(t testing.TB, method, path, token string, body any) response {
	t.Helper()
	return callWith(t, method, path, token, body, nil)
}

// callWith is call with extra request headers.
func callWith(t testing.TB, method, path, token string, body any, headers map[string]string) response {
	t.Helper()
	return send(t, env.server.URL, method, path, token, body, headers)
}

// send is the one request helper: a JSON request to the server at base,
// with an optional bearer token and extra headers.
func send(t testing.TB, base, method, path, token string, body any, headers map[string]string) response {
	t.Helper()
	var rd io.Reader
	if body != nil {
		b, err := json.Marshal(body)
		if err != nil {
			t.Fatal(err)
		}
		rd = bytes.NewReader(b)
	}
	req, err := http.NewRequest(method, base+path, rd)
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	for k, v := range headers {
		req.Header.Set(k, v)
	}
	tag := tagRequest(req)
	defer reportCodeViolation(t, tag)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	raw, _ := io.ReadAll(res.Body)
	out := response{Status: res.StatusCode, Raw: raw, Header: res.Header}
	_ = json.Unmarshal(raw, &out.Body)
	return out
}

// uniqueEmail gives every test its own account.
func uniqueEmail(prefix string) string {
	return fmt.Sprintf("%s-%d@example.lk", prefix, time.Now().UnixNano())
}

// signUp creates an account through the API and returns its token.
func signUp(t testing.TB, role string) (token, email string) {
	t.Helper()
	token, email = signUpUnverified(t, role)
	verifyByMail(t, email)
	return token, email
}

// verifyLink finds the verification link's token in a mail.
var verifyLink = regexp.MustCompile(`#/verify-email/([A-Za-z0-9_-]+)`)

// verifyByMail opens the verification link mailed to email, as its owner would.
func verifyByMail(t testing.TB, email string) {
	t.Helper()
	m := lastMail(t, email, "Verify your email address")
	link := verifyLink.FindStringSubmatch(m.Body)
	require.NotNil(t, link, "no verification link in %q", m.Body)
	res := call(t, "POST", "/api/v1/auth/verifyEmail", "", map[string]any{"token": link[1]})
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
}

// signUpUnverified signs a new account up; its address is not verified yet.
func signUpUnverified(t testing.TB, role string) (token, email string) {
	t.Helper()
	email = uniqueEmail(role)
	res := call(t, "POST", "/api/v1/auth/signup", "", map[string]any{
		"userName": "Test " + role, "password": "password123", "email": email, "roles": []string{role},
	})
	if res.Status != http.StatusOK {
		t.Fatalf("sign up %s: %d %s", role, res.Status, res.Raw)
	}
	return res.Body["token"].(string), email
}

// adminToken signs the bootstrap admin in.
func adminToken(t testing.TB) string {
	t.Helper()
	res := call(t, "POST", "/api/v1/auth/signin", "", map[string]any{"username": env.cfg.AdminEmail, "password": env.cfg.AdminPassword})
	if res.Status != http.StatusOK {
		t.Fatalf("admin sign in: %d %s", res.Status, res.Raw)
	}
	return res.Body["token"].(string)
}

func decode(res *http.Response, v any) error { return json.NewDecoder(res.Body).Decode(v) }
