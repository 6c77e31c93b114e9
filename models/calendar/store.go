// Package calendar is the calendar feed area of the models layer: the
// version a person's private feed address is signed with, and the sessions
// the feed lists.
package calendar

import "gorm.io/gorm"

// Store reads a person's feed over one database handle.
type Store struct{ db *gorm.DB }

// New is the calendar store over db.
func New(db *gorm.DB) *Store { return &Store{db: db} }
