// Package web is what every business area of the HTTP layer shares: answering
// an error (the one table from a code to its status, in the caller's
// language), reading ids and pages, who the caller is and whether they own
// what they ask for, the views several areas answer with, and the deps the
// handlers need. It knows no area: the areas (api/account, api/checkout…)
// use it, never each other.
package web

import (
	"time"

	"go.temporal.io/sdk/client"

	"cerebro/config"
	"cerebro/mailer"
	"cerebro/models"
	"cerebro/payments"
	"cerebro/sms"
	"cerebro/telemetry"
	"cerebro/uploads"
)

// Deps is what the handlers of every area share: the configuration, the
// database pool (for a transaction over several stores), Temporal, the mail
// and payment gateways and the clock. Each area adds the stores it uses.
type Deps struct {
	Config   config.Config
	Store    *models.Store
	Temporal client.Client
	Mailer   mailer.Mailer
	Gateway  payments.Gateway
	Now      func() time.Time
	Tracing  *telemetry.Tracing // nil: not traced
	// Uploads is where profile images and slips are kept
	// (CEREBRO_UPLOAD_STORE); nil: the folder Config.UploadDir.
	Uploads uploads.Store
	// SMS sends the phone verification codes (SMS_PROVIDER); nil: the log.
	SMS sms.Provider
}
