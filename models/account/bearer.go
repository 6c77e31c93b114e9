package account

import (
	"context"
	"time"

	"cerebro/models"
)

// Bearer is what every signed-in request needs to know of its account: the
// version its tokens must carry, and the language it is answered in.
type Bearer struct {
	TokenVersion int
	Language     string
}

// BearerStaleness bounds how long a process answers signed-in requests with
// an account's token version and language after another process changed
// them. The process that changes them (sign out everywhere, a new password,
// a deletion, a language) forgets its copy at once, so there the change is
// immediate; another api replica sees it within this bound. The copy spares
// every signed-in request a database round trip (a booking made three).
const BearerStaleness = 5 * time.Second

// bearerCacheSize bounds the copies kept: the accounts signed in within
// BearerStaleness, at 64 bytes each.
const bearerCacheSize = 50_000

// BearerOf reads the user's Bearer: the copy read within BearerStaleness,
// else the database; ErrNotFound when the account is gone.
func (s *Store) BearerOf(ctx context.Context, userID int64) (Bearer, error) {
	if b, ok := s.bearers.Get(userID); ok {
		return b, nil
	}
	var b []Bearer
	err := s.db.WithContext(ctx).Raw(`SELECT token_version, language FROM users WHERE id = ?`, userID).Scan(&b).Error
	if err == nil && len(b) == 0 {
		return Bearer{}, models.ErrNotFound
	}
	if err != nil {
		return Bearer{}, err
	}
	s.bearers.Add(userID, b[0])
	return b[0], nil
}

// ForgetBearer drops this process's copy of an account's Bearer after a
// change another store made (a closed account): the next request reads the
// database.
func (s *Store) ForgetBearer(userID int64) { s.forgetBearer(userID) }

// forgetBearer drops this process's copy of an account's Bearer after a
// change to it, whether or not the change was written: the next request
// reads the database.
func (s *Store) forgetBearer(userID int64) {
	if userID != 0 {
		s.bearers.Remove(userID)
	}
}

// SignOutEverywhere raises the user's token version: every token issued so
// far stops working.
func (s *Store) SignOutEverywhere(ctx context.Context, userID int64) error {
	defer s.forgetBearer(userID)
	return s.db.WithContext(ctx).Exec(`UPDATE users SET token_version = token_version + 1, updated_at = now() WHERE id = ?`, userID).Error
}
