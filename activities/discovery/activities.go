package discovery

import (
	"cerebro/activities"
	"cerebro/models/stores"
)

// Activities are discovery's: refreshing each consultant's next free slot
// for search. Each is safe to retry: running it twice leaves the world as
// running it once.
type Activities struct {
	Stores stores.Stores
}

// New keeps of the shared dependencies what this area's activities use.
func New(d *activities.Deps) *Activities {
	return &Activities{Stores: d.Stores}
}

// Register adds this area's activities to a worker.
func Register(r activities.Registry, d *activities.Deps) {
	r.RegisterActivity(New(d))
}
