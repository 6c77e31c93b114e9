package mailer

import (
	"fmt"
	"strings"
	"time"

	"cerebro/rules"
)

// Reader is whom a mail is written for: the language they read and the time
// zone they live in. Every time, date, amount and wait a mail states is
// written by a Reader, so each recipient reads them their own way.
type Reader struct {
	Lang string         // rules.English, Sinhala or Tamil; anything else reads English
	Zone *time.Location // nil reads Sri Lanka time
}

// ReaderOf is the reader of an account's language and a profile's IANA
// zone; an empty or unknown zone is Sri Lanka's (admins have no profile).
func ReaderOf(lang, zone string) Reader {
	r := Reader{Lang: lang, Zone: rules.Colombo}
	if zone != "" {
		if loc, err := time.LoadLocation(zone); err == nil {
			r.Zone = loc
		}
	}
	return r
}

// locale is how one language writes dates, clock times, money and waits.
// Go has no CLDR, so the names are in the table below. English keeps a
// 12-hour clock ("3:00 PM"); Sinhala and Tamil use the 24-hour clock
// ("15:00"), as timetables, tickets and official notices in Sri Lanka do,
// which avoids spelling out AM and PM in each script. Sinhala joins some
// letters with a zero-width joiner (ශ්\u200dරී, අප්\u200dරේල්), written as
// \u200d so it can be seen.
type locale struct {
	months   [12]string
	weekdays [7]string // Sunday first, as time.Weekday
	date     func(l *locale, t time.Time) string
	clock    func(t time.Time) string
	dateTime string // date, then the clock or span
	span     string // start, end
	home     string // the time, the zone's name: the reader's zone keeps Sri Lanka's offset
	away     string // the time, the zone's name, the same in Sri Lanka time
	sriLanka string // the name of Asia/Colombo's time
	currency string // before the amount; empty writes "1,500.00 LKR" as the spec does
	within   func(d time.Duration) string
}

var locales = map[string]*locale{
	rules.English: {
		months:   [12]string{"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"},
		weekdays: [7]string{"Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"},
		date: func(l *locale, t time.Time) string { // Tue 3 Mar 2026
			return fmt.Sprintf("%s %d %s %d", l.weekdays[t.Weekday()], t.Day(), l.months[t.Month()-1], t.Year())
		},
		clock:    func(t time.Time) string { return t.Format("3:04 PM") },
		dateTime: "%s, %s",
		span:     "%s to %s",
		home:     "%s (%s)",
		away:     "%s (%s) — %s Sri Lanka time",
		sriLanka: "Sri Lanka time",
		within: func(d time.Duration) string {
			return "in " + count(d, "1 hour", "%d hours", "1 minute", "%d minutes")
		},
	},
	rules.Sinhala: {
		months: [12]string{"ජනවාරි", "පෙබරවාරි", "මාර්තු", "අප්\u200dරේල්", "මැයි", "ජූනි", "ජූලි", "අගෝස්තු",
			"සැප්තැම්බර්", "ඔක්තෝබර්", "නොවැම්බර්", "දෙසැම්බර්"},
		weekdays: [7]string{"ඉරිදා", "සඳුදා", "අඟහරුවාදා", "බදාදා", "බ්\u200dරහස්පතින්දා", "සිකුරාදා", "සෙනසුරාදා"},
		date: func(l *locale, t time.Time) string { // 2026 මාර්තු 3, අඟහරුවාදා
			return fmt.Sprintf("%d %s %d, %s", t.Year(), l.months[t.Month()-1], t.Day(), l.weekdays[t.Weekday()])
		},
		clock:    func(t time.Time) string { return t.Format("15:04") },
		dateTime: "%s, %s",
		span:     "%s සිට %s දක්වා",
		home:     "%s (%s)",
		away:     "%s (%s) — ශ්\u200dරී ලංකා වේලාවෙන් %s",
		sriLanka: "ශ්\u200dරී ලංකා වේලාව",
		currency: "රු.",
		within: func(d time.Duration) string {
			return count(d, "පැයකින්", "පැය %dකින්", "මිනිත්තුවකින්", "මිනිත්තු %dකින්")
		},
	},
	rules.Tamil: {
		months: [12]string{"ஜனவரி", "பிப்ரவரி", "மார்ச்", "ஏப்ரல்", "மே", "ஜூன்", "ஜூலை", "ஆகஸ்ட்",
			"செப்டம்பர்", "அக்டோபர்", "நவம்பர்", "டிசம்பர்"},
		weekdays: [7]string{"ஞாயிறு", "திங்கள்", "செவ்வாய்", "புதன்", "வியாழன்", "வெள்ளி", "சனி"},
		date: func(l *locale, t time.Time) string { // செவ்வாய், 3 மார்ச் 2026
			return fmt.Sprintf("%s, %d %s %d", l.weekdays[t.Weekday()], t.Day(), l.months[t.Month()-1], t.Year())
		},
		clock:    func(t time.Time) string { return t.Format("15:04") },
		dateTime: "%s, %s",
		span:     "%s முதல் %s வரை",
		home:     "%s (%s)",
		away:     "%s (%s) — இலங்கை நேரப்படி %s",
		sriLanka: "இலங்கை நேரம்",
		currency: "ரூ.",
		within: func(d time.Duration) string {
			return "இன்னும் " + count(d, "ஒரு மணி நேரத்தில்", "%d மணி நேரத்தில்", "ஒரு நிமிடத்தில்", "%d நிமிடங்களில்")
		},
	},
}

// count says a whole number of hours, or else of minutes, in the forms given.
func count(d time.Duration, hour, hours, minute, minutes string) string {
	switch {
	case d == time.Hour:
		return hour
	case d > time.Hour && d%time.Hour == 0:
		return fmt.Sprintf(hours, d/time.Hour)
	case d <= time.Minute:
		return minute
	}
	return fmt.Sprintf(minutes, d/time.Minute)
}

// lang is the reader's language as the catalogue knows it.
func (r Reader) lang() string {
	if _, ok := locales[r.Lang]; ok {
		return r.Lang
	}
	return rules.English
}

func (r Reader) locale() *locale { return locales[r.lang()] }

func (r Reader) zone() *time.Location {
	if r.Zone == nil {
		return rules.Colombo
	}
	return r.Zone
}

// When is an instant as the reader reads it: in their zone, with Sri Lanka
// time beside it when their zone's offset then is not Sri Lanka's
// ("Tue 3 Mar 2026, 9:00 AM (Europe/London) — 2:30 PM Sri Lanka time").
func (r Reader) When(t time.Time) string { return r.moment(t, t, false) }

// Span is a session's start and end as the reader reads them, the same way
// ("Tue 3 Mar 2026, 3:00 PM to 3:30 PM (Sri Lanka time)").
func (r Reader) Span(start, end time.Time) string { return r.moment(start, end, true) }

func (r Reader) moment(start, end time.Time, isSpan bool) string {
	l, zone := r.locale(), r.zone()
	at := func(loc *time.Location, withDate bool) string {
		s := l.clock(start.In(loc))
		if isSpan {
			s = fmt.Sprintf(l.span, s, l.clock(end.In(loc)))
		}
		if withDate {
			s = fmt.Sprintf(l.dateTime, l.date(l, start.In(loc)), s)
		}
		return s
	}
	mine := at(zone, true)
	_, offset := start.In(zone).Zone()
	_, colombo := start.In(rules.Colombo).Zone()
	if offset == colombo {
		name := zone.String()
		if name == rules.ColomboZone {
			name = l.sriLanka
		}
		return fmt.Sprintf(l.home, mine, name)
	}
	y1, m1, d1 := start.In(zone).Date()
	y2, m2, d2 := start.In(rules.Colombo).Date()
	return fmt.Sprintf(l.away, mine, zone.String(), at(rules.Colombo, y1 != y2 || m1 != m2 || d1 != d2))
}

// Date is the calendar day of an instant in the reader's zone.
func (r Reader) Date(t time.Time) string {
	l := r.locale()
	return l.date(l, t.In(r.zone()))
}

// Month is the calendar month of an instant in the reader's zone: "Mar
// 2026", "2026 මාර්තු", "மார்ச் 2026".
func (r Reader) Month(t time.Time) string {
	t = t.In(r.zone())
	name := r.locale().months[t.Month()-1]
	if r.lang() == rules.Sinhala {
		return fmt.Sprintf("%d %s", t.Year(), name)
	}
	return fmt.Sprintf("%s %d", name, t.Year())
}

// Money is an amount in cents as the reader reads it: "2,500.00 LKR" in
// English (the spec's form), "රු. 2,500.00" in Sinhala, "ரூ. 2,500.00" in
// Tamil — the same digits and grouping everywhere.
func (r Reader) Money(cents int64) string {
	l := r.locale()
	if l.currency == "" {
		return rules.FormatLKR(cents)
	}
	return l.currency + " " + strings.TrimSuffix(rules.FormatLKR(cents), " "+rules.Currency)
}

// Within says how soon something happens: "in 24 hours", "පැය 24කින්",
// "இன்னும் 24 மணி நேரத்தில்".
func (r Reader) Within(d time.Duration) string { return r.locale().within(d) }
