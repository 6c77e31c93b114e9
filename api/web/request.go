package web

import (
	"log/slog"

	"github.com/gin-gonic/gin"

	"cerebro/auth"
)

// ClaimsKey is where authentication leaves the caller's verified claims on
// the request, for every area's ownership checks.
const ClaimsKey = "claims"

// RequestIDKey is where the request id middleware leaves the request's id,
// so every log line of the request carries it.
const RequestIDKey = "requestId"

// ClaimsOf returns the caller's verified token claims, or nil when anonymous.
func ClaimsOf(c *gin.Context) *auth.Claims {
	v, ok := c.Get(ClaimsKey)
	if !ok {
		return nil
	}
	cl, _ := v.(*auth.Claims)
	return cl
}

// RequestIDOf is the id of the request c serves.
func RequestIDOf(c *gin.Context) string { return c.GetString(RequestIDKey) }

// LogError records an internal failure with the request it broke.
func LogError(c *gin.Context, err error) {
	slog.ErrorContext(c.Request.Context(), "request failed", "request_id", RequestIDOf(c), "method", c.Request.Method, "path", c.FullPath(), "err", err)
}
