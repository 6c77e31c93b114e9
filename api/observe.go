package api

import (
	"crypto/rand"
	"encoding/hex"
	"log/slog"
	"net/http"
	"regexp"
	"strconv"
	"time"

	"github.com/gin-gonic/gin"
	"go.opentelemetry.io/contrib/instrumentation/github.com/gin-gonic/gin/otelgin"
	metricnoop "go.opentelemetry.io/otel/metric/noop"
	"go.opentelemetry.io/otel/propagation"

	"cerebro/api/web"
	"cerebro/metrics"
	"cerebro/telemetry"
)

// Observability of the HTTP layer: a span per request when tracing is on,
// a request id on every request (the caller's X-Request-ID when it is
// sane, else a new one), returned in the answer and on every log line of
// the request, and one access line per request.

// traceRequests makes each request a span (otelgin, named by the route:
// "POST /api/v1/booking"), the child of the caller's traceparent if any,
// whose context the handlers hand to the database and to Temporal. The
// probes (livez, readyz, health) are not traced. With tracing off it only
// reads the caller's trace context, so its ids still reach Temporal's
// headers and the log lines, at no other cost.
func traceRequests(t *telemetry.Tracing) gin.HandlerFunc {
	if t == nil {
		t = telemetry.Off()
	}
	if !t.Enabled() {
		return func(c *gin.Context) {
			if c.GetHeader("traceparent") != "" {
				c.Request = c.Request.WithContext(t.Propagator.Extract(c.Request.Context(), propagation.HeaderCarrier(c.Request.Header)))
			}
			c.Next()
		}
	}
	return otelgin.Middleware("", otelgin.WithTracerProvider(t.Provider), otelgin.WithPropagators(t.Propagator),
		otelgin.WithMeterProvider(metricnoop.NewMeterProvider()), // Prometheus has the latencies (metrics.HTTPDuration)
		otelgin.WithGinFilter(func(c *gin.Context) bool { return !probes[c.FullPath()] }))
}

// probes are the health routes, asked every few seconds.
var probes = map[string]bool{"/api/v1/livez": true, "/api/v1/readyz": true, "/api/v1/health": true}

// RequestIDHeader carries the request id both ways.
const RequestIDHeader = "X-Request-ID"

// saneRequestID is what a caller's X-Request-ID may look like to be kept.
var saneRequestID = regexp.MustCompile(`^[A-Za-z0-9._:-]{1,128}$`)

// requestID gives the request its id.
func requestID() gin.HandlerFunc {
	return func(c *gin.Context) {
		id := c.GetHeader(RequestIDHeader)
		if !saneRequestID.MatchString(id) {
			id = newRequestID()
		}
		c.Set(web.RequestIDKey, id)
		c.Header(RequestIDHeader, id)
		c.Next()
	}
}

func newRequestID() string {
	b := make([]byte, 12)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}

// accessLog writes one line per request once it is answered: the method,
// the route (the pattern, not the ids in the path), the status, how long it
// took and who asked (0 for a visitor).
func accessLog() gin.HandlerFunc {
	return func(c *gin.Context) {
		start := time.Now()
		c.Next()
		took := time.Since(start)
		route, status := routeOf(c), c.Writer.Status()
		metrics.HTTPDuration.WithLabelValues(route, c.Request.Method, strconv.Itoa(status)).Observe(took.Seconds())
		slog.InfoContext(c.Request.Context(), "request", "request_id", web.RequestIDOf(c), "method", c.Request.Method, "route", route,
			"status", status, "duration_ms", float64(took.Microseconds())/1000, "user_id", web.CallerID(c))
	}
}

// routeOf is the matched route pattern, or what kind of path it was.
func routeOf(c *gin.Context) string {
	if r := c.FullPath(); r != "" {
		return r
	}
	return "unmatched"
}

// livez is GET /api/v1/livez: the process answers.
func (s *Server) livez(c *gin.Context) { c.JSON(http.StatusOK, gin.H{"status": "ok"}) }
