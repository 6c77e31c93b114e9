package payout

import (
	"net/http"
	"strings"
	"time"

	"github.com/gin-gonic/gin"

	"cerebro/api/web"
	"cerebro/apperr"
	"cerebro/models/payout"
	"cerebro/rules"
)

// Earnings, as My Earnings shows them: completed sessions of paid invoices with no refund
// approved or paid, by the slot's Colombo date, split 70/30 in cents per
// booking (rules.SplitCommission).

// Refusals of the earnings period.
const (
	errEarningsBadDate       apperr.Code = "payout.bad_date"
	errEarningsDatesReversed apperr.Code = "payout.dates_reversed"
)

// earningsLineView is one consultee's sessions on one day.
type earningsLineView struct {
	BookingIDs       []int64 `json:"bookingIds"`
	ConsulteeName    string  `json:"consulteeName"`
	Date             string  `json:"date"`
	EarnedAmount     int64   `json:"earnedAmount"`
	ConsultantAmount int64   `json:"consultantAmount"`
	CerebroAmount    int64   `json:"cerebroAmount"`
}

// earningsTotals are the report's totals, in cents.
type earningsTotals struct {
	Bookings        int    `json:"bookings"`
	Earned          int64  `json:"earned"`
	ConsultantShare int64  `json:"consultantShare"`
	CerebroShare    int64  `json:"cerebroShare"`
	Currency        string `json:"currency"`
}

// consultantEarnings is GET /consultant/earnings?consultantId&startDate&endDate,
// to that consultant or the admin.
func (h *Handlers) consultantEarnings(c *gin.Context) {
	id, ok := web.QueryID(c, "consultantId")
	if !ok {
		return
	}
	f, ok := earningsPeriod(c)
	if !ok {
		return
	}
	ct, ok := web.OwnedConsultant(c, h.Profile, id, web.ErrNotYourEarnings)
	if !ok {
		return
	}
	f.ConsultantID = ct.ID
	e, ok := h.earnings(c, f)
	if !ok {
		return
	}
	lines := make([]earningsLineView, 0, len(e.Lines))
	for _, l := range e.Lines {
		lines = append(lines, earningsLineView{BookingIDs: l.BookingIDs, ConsulteeName: l.ConsulteeName, Date: l.Date,
			EarnedAmount: l.Earned, ConsultantAmount: l.Consultant, CerebroAmount: l.Cerebro})
	}
	penalties, err := h.Payout.ConsultantPenalties(c.Request.Context(), f)
	if err != nil {
		web.Fail(c, err)
		return
	}
	var penaltyTotal int64
	for _, p := range penalties {
		penaltyTotal += p.Amount
	}
	c.JSON(http.StatusOK, struct {
		earningsTotals
		Earnings     []earningsLineView   `json:"earnings"`
		Penalties    []payout.PenaltyLine `json:"penalties"`    // sessions cancelled or missed, beside the earnings
		PenaltyTotal int64                `json:"penaltyTotal"` // cents, deducted from payouts
	}{totalsOf(e), lines, penalties, penaltyTotal})
}

// platformEarnings is GET /earnings?startDate&endDate: the admin's totals
// over every consultant.
func (h *Handlers) platformEarnings(c *gin.Context) {
	f, ok := earningsPeriod(c)
	if !ok {
		return
	}
	if e, ok := h.earnings(c, f); ok {
		c.JSON(http.StatusOK, totalsOf(e))
	}
}

func (h *Handlers) earnings(c *gin.Context, f payout.EarningsFilter) (payout.Earnings, bool) {
	list, err := h.Payout.EarnedBookings(c.Request.Context(), f)
	if err != nil {
		web.Fail(c, err)
		return payout.Earnings{}, false
	}
	return payout.SummarizeEarnings(list), true
}

func totalsOf(e payout.Earnings) earningsTotals {
	return earningsTotals{Bookings: e.Bookings, Earned: e.Earned, ConsultantShare: e.ConsultantShare,
		CerebroShare: e.CerebroShare, Currency: rules.Currency}
}

// earningsPeriod reads startDate and endDate, Colombo dates, both included
// and both optional.
func earningsPeriod(c *gin.Context) (payout.EarningsFilter, bool) {
	var f payout.EarningsFilter
	var err error
	if d := strings.TrimSpace(c.Query("startDate")); d != "" {
		if f.From, err = rules.ParseColombo(d, "00:00"); err != nil {
			web.Fail(c, apperr.New(errEarningsBadDate).With("name", "startDate"))
			return f, false
		}
	}
	if d := strings.TrimSpace(c.Query("endDate")); d != "" {
		if f.To, err = rules.ParseColombo(d, "00:00"); err != nil {
			web.Fail(c, apperr.New(errEarningsBadDate).With("name", "endDate"))
			return f, false
		}
		f.To = f.To.Add(24 * time.Hour)
	}
	if !f.From.IsZero() && !f.To.IsZero() && !f.From.Before(f.To) {
		web.Fail(c, apperr.New(errEarningsDatesReversed))
		return f, false
	}
	return f, true
}
