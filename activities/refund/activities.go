package refund

import (
	"cerebro/activities"
	"cerebro/models/stores"
	"cerebro/payments"
)

// Activities are a refund's: opening it, settling the admin's decision,
// paying it back to the card exactly once, and its mails. Each is safe to
// retry: running it twice leaves the world as running it once.
type Activities struct {
	Stores        stores.Stores
	Gateway       payments.Gateway // pays refunds back
	PublicBaseURL string           // links in mails
	Mail          *activities.Mail
}

// New keeps of the shared dependencies what this area's activities use.
func New(d *activities.Deps) *Activities {
	return &Activities{Stores: d.Stores, Gateway: d.Gateway, PublicBaseURL: d.PublicBaseURL, Mail: d.Mail()}
}

// Register adds this area's activities to a worker.
func Register(r activities.Registry, d *activities.Deps) {
	r.RegisterActivity(New(d))
}
