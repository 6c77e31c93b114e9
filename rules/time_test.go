package rules_test

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/rules"
)

func TestColomboIsUTCPlus0530(t *testing.T) {
	_, offset := time.Date(2026, 6, 1, 0, 0, 0, 0, rules.Colombo).Zone()
	assert.Equal(t, 5*3600+30*60, offset)
}

func TestColomboDateAndClock(t *testing.T) {
	tests := []struct {
		name, utc, wantDate, wantClock string
	}{
		{"same day", "2026-11-23T02:30:00Z", "2026-11-23", "08:00:00"},
		{"UTC evening is the next Colombo day", "2026-11-22T19:30:00Z", "2026-11-23", "01:00:00"},
		{"Colombo midnight", "2026-11-22T18:30:00Z", "2026-11-23", "00:00:00"},
		{"just before Colombo midnight", "2026-11-22T18:29:59Z", "2026-11-22", "23:59:59"},
		{"year end", "2026-12-31T18:45:00Z", "2027-01-01", "00:15:00"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			u := at(t, tt.utc)
			assert.Equal(t, tt.wantDate, rules.ColomboDate(u))
			assert.Equal(t, tt.wantClock, rules.ColomboClock(u))
		})
	}
}

func TestColomboToday(t *testing.T) {
	tests := []struct{ now, want string }{
		{"2026-11-22T18:29:59Z", "2026-11-22"},
		{"2026-11-22T18:30:00Z", "2026-11-23"},
		{"2026-11-23T12:00:00Z", "2026-11-23"},
	}
	for _, tt := range tests {
		t.Run(tt.now, func(t *testing.T) {
			got := rules.ColomboToday(at(t, tt.now))
			assert.Equal(t, tt.want, rules.ColomboDate(got))
			assert.Equal(t, "00:00:00", rules.ColomboClock(got))
		})
	}
}

func TestParseColombo(t *testing.T) {
	tests := []struct {
		name, date, clock, want string // want "" means refused
	}{
		{"with seconds", "2026-11-23", "08:00:00", "2026-11-23T02:30:00Z"},
		{"without seconds", "2026-11-23", "08:00", "2026-11-23T02:30:00Z"},
		{"early morning is previous UTC day", "2026-11-23", "01:00", "2026-11-22T19:30:00Z"},
		{"leap day", "2028-02-29", "23:45", "2028-02-29T18:15:00Z"},
		{"no such day", "2026-02-30", "08:00", ""},
		{"not a leap year", "2026-02-29", "08:00", ""},
		{"one-digit month", "2026-1-02", "08:00", ""},
		{"day first", "23-11-2026", "08:00", ""},
		{"empty date", "", "08:00", ""},
		{"one-digit hour", "2026-11-23", "8:00", ""},
		{"hour 24", "2026-11-23", "24:00", ""},
		{"seconds 60", "2026-11-23", "08:00:60", ""},
		{"am/pm", "2026-11-23", "08:00 AM", ""},
		{"empty time", "2026-11-23", "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := rules.ParseColombo(tt.date, tt.clock)
			if tt.want == "" {
				require.Error(t, err)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, at(t, tt.want), got)
			assert.Equal(t, time.UTC, got.Location())
		})
	}
}
