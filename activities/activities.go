// Package activities holds every side effect the workflows run: database
// writes, the payment gateway, mail, meeting rooms. Each activity is small and
// safe to retry: running it twice leaves the world as running it once.
package activities

import (
	"cerebro/mailer"
	"cerebro/models"
	"cerebro/models/stores"
	"cerebro/payments"
)

// Activities carries the dependencies of every activity; the worker
// registers one instance of it.
type Activities struct {
	Store         *models.Store
	Stores        stores.Stores // the areas' stores over Store.DB
	Mailer        mailer.Mailer
	Gateway       payments.Gateway
	PublicBaseURL string
	UploadDir     string // CEREBRO_UPLOAD_DIR, shared with the API
	// TestPayments is config.Config.TestPayments: no real money moves on
	// this site, so no consultant payouts are opened (OpenPayouts).
	TestPayments bool
	// VideoEvents is config.Jitsi.VideoEvents(): the video service posts
	// who entered and left each room, and only that decides outcomes
	// (SessionEvidence); else the parties' browsers' reports do.
	VideoEvents bool
}
