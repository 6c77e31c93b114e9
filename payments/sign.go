package payments

import (
	"crypto/md5"
	"crypto/subtle"
	"encoding/hex"
	"fmt"
	"net/url"
	"strconv"
	"strings"
)

// maxAmountDigits bounds the whole-units part of an amount: 13 digits is
// far beyond any invoice and keeps cents well inside int64.
const maxAmountDigits = 13

// maxAmountCents is the largest amount FormatAmount output that ParseAmount
// accepts back; Checkout refuses more so every order can be notified.
const maxAmountCents = 1_000_000_000_000_000 - 1

// maxFieldLen caps every notification field, so garbage is refused before
// any hashing or parsing work.
const maxFieldLen = 256

// FormatAmount renders integer cents the way PayHere signs and shows
// amounts: two decimals, dot separator, no grouping (150000 -> "1500.00").
func FormatAmount(cents int64) string {
	sign := ""
	u := uint64(cents)
	if cents < 0 {
		sign, u = "-", -u // two's complement negation also covers MinInt64
	}
	return fmt.Sprintf("%s%d.%02d", sign, u/100, u%100)
}

// ParseAmount reads a gateway amount ("1500.00", "1500.5", "1500") into
// cents by string parsing, never through floats. Signs, exponents, spaces,
// more than two decimals and absurd lengths are refused.
func ParseAmount(s string) (int64, error) {
	whole, frac, hasDot := strings.Cut(s, ".")
	if whole == "" || len(whole) > maxAmountDigits || !allDigits(whole) {
		return 0, fmt.Errorf("amount %q is not a number with up to %d digits", clip(s), maxAmountDigits)
	}
	if hasDot && (frac == "" || len(frac) > 2 || !allDigits(frac)) {
		return 0, fmt.Errorf("amount %q must have one or two decimals after the dot", clip(s))
	}
	// Both parts are checked digit strings short enough for int64.
	units, _ := strconv.ParseInt(whole, 10, 64)
	cents := int64(0)
	if frac != "" {
		cents, _ = strconv.ParseInt(frac, 10, 64)
		if len(frac) == 1 {
			cents *= 10
		}
	}
	return units*100 + cents, nil
}

// SignCheckout is PayHere's checkout hash:
// UPPER(md5(merchant_id + order_id + amount + currency + UPPER(md5(merchant_secret)))).
// amount must be the exact string posted (see FormatAmount).
func SignCheckout(merchantID, orderID, amount, currency, merchantSecret string) string {
	return upperMD5(merchantID + orderID + amount + currency + upperMD5(merchantSecret))
}

// SignNotification is PayHere's notification md5sig:
// UPPER(md5(merchant_id + order_id + payhere_amount + payhere_currency + status_code + UPPER(md5(merchant_secret)))).
// Every argument is the raw posted string.
func SignNotification(merchantID, orderID, payhereAmount, payhereCurrency, statusCode, merchantSecret string) string {
	return upperMD5(merchantID + orderID + payhereAmount + payhereCurrency + statusCode + upperMD5(merchantSecret))
}

func upperMD5(s string) string {
	sum := md5.Sum([]byte(s))
	return strings.ToUpper(hex.EncodeToString(sum[:]))
}

// sameSig compares hex signatures by their bytes, so either letter case is
// accepted, and in constant time, so response timing does not reveal how
// much of a forged signature was right.
func sameSig(got, want string) bool {
	g, err1 := hex.DecodeString(got)
	w, err2 := hex.DecodeString(want)
	return err1 == nil && err2 == nil && subtle.ConstantTimeCompare(g, w) == 1
}

// merchant is the signing identity shared by PayHere and the simulator.
type merchant struct {
	id, secret string
}

// checkoutFieldNames is the pinned field set of a checkout form, in the
// order PayHere documents them; the simulator carries exactly these.
var checkoutFieldNames = []string{
	"merchant_id", "return_url", "cancel_url", "notify_url", "order_id", "items", "currency", "amount",
	"first_name", "last_name", "email", "phone", "address", "city", "country", "hash",
}

func (m merchant) checkout(action string, o Order) (Checkout, error) {
	if err := validateOrder(o); err != nil {
		return Checkout{}, err
	}
	amount := FormatAmount(o.AmountCents)
	return Checkout{Action: action, Fields: map[string]string{
		"merchant_id": m.id,
		"return_url":  o.ReturnURL,
		"cancel_url":  o.CancelURL,
		"notify_url":  o.NotifyURL,
		"order_id":    o.OrderID,
		"items":       o.Items,
		"currency":    o.Currency,
		"amount":      amount,
		"first_name":  o.FirstName,
		"last_name":   o.LastName,
		"email":       o.Email,
		"phone":       o.Phone,
		"address":     o.Address,
		"city":        o.City,
		"country":     o.Country,
		"hash":        SignCheckout(m.id, o.OrderID, amount, o.Currency, m.secret),
	}}, nil
}

func validateOrder(o Order) error {
	switch {
	case strings.TrimSpace(o.OrderID) == "" || len(o.OrderID) > maxFieldLen:
		return fmt.Errorf("%w: order id must be 1-%d characters", ErrInvalidOrder, maxFieldLen)
	case strings.TrimSpace(o.Items) == "":
		return fmt.Errorf("%w: items must describe what is paid for", ErrInvalidOrder)
	case o.AmountCents <= 0 || o.AmountCents > maxAmountCents:
		return fmt.Errorf("%w: amount must be positive and below %s", ErrInvalidOrder, FormatAmount(maxAmountCents+1))
	case !isCurrency(o.Currency):
		return fmt.Errorf("%w: currency %q is not a 3-letter code", ErrInvalidOrder, o.Currency)
	}
	for _, u := range [...]struct{ name, url string }{{"return", o.ReturnURL}, {"cancel", o.CancelURL}, {"notify", o.NotifyURL}} {
		if !isHTTPURL(u.url) {
			return fmt.Errorf("%w: %s URL %q must be an absolute http(s) URL", ErrInvalidOrder, u.name, u.url)
		}
	}
	return nil
}

// verify checks a notification: shape first (cheap, bounded), then the
// merchant, then the signature over the raw strings as posted.
func (m merchant) verify(form url.Values) (Notification, error) {
	for _, k := range []string{"merchant_id", "order_id", "payment_id", "payhere_amount", "payhere_currency", "status_code", "md5sig", "method", "status_message"} {
		if len(form[k]) > 1 || len(form.Get(k)) > maxFieldLen {
			return Notification{}, fmt.Errorf("%w: field %s is repeated or too long", ErrMalformed, k)
		}
	}
	for _, k := range []string{"merchant_id", "order_id", "payment_id", "payhere_amount", "payhere_currency", "status_code", "md5sig"} {
		if form.Get(k) == "" {
			return Notification{}, fmt.Errorf("%w: field %s is missing", ErrMalformed, k)
		}
	}
	amount, err := ParseAmount(form.Get("payhere_amount"))
	if err != nil {
		return Notification{}, fmt.Errorf("%w: payhere_amount: %v", ErrMalformed, err)
	}
	status, ok := parseStatus(form.Get("status_code"))
	if !ok {
		return Notification{}, fmt.Errorf("%w: status_code %q is not a PayHere status", ErrMalformed, clip(form.Get("status_code")))
	}
	if !isCurrency(form.Get("payhere_currency")) {
		return Notification{}, fmt.Errorf("%w: payhere_currency %q is not a 3-letter code", ErrMalformed, clip(form.Get("payhere_currency")))
	}
	if form.Get("merchant_id") != m.id {
		return Notification{}, fmt.Errorf("%w: merchant_id %q", ErrWrongMerchant, clip(form.Get("merchant_id")))
	}
	want := SignNotification(m.id, form.Get("order_id"), form.Get("payhere_amount"),
		form.Get("payhere_currency"), form.Get("status_code"), m.secret)
	if !sameSig(form.Get("md5sig"), want) {
		return Notification{}, fmt.Errorf("%w: order %q", ErrBadSignature, clip(form.Get("order_id")))
	}
	return Notification{
		MerchantID:    m.id,
		OrderID:       form.Get("order_id"),
		PaymentID:     form.Get("payment_id"),
		Currency:      form.Get("payhere_currency"),
		Method:        form.Get("method"),
		StatusMessage: form.Get("status_message"),
		AmountCents:   amount,
		StatusCode:    status,
	}, nil
}

// parseStatus accepts only the exact spellings PayHere sends: anything else
// ("02", "+2", "3") is not a status the booking flow knows how to act on.
func parseStatus(s string) (int, bool) {
	switch s {
	case "2":
		return StatusPaid, true
	case "0":
		return StatusPending, true
	case "-1":
		return StatusCanceled, true
	case "-2":
		return StatusFailed, true
	case "-3":
		return StatusChargedback, true
	}
	return 0, false
}

func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

func isCurrency(s string) bool {
	if len(s) != 3 {
		return false
	}
	for i := 0; i < 3; i++ {
		if s[i] < 'A' || s[i] > 'Z' {
			return false
		}
	}
	return true
}

func isHTTPURL(s string) bool {
	u, err := url.Parse(s)
	return err == nil && (u.Scheme == "http" || u.Scheme == "https") && u.Host != ""
}

// clip keeps error messages (which end up in logs) short whatever was posted.
func clip(s string) string {
	if len(s) > 40 {
		return s[:40] + "…"
	}
	return s
}
