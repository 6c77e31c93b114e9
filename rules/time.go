package rules

import (
	"fmt"
	"time"

	// Embedded zone data: containers and CI images often ship without
	// /usr/share/zoneinfo, and a missing zone must not break money or slots.
	_ "time/tzdata"
)

// Colombo is Asia/Colombo (UTC+05:30), the only zone users see. Times are
// stored in UTC and converted here only for display and for reading the
// dates and clock times users type.
var Colombo = mustLoadLocation("Asia/Colombo")

// DateLayout is the wire and display format of a Colombo calendar date.
const DateLayout = "2006-01-02"

// ClockLayout is the wire and display format of a Colombo clock time.
const ClockLayout = "15:04:05"

// ShortClockLayout is how a time appears in messages to users.
const ShortClockLayout = "15:04"

func mustLoadLocation(name string) *time.Location {
	loc, err := time.LoadLocation(name)
	if err != nil {
		// Unreachable with time/tzdata linked in; fail loudly rather
		// than silently fall back to UTC and shift every slot 5.5 hours.
		panic(fmt.Sprintf("rules: load %s: %v", name, err))
	}
	return loc
}

// ColomboDate shows an instant as its Colombo calendar date ("2006-01-02"),
// the form the API returns for slot and booking dates.
func ColomboDate(t time.Time) string { return t.In(Colombo).Format(DateLayout) }

// ColomboClock shows an instant as its Colombo clock time ("15:04:05"),
// the form the API returns for slot start and end times.
func ColomboClock(t time.Time) string { return t.In(Colombo).Format(ClockLayout) }

// ColomboToday is the Colombo calendar date containing now, at midnight
// Colombo. Calendar rules (age, "today" defaults) must use this rather
// than now's UTC date, which lags Colombo by a day from 18:30 UTC.
func ColomboToday(now time.Time) time.Time {
	y, m, d := now.In(Colombo).Date()
	return time.Date(y, m, d, 0, 0, 0, 0, Colombo)
}

// ParseColombo reads a Colombo date ("2006-01-02") and clock time
// ("15:04:05" or "15:04") typed by a user and returns the instant in UTC.
// It is strict (two-digit fields, real calendar days) because a lenient
// parse would quietly move a consultant's slot.
func ParseColombo(date, clock string) (time.Time, error) {
	d, err := ParseStrict(DateLayout, date)
	if err != nil {
		return time.Time{}, fmt.Errorf("date %q is not a valid YYYY-MM-DD date", date)
	}
	c, err := ParseClock(clock)
	if err != nil {
		return time.Time{}, err
	}
	t := time.Date(d.Year(), d.Month(), d.Day(), c.Hour(), c.Minute(), c.Second(), 0, Colombo)
	return t.UTC(), nil
}

// ParseClock accepts "15:04:05" and "15:04": the form sends seconds, but
// people and older clients do not.
func ParseClock(clock string) (time.Time, error) {
	for _, layout := range []string{ClockLayout, ShortClockLayout} {
		if t, err := ParseStrict(layout, clock); err == nil {
			return t, nil
		}
	}
	return time.Time{}, fmt.Errorf("time %q is not a valid HH:MM or HH:MM:SS time", clock)
}

// ParseStrict rejects inputs time.Parse tolerates, such as a one-digit
// hour, by insisting the value round-trips.
func ParseStrict(layout, value string) (time.Time, error) {
	t, err := time.Parse(layout, value)
	if err != nil {
		return time.Time{}, err
	}
	if t.Format(layout) != value {
		return time.Time{}, fmt.Errorf("%q is not in the form %s", value, layout)
	}
	return t, nil
}

// WaitText says a wait the way a person would: "1 minute", "8 minutes".
func WaitText(d time.Duration) string {
	m := int((d + time.Minute - 1) / time.Minute)
	if m <= 1 {
		return "1 minute"
	}
	return fmt.Sprintf("%d minutes", m)
}
