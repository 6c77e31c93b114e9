package rules_test

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/rules"
)

func TestPayoutPeriodIsTheLastWholeColomboPeriod(t *testing.T) {
	at := func(s string) time.Time {
		v, err := time.ParseInLocation("2006-01-02 15:04", s, rules.Colombo)
		require.NoError(t, err)
		return v
	}
	for _, c := range []struct{ kind, now, start, end string }{
		{rules.PayoutMonthly, "2026-12-01 00:30", "2026-11-01 00:00", "2026-12-01 00:00"},
		{rules.PayoutMonthly, "2026-12-31 23:59", "2026-11-01 00:00", "2026-12-01 00:00"},
		{rules.PayoutMonthly, "2027-01-01 00:00", "2026-12-01 00:00", "2027-01-01 00:00"},
		{rules.PayoutWeekly, "2026-11-30 00:30", "2026-11-23 00:00", "2026-11-30 00:00"}, // a Monday
		{rules.PayoutWeekly, "2026-11-29 23:00", "2026-11-16 00:00", "2026-11-23 00:00"}, // a Sunday
	} {
		start, end, err := rules.PayoutPeriod(c.kind, at(c.now).UTC())
		require.NoError(t, err)
		assert.Equal(t, at(c.start).UTC(), start, "%s at %s", c.kind, c.now)
		assert.Equal(t, at(c.end).UTC(), end, "%s at %s", c.kind, c.now)
	}
	_, _, err := rules.PayoutPeriod("daily", time.Now())
	assert.ErrorContains(t, err, "monthly or weekly")
}

func TestABookingIsPayableOnceItsClaimWindowClosed(t *testing.T) {
	end := time.Date(2026, 11, 10, 10, 0, 0, 0, time.UTC)
	assert.False(t, rules.PayableAfter(end, end.Add(rules.ClaimWindow-time.Second)))
	assert.True(t, rules.PayableAfter(end, end.Add(rules.ClaimWindow)))
}
