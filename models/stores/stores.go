// Package stores composes every area's store over one database handle, so
// the API, the activities and the tools build them in one place.
package stores

import (
	"gorm.io/gorm"

	"cerebro/models"
	"cerebro/models/account"
	"cerebro/models/availability"
	"cerebro/models/discovery"
	"cerebro/models/profile"
)

// Stores is one store per business area, all over the same handle.
type Stores struct {
	Account      *account.Store
	Profile      *profile.Store
	Availability *availability.Store
	Discovery    *discovery.Store
	Decisions    *models.Decisions
}

// New builds every area's store over db: the pool, or a transaction.
func New(db *gorm.DB) Stores {
	return Stores{
		Account:      account.New(db),
		Profile:      profile.New(db),
		Availability: availability.New(db),
		Discovery:    discovery.New(db),
		Decisions:    models.NewDecisions(db),
	}
}
