package api

import (
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"runtime/debug"
	"slices"
	"strings"

	"github.com/gin-gonic/gin"

	"cerebro/api/message"
	"cerebro/api/web"
	"cerebro/apperr"
	"cerebro/authz"
	"cerebro/models"
)

// Refusals of the sign-in and role gates.
const (
	codeSessionExpired apperr.Code = "account.session_expired"
	codeSignInRequired apperr.Code = "account.sign_in_required"
	codeRoleForbidden  apperr.Code = "account.role_forbidden"
)

// CodeUnavailable names the 503 of a token the database could not check:
// the web app keeps the session and says so in the reader's language.
const CodeUnavailable = string(web.CodeUnavailable)

// recovery turns a panic into a logged 500 with a generic message.
func recovery() gin.HandlerFunc {
	return func(c *gin.Context) {
		defer func() {
			if r := recover(); r != nil {
				slog.ErrorContext(c.Request.Context(), "panic", "request_id", web.RequestIDOf(c), "path", c.Request.URL.Path, "panic", fmt.Sprint(r), "stack", string(debug.Stack()))
				web.Answer(c, http.StatusInternalServerError, apperr.New(web.CodeInternal))
			}
		}()
		c.Next()
	}
}

// securityHeaders sets the browser protections for both the SPA and the API.
// The CSP allows the Jitsi domain's script and frames for the video page,
// and the payment form's real targets: PayHere, and this app at its public
// address (the simulator), whatever host the page was opened on.
func securityHeaders(jitsiDomain, publicBaseURL string) gin.HandlerFunc {
	jitsi := "https://" + jitsiDomain
	csp := strings.Join([]string{
		"default-src 'self'",
		"script-src 'self' " + jitsi,
		"style-src 'self' 'unsafe-inline'",
		"img-src 'self' data: blob:",
		"font-src 'self' data:",
		"connect-src 'self' " + jitsi + " wss://" + jitsiDomain,
		"frame-src " + jitsi,
		"form-action 'self' " + publicBaseURL + " https://sandbox.payhere.lk https://www.payhere.lk",
		"frame-ancestors 'none'",
		"base-uri 'self'",
		"object-src 'none'",
	}, "; ")
	return func(c *gin.Context) {
		h := c.Writer.Header()
		h.Set("Content-Security-Policy", csp)
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("X-Frame-Options", "DENY")
		h.Set("Referrer-Policy", "strict-origin-when-cross-origin")
		h.Set("Permissions-Policy", "camera=(self \""+jitsi+"\"), microphone=(self \""+jitsi+"\"), geolocation=()")
		c.Next()
	}
}

// cors is closed by default: only origins listed in CEREBRO_CORS_ORIGINS get
// cross-origin access (the SPA itself is same-origin).
func cors(origins []string) gin.HandlerFunc {
	return func(c *gin.Context) {
		origin := c.GetHeader("Origin")
		if origin == "" || !slices.Contains(origins, origin) {
			if c.Request.Method == http.MethodOptions && origin != "" {
				c.AbortWithStatus(http.StatusForbidden)
				return
			}
			c.Next()
			return
		}
		h := c.Writer.Header()
		h.Set("Access-Control-Allow-Origin", origin)
		h.Set("Vary", "Origin")
		h.Set("Access-Control-Allow-Headers", "Authorization, Content-Type")
		h.Set("Access-Control-Allow-Methods", "GET, POST, PUT, DELETE")
		if c.Request.Method == http.MethodOptions {
			c.AbortWithStatus(http.StatusNoContent)
			return
		}
		c.Next()
	}
}

// limitBody caps the request body so a huge upload cannot exhaust memory.
// The multipart upload routes in largeBodyRoutes get their own, larger cap;
// it is chosen here because an inner MaxBytesReader cannot loosen an outer one.
func limitBody(n int64) gin.HandlerFunc {
	return func(c *gin.Context) {
		limit := n
		if l, ok := largeBodyRoutes[c.FullPath()]; ok {
			limit = l
		}
		c.Request.Body = http.MaxBytesReader(c.Writer, c.Request.Body, limit)
		c.Next()
	}
}

// largeBodyRoutes are the upload routes (by Gin pattern) and their body caps.
var largeBodyRoutes = map[string]int64{
	"/api/v1/upload/image":            web.UploadBodyBytes,
	"/api/v1/upload/slip":             web.UploadBodyBytes,
	"/api/v1/booking/:id/attachments": message.AttachmentBodyBytes,
	// a registration document and its number and expiry date
	"/api/v1/consultant/:id/credentials": web.UploadBodyBytes,
}

// serviceAuthorized are the routes whose Authorization header is a
// service's shared secret, checked by the handler, not a user's token.
var serviceAuthorized = map[string]bool{"/api/v1/video/events": true}

// authenticate reads the bearer token, if any. A token that is present but
// bad or expired is refused outright so the SPA signs the user out.
func (s *Server) authenticate() gin.HandlerFunc {
	return func(c *gin.Context) {
		header := c.GetHeader("Authorization")
		if header == "" || serviceAuthorized[c.FullPath()] {
			c.Next()
			return
		}
		raw, ok := strings.CutPrefix(header, "Bearer ")
		if !ok {
			web.Fail(c, apperr.New(codeSessionExpired))
			return
		}
		claims, err := s.tokens.Parse(strings.TrimSpace(raw))
		if err != nil {
			web.Fail(c, apperr.New(codeSessionExpired))
			return
		}
		// A password change or "sign out everywhere" retires every older token.
		// A lookup that failed says nothing about the token: the database is
		// down, so the caller gets a 503 to retry and keeps their session
		// (a 401 would sign everyone out during a blip). The same row gives
		// the account's language, which every answer to it is worded in.
		b, err := s.stores.Account.BearerOf(c.Request.Context(), claims.UserID())
		if err != nil && !errors.Is(err, models.ErrNotFound) {
			web.LogError(c, err)
			web.Answer(c, http.StatusServiceUnavailable, apperr.New(web.CodeUnavailable))
			return
		}
		if err != nil || b.TokenVersion != claims.Version {
			web.Fail(c, apperr.New(codeSessionExpired))
			return
		}
		web.RememberAccountLanguage(c, b.Language)
		c.Set(web.ClaimsKey, claims)
		c.Next()
	}
}

// authorize asks the Casbin policy whether the caller's role may call the
// matched route. Unknown paths fall through to the 404 handler.
func (s *Server) authorize() gin.HandlerFunc {
	return func(c *gin.Context) {
		route := c.FullPath()
		if route == "" {
			c.Next()
			return
		}
		subject := authz.Anonymous
		if cl := web.ClaimsOf(c); cl != nil {
			subject = string(cl.Role)
		}
		ok, err := s.enforcer.Allowed(subject, route, c.Request.Method)
		if err != nil {
			web.LogError(c, err)
			web.Answer(c, http.StatusInternalServerError, apperr.New(web.CodeInternal))
			return
		}
		if !ok {
			if subject == authz.Anonymous {
				web.Fail(c, apperr.New(codeSignInRequired))
			} else {
				web.Fail(c, apperr.New(codeRoleForbidden))
			}
			return
		}
		c.Next()
	}
}
