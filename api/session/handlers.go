// Package session answers what happens after payment: the session, its room,
// presence, rescheduling, ratings and the video service's events.
package session

import (
	"cerebro/api/web"
	"cerebro/models/availability"
	"cerebro/models/checkout"
	"cerebro/models/profile"
	"cerebro/models/refund"
	"cerebro/models/session"
)

// Handlers answers the session routes: the shared web deps and the stores it
// uses.
type Handlers struct {
	web.Deps
	Profile      *profile.Store
	Availability *availability.Store
	Checkout     *checkout.Store
	Session      *session.Store
	Refund       *refund.Store
}
