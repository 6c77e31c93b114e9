// Package stores composes the areas' stores over one database handle, so
// the API, the activities and the tests build them in one line.
package stores

import (
	"gorm.io/gorm"

	"cerebro/models/checkout"
	"cerebro/models/gateway"
	"cerebro/models/session"
)

// Stores are the business areas' stores, all over one *gorm.DB.
type Stores struct {
	Checkout *checkout.Store
	Session  *session.Store
	Gateway  *gateway.Store
}

// New builds every area's store over db.
func New(db *gorm.DB) Stores {
	return Stores{
		Checkout: checkout.New(db),
		Session:  session.New(db),
		Gateway:  gateway.New(db),
	}
}
