package checkout

import "time"

// Cancel-and-rebook. An unpaid hold that ends (cancelled, left to expire, a
// slip refused) frees its slots for everyone; a consultee who lets the same
// slots go RebookFreeReleases times within RebookWindow can take them again
// only a cooldown after the last release, so nobody keeps a slot out of
// reach by holding it again and again.
const (
	RebookFreeReleases = 2
	RebookWindow       = 24 * time.Hour
)

// RebookAllowedAt is when a consultee who released these slots at the given
// times may book them again; zero (or a time not after now) means now.
func RebookAllowedAt(releases []time.Time, cooldown time.Duration, now time.Time) time.Time {
	var recent int
	var last time.Time
	for _, r := range releases {
		if now.Sub(r) > RebookWindow {
			continue
		}
		recent++
		if r.After(last) {
			last = r
		}
	}
	if recent < RebookFreeReleases || cooldown <= 0 {
		return time.Time{}
	}
	if at := last.Add(cooldown); at.After(now) {
		return at
	}
	return time.Time{}
}

// SlipReviewRoom is how many of a consultant's open slots of one Colombo day
// bank slips under review may hold: half of them, rounded down, but always
// one, so a consultant who opens a single slot a day can still be paid by
// slip.
func SlipReviewRoom(open int) int {
	return max(1, open/2)
}
