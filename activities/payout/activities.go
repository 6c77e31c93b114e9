package payout

import (
	"cerebro/activities"
	"cerebro/models/stores"
)

// Activities are the consultants' payouts: opening a period's payouts. Each
// is safe to retry: running it twice leaves the world as running it once.
type Activities struct {
	Stores stores.Stores
	// TestPayments is config.Config.TestPayments: no real money moves on
	// this site, so no consultant payouts are opened (OpenPayouts).
	TestPayments bool
}

// New keeps of the shared dependencies what this area's activities use.
func New(d *activities.Deps) *Activities {
	return &Activities{Stores: d.Stores, TestPayments: d.TestPayments}
}

// Register adds this area's activities to a worker.
func Register(r activities.Registry, d *activities.Deps) {
	r.RegisterActivity(New(d))
}
