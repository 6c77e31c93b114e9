package rules_test

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"

	"cerebro/rules"
)

func TestSignInBacksOffABurstAndForgivesTheOddMistake(t *testing.T) {
	now := at(t, "2030-03-01T04:00:00Z")
	var last time.Time
	failures := 0
	var locks []time.Duration
	for i := 0; i < 8; i++ { // a burst
		a := rules.NextSignInAttempt(failures, last, now)
		failures, last = a.Failures, now
		if !a.LockedUntil.IsZero() {
			locks = append(locks, a.LockedUntil.Sub(now))
		}
	}
	assert.Equal(t, []time.Duration{time.Minute, 2 * time.Minute, 4 * time.Minute, 8 * time.Minute}, locks,
		"free attempts, then a minute, doubling")

	// A wrong password every 14 minutes never locks: the failures leak away.
	failures, last = 0, time.Time{}
	for i := 0; i < 100; i++ {
		when := now.Add(time.Duration(i) * 14 * time.Minute)
		a := rules.NextSignInAttempt(failures, last, when)
		assert.True(t, a.LockedUntil.IsZero(), "attempt %d", i)
		failures, last = a.Failures, when
	}

	a := rules.NextSignInAttempt(100, now, now)
	assert.Equal(t, now.Add(time.Hour), a.LockedUntil, "at most an hour")
}
