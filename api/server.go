// Package api is Cerebro's HTTP layer: it validates input, checks who may
// call what, and hands the work to models (reads, simple writes) or to
// Temporal workflows (anything with a lifecycle). No business rules live here.
package api

import (
	"net/http"
	"time"

	"github.com/gin-gonic/gin"
	"go.temporal.io/sdk/client"

	"cerebro/api/web"
	"cerebro/auth"
	"cerebro/authz"
	"cerebro/models/stores"
)

// Deps is everything the handlers need.
type Deps = web.Deps

// Server holds the handlers' dependencies.
type Server struct {
	Deps
	stores   stores.Stores // one store per business area, over Deps.Store's pool
	tokens   *auth.Tokens
	accounts *auth.Service
	enforcer *authz.Enforcer
	marked   markedIndex // index.html on a site with test payments (webapp_index.go)
}

// NewServer wires the handlers.
func NewServer(d Deps) (*Server, error) {
	if d.Now == nil {
		d.Now = time.Now
	}
	enforcer, err := authz.New()
	if err != nil {
		return nil, err
	}
	tokens := auth.NewTokens(d.Config.JWTSecret, d.Config.TokenTTL)
	st := stores.New(d.Store.DB)
	return &Server{
		Deps:     d,
		stores:   st,
		tokens:   tokens,
		enforcer: enforcer,
		accounts: &auth.Service{Store: st.Account, Tokens: tokens, Mailer: d.Mailer,
			PublicBaseURL: d.Config.PublicBaseURL, Now: d.Now},
	}, nil
}

// maxBodyBytes caps JSON bodies; uploads have their own, larger cap.
const maxBodyBytes = 1 << 20

// Handler builds the Gin engine: /api/v1 plus the web app.
func (s *Server) Handler() *gin.Engine {
	gin.SetMode(gin.ReleaseMode)
	r := gin.New()
	r.Use(traceRequests(s.Tracing), requestID(), accessLog(), recovery(), securityHeaders(s.Config.Jitsi.Domain, s.Config.PublicBaseURL), cors(s.Config.CORSOrigins))
	r.HandleMethodNotAllowed = true
	// Only these proxies may say who the client is (X-Forwarded-For); none by default.
	_ = r.SetTrustedProxies(s.Config.TrustedProxies)
	v1 := r.Group("/api/v1", limitBody(maxBodyBytes), s.authenticate(), s.authorize(), s.rateLimit(), s.audit())
	s.routes(v1)
	r.GET(categoryPrefix+"*name", serveCategoryThumbnail)
	r.HEAD(categoryPrefix+"*name", serveCategoryThumbnail)
	s.serveWebapp(r)
	return r
}

// routes registers every API route; authz/policy.csv says who may call each.
func (s *Server) routes(v1 *gin.RouterGroup) {
	v1.GET("/health", s.health)
	v1.GET("/livez", s.livez)   // the process answers
	v1.GET("/readyz", s.health) // the database and Temporal answer

	v1.POST("/auth/signup", s.signUp)
	v1.POST("/auth/signin", s.signIn)
	v1.GET("/auth/resetPassword", s.resetPassword)
	v1.POST("/auth/updatePassword", s.updatePassword)
	v1.POST("/auth/signOutEverywhere", s.signOutEverywhere)
	v1.PUT("/auth/language", s.setLanguage)
	v1.POST("/auth/verifyEmail", s.verifyEmail)
	v1.POST("/auth/resendVerification", s.resendVerification)
	v1.GET("/users", s.listUsers)
	v1.GET("/users/:userId", s.getUser)
	v1.PUT("/users/:userId", s.updateUser)
	v1.DELETE("/users/:userId", s.deleteUser)
	v1.GET("/admin/audit", s.listAdminActions)

	v1.GET("/consultantCategory", s.listCategories)
	v1.GET("/consultantCategory/:id", s.getCategory)
	v1.POST("/consultantCategory/", s.createCategory)
	v1.PUT("/consultantCategory/:id", s.updateCategory)
	v1.DELETE("/consultantCategory/:id", s.deleteCategory)

	s.profileRoutes(v1)
	s.bookingRoutes(v1)
	s.sessionRoutes(v1)
}

// health reports whether the database and Temporal answer.
func (s *Server) health(c *gin.Context) {
	ctx := c.Request.Context()
	body := gin.H{"status": "ok", "database": "ok", "temporal": "ok"}
	code := http.StatusOK
	if err := s.Store.Ping(ctx); err != nil {
		body["database"], body["status"], code = "down", "down", http.StatusServiceUnavailable
	}
	if s.Temporal == nil {
		body["temporal"], body["status"], code = "down", "down", http.StatusServiceUnavailable
	} else if _, err := s.Temporal.CheckHealth(ctx, &client.CheckHealthRequest{}); err != nil {
		body["temporal"], body["status"], code = "down", "down", http.StatusServiceUnavailable
	}
	if code != http.StatusOK {
		body["message"] = downMessage(body)
	}
	c.JSON(code, body)
}

func downMessage(b gin.H) string {
	switch {
	case b["database"] == "down" && b["temporal"] == "down":
		return "The database and Temporal are unreachable."
	case b["database"] == "down":
		return "The database is unreachable."
	default:
		return "Temporal is unreachable."
	}
}
