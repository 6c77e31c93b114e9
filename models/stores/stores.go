// Package stores composes every area's store over one database handle, so
// the API, the activities and the tools build them in one place.
package stores

import (
	"gorm.io/gorm"

	"cerebro/models"
	"cerebro/models/account"
	"cerebro/models/availability"
	"cerebro/models/calendar"
	"cerebro/models/checkout"
	"cerebro/models/discovery"
	"cerebro/models/favourite"
	"cerebro/models/gateway"
	"cerebro/models/ledger"
	"cerebro/models/message"
	"cerebro/models/payout"
	"cerebro/models/privacy"
	"cerebro/models/profile"
	"cerebro/models/refund"
	"cerebro/models/review"
	"cerebro/models/session"
)

// Stores is one store per business area, all over the same handle.
type Stores struct {
	Account      *account.Store
	Profile      *profile.Store
	Availability *availability.Store
	Discovery    *discovery.Store
	Checkout     *checkout.Store
	Session      *session.Store
	Gateway      *gateway.Store
	Refund       *refund.Store
	Payout       *payout.Store
	Ledger       *ledger.Store
	Calendar     *calendar.Store
	Review       *review.Store
	Message      *message.Store
	Favourite    *favourite.Store
	Decisions    *models.Decisions
	// Privacy exports and closes accounts: each area adds its privacy.Part
	// in New below (messages, credentials, review replies…).
	Privacy *privacy.Store
}

// New builds every area's store over db: the pool, or a transaction.
func New(db *gorm.DB) Stores {
	return Stores{
		Account:      account.New(db),
		Profile:      profile.New(db),
		Availability: availability.New(db),
		Discovery:    discovery.New(db),
		Checkout:     checkout.New(db),
		Session:      session.New(db),
		Gateway:      gateway.New(db),
		Refund:       refund.New(db),
		Payout:       payout.New(db),
		Ledger:       ledger.New(db),
		Calendar:     calendar.New(db),
		Review:       review.New(db),
		Message:      message.New(db),
		Favourite:    favourite.New(db),
		Decisions:    models.NewDecisions(db),
		// The areas privacy.Parts does not know add their part here.
		Privacy: privacy.New(db, message.PrivacyPart(), profile.CredentialPrivacyPart(), review.PrivacyPart(),
			favourite.PrivacyPart()),
	}
}
