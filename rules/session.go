package rules

import "time"

// The windows of a session, shared by the session workflow (which sets its
// durable timers from them) and the API (which answers showButton,
// validate, the meeting room and ratings from the database and the clock),
// so both always agree.

// DefaultJoinEarly is how long before the start the join window opens when
// CEREBRO_JOIN_EARLY is not set.
const DefaultJoinEarly = 10 * time.Minute

// RatingWindow is how long after a session's end its two parties may rate
// each other.
const RatingWindow = 7 * 24 * time.Hour

// JoinWindow is when a session's video room may be entered: from early
// before the start until the end.
func JoinWindow(start, end time.Time, early time.Duration) (opens, closes time.Time) {
	return start.Add(-early), end
}

// JoinOpen reports whether now is inside the join window: the opening
// instant counts, the end does not.
func JoinOpen(start, end time.Time, early time.Duration, now time.Time) bool {
	opens, closes := JoinWindow(start, end, early)
	return !now.Before(opens) && now.Before(closes)
}

// RatingClosesAt is the last instant a session that ended at end may be rated.
func RatingClosesAt(end time.Time) time.Time { return end.Add(RatingWindow) }

// RatingOpen reports whether a session that ended at end may be rated now:
// from the end until RatingWindow later, both instants included.
func RatingOpen(end, now time.Time) bool {
	return !now.Before(end) && !now.After(RatingClosesAt(end))
}
