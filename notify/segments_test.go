package notify

import (
	"fmt"
	"sort"
	"strings"
	"testing"
	"time"

	"cerebro/mailer"
	"cerebro/rules"
	"cerebro/sms"
)

// longest are the worst cases a text may be written with: names at the
// profile's limit (101 characters) in each script, every month's date at a
// two-digit day and the longest clock, a reader abroad (the zone's
// abbreviation added), the largest amount.
var longest = struct {
	names   []string
	zones   []string
	amount  int64
	lead    time.Duration
	count   int
	moments []time.Time
}{
	names: []string{
		strings.Repeat("Wickramasinghe ", 7)[:101],
		string([]rune(strings.Repeat("වික්\u200dරමසිංහ ", 10))[:101]),
		string([]rune(strings.Repeat("விக்கிரமசிங்க ", 8))[:101]),
	},
	zones:  []string{"", "Asia/Kathmandu", "America/St_Johns"},
	amount: 99_999_999_99,
	lead:   15 * time.Minute,
	count:  99,
	moments: func() []time.Time {
		var out []time.Time
		for m := time.January; m <= time.December; m++ {
			out = append(out, time.Date(2026, m, 28, 7, 0, 0, 0, time.UTC)) // 12:30 PM in Colombo
		}
		return out
	}(),
}

// TestEveryTextFitsTwoSegments renders every event's text in every language
// with the worst cases and holds each to sms.MaxSegments; it logs the most
// segments (and UCS-2 or GSM-7 units) each text takes, README's table.
func TestEveryTextFitsTwoSegments(t *testing.T) {
	type worst struct {
		segments, units int
		ucs2            bool
		body            string
	}
	table := map[string]worst{}
	for _, lang := range rules.Languages {
		for _, e := range Events {
			w := worst{}
			for _, name := range longest.names {
				for _, zone := range longest.zones {
					for _, at := range longest.moments {
						data := mailer.Data{"Other": name, "From": name, "Start": at, "To": at, "Lead": longest.lead,
							"Amount": longest.amount, "Count": longest.count}
						_, body, err := Text(Notice{Event: e, Reader: mailer.ReaderOf(lang, zone), Data: data})
						if err != nil {
							t.Fatalf("%s %s: %v", lang, e, err)
						}
						units, ucs2 := sms.Length(body)
						if s := sms.Segments(body); s > w.segments || (s == w.segments && units > w.units) {
							w = worst{s, units, ucs2, body}
						}
					}
				}
			}
			if w.segments > sms.MaxSegments {
				t.Errorf("%s %s takes %d segments (%d units): %q", lang, e, w.segments, w.units, w.body)
			}
			table[fmt.Sprintf("%-18s %s", e, lang)] = w
		}
	}
	keys := make([]string, 0, len(table))
	for k := range table {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		w := table[k]
		enc := "GSM-7"
		if w.ucs2 {
			enc = "UCS-2"
		}
		t.Logf("%s: %d segment(s), %3d %s units", k, w.segments, w.units, enc)
	}
}

func TestClipShortensALongNameAtAWord(t *testing.T) {
	if got := clip("Nimal Perera"); got != "Nimal Perera" {
		t.Errorf("a short name stays: %q", got)
	}
	if got := clip("Nimal Dharmasiri Wickramasinghe Perera"); got != "Nimal Dharmasiri..." {
		t.Errorf("clipped at the last whole word: %q", got)
	}
	got := clip("Wickramasinghe Mudiyanselage Dona Nirmala Chandrika")
	if got != "Wickramasinghe..." || len([]rune(got)) > MaxName {
		t.Errorf("clipped at a word: %q", got)
	}
}
