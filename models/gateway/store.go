// Package gateway is the payment gateway's area of the models layer: the
// gateway's verified notifications and their reconciliation, payments the
// Retrieval API reported, chargebacks, refunds of payments that matched
// nothing, and the payment simulator's durable ledger.
package gateway

import "gorm.io/gorm"

// Store is the gateway's data: what the gateway said about each payment and
// what Cerebro did with it.
type Store struct{ db *gorm.DB }

// New is the gateway's store over db: the process's pool, or a transaction
// whose caller wants these queries in it.
func New(db *gorm.DB) *Store { return &Store{db: db} }
