package rules_test

import (
	"testing"
	"time"

	"cerebro/rules"
)

func TestAThreadTakesMessagesUntilExactlySevenDaysAfterTheSession(t *testing.T) {
	end := time.Date(2026, 11, 20, 10, 30, 0, 0, time.UTC)
	cases := map[time.Duration]bool{
		-48 * time.Hour:                  true,
		0:                                true,
		7*24*time.Hour - time.Nanosecond: true,
		7 * 24 * time.Hour:               true,
		7*24*time.Hour + time.Nanosecond: false,
		8 * 24 * time.Hour:               false,
	}
	for after, want := range cases {
		if got := rules.MessagesOpen(end, end.Add(after)); got != want {
			t.Errorf("%v after the end: open = %v, want %v", after, got, want)
		}
	}
}
