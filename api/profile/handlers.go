// Package profile answers the consultants' and consultees' profiles, the
// categories, the admin's approval of consultants and profile images.
package profile

import (
	"cerebro/api/web"
	"cerebro/auth"
	"cerebro/models"
	"cerebro/models/account"
	"cerebro/models/discovery"
	"cerebro/models/profile"
)

// Handlers answers the profile routes: the shared web deps and the stores it
// uses.
type Handlers struct {
	web.Deps
	Account   *account.Store
	Profile   *profile.Store
	Discovery *discovery.Store
	Decisions *models.Decisions
	Accounts  *auth.Service
}
