// Package checkout answers bookings, their checkout and idempotency,
// invoices, slips and the payments a consultee initiates and the admin
// decides.
package checkout

import (
	"cerebro/api/web"
	"cerebro/models"
	"cerebro/models/checkout"
	"cerebro/models/gateway"
	"cerebro/models/profile"
	"cerebro/models/refund"
)

// Handlers answers the checkout routes: the shared web deps and the stores
// it uses.
type Handlers struct {
	web.Deps
	Profile      *profile.Store
	Checkout     *checkout.Store
	GatewayStore *gateway.Store
	Refund       *refund.Store
	Decisions    *models.Decisions
}
