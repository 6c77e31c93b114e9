package profile

import (
	"cerebro/activities"
	"cerebro/models/stores"
	"cerebro/uploads"
)

// Activities are a profile's: a consultant's approval and its mails, and the
// sweep of orphaned uploads (profile images and payment slips). Each is safe
// to retry: running it twice leaves the world as running it once.
type Activities struct {
	Stores        stores.Stores
	PublicBaseURL string        // links in mails
	Uploads       uploads.Store // where the API keeps uploads (CEREBRO_UPLOAD_STORE)
	Mail          *activities.Mail
}

// New keeps of the shared dependencies what this area's activities use.
func New(d *activities.Deps) *Activities {
	return &Activities{Stores: d.Stores, PublicBaseURL: d.PublicBaseURL, Uploads: d.UploadStore(), Mail: d.Mail()}
}

// Register adds this area's activities to a worker.
func Register(r activities.Registry, d *activities.Deps) {
	r.RegisterActivity(New(d))
}
