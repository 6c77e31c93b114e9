package sms

import (
	"time"

	"cerebro/rules"
)

// The quiet hours: no text is sent from 21:00 to 07:00 Colombo time but
// the 15-minute reminder; the others are held until 07:00.
const (
	QuietFrom = 21
	QuietTo   = 7
)

// Quiet reports whether t falls in the quiet hours.
func Quiet(t time.Time) bool {
	h := t.In(rules.Colombo).Hour()
	return h >= QuietFrom || h < QuietTo
}

// NotBefore is the first moment from t a text may be sent: t itself, or
// 07:00 Colombo time after the night t falls in.
func NotBefore(t time.Time) time.Time {
	if !Quiet(t) {
		return t
	}
	c := t.In(rules.Colombo)
	morning := time.Date(c.Year(), c.Month(), c.Day(), QuietTo, 0, 0, 0, rules.Colombo)
	if c.Hour() >= QuietFrom {
		morning = morning.AddDate(0, 0, 1)
	}
	return morning
}
