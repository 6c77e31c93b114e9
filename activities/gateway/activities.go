package gateway

import (
	"cerebro/activities"
	"cerebro/models/stores"
	"cerebro/payments"
)

// Activities are the payment gateway's reconciliation: notifications not yet
// settled, invoices released without asking the gateway, chargebacks. Each
// is safe to retry: running it twice leaves the world as running it once.
type Activities struct {
	Stores        stores.Stores
	Gateway       payments.Gateway // asked again about unchecked invoices
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
