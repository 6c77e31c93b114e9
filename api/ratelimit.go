package api

import (
	"fmt"
	"math"
	"strconv"
	"sync"
	"time"

	"github.com/gin-gonic/gin"
	"golang.org/x/time/rate"

	"cerebro/apperr"
)

// Rate limits: how often one client IP or one account may call the routes
// worth flooding (golang.org/x/time/rate token buckets). The client IP is
// Gin's, which reads X-Forwarded-For only from CEREBRO_TRUSTED_PROXIES, so
// nobody can claim another address. Over the limit: 429 with Retry-After.

// limitRule is one route's limit: a steady rate and a burst, per IP or per
// account (per IP for anonymous callers).
type limitRule struct {
	perAccount bool
	every      time.Duration // one more call allowed every …
	burst      int
}

// limitRules are the limited routes, by method and route pattern.
var limitRules = map[string]limitRule{
	"POST /api/v1/auth/signin":             {every: 6 * time.Second, burst: 10}, // 10 a minute per IP: no password spraying
	"POST /api/v1/auth/signup":             {every: 12 * time.Second, burst: 5}, // 5 a minute per IP
	"GET /api/v1/auth/resetPassword":       {every: 12 * time.Second, burst: 5}, // reset mails
	"POST /api/v1/auth/updatePassword":     {every: 6 * time.Second, burst: 10}, // reset tokens
	"POST /api/v1/auth/verifyEmail":        {every: 6 * time.Second, burst: 10}, // verification tokens
	"POST /api/v1/auth/resendVerification": {perAccount: true, every: 5 * time.Minute, burst: 3},
	"POST /api/v1/booking":                 {perAccount: true, every: 6 * time.Second, burst: 10},
	"POST /api/v1/upload/image":            {perAccount: true, every: time.Minute, burst: 10},
	"POST /api/v1/upload/slip":             {perAccount: true, every: time.Minute, burst: 10},
	"POST /api/v1/booking/rate":            {perAccount: true, every: time.Second, burst: 30}, // joins
	"POST /api/v1/booking/:id/presence":    {perAccount: true, every: 5 * time.Second, burst: 30},
	"POST /api/v1/payments/notify":         {every: 100 * time.Millisecond, burst: 200}, // the gateway: generous
}

// MsgTooFast is the 429's message; %s is how long to wait.
const MsgTooFast = "Too many requests. Please wait %s and try again."

// limiters keeps one bucket per route and client, forgetting idle ones.
type limiters struct {
	mu      sync.Mutex
	buckets map[string]*bucket
}

type bucket struct {
	lim  *rate.Limiter
	seen time.Time
}

// forgetAfter is how long an unused bucket is kept; a bucket idle that long
// is full again anyway.
const forgetAfter = 10 * time.Minute

func (l *limiters) get(key string, r limitRule, now time.Time) *rate.Limiter {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.buckets == nil {
		l.buckets = map[string]*bucket{}
	}
	if len(l.buckets) > 10000 {
		for k, b := range l.buckets {
			if now.Sub(b.seen) > forgetAfter {
				delete(l.buckets, k)
			}
		}
	}
	b, ok := l.buckets[key]
	if !ok {
		b = &bucket{lim: rate.NewLimiter(rate.Every(r.every), r.burst)}
		l.buckets[key] = b
	}
	b.seen = now
	return b.lim
}

// rateLimit applies limitRules; it runs after authenticate, so an account's
// limit follows the account whatever its address.
func (s *Server) rateLimit() gin.HandlerFunc {
	l := &limiters{}
	return func(c *gin.Context) {
		route := c.Request.Method + " " + c.FullPath()
		r, ok := limitRules[route]
		if !ok || !s.Config.RateLimits {
			c.Next()
			return
		}
		who := "ip:" + c.ClientIP()
		if cl := claimsOf(c); r.perAccount && cl != nil {
			who = "user:" + strconv.FormatInt(cl.UserID(), 10)
		}
		now := time.Now()
		res := l.get(route+" "+who, r, now).ReserveN(now, 1)
		if wait := res.DelayFrom(now); wait > 0 {
			res.CancelAt(now)
			secs := int(math.Ceil(wait.Seconds()))
			c.Header("Retry-After", strconv.Itoa(secs))
			fail(c, apperr.TooMany(fmt.Sprintf(MsgTooFast, secondsText(secs))))
			c.Abort()
			return
		}
		c.Next()
	}
}

func secondsText(s int) string {
	if s == 1 {
		return "1 second"
	}
	return fmt.Sprintf("%d seconds", s)
}
