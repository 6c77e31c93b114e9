package api

import (
	"bytes"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"

	"cerebro/api/web"
	"cerebro/models/account"
)

// auditedActions names the admin's actions in the audit log, by route; an
// admin write not listed is logged under its route.
var auditedActions = map[string]string{
	"PUT /api/v1/consultant/updateStatus/:consultantId": "consultant decision", // approve, reject, suspend, lift
	"PUT /api/v1/consultant/:id/confirmBankDetails":     "bank details confirmed",
	"PUT /api/v1/consultant/:id/credentials/review":     "registration checked or sent back",
	"PUT /api/v1/consultant/:id":                        "consultant profile edited",
	"DELETE /api/v1/consultant/:id":                     "consultant deleted",
	"PUT /api/v1/consultee/:id":                         "consultee profile edited",
	"DELETE /api/v1/consultee/:id":                      "consultee deleted",
	"PUT /api/v1/payments":                              "slip decision",
	"PUT /api/v1/refunds/:id":                           "refund decision",
	"PUT /api/v1/refunds/:id/retry":                     "refund retried",
	"PUT /api/v1/refunds/:id/transfer":                  "refund to be transferred",
	"PUT /api/v1/refunds/:id/transferred":               "refund transferred",
	"PUT /api/v1/refunds/:id/verify-account":            "refund account verified as the card holder's",
	"PUT /api/v1/payouts/:id/paid":                      "payout paid",
	"POST /api/v1/booking/:id/cancel":                   "session cancelled",
	"PUT /api/v1/users/:userId":                         "account changed",
	"DELETE /api/v1/users/:userId":                      "account deleted",
	"POST /api/v1/consultantCategory/":                  "category added",
	"PUT /api/v1/consultantCategory/:id":                "category changed",
	"DELETE /api/v1/consultantCategory/:id":             "category deleted",
	"POST /api/v1/auth/signOutEverywhere":               "signed out everywhere",
	"PUT /api/v1/auth/language":                         "language changed",
	"PUT /api/v1/admin/reviews/:id/hidden":              "review hidden or restored",
}

// auditedReads are the admin's reads the audit log records, as writes are:
// a booking's private thread, which the admin may open only once a problem
// is reported on it (api/message).
var auditedReads = map[string]string{
	"GET /api/v1/booking/:id/messages":                  "booking thread read",
	"GET /api/v1/booking/:id/attachments/:attachmentId": "booking thread attachment read",
}

// maxAuditDetail bounds what the log keeps of a request's body.
const maxAuditDetail = 2000

// audit records every admin request that changed something (a write
// answered 2xx): who, when, what and on what. It runs after authorize, so
// only a real admin's calls are recorded; a failed record is logged and
// never undoes the action.
func (s *Server) audit() gin.HandlerFunc {
	return func(c *gin.Context) {
		cl := web.ClaimsOf(c)
		route := c.Request.Method + " " + c.FullPath()
		read := auditedReads[route]
		if !web.IsAdmin(c) || read == "" && (c.Request.Method == http.MethodGet || c.Request.Method == http.MethodHead) {
			c.Next()
			return
		}
		body := peekBody(c)
		c.Next()
		if c.Writer.Status() >= 300 {
			return
		}
		action := auditedActions[route] + read
		if action == "" {
			action = route
		}
		id := cl.UserID()
		a := &account.AdminAction{AdminID: &id, AdminEmail: cl.Email, Action: action, Route: route,
			Subject: subjectOf(c.Params), Detail: auditDetail(body)}
		if err := s.stores.Account.RecordAdminAction(c.Request.Context(), a); err != nil {
			slog.ErrorContext(c.Request.Context(), "audit record failed", "route", route, "admin", id, "err", err)
		}
	}
}

// peekBody reads the request body (already capped) and puts it back.
func peekBody(c *gin.Context) []byte {
	if c.Request.Body == nil || !strings.HasPrefix(c.ContentType(), "application/json") {
		return nil
	}
	raw, err := io.ReadAll(c.Request.Body)
	c.Request.Body = io.NopCloser(io.MultiReader(bytes.NewReader(raw), errReader{err}))
	return raw
}

// errReader hands a read failure on to the handler after the bytes read.
type errReader struct{ err error }

func (r errReader) Read([]byte) (int, error) {
	if r.err != nil {
		return 0, r.err
	}
	return 0, io.EOF
}

// subjectOf is the path's parameters, "id=42".
func subjectOf(params gin.Params) string {
	parts := make([]string, len(params))
	for i, p := range params {
		parts[i] = p.Key + "=" + p.Value
	}
	return strings.Join(parts, " ")
}

// auditDetail keeps a JSON body without its secrets, shortened.
func auditDetail(raw []byte) string {
	var v map[string]any
	if len(raw) == 0 || json.Unmarshal(raw, &v) != nil {
		return ""
	}
	for k := range v {
		if l := strings.ToLower(k); strings.Contains(l, "password") || strings.Contains(l, "token") || strings.Contains(l, "secret") {
			v[k] = "(hidden)"
		}
	}
	out, _ := json.Marshal(v)
	if len(out) > maxAuditDetail {
		return string(out[:maxAuditDetail]) + "…"
	}
	return string(out)
}
