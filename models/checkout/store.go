package checkout

import "gorm.io/gorm"

// Store is the checkout's data: invoices and their bookings from the hold to
// the payment or the release, the slips and the company's bank accounts they
// are paid into, the Idempotency-Keys of booking requests, and the lists of
// paid bookings.
type Store struct{ db *gorm.DB }

// New is the checkout's store over db: the process's pool, or a transaction
// whose caller wants these queries in it.
func New(db *gorm.DB) *Store { return &Store{db: db} }

// The checkout's preparation runs on this store.
var _ PrepareStore = (*Store)(nil)
