package checkout

import (
	"context"

	"cerebro/models"
)

// Booker is the account a booking request comes from, as the checkout needs
// it: its own consultee profile, and whether its address is verified (an
// unverified account may not book).
type Booker struct {
	ConsulteeID int64
	Verified    bool
}

// BookerOf reads the caller's Booker in one round trip; ErrNotFound when
// the account has no consultee profile.
func (s *Store) BookerOf(ctx context.Context, userID int64) (Booker, error) {
	var rows []Booker
	err := s.db.WithContext(ctx).Raw(`SELECT c.id AS consultee_id, u.email_verified_at IS NOT NULL AS verified
		  FROM users u JOIN consultees c ON c.user_id = u.id WHERE u.id = ?`, userID).Scan(&rows).Error
	if err == nil && len(rows) == 0 {
		err = models.ErrNotFound
	}
	if err != nil {
		return Booker{}, err
	}
	return rows[0], nil
}
