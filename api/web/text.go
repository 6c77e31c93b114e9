package web

import (
	"net/netip"
	"regexp"
	"strings"
	"time"

	"github.com/gin-gonic/gin"

	"cerebro/apperr"
	"cerebro/rules"
)

// MaxFreeText is the longest free text (a comment, a reason) in characters.
const MaxFreeText = 1000

// FreeText normalises a plain-text field (see PlainText) and refuses one
// over 1000 characters as tooLong, the field's own refusal.
func FreeText(c *gin.Context, raw string, tooLong apperr.Code) (string, bool) {
	text := PlainText(raw)
	if len([]rune(text)) > MaxFreeText {
		Fail(c, apperr.New(tooLong))
		return "", false
	}
	return text, true
}

// PlainText keeps free text as plain text: trimmed, line breaks as \n,
// control characters dropped. It is stored and answered as typed, never
// interpreted as markup (the web app renders it as text).
func PlainText(s string) string {
	s = strings.ReplaceAll(strings.ReplaceAll(s, "\r\n", "\n"), "\r", "\n")
	return strings.TrimSpace(strings.Map(func(r rune) rune {
		if r < 0x20 && r != '\n' && r != '\t' || r == 0x7f {
			return -1
		}
		return r
	}, s))
}

// ImageURL is where a stored profile image is served; empty when none.
func ImageURL(name string) string {
	if name == "" {
		return ""
	}
	return "/api/v1/images/" + name
}

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

// BindTransferReference reads a transfer-made body and checks its bank
// reference, answering 400 otherwise.
func BindTransferReference(c *gin.Context) (string, bool) {
	var in TransferMadeRequest
	if !BindJSON(c, &in) {
		return "", false
	}
	ref := strings.TrimSpace(in.Reference)
	if !TransferReference.MatchString(ref) {
		Fail(c, apperr.New(ErrTransferReference))
		return "", false
	}
	return ref, true
}

// ErrDateFormat refuses a date that is not YYYY-MM-DD.
const ErrDateFormat apperr.Code = "availability.date_not_a_date"

// ErrTransferReference refuses a bank reference of a transfer made, a
// refund's or a payout's.
const ErrTransferReference apperr.Code = "refund.transfer_reference_invalid"

// TransferReference is the bank's reference of a transfer: letters, digits
// and - / . _ space, 3 to 64 characters.
var TransferReference = regexp.MustCompile(`^[A-Za-z0-9][A-Za-z0-9 ./_-]{2,63}$`)

// TransferMadeRequest is the body of the admin's "transfer made" routes
// (PUT /refunds/:id/transferred, PUT /payouts/:id/paid).
type TransferMadeRequest struct {
	Reference string `json:"reference"`
}

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

// LastDigits shows the end of an account number, never all of it.
func LastDigits(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[len(s)-n:]
}
