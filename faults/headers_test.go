package faults_test

import (
	"encoding/base64"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/config"
	"cerebro/testutil"
)

// The browser protections are on every answer, the built web app (SPA) as
// much as the API: a CSP that lets in only this site and the configured
// Jitsi domain (script, frames, websocket), no framing of Cerebro itself,
// no MIME sniffing. api/routes_test.go checks the basics on two paths; this
// checks each directive on the real SPA, on errors and static files, and
// that a different JITSI_DOMAIN moves the allowance.
func TestSecurityHeadersOnSPAAndAPI(t *testing.T) {
	t.Parallel()
	app := inProcessApp(t)
	_, err := os.Stat(filepath.Join(testutil.RepoRoot(), "webapp", "dist", "index.html"))
	spaBuilt := err == nil
	cases := []struct {
		path string
		want int
		kind string
	}{
		{"/", http.StatusOK, "text/html"},
		{"/consultantdashboard", http.StatusOK, "text/html"}, // an SPA route: the index again
		{"/api/v1/health", http.StatusOK, "application/json"},
		{"/api/v1/no-such-route", http.StatusNotFound, "application/json"},
		{"/api/v1/users", http.StatusUnauthorized, "application/json"},
		{"/api/v1/images/0123456789abcdef0123456789abcdef.png", http.StatusNotFound, "application/json"},
		{"/static/categories/accountant.svg", http.StatusOK, "image/svg+xml"},
	}
	for _, c := range cases {
		if !spaBuilt && c.kind == "text/html" {
			t.Logf("webapp/dist is not built (make webapp): checking %s for headers only", c.path)
		}
		res, err := httpClient.Get(app.URL + c.path)
		require.NoError(t, err)
		body, _ := io.ReadAll(res.Body)
		res.Body.Close()
		if spaBuilt || c.kind != "text/html" {
			assert.Equal(t, c.want, res.StatusCode, "%s: %s", c.path, clip(body))
			assert.True(t, strings.HasPrefix(res.Header.Get("Content-Type"), c.kind), "%s: %s", c.path, res.Header.Get("Content-Type"))
		}
		checkBrowserHeaders(t, c.path, res.Header, app.Config.Jitsi.Domain)
	}

	other := serverWith(t, app, func(cfg *config.Config) { cfg.Jitsi.Domain = "video.example.lk" })
	res, err := httpClient.Get(other.URL + "/")
	require.NoError(t, err)
	res.Body.Close()
	checkBrowserHeaders(t, "/ with JITSI_DOMAIN=video.example.lk", res.Header, "video.example.lk")
	assert.NotContains(t, res.Header.Get("Content-Security-Policy"), app.Config.Jitsi.Domain, "only the configured Jitsi domain")
}

// checkBrowserHeaders checks every protective header and CSP directive.
func checkBrowserHeaders(t *testing.T, what string, h http.Header, jitsi string) {
	t.Helper()
	assert.Equal(t, "nosniff", h.Get("X-Content-Type-Options"), what)
	assert.Equal(t, "DENY", h.Get("X-Frame-Options"), what)
	assert.NotEmpty(t, h.Get("Referrer-Policy"), what)
	assert.Contains(t, h.Get("Permissions-Policy"), "https://"+jitsi, "%s: the video frame may use camera and microphone", what)
	csp := map[string][]string{}
	for _, d := range strings.Split(h.Get("Content-Security-Policy"), ";") {
		if f := strings.Fields(d); len(f) > 0 {
			csp[f[0]] = f[1:]
		}
	}
	want := map[string][]string{
		"default-src":     {"'self'"},
		"script-src":      {"'self'", "https://" + jitsi},
		"frame-src":       {"https://" + jitsi},
		"connect-src":     {"'self'", "https://" + jitsi, "wss://" + jitsi},
		"frame-ancestors": {"'none'"},
		"object-src":      {"'none'"},
		"base-uri":        {"'self'"},
	}
	for directive, sources := range want {
		assert.ElementsMatch(t, sources, csp[directive], "%s: CSP %s", what, directive)
	}
	for directive, sources := range csp {
		for _, s := range sources {
			assert.NotContains(t, []string{"*", "'unsafe-eval'", "http:", "https:"}, s, "%s: CSP %s allows %s", what, directive, s)
			if directive == "script-src" || directive == "frame-src" || directive == "default-src" {
				assert.NotContains(t, []string{"'unsafe-inline'", "data:", "blob:"}, s, "%s: CSP %s allows %s", what, directive, s)
			}
		}
	}
}

// CORS is closed unless CEREBRO_CORS_ORIGINS lists the origin: no foreign
// origin may read an answer, preflights from it are refused, and a listed
// origin is matched exactly (api/routes_test.go checks the default
// preflight refusal; this checks reads and the configured case).
func TestCORSClosedUnlessConfigured(t *testing.T) {
	t.Parallel()
	app := inProcessApp(t)
	for _, origin := range []string{"https://evil.example", "null", app.URL + ".evil.example"} {
		res := corsRequest(t, "GET", app.URL+"/api/v1/consultant", origin)
		assert.Empty(t, res.Header.Get("Access-Control-Allow-Origin"), "%s may not read answers", origin)
		assert.Empty(t, res.Header.Get("Access-Control-Allow-Credentials"), origin)
	}

	allowed := "https://app.example.lk"
	ts := serverWith(t, app, func(cfg *config.Config) { cfg.CORSOrigins = []string{allowed} })
	pre := corsRequest(t, "OPTIONS", ts.URL+"/api/v1/booking", allowed)
	assert.Equal(t, http.StatusNoContent, pre.StatusCode)
	assert.Equal(t, allowed, pre.Header.Get("Access-Control-Allow-Origin"))
	assert.Contains(t, pre.Header.Get("Access-Control-Allow-Headers"), "Authorization")
	assert.Contains(t, pre.Header.Values("Vary"), "Origin")
	get := corsRequest(t, "GET", ts.URL+"/api/v1/consultant", allowed)
	assert.Equal(t, allowed, get.Header.Get("Access-Control-Allow-Origin"), "never *")
	for _, origin := range []string{"https://app.example.lk.evil.example", "http://app.example.lk", "https://evil.example"} {
		pre := corsRequest(t, "OPTIONS", ts.URL+"/api/v1/booking", origin)
		assert.Equal(t, http.StatusForbidden, pre.StatusCode, origin)
		assert.Empty(t, pre.Header.Get("Access-Control-Allow-Origin"), origin)
	}
}

func corsRequest(t *testing.T, method, target, origin string) *http.Response {
	t.Helper()
	req, err := http.NewRequest(method, target, nil)
	require.NoError(t, err)
	req.Header.Set("Origin", origin)
	if method == "OPTIONS" {
		req.Header.Set("Access-Control-Request-Method", "POST")
		req.Header.Set("Access-Control-Request-Headers", "authorization, content-type")
	}
	res, err := httpClient.Do(req)
	require.NoError(t, err)
	res.Body.Close()
	return res
}

// A token the server issued stops working when CEREBRO_TOKEN_TTL has passed,
// in real time, with the message that sends the SPA to sign in again; an
// unsigned ("alg": "none") token never works (api/auth_test.go covers a
// pre-expired and a foreign-secret token).
func TestTokensExpireInRealTime(t *testing.T) {
	t.Parallel()
	app := inProcessApp(t)
	ts := serverWith(t, app, func(cfg *config.Config) { cfg.TokenTTL = 2 * time.Second })
	res := do(t, "POST", ts.URL+"/api/v1/auth/signin", "", map[string]any{"username": app.Config.AdminEmail, "password": app.Config.AdminPassword})
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	token := res.Body["token"].(string)
	assert.Equal(t, http.StatusOK, do(t, "GET", ts.URL+"/api/v1/users", token, nil).Status)
	time.Sleep(2500 * time.Millisecond)
	res = do(t, "GET", ts.URL+"/api/v1/users", token, nil)
	assert.Equal(t, http.StatusUnauthorized, res.Status)
	assert.Equal(t, "Your session has expired. Please sign in again.", res.message())

	// The same claims, unsigned.
	parts := strings.Split(token, ".")
	require.Len(t, parts, 3)
	claims, err := base64.RawURLEncoding.DecodeString(parts[1])
	require.NoError(t, err)
	var c map[string]any
	require.NoError(t, json.Unmarshal(claims, &c))
	c["exp"] = time.Now().Add(time.Hour).Unix()
	raw, _ := json.Marshal(c)
	none := base64.RawURLEncoding.EncodeToString([]byte(`{"alg":"none","typ":"JWT"}`)) + "." + base64.RawURLEncoding.EncodeToString(raw) + "."
	for name, tok := range map[string]string{"alg none": none, "no signature": parts[0] + "." + parts[1] + ".", "garbage": fmt.Sprint("x.", parts[1], ".y")} {
		res := do(t, "GET", app.URL+"/api/v1/users", tok, nil)
		assert.Equal(t, http.StatusUnauthorized, res.Status, name)
		assert.Equal(t, "Your session has expired. Please sign in again.", res.message(), name)
	}
}
