package api

import (
	"math"
	"strconv"
	"time"

	"github.com/gin-gonic/gin"

	"cerebro/api/web"
	"cerebro/apperr"
	"cerebro/models"
)

// Rate limits: how often one client address or one account may call the
// routes worth flooding. The buckets are rows in PostgreSQL
// (models.RateLimits), shared by every api replica, so a client gets no more
// calls by landing on another one. The client's address is Gin's, which reads
// X-Forwarded-For only from CEREBRO_TRUSTED_PROXIES, so nobody can claim
// another; an IPv6 client is its /64 (web.ClientKey). Over the limit: 429
// with Retry-After.

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
	"POST /api/v1/booking/quote":           {perAccount: true, every: 3 * time.Second, burst: 20}, // no guessing codes
	"POST /api/v1/upload/image":            {perAccount: true, every: time.Minute, burst: 10},
	"POST /api/v1/upload/slip":             {perAccount: true, every: time.Minute, burst: 10},
	"POST /api/v1/booking/rate":            {perAccount: true, every: time.Second, burst: 30}, // joins
	"POST /api/v1/booking/:id/presence":    {perAccount: true, every: 5 * time.Second, burst: 30},
	"POST /api/v1/booking/:id/messages":    {perAccount: true, every: 6 * time.Second, burst: 10}, // 10 a minute: a conversation, not a flood
	"POST /api/v1/booking/:id/attachments": {perAccount: true, every: time.Minute, burst: 10},
	"POST /api/v1/payments/notify":         {every: 100 * time.Millisecond, burst: 200},           // the gateway: generous
	"GET /api/v1/me/export":                {perAccount: true, every: 10 * time.Minute, burst: 3}, // reads everything: expensive
	"DELETE /api/v1/me":                    {perAccount: true, every: 6 * time.Second, burst: 10},
	// Push subscriptions: a device subscribes once; a browser renewing its
	// subscription, or someone switching it off and on, stays well inside.
	"POST /api/v1/push/subscriptions":   {perAccount: true, every: 6 * time.Second, burst: 10},
	"DELETE /api/v1/push/subscriptions": {perAccount: true, every: 6 * time.Second, burst: 10},
	// Reviews: replies, and reports (10, then one a minute).
	// Phone codes: each start sends a text (3 an hour besides, api/phone);
	// confirmations are 5 tries a code, and these keep guessing slow.
	"POST /api/v1/auth/phone/start":   {perAccount: true, every: time.Minute, burst: 5},
	"POST /api/v1/auth/phone/confirm": {perAccount: true, every: 6 * time.Second, burst: 10},
	"PUT /api/v1/me/notifications":    {perAccount: true, every: 6 * time.Second, burst: 10},
	"PUT /api/v1/reviews/:id/reply":   {perAccount: true, every: 6 * time.Second, burst: 10},
	"POST /api/v1/reviews/:id/report": {perAccount: true, every: time.Minute, burst: 10},
}

// The 429 of a flood, worded for one second or several (the catalogue has
// no plural syntax, so each wording is its own code).
const (
	errTooFast          apperr.Code = "common.too_many_requests"
	errTooFastOneSecond apperr.Code = "common.too_many_requests_one_second"
)

// rateLimit applies limitRules; it runs after authenticate, so an account's
// limit follows the account whatever its address. A limit the database
// cannot check answers 503, as the route behind it would.
func (s *Server) rateLimit() gin.HandlerFunc {
	limits := models.NewRateLimits(s.Store.DB)
	sweep := newSweeper(limits, sweepEvery)
	return func(c *gin.Context) {
		route := c.Request.Method + " " + c.FullPath()
		r, ok := limitRules[route]
		if !ok || !s.Config.RateLimits {
			c.Next()
			return
		}
		who := "ip:" + web.ClientKey(c.ClientIP())
		if cl := web.ClaimsOf(c); r.perAccount && cl != nil {
			who = "user:" + strconv.FormatInt(cl.UserID(), 10)
		}
		sweep.maybe()
		wait, err := limits.Take(c.Request.Context(), route+" "+who, r.every, r.burst)
		if err != nil {
			web.Fail(c, err)
			return
		}
		if wait > 0 {
			web.Fail(c, tooFast(wait))
			return
		}
		c.Next()
	}
}

// tooFast is the refusal of a flood that may try again after wait
// (Retry-After, in whole seconds rounded up).
func tooFast(wait time.Duration) *apperr.Error {
	code, secs := errTooFast, int(math.Ceil(wait.Seconds()))
	if secs <= 1 {
		code = errTooFastOneSecond
	}
	return apperr.New(code).With("seconds", secs).After(wait)
}
