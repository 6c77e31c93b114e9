package account

import "time"

// The account area's own rows: single-use reset and verification tokens,
// stored only as their hashes, and the operator's profile record.

// PasswordReset is a single-use reset token, stored only as its hash.
type PasswordReset struct {
	ID        int64 `gorm:"primaryKey"`
	UserID    int64
	TokenHash string
	ExpiresAt time.Time
	UsedAt    *time.Time
	CreatedAt time.Time
}

// EmailVerification is a single-use link proving an account's address,
// stored only as its hash.
type EmailVerification struct {
	ID        int64 `gorm:"primaryKey"`
	UserID    int64
	TokenHash string
	ExpiresAt time.Time
	UsedAt    *time.Time
	CreatedAt time.Time
}

// Admin is the operator's profile record.
type Admin struct {
	ID     int64 `gorm:"primaryKey"`
	UserID int64
}
