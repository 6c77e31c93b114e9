package documents

import (
	"strings"
	"time"

	"github.com/gin-gonic/gin"

	"cerebro/api/web"
	"cerebro/apperr"
	"cerebro/documents"
	"cerebro/models"
	"cerebro/models/payout"
	"cerebro/rules"
)

// Statement refusals.
const (
	errBadMonth           apperr.Code = "documents.bad_month"
	errConsultantRequired apperr.Code = "documents.consultant_required"
)

// statement is GET /consultant/statement?month=YYYY-MM: the signed-in
// consultant's statement of that Colombo calendar month as a PDF. The admin
// names the consultant with consultantId= (required for the admin; a
// consultant may pass their own, anyone else's is refused with 403).
func (h *Handlers) statement(c *gin.Context) {
	from, to, ok := monthOf(c)
	if !ok {
		return
	}
	ct, ok := h.statementConsultant(c)
	if !ok {
		return
	}
	s, err := h.statementOf(c, ct, from, to)
	if err != nil {
		web.Fail(c, err)
		return
	}
	zone := ""
	if !web.IsAdmin(c) {
		zone = ct.TimeZone
	}
	b, err := documents.RenderStatement(s, readerOf(c, zone))
	if err != nil {
		web.Fail(c, err)
		return
	}
	sendPDF(c, "cerebro-statement-"+from.In(rules.Colombo).Format("2006-01")+".pdf", b)
}

// monthOf reads ?month=YYYY-MM as the UTC span of that Colombo month.
func monthOf(c *gin.Context) (from, to time.Time, ok bool) {
	raw := strings.TrimSpace(c.Query("month"))
	m, err := time.ParseInLocation("2006-01", raw, rules.Colombo)
	if err != nil || m.Format("2006-01") != raw {
		web.Fail(c, apperr.New(errBadMonth).With("name", "month"))
		return from, to, false
	}
	return m.UTC(), m.AddDate(0, 1, 0).UTC(), true
}

// statementConsultant is whose statement: consultantId= when given (that
// consultant or the admin may read it), else the signed-in consultant's.
func (h *Handlers) statementConsultant(c *gin.Context) (*models.Consultant, bool) {
	if raw := c.Query("consultantId"); raw != "" {
		id, ok := web.ParseID(c, raw, "consultantId")
		if !ok {
			return nil, false
		}
		return web.OwnedConsultant(c, h.Profile, id, web.ErrNotYourEarnings)
	}
	if web.IsAdmin(c) {
		web.Fail(c, apperr.New(errConsultantRequired))
		return nil, false
	}
	ct, err := h.Profile.ConsultantByUserID(c.Request.Context(), web.CallerID(c))
	if err != nil {
		web.Fail(c, err)
		return nil, false
	}
	return ct, true
}

// statementOf gathers the month: earned sessions and penalties by their
// session's date (as My Earnings counts them), refunds by their ledger
// line's date, payouts by the day they were paid.
func (h *Handlers) statementOf(c *gin.Context, ct *models.Consultant, from, to time.Time) (documents.Statement, error) {
	ctx := c.Request.Context()
	s := documents.Statement{Company: h.company(), Month: from.In(rules.Colombo), IssuedAt: h.Now(),
		Consultant: strings.TrimSpace(ct.FirstName + " " + ct.LastName)}
	f := payout.EarningsFilter{ConsultantID: ct.ID, From: from, To: to}
	earned, err := h.Payout.EarnedBookings(ctx, f)
	if err != nil {
		return s, err
	}
	for _, b := range earned {
		platform, share := rules.SplitCommission(b.Price)
		s.Sessions = append(s.Sessions, documents.StatementSession{Start: b.StartsAt, End: b.EndsAt, Price: b.Price,
			Platform: platform, Consultant: share, Consultee: strings.TrimSpace(b.ConsulteeFirstName + " " + b.ConsulteeLastName)})
	}
	penalties, err := h.Payout.ConsultantPenalties(ctx, f)
	if err != nil {
		return s, err
	}
	for _, p := range penalties {
		day, _ := time.ParseInLocation(rules.DateLayout, p.Date, rules.Colombo)
		s.Penalties = append(s.Penalties, documents.StatementPenalty{Session: day, Consultee: p.ConsulteeName,
			Reason: p.Reason, Amount: p.Amount})
	}
	refunds, err := h.Payout.RefundsTaken(ctx, ct.ID, from, to)
	if err != nil {
		return s, err
	}
	for _, r := range refunds {
		s.Refunds = append(s.Refunds, documents.StatementRefund{PaidAt: r.PaidAt, Consultee: r.Consultee(),
			Amount: r.Amount, Share: r.Share})
	}
	paid, err := h.Payout.PaidIn(ctx, ct.ID, from, to)
	if err != nil {
		return s, err
	}
	for _, p := range paid {
		ref := p.Reference
		at := p.CreatedAt
		if p.PaidAt != nil {
			at = *p.PaidAt
		}
		s.Payouts = append(s.Payouts, documents.StatementPayout{PaidAt: at, PeriodStart: p.PeriodStart, PeriodEnd: p.PeriodEnd,
			Amount: p.Amount, Reference: ref})
	}
	return s, nil
}
