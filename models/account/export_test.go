package account

import (
	"time"

	"gorm.io/gorm"
)

// NewWithStaleness is New with another bound on a Bearer's age, so a test
// sees a copy expire without waiting BearerStaleness.
func NewWithStaleness(db *gorm.DB, staleness time.Duration) *Store { return newStore(db, staleness) }
