// Package api is Cerebro's HTTP layer: it validates input, checks who may
// call what, and hands the work to models (reads, simple writes) or to
// Temporal workflows (anything with a lifecycle). No business rules live here.
package api

import (
	"net/http"
	"time"

	"github.com/gin-gonic/gin"
	"go.temporal.io/sdk/client"

	"cerebro/api/account"
	"cerebro/api/availability"
	"cerebro/api/calendar"
	"cerebro/api/checkout"
	"cerebro/api/discovery"
	"cerebro/api/documents"
	"cerebro/api/favourite"
	"cerebro/api/gateway"
	"cerebro/api/ledger"
	"cerebro/api/message"
	"cerebro/api/payout"
	"cerebro/api/privacy"
	"cerebro/api/profile"
	"cerebro/api/refund"
	"cerebro/api/review"
	"cerebro/api/session"
	"cerebro/api/web"
	"cerebro/apperr"
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

	// Each business area's handlers, over the stores of its area.
	account      *account.Handlers
	profile      *profile.Handlers
	availability *availability.Handlers
	discovery    *discovery.Handlers
	checkout     *checkout.Handlers
	session      *session.Handlers
	refund       *refund.Handlers
	payout       *payout.Handlers
	ledger       *ledger.Handlers
	gateway      *gateway.Handlers
	calendar     *calendar.Handlers
	privacy      *privacy.Handlers
	review       *review.Handlers
	message      *message.Handlers
	favourite    *favourite.Handlers
	documents    *documents.Handlers
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
	s := &Server{
		Deps:     d,
		stores:   st,
		tokens:   tokens,
		enforcer: enforcer,
		accounts: &auth.Service{Store: st.Account, Tokens: tokens, Mailer: d.Mailer,
			PublicBaseURL: d.Config.PublicBaseURL, Now: d.Now},
	}
	s.wireAreas()
	return s, nil
}

// codeMethodNotAllowed refuses a method the route does not take (405).
const codeMethodNotAllowed apperr.Code = "common.method_not_allowed"

// maxBodyBytes caps JSON bodies; uploads have their own, larger cap.
const maxBodyBytes = 1 << 20

// Handler builds the Gin engine: /api/v1 plus the web app.
func (s *Server) Handler() *gin.Engine {
	gin.SetMode(gin.ReleaseMode)
	r := gin.New()
	r.Use(traceRequests(s.Tracing), requestID(), accessLog(), recovery(), securityHeaders(s.Config.Jitsi.Domain, s.Config.PublicBaseURL), cors(s.Config.CORSOrigins))
	r.HandleMethodNotAllowed = true
	// A route called with a method it does not take answers like every other
	// error: {"code", "message"} in the caller's language.
	r.NoMethod(func(c *gin.Context) { web.Answer(c, http.StatusMethodNotAllowed, apperr.New(codeMethodNotAllowed)) })
	// Only these proxies may say who the client is (X-Forwarded-For); none by default.
	_ = r.SetTrustedProxies(s.Config.TrustedProxies)
	v1 := r.Group("/api/v1", limitBody(maxBodyBytes), s.authenticate(), s.authorize(), s.rateLimit(), s.audit())
	s.routes(v1)
	r.GET(web.CategoryPrefix+"*name", serveCategoryThumbnail)
	r.HEAD(web.CategoryPrefix+"*name", serveCategoryThumbnail)
	s.serveWebapp(r)
	return r
}

// routes registers every API route; authz/policy.csv says who may call each.
func (s *Server) routes(v1 *gin.RouterGroup) {
	v1.GET("/health", s.health)
	v1.GET("/livez", s.livez)   // the process answers
	v1.GET("/readyz", s.health) // the database and Temporal answer

	account.Routes(v1, s.account)
	profile.Routes(v1, s.profile)
	availability.Routes(v1, s.availability)
	discovery.Routes(v1, s.discovery)
	checkout.Routes(v1, s.checkout)
	session.Routes(v1, s.session)
	refund.Routes(v1, s.refund)
	payout.Routes(v1, s.payout)
	ledger.Routes(v1, s.ledger)
	gateway.Routes(v1, s.gateway)
	calendar.Routes(v1, s.calendar)
	privacy.Routes(v1, s.privacy)
	review.Routes(v1, s.review)
	message.Routes(v1, s.message)
	favourite.Routes(v1, s.favourite)
	documents.Routes(v1, s.documents)
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
