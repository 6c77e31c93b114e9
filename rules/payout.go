package rules

import (
	"fmt"
	"time"
)

// Consultant payouts: every period (monthly unless configured weekly) each
// consultant is paid what became payable before the period ended.

// Payout periods.
const (
	PayoutMonthly = "monthly"
	PayoutWeekly  = "weekly"
)

// ClaimWindow is how long after a session's end the consultee may still
// report a fault and claim a refund: a booking becomes payable to its
// consultant only once it has closed (with no claim open).
const ClaimWindow = FaultReportWindow

// PayoutPeriod is the last whole period (Colombo calendar) that ended at or
// before now: [start, end).
func PayoutPeriod(kind string, now time.Time) (start, end time.Time, err error) {
	local := now.In(Colombo)
	switch kind {
	case PayoutMonthly:
		end = time.Date(local.Year(), local.Month(), 1, 0, 0, 0, 0, Colombo)
		start = end.AddDate(0, -1, 0)
	case PayoutWeekly: // weeks start on Monday
		day := time.Date(local.Year(), local.Month(), local.Day(), 0, 0, 0, 0, Colombo)
		end = day.AddDate(0, 0, -((int(day.Weekday()) + 6) % 7))
		start = end.AddDate(0, 0, -7)
	default:
		return time.Time{}, time.Time{}, fmt.Errorf("payout period must be %s or %s, not %q", PayoutMonthly, PayoutWeekly, kind)
	}
	return start.UTC(), end.UTC(), nil
}

// PayableAfter reports whether a session that ended at end is payable at
// cutoff: its claim window has closed by then.
func PayableAfter(end, cutoff time.Time) bool { return !end.Add(ClaimWindow).After(cutoff) }
