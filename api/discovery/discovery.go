package discovery

import (
	"net/http"
	"strconv"
	"strings"

	"github.com/gin-gonic/gin"

	"cerebro/api/web"
	"cerebro/apperr"
	"cerebro/models/discovery"
	"cerebro/rules"
)

// Finding the right consultant: the sorts of the search, a consultant's
// reviews and the days with open slots (the availability picker).

// The refusals of the discovery routes' parameters.
const (
	errBadSort     apperr.Code = "discovery.sort_unknown"
	errBadDays     apperr.Code = "discovery.days_out_of_range"
	errBadDaysFrom apperr.Code = "discovery.from_not_a_date"
)

const (
	// availableDaysDefault: six weeks, what the picker shows at once.
	availableDaysDefault = 42
	availableDaysMax     = 92
)

// parseSort reads ?sort= (or the body's sort): name when empty.
func parseSort(raw string) (discovery.ConsultantSort, error) {
	raw = strings.ToLower(strings.TrimSpace(raw))
	if raw == "" {
		return discovery.SortByName, nil
	}
	for _, s := range discovery.ConsultantSorts {
		if string(s) == raw {
			return s, nil
		}
	}
	return "", apperr.New(errBadSort)
}

// consultantReviews is GET /consultant/:id/reviews?page=&rows=: what
// consultees wrote of their sessions, newest first.
func (h *Handlers) consultantReviews(c *gin.Context) {
	cons, ok := web.PublicConsultant(c, h.Profile)
	if !ok {
		return
	}
	p, ok := web.QueryPage(c)
	if !ok {
		return
	}
	reviews, total, err := h.Discovery.Reviews(c.Request.Context(), cons.ID, p)
	if err != nil {
		web.Fail(c, err)
		return
	}
	for i := range reviews {
		if reviews[i].FormerMember {
			reviews[i].Reviewer = web.FormerMember(c)
		}
	}
	c.JSON(http.StatusOK, web.NewPageView(reviews, p, total))
}

// availableDays is GET /consultant/:id/availableDays?from=YYYY-MM-DD&days=N:
// the Colombo dates with an open slot, from `from` (today) for N days (42).
func (h *Handlers) availableDays(c *gin.Context) {
	cons, ok := web.PublicConsultant(c, h.Profile)
	if !ok {
		return
	}
	from := rules.ColomboToday(h.Now())
	if raw := strings.TrimSpace(c.Query("from")); raw != "" {
		day, _, err := web.ColomboDay(raw)
		if err != nil {
			web.Fail(c, apperr.New(errBadDaysFrom))
			return
		}
		from = day
	}
	days := availableDaysDefault
	if raw := strings.TrimSpace(c.Query("days")); raw != "" {
		n, err := strconv.Atoi(raw)
		if err != nil || n < 1 || n > availableDaysMax {
			web.Fail(c, apperr.New(errBadDays))
			return
		}
		days = n
	}
	list, err := h.Discovery.AvailableDays(c.Request.Context(), cons.ID, from, days, h.Now())
	if err != nil {
		web.Fail(c, err)
		return
	}
	c.JSON(http.StatusOK, gin.H{"from": rules.ColomboDate(from), "days": days, "availableDays": list})
}
