// Package discovery is the discovery area of the models layer: how
// consultees find consultants — the search, a consultant's standing
// (stars and next open slot), reviews, and the days with open slots.
package discovery

import "gorm.io/gorm"

// Store reads what discovery shows over one database handle.
type Store struct{ db *gorm.DB }

// New is the discovery store over db.
func New(db *gorm.DB) *Store { return &Store{db: db} }
