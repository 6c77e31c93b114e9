// Package profile is the profile area of the models layer: consultants'
// and consultees' profiles, the categories consultants work in, the
// admin's approval of consultants, and who uploaded which stored file.
package profile

import "gorm.io/gorm"

// Store reads and writes profiles over one database handle: the pool, or
// a transaction the caller opened.
type Store struct{ db *gorm.DB }

// New is the profile store over db.
func New(db *gorm.DB) *Store { return &Store{db: db} }
