// Package session is the session area of the models layer: a paid booking
// from its confirmation to its end — joins, presence reports and the video
// service's events, the outcome, cancellation, rescheduling and ratings.
package session

import "gorm.io/gorm"

// Store is the session's data: bookings once paid, their presence and video
// evidence, cancellations and moves, and the parties' ratings.
type Store struct{ db *gorm.DB }

// New is the session's store over db: the process's pool, or a transaction
// whose caller wants these queries in it.
func New(db *gorm.DB) *Store { return &Store{db: db} }
