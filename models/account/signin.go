package account

import (
	"context"
	"time"

	"gorm.io/gorm"
	"gorm.io/gorm/clause"

	"cerebro/models"
	"cerebro/rules"
)

// signInThrottle is one account's back-off at one client address
// (migration 00040).
type signInThrottle struct {
	UserID       int64  `gorm:"primaryKey"`
	Address      string `gorm:"primaryKey"`
	FailedLogins int
	LastFailedAt *time.Time
	LockedUntil  *time.Time
	SignedInAt   *time.Time
}

func (signInThrottle) TableName() string { return "signin_throttles" }

// ClaimSignIn counts one sign-in attempt from address against the account
// before its password is compared, under the account row's lock so
// parallel guesses are counted one by one: against the address's own
// back-off (rules.NextSignInAttempt) and, from an address the account has
// never signed in from, against the account-wide one
// (rules.NextAccountSignInAttempt). It reports false, with when to try
// again, while either holds the attempt back; a right password is forgiven
// by SignedIn.
func (s *Store) ClaimSignIn(ctx context.Context, userID int64, address string, now time.Time) (SignInClaim, error) {
	var claim SignInClaim
	err := s.db.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		var u models.User
		if err := tx.Clauses(clause.Locking{Strength: "UPDATE"}).Select("id", "failed_logins", "locked_until", "last_failed_at").
			Take(&u, userID).Error; err != nil {
			return models.NotFound(err)
		}
		var t signInThrottle
		if err := tx.Where("user_id = ? AND address = ?", userID, address).Limit(1).Find(&t).Error; err != nil {
			return err
		}
		known := t.SignedInAt != nil
		if until := heldUntil(t.LockedUntil, now); !until.IsZero() {
			claim.RetryAt = until
			return nil
		}
		if until := heldUntil(u.LockedUntil, now); !known && !until.IsZero() {
			claim.RetryAt, claim.AccountWide = until, true
			return nil
		}
		claim.Allowed = true
		a := rules.NextSignInAttempt(t.FailedLogins, deref(t.LastFailedAt), now)
		err := tx.Exec(`INSERT INTO signin_throttles (user_id, address, failed_logins, last_failed_at, locked_until) VALUES (?, ?, ?, ?, ?)
			ON CONFLICT (user_id, address) DO UPDATE SET failed_logins = EXCLUDED.failed_logins,
			last_failed_at = EXCLUDED.last_failed_at, locked_until = EXCLUDED.locked_until`,
			userID, address, a.Failures, now, lockOf(a)).Error
		if err != nil {
			return err
		}
		if known {
			return nil
		}
		acc := rules.NextAccountSignInAttempt(u.FailedLogins, deref(u.LastFailedAt), now)
		return tx.Exec(`UPDATE users SET failed_logins = ?, last_failed_at = ?, locked_until = ? WHERE id = ?`,
			acc.Failures, now, lockOf(acc), userID).Error
	})
	return claim, err
}

// SignInClaim is ClaimSignIn's answer: whether the password may be
// compared, else until when the attempt is held back and whether by the
// account-wide back-off (guesses from many addresses) rather than the
// address's own.
type SignInClaim struct {
	Allowed     bool
	RetryAt     time.Time
	AccountWide bool
}

// SignedIn forgives the attempt a right password made from address: the
// address's back-off is cleared and the address is known from now on; the
// account-wide count loses that one attempt (other addresses' failures
// stay counted, so a distributed guesser is not let off by the owner).
func (s *Store) SignedIn(ctx context.Context, userID int64, address string, now time.Time) error {
	return s.db.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		var t signInThrottle
		err := tx.Clauses(clause.Locking{Strength: "UPDATE"}).Where("user_id = ? AND address = ?", userID, address).Limit(1).Find(&t).Error
		if err != nil {
			return err
		}
		if t.SignedInAt == nil {
			err := tx.Exec(`UPDATE users SET failed_logins = greatest(failed_logins - 1, 0),
				locked_until = CASE WHEN failed_logins - 1 < ? THEN NULL ELSE locked_until END WHERE id = ?`,
				rules.SignInAccountFree, userID).Error
			if err != nil {
				return err
			}
		}
		return tx.Exec(`INSERT INTO signin_throttles (user_id, address, failed_logins, signed_in_at) VALUES (?, ?, 0, ?)
			ON CONFLICT (user_id, address) DO UPDATE SET failed_logins = 0, last_failed_at = NULL, locked_until = NULL,
			signed_in_at = EXCLUDED.signed_in_at`, userID, address, now).Error
	})
}

// heldUntil is until when a back-off holds at now; zero when it does not.
func heldUntil(lockedUntil *time.Time, now time.Time) time.Time {
	if lockedUntil != nil && lockedUntil.After(now) {
		return *lockedUntil
	}
	return time.Time{}
}

func lockOf(a rules.SignInAttempt) *time.Time {
	if a.LockedUntil.IsZero() {
		return nil
	}
	return &a.LockedUntil
}

func deref(t *time.Time) time.Time {
	if t == nil {
		return time.Time{}
	}
	return *t
}
