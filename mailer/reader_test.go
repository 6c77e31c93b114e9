package mailer_test

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"

	"cerebro/mailer"
	"cerebro/rules"
)

// A time in a mail is the recipient's: in their zone, with Sri Lanka time
// beside it when their zone is not on Sri Lanka time at that instant.

// nineUTC is 3 March 2026 (a Tuesday), 09:00 in London (GMT), 14:30 in Colombo.
var nineUTC = time.Date(2026, 3, 3, 9, 0, 0, 0, time.UTC)

func TestATimeIsTheReadersWithSriLankaTimeBesideIt(t *testing.T) {
	for _, c := range []struct {
		lang, zone string
		at         time.Time
		want       string
	}{
		{"en", "Asia/Colombo", nineUTC, "Tue 3 Mar 2026, 2:30 PM (Sri Lanka time)"},
		{"en", "", nineUTC, "Tue 3 Mar 2026, 2:30 PM (Sri Lanka time)"},
		{"en", "Not/AZone", nineUTC, "Tue 3 Mar 2026, 2:30 PM (Sri Lanka time)"},
		{"en", "Europe/London", nineUTC, "Tue 3 Mar 2026, 9:00 AM (Europe/London) — 2:30 PM Sri Lanka time"},
		// British Summer Time: the offset at that instant counts.
		{"en", "Europe/London", nineUTC.AddDate(0, 4, 0), "Fri 3 Jul 2026, 10:00 AM (Europe/London) — 2:30 PM Sri Lanka time"},
		// India keeps Sri Lanka's offset: nothing to add.
		{"en", "Asia/Kolkata", nineUTC, "Tue 3 Mar 2026, 2:30 PM (Asia/Kolkata)"},
		// Another day in Colombo: its date is said too.
		{"en", "America/New_York", nineUTC.Add(10 * time.Hour), "Tue 3 Mar 2026, 2:00 PM (America/New_York) — Wed 4 Mar 2026, 12:30 AM Sri Lanka time"},
		{"si", "Asia/Colombo", nineUTC, "2026 මාර්තු 3, අඟහරුවාදා, 14:30 (ශ්\u200dරී ලංකා වේලාව)"},
		{"si", "Europe/London", nineUTC, "2026 මාර්තු 3, අඟහරුවාදා, 09:00 (Europe/London) — ශ්\u200dරී ලංකා වේලාවෙන් 14:30"},
		{"ta", "Asia/Colombo", nineUTC, "செவ்வாய், 3 மார்ச் 2026, 14:30 (இலங்கை நேரம்)"},
		{"ta", "Europe/London", nineUTC, "செவ்வாய், 3 மார்ச் 2026, 09:00 (Europe/London) — இலங்கை நேரப்படி 14:30"},
	} {
		assert.Equal(t, c.want, mailer.ReaderOf(c.lang, c.zone).When(c.at), "%s %s", c.lang, c.zone)
	}
}

func TestASessionIsItsStartAndEnd(t *testing.T) {
	end := nineUTC.Add(30 * time.Minute)
	assert.Equal(t, "Tue 3 Mar 2026, 2:30 PM to 3:00 PM (Sri Lanka time)", mailer.ReaderOf("en", "").Span(nineUTC, end))
	assert.Equal(t, "Tue 3 Mar 2026, 9:00 AM to 9:30 AM (Europe/London) — 2:30 PM to 3:00 PM Sri Lanka time",
		mailer.ReaderOf("en", "Europe/London").Span(nineUTC, end))
	assert.Equal(t, "2026 මාර්තු 3, අඟහරුවාදා, 09:00 සිට 09:30 දක්වා (Europe/London) — ශ්\u200dරී ලංකා වේලාවෙන් 14:30 සිට 15:00 දක්වා",
		mailer.ReaderOf("si", "Europe/London").Span(nineUTC, end))
	assert.Equal(t, "செவ்வாய், 3 மார்ச் 2026, 14:30 முதல் 15:00 வரை (இலங்கை நேரம்)", mailer.ReaderOf("ta", "").Span(nineUTC, end))
}

func TestDatesMoneyAndWaitsPerLanguage(t *testing.T) {
	late := time.Date(2026, 12, 31, 20, 0, 0, 0, time.UTC) // 1 January 2027 in Colombo
	assert.Equal(t, "Fri 1 Jan 2027", mailer.ReaderOf("en", "").Date(late))
	assert.Equal(t, "Thu 31 Dec 2026", mailer.ReaderOf("en", "Europe/London").Date(late), "the reader's calendar day")
	assert.Equal(t, "2027 ජනවාරි 1, සිකුරාදා", mailer.ReaderOf("si", "").Date(late))
	assert.Equal(t, "வெள்ளி, 1 ஜனவரி 2027", mailer.ReaderOf("ta", "").Date(late))

	assert.Equal(t, rules.FormatLKR(250000), mailer.ReaderOf("en", "").Money(250000), "English keeps the spec's form")
	assert.Equal(t, "2,500.00 LKR", mailer.ReaderOf("en", "").Money(250000))
	assert.Equal(t, "රු. 1,234,567.89", mailer.ReaderOf("si", "").Money(123456789))
	assert.Equal(t, "ரூ. 0.50", mailer.ReaderOf("ta", "").Money(50))

	for lang, want := range map[string][4]string{
		"en": {"in 24 hours", "in 1 hour", "in 15 minutes", "in 1 minute"},
		"si": {"පැය 24කින්", "පැයකින්", "මිනිත්තු 15කින්", "මිනිත්තුවකින්"},
		"ta": {"இன்னும் 24 மணி நேரத்தில்", "இன்னும் ஒரு மணி நேரத்தில்", "இன்னும் 15 நிமிடங்களில்", "இன்னும் ஒரு நிமிடத்தில்"},
	} {
		r := mailer.ReaderOf(lang, "")
		assert.Equal(t, want, [4]string{r.Within(24 * time.Hour), r.Within(time.Hour), r.Within(15 * time.Minute), r.Within(time.Minute)}, lang)
	}
}

func TestShortIsADayAndAClockForATextMessage(t *testing.T) {
	at := time.Date(2026, 9, 28, 7, 0, 0, 0, time.UTC) // 12:30 in Colombo, 12:45 in Kathmandu
	cases := map[string]string{
		mailer.ReaderOf(rules.English, "").Short(at):               "Mon 28 Sep, 12:30 PM",
		mailer.ReaderOf(rules.Sinhala, "").Short(at):               "සැප්තැම්බර් 28, 12:30",
		mailer.ReaderOf(rules.Tamil, "").Short(at):                 "28 செப்டம்பர், 12:30",
		mailer.ReaderOf(rules.English, "Asia/Kathmandu").Short(at): "Mon 28 Sep, 12:45 PM (+0545)",
		mailer.ReaderOf(rules.English, "Europe/London").Short(at):  "Mon 28 Sep, 8:00 AM (BST)",
	}
	for got, want := range cases {
		if got != want {
			t.Errorf("got %q, want %q", got, want)
		}
	}
}
