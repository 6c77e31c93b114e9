package session

import (
	"cerebro/activities"
	"cerebro/models/stores"
)

// Activities are a session's: joins, the outcome from the room's evidence, a
// move to another slot, completion, and their mails. Each is safe to retry:
// running it twice leaves the world as running it once.
type Activities struct {
	Stores        stores.Stores
	PublicBaseURL string // links in mails
	Mail          *activities.Mail
	// VideoEvents is config.Jitsi.VideoEvents(): the video service posts
	// who entered and left each room, and only that decides outcomes
	// (SessionEvidence); else the parties' browsers' reports do.
	VideoEvents bool
}

// New keeps of the shared dependencies what this area's activities use.
func New(d *activities.Deps) *Activities {
	return &Activities{Stores: d.Stores, PublicBaseURL: d.PublicBaseURL, Mail: d.Mail(), VideoEvents: d.VideoEvents}
}

// Register adds this area's activities to a worker.
func Register(r activities.Registry, d *activities.Deps) {
	r.RegisterActivity(New(d))
}
