// Package availability answers the consultants' slots.
package availability

import (
	"context"

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
	// Published is told that a consultant published slots (the favourites
	// area tells their watchers); nil: nobody is.
	Published func(ctx context.Context, consultantID int64)
}
