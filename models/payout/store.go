// Package payout is what consultants earn and are paid: the periods'
// payouts (sessions less refunds, penalties and chargebacks), their items,
// the admin's bank transfer of each (written to the ledger in the same
// transaction), and the earnings reports.
package payout

import "gorm.io/gorm"

// Store opens, lists and pays the consultants' payouts and reports their
// earnings.
type Store struct{ db *gorm.DB }

// New is the payouts' store over db.
func New(db *gorm.DB) *Store { return &Store{db: db} }
