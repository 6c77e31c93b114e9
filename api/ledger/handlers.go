// Package ledger answers the invoice timeline: every cent of an invoice as
// the ledger recorded it.
package ledger

import (
	"cerebro/api/web"
	"cerebro/models/checkout"
	"cerebro/models/ledger"
	"cerebro/models/refund"
)

// Handlers answers the ledger routes: the shared web deps and the stores it
// uses.
type Handlers struct {
	web.Deps
	Checkout *checkout.Store
	Refund   *refund.Store
	Ledger   *ledger.Store
}
