package api_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/gin-gonic/gin"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/models"
)

// Who may pass the role gate of each route. A route added without a line here
// (and in authz/policy.csv) fails this test.
const (
	public     = "anonymous,CONSULTEE,CONSULTANT,ADMIN"
	signedIn   = "CONSULTEE,CONSULTANT,ADMIN"
	adminOnly  = "ADMIN"
	consultee  = "CONSULTEE"
	consultant = "CONSULTANT"
)

var expectedAccess = map[string]string{
	"GET /api/v1/health":                    public,
	"GET /api/v1/livez":                     public,
	"GET /api/v1/readyz":                    public,
	"POST /api/v1/auth/signup":              public,
	"POST /api/v1/auth/signin":              public,
	"GET /api/v1/auth/resetPassword":        public,
	"POST /api/v1/auth/updatePassword":      public,
	"POST /api/v1/auth/signOutEverywhere":   signedIn,
	"PUT /api/v1/auth/language":             signedIn,
	"POST /api/v1/auth/verifyEmail":         public,
	"POST /api/v1/auth/resendVerification":  signedIn,
	"GET /api/v1/users":                     adminOnly,
	"GET /api/v1/users/:userId":             adminOnly,
	"PUT /api/v1/users/:userId":             adminOnly,
	"DELETE /api/v1/users/:userId":          adminOnly,
	"GET /api/v1/me/export":                 signedIn,
	"DELETE /api/v1/me":                     consultee + "," + consultant,
	"GET /api/v1/admin/audit":               adminOnly,
	"GET /api/v1/consultantCategory":        public,
	"GET /api/v1/consultantCategory/:id":    public,
	"POST /api/v1/consultantCategory/":      adminOnly,
	"PUT /api/v1/consultantCategory/:id":    adminOnly,
	"DELETE /api/v1/consultantCategory/:id": adminOnly,
}

var _ = []string{consultee, consultant} // kept for the routes to come

// addAccess lets each domain's test file list its own routes.
func addAccess(m map[string]string) bool {
	for k, v := range m {
		expectedAccess[k] = v
	}
	return true
}

func TestEveryRouteHasTheExpectedGate(t *testing.T) {
	tokens := map[string]string{
		"anonymous":  "",
		"CONSULTEE":  mustToken(signUp(t, "CONSULTEE")),
		"CONSULTANT": mustToken(signUp(t, "CONSULTANT")),
		"ADMIN":      adminToken(t),
	}
	seen := map[string]bool{}
	for _, r := range env.engine.(*gin.Engine).Routes() {
		if !strings.HasPrefix(r.Path, "/api/v1/") {
			continue
		}
		key := r.Method + " " + r.Path
		seen[key] = true
		allowed, ok := expectedAccess[key]
		if !assert.True(t, ok, "route %s has no expected access: add it to expectedAccess and authz/policy.csv", key) {
			continue
		}
		path := strings.NewReplacer(":id", "999999", ":userId", "999999", ":consultantId", "999999", ":consulteeId", "999999",
			":page", "999999", ":rows", "999999", ":value", "999999", ":date", "999999", ":name", "999999").Replace(r.Path)
		for caller, token := range tokens {
			if retiresTokens[key] && caller != "anonymous" {
				_, token = newAccount(t, models.Role(caller)) // a throwaway account: this call signs it out everywhere
			}
			res := call(t, r.Method, path, token, nil)
			denied := (res.Status == http.StatusUnauthorized && res.message() == "Please sign in to continue.") ||
				(res.Status == http.StatusForbidden && res.message() == "Your account type is not allowed to do this.")
			want := strings.Contains(","+allowed+",", ","+caller+",")
			assert.Equal(t, !want, denied, "%s as %s: got %d %s", key, caller, res.Status, res.Raw)
			assert.NotEqual(t, http.StatusInternalServerError, res.Status, "%s as %s: %s", key, caller, res.Raw)
		}
	}
	for key := range expectedAccess {
		assert.True(t, seen[key], "expectedAccess lists %s but no such route is registered", key)
	}
}

func mustToken(token, _ string) string { return token }

// retiresTokens are the routes that sign their caller out everywhere.
var retiresTokens = map[string]bool{"POST /api/v1/auth/signOutEverywhere": true}

func TestUnknownAPIPathIs404JSON(t *testing.T) {
	res := call(t, "GET", "/api/v1/no-such-thing", "", nil)
	require.Equal(t, 404, res.Status)
	assert.NotEmpty(t, res.message())
}

func TestSecurityHeaders(t *testing.T) {
	for _, path := range []string{"/api/v1/health", "/"} {
		res, err := http.Get(env.server.URL + path)
		require.NoError(t, err)
		res.Body.Close()
		h := res.Header
		assert.Equal(t, "nosniff", h.Get("X-Content-Type-Options"), path)
		assert.Equal(t, "DENY", h.Get("X-Frame-Options"), path)
		csp := h.Get("Content-Security-Policy")
		assert.Contains(t, csp, "frame-ancestors 'none'", path)
		assert.Contains(t, csp, "https://"+env.cfg.Jitsi.Domain, path)
	}
}

func TestCORSClosedByDefault(t *testing.T) {
	req, _ := http.NewRequest(http.MethodOptions, env.server.URL+"/api/v1/health", nil)
	req.Header.Set("Origin", "https://evil.example")
	req.Header.Set("Access-Control-Request-Method", "GET")
	res, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	res.Body.Close()
	assert.Empty(t, res.Header.Get("Access-Control-Allow-Origin"))
	assert.Equal(t, http.StatusForbidden, res.StatusCode)
}
