// Package availability answers the consultants' slots.
package availability

import (
	"cerebro/api/web"
	"cerebro/models/availability"
	"cerebro/models/profile"
)

// Handlers answers the availability routes: the shared web deps and the
// stores it uses.
type Handlers struct {
	web.Deps
	Profile      *profile.Store
	Availability *availability.Store
}
