// Package refund answers refunds, the refund account, settlement by bank
// transfer, uncertain refunds and the admin's refund decision.
package refund

import (
	"cerebro/api/web"
	"cerebro/models"
	"cerebro/models/checkout"
	"cerebro/models/gateway"
	"cerebro/models/refund"
	"cerebro/models/stores"
)

// Handlers answers the refund routes: the shared web deps and the stores it
// uses.
type Handlers struct {
	web.Deps
	Stores       stores.Stores // the activities it runs in-process use every area's store
	Checkout     *checkout.Store
	GatewayStore *gateway.Store
	Refund       *refund.Store
	Decisions    *models.Decisions
}
