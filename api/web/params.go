package web

import (
	"net/netip"
	"time"

	"github.com/gin-gonic/gin"

	"cerebro/apperr"
	"cerebro/rules"
)

// PathIDOr0 reads :id, answering 400 (and returning 0) when it is bad.
func PathIDOr0(c *gin.Context) int64 {
	id, _ := PathID(c, "id")
	return id
}

// ColomboDay is the UTC span of a Colombo calendar date "2006-01-02".
func ColomboDay(date string) (from, to time.Time, err error) {
	d, perr := time.ParseInLocation(rules.DateLayout, date, rules.Colombo)
	if perr != nil || d.Format(rules.DateLayout) != date {
		return from, to, apperr.New(ErrDateFormat)
	}
	return d.UTC(), d.AddDate(0, 0, 1).UTC(), nil
}

// ErrDateFormat refuses a date that is not YYYY-MM-DD.
const ErrDateFormat apperr.Code = "availability.date_not_a_date"

// ClientKey is who a client is for the per-address limits: its IPv4
// address, or the /64 of an IPv6 one (a home or a server gets a whole /64,
// and could otherwise take a fresh address for every call).
func ClientKey(ip string) string {
	a, err := netip.ParseAddr(ip)
	if err != nil {
		return ip
	}
	a = a.Unmap()
	if a.Is4() {
		return a.String()
	}
	p, _ := a.WithZone("").Prefix(64)
	return p.String()
}
