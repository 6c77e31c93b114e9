// Package availability is the availability area of the models layer: the
// slots consultants publish, move and withdraw while nobody holds them.
package availability

import "gorm.io/gorm"

// Store reads and writes slots over one database handle: the pool, or a
// transaction the caller opened.
type Store struct{ db *gorm.DB }

// New is the availability store over db.
func New(db *gorm.DB) *Store { return &Store{db: db} }
