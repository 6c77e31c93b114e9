// Package activities holds what every area's activities share: their
// dependencies (Deps), mail (Mail), the check of an admin's decision
// (Decisions). Each business area's activities live in its own sub-package
// (activities/checkout, activities/refund, …), as methods on a small struct
// holding only what that area uses, and register themselves (Register).
// Each activity is small and safe to retry: running it twice leaves the world
// as running it once.
package activities

import (
	"cerebro/mailer"
	"cerebro/models"
	"cerebro/models/stores"
	"cerebro/notify"
	"cerebro/payments"
	"cerebro/sms"
	"cerebro/uploads"
)

// Deps are the dependencies of every area's activities; the worker hands
// them to each area's Register, which keeps only what the area uses.
type Deps struct {
	Store         *models.Store
	Stores        stores.Stores // the areas' stores over Store's handle
	Mailer        mailer.Mailer
	Gateway       payments.Gateway
	PublicBaseURL string
	UploadDir     string // CEREBRO_UPLOAD_DIR, shared with the API
	// Uploads is the store the API writes uploads to (CEREBRO_UPLOAD_STORE);
	// nil: the folder UploadDir.
	Uploads uploads.Store
	// TestPayments is config.Config.TestPayments: no real money moves on
	// this site, so no consultant payouts are opened (OpenPayouts).
	TestPayments bool
	// VideoEvents is config.Jitsi.VideoEvents(): the video service posts
	// who entered and left each room, and only that decides outcomes
	// (SessionEvidence); else the parties' browsers' reports do.
	VideoEvents bool
	// Notifier tells people on their phones (texts, pushes) what their
	// mail tells them; nil: mail alone.
	Notifier *notify.Notifier
	// SMS sends texts (SMS_PROVIDER): the notices' texts, held and swept
	// (activities/phone); nil: the log. TextsPerHour is SMS_PER_HOUR.
	SMS          sms.Provider
	TextsPerHour int
}

// UploadStore is Uploads, or the folder UploadDir when none was given.
func (d *Deps) UploadStore() uploads.Store {
	if d.Uploads != nil {
		return d.Uploads
	}
	return uploads.Folder{Dir: d.UploadDir}
}

// Registry is what a worker offers to register activities.
type Registry interface {
	RegisterActivity(a any)
}

// Mail is the mail helper the areas' activities share.
func (d *Deps) Mail() *Mail {
	return &Mail{Stores: d.Stores, Mailer: d.Mailer, PublicBaseURL: d.PublicBaseURL, Notifier: d.Notifier}
}

// Register adds the activities every area's workflows use (CheckDecision).
func Register(r Registry, d *Deps) {
	r.RegisterActivity(&Decisions{Stores: d.Stores})
}
