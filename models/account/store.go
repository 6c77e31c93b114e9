// Package account is the account area of the models layer: users, their
// passwords, email verification, sign-in back-off, tokens' version, mail
// language, and the admins' audit log.
package account

import "gorm.io/gorm"

// Store reads and writes accounts over one database handle: the pool, or
// a transaction the caller opened.
type Store struct{ db *gorm.DB }

// New is the account store over db.
func New(db *gorm.DB) *Store { return &Store{db: db} }
