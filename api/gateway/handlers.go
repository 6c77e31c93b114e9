// Package gateway answers the payment gateway's notification and, in
// simulator mode, the simulator's checkout page.
package gateway

import (
	"cerebro/api/web"
	"cerebro/models/checkout"
	"cerebro/models/gateway"
	"cerebro/models/stores"
)

// Handlers answers the gateway routes: the shared web deps and the stores it
// uses.
type Handlers struct {
	web.Deps
	Stores       stores.Stores // the activities it runs in-process use every area's store
	Checkout     *checkout.Store
	GatewayStore *gateway.Store
}
