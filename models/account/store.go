// Package account is the account area of the models layer: users, their
// passwords, email verification, sign-in back-off, tokens' version, mail
// language, and the admins' audit log.
package account

import (
	"time"

	"github.com/hashicorp/golang-lru/v2/expirable"
	"gorm.io/gorm"
)

// Store reads and writes accounts over one database handle: the pool, or
// a transaction the caller opened.
type Store struct {
	db      *gorm.DB
	bearers *expirable.LRU[int64, Bearer] // what signed-in requests read, kept BearerStaleness
}

// New is the account store over db.
func New(db *gorm.DB) *Store { return newStore(db, BearerStaleness) }

func newStore(db *gorm.DB, staleness time.Duration) *Store {
	return &Store{db: db, bearers: expirable.NewLRU[int64, Bearer](bearerCacheSize, nil, staleness)}
}
