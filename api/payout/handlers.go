// Package payout answers the consultants' payouts, their payout details and
// earnings.
package payout

import (
	"cerebro/api/web"
	"cerebro/models/account"
	"cerebro/models/payout"
	"cerebro/models/profile"
)

// Handlers answers the payout routes: the shared web deps and the stores it
// uses.
type Handlers struct {
	web.Deps
	Account *account.Store
	Profile *profile.Store
	Payout  *payout.Store
}
