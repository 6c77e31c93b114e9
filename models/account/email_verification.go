package account

import (
	"cerebro/models"
	"context"
	"time"

	"gorm.io/gorm"
	"gorm.io/gorm/clause"
)

// CreateEmailVerification stores a verification link's token hash.
func (s *Store) CreateEmailVerification(ctx context.Context, v *EmailVerification) error {
	return s.db.WithContext(ctx).Create(v).Error
}

// UseEmailVerification spends a valid, unexpired link (and every other
// outstanding link of its account) and marks the account's address
// verified. It returns the account; ErrNotFound for a bad or spent link.
func (s *Store) UseEmailVerification(ctx context.Context, tokenHash string, now time.Time) (int64, error) {
	var userID int64
	err := s.db.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		var v EmailVerification
		err := tx.Clauses(clause.Locking{Strength: "UPDATE"}).
			Where("token_hash = ? AND used_at IS NULL AND expires_at > ?", tokenHash, now).Take(&v).Error
		if err != nil {
			return models.NotFound(err)
		}
		userID = v.UserID
		if err := tx.Model(&EmailVerification{}).Where("user_id = ? AND used_at IS NULL", v.UserID).Update("used_at", now).Error; err != nil {
			return err
		}
		return tx.Exec(`UPDATE users SET email_verified_at = ? WHERE id = ? AND email_verified_at IS NULL`, now, v.UserID).Error
	})
	return userID, err
}

// EmailVerified reports whether the account has proved its address.
func (s *Store) EmailVerified(ctx context.Context, userID int64) (bool, error) {
	var verified []bool
	err := s.db.WithContext(ctx).Raw(`SELECT email_verified_at IS NOT NULL FROM users WHERE id = ?`, userID).Scan(&verified).Error
	if err == nil && len(verified) == 0 {
		return false, models.ErrNotFound
	}
	return err == nil && verified[0], err
}
