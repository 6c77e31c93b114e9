package rules_test

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"

	"cerebro/rules"
)

func TestJoinOpen(t *testing.T) {
	start := at(t, "2026-11-23T02:30:00Z")
	end := start.Add(30 * time.Minute)
	early, sec := 10*time.Minute, time.Second
	for _, tc := range []struct {
		name string
		now  time.Time
		want bool
	}{
		{"a day ahead", start.Add(-24 * time.Hour), false},
		{"1s before the window", start.Add(-early - sec), false},
		{"the window opens", start.Add(-early), true},
		{"at the start", start, true},
		{"1s before the end", end.Add(-sec), true},
		{"at the end", end, false},
		{"after the end", end.Add(time.Hour), false},
	} {
		assert.Equal(t, tc.want, rules.JoinOpen(start, end, early, tc.now), tc.name)
	}
	opens, closes := rules.JoinWindow(start, end, early)
	assert.Equal(t, start.Add(-early), opens)
	assert.Equal(t, end, closes)
}

func TestRatingOpen(t *testing.T) {
	end := at(t, "2026-11-23T03:00:00Z")
	sec := time.Second
	for _, tc := range []struct {
		name string
		now  time.Time
		want bool
	}{
		{"during the session", end.Add(-sec), false},
		{"at the end", end, true},
		{"a day later", end.Add(24 * time.Hour), true},
		{"the last second", end.Add(rules.RatingWindow), true},
		{"1s too late", end.Add(rules.RatingWindow + sec), false},
	} {
		assert.Equal(t, tc.want, rules.RatingOpen(end, tc.now), tc.name)
	}
}
