package testutil

import (
	"context"
	"errors"
	"net"
	"net/http"
	"os"
	"path/filepath"

	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/testsuite"
	sdkworker "go.temporal.io/sdk/worker"

	"cerebro/activities"
	phoneacts "cerebro/activities/phone"
	"cerebro/api"
	"cerebro/auth"
	"cerebro/config"
	"cerebro/mailer"
	"cerebro/models"
	"cerebro/models/gateway"
	"cerebro/models/stores"
	"cerebro/payments"
	"cerebro/phones"
	"cerebro/sms"
	"cerebro/sms/smstest"
	"cerebro/uploads"
	"cerebro/worker"
)

// App is the whole product running in-process against a throwaway database
// and a Temporal dev server: what `cerebro serve` runs, on a free port.
type App struct {
	URL      string
	Config   config.Config
	Store    *models.Store
	Stores   stores.Stores // the areas' stores over Store's handle
	Outbox   *mailer.Outbox
	Gateway  payments.Gateway
	Temporal client.Client
	Handler  http.Handler
	Uploads  uploads.Store     // the folder CEREBRO_UPLOAD_DIR, or the bucket when Configure chose s3
	SMS      *smstest.NotifyLK // the texts sent, as the stand-in of Notify.lk took them

	dev     *testsuite.DevServer
	worker  sdkworker.Worker
	server  *http.Server
	cleanup []func()
}

// AppOptions adjusts the configuration before the app starts.
type AppOptions struct {
	Configure func(*config.Config)
}

// StartApp starts the product. Stop it with Close.
func StartApp(ctx context.Context, opts AppOptions) (*App, error) {
	a := &App{}
	ok := false
	defer func() {
		if !ok {
			a.Close()
		}
	}()
	cfg, err := config.Load()
	if err != nil {
		return nil, err
	}
	dbURL, drop, err := NewDatabase(ctx)
	if err != nil {
		return nil, err
	}
	a.cleanup = append(a.cleanup, drop)
	listener, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, err
	}
	a.URL = "http://" + listener.Addr().String()
	cfg.DatabaseURL = dbURL
	cfg.PublicBaseURL = a.URL
	cfg.RateLimits = false // the journeys sign in and book from one address, faster than a person
	cfg.WebappDir = filepath.Join(RepoRoot(), "webapp", "dist")
	cfg.UploadDir, err = os.MkdirTemp("", "cerebro-uploads-")
	if err != nil {
		return nil, err
	}
	a.cleanup = append(a.cleanup, func() { _ = os.RemoveAll(cfg.UploadDir) })
	// Texts go to a local stand-in of Notify.lk's API, a phone's inbox for the tests.
	a.SMS = smstest.NewNotifyLK("4242", "test-notify-key", "Cerebro")
	a.cleanup = append(a.cleanup, a.SMS.Close)
	cfg.SMS = config.SMS{Provider: config.SMSNotifyLK, NotifyLKUserID: a.SMS.UserID, NotifyLKAPIKey: a.SMS.APIKey,
		SenderID: a.SMS.SenderID, NotifyLKBaseURL: a.SMS.URL, PerHour: cfg.SMS.PerHour}
	if opts.Configure != nil {
		opts.Configure(&cfg)
	}
	a.Config = cfg
	if a.Uploads, err = uploadStore(cfg); err != nil {
		return nil, err
	}

	if a.Store, err = models.Open(dbURL); err != nil {
		return nil, err
	}
	a.cleanup = append(a.cleanup, func() { _ = a.Store.Close() })
	a.Stores = stores.New(a.Store.DB)
	if err := (&auth.Service{Store: a.Stores.Account}).EnsureAdmin(ctx, cfg.AdminEmail, cfg.AdminPassword); err != nil {
		return nil, err
	}
	if a.dev, err = StartTemporal(ctx); err != nil {
		return nil, err
	}
	a.Temporal = a.dev.Client()
	a.Outbox = mailer.NewOutbox()
	a.Gateway, err = payments.New(payments.Config{Mode: payments.ModeSimulator, MerchantID: cfg.PayHere.MerchantID,
		MerchantSecret: cfg.PayHere.MerchantSecret, PublicBaseURL: cfg.PublicBaseURL, SimulatorLedger: gateway.New(a.Store.DB)})
	if err != nil {
		return nil, err
	}
	// As cerebro serve wires them: a site with test payments says so in every mail.
	var mail mailer.Mailer = a.Outbox
	if cfg.TestPayments() {
		mail = mailer.TestPayments(a.Outbox)
	}
	texts := sms.New(cfg.SMS)
	acts := &activities.Deps{Store: a.Store, Stores: a.Stores, Mailer: mail,
		Gateway: a.Gateway, PublicBaseURL: cfg.PublicBaseURL, UploadDir: cfg.UploadDir, Uploads: a.Uploads, TestPayments: cfg.TestPayments(),
		VideoEvents: cfg.Jitsi.VideoEvents(), SMS: texts, TextsPerHour: cfg.SMS.PerHour}
	acts.Notifier = phones.Notifier(cfg, a.Stores, phoneacts.NewTexts(acts))
	a.worker = worker.New(a.Temporal, cfg.TaskQueue, acts)
	if err := a.worker.Start(); err != nil {
		return nil, err
	}
	srv, err := api.NewServer(api.Deps{Config: cfg, Store: a.Store, Temporal: a.Temporal, Mailer: mail, Gateway: a.Gateway,
		Uploads: a.Uploads, SMS: texts})
	if err != nil {
		return nil, err
	}
	a.Handler = srv.Handler()
	a.server = api.NewHTTPServer("", a.Handler, api.DefaultTimeouts)
	go func() {
		if err := a.server.Serve(listener); err != nil && !errors.Is(err, http.ErrServerClosed) {
			panic(err)
		}
	}()
	ok = true
	return a, nil
}

// Close stops everything StartApp started, newest first.
func (a *App) Close() {
	if a.server != nil {
		_ = a.server.Close()
	}
	if a.worker != nil {
		a.worker.Stop()
	}
	if a.dev != nil {
		_ = a.dev.Stop()
	}
	for i := len(a.cleanup) - 1; i >= 0; i-- {
		a.cleanup[i]()
	}
}
