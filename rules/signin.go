package rules

import "time"

// Sign-in throttling per account. Every attempt counts as a failure before
// the password is compared (so parallel guesses cannot race past the
// count), and is forgiven when the password was right. Failures leak away,
// one per SignInLeak, so a wrong password now and then never locks anyone
// out; once SignInFree failures are outstanding, the account backs off for
// a minute, doubling with each further failure, at most SignInMaxBackoff.
const (
	SignInFree       = 5
	SignInLeak       = 5 * time.Minute
	SignInMaxBackoff = time.Hour
)

// SignInAttempt is the account's throttle state after one more attempt.
type SignInAttempt struct {
	Failures    int       // outstanding, this attempt included
	LockedUntil time.Time // zero when not backing off
}

// NextSignInAttempt counts one more attempt at now, given the failures
// outstanding after the last one at lastFailed.
func NextSignInAttempt(failures int, lastFailed, now time.Time) SignInAttempt {
	return nextAttempt(failures, lastFailed, now, SignInFree)
}

// nextAttempt counts one more attempt; free attempts are let through
// before the back-off starts.
func nextAttempt(failures int, lastFailed, now time.Time, free int) SignInAttempt {
	if !lastFailed.IsZero() && now.After(lastFailed) {
		failures -= int(now.Sub(lastFailed) / SignInLeak)
	}
	if failures < 0 {
		failures = 0
	}
	a := SignInAttempt{Failures: failures + 1}
	if a.Failures >= free {
		backoff := time.Minute << min(a.Failures-free, 6)
		a.LockedUntil = now.Add(min(backoff, SignInMaxBackoff))
	}
	return a
}

// Sign-in throttling per account across addresses. The back-off above is
// kept per account and address, so wrong passwords from one address never
// lock the owner out at another. Guesses from many addresses are bounded
// by the account's own count of failures from addresses it has never
// signed in from: once SignInAccountFree are outstanding (they leak away
// like the others), such addresses back off too, while an address the
// owner has signed in from before is let through to its own back-off.
const SignInAccountFree = 20

// NextAccountSignInAttempt is NextSignInAttempt for the account-wide count
// of attempts from unknown addresses.
func NextAccountSignInAttempt(failures int, lastFailed, now time.Time) SignInAttempt {
	return nextAttempt(failures, lastFailed, now, SignInAccountFree)
}
