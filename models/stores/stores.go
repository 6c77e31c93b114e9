// Package stores composes the business areas' stores over one database, so
// a caller (the API server, the activities, the tools) builds them once.
package stores

import (
	"gorm.io/gorm"

	"cerebro/models/ledger"
	"cerebro/models/payout"
	"cerebro/models/refund"
)

// Stores are the areas' stores, each over the same *gorm.DB.
type Stores struct {
	Refund *refund.Store
	Payout *payout.Store
	Ledger *ledger.Store
}

// New builds every area's store over db.
func New(db *gorm.DB) Stores {
	return Stores{
		Refund: refund.New(db),
		Payout: payout.New(db),
		Ledger: ledger.New(db),
	}
}
