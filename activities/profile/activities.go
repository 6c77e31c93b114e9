package profile

import (
	"cerebro/activities"
	"cerebro/models/stores"
)

// Activities are a profile's: a consultant's approval and its mails, and the
// sweep of orphaned uploads (profile images and payment slips). Each is safe
// to retry: running it twice leaves the world as running it once.
type Activities struct {
	Stores        stores.Stores
	PublicBaseURL string // links in mails
	UploadDir     string // CEREBRO_UPLOAD_DIR, shared with the API
	Mail          *activities.Mail
}

// New keeps of the shared dependencies what this area's activities use.
func New(d *activities.Deps) *Activities {
	return &Activities{Stores: d.Stores, PublicBaseURL: d.PublicBaseURL, UploadDir: d.UploadDir, Mail: d.Mail()}
}

// Register adds this area's activities to a worker.
func Register(r activities.Registry, d *activities.Deps) {
	r.RegisterActivity(New(d))
}
