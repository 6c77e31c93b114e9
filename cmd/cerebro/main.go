// Command cerebro runs the Cerebro marketplace.
//
//	cerebro serve    API and worker in one process (what `make dev` runs)
//	cerebro api      the HTTP API only
//	cerebro worker   the Temporal worker only (scale these out)
//	cerebro migrate  create the database if missing and apply migrations
//	cerebro seed     load the demo data (idempotent)
//	cerebro decide   an admin's decision: slip, refund or consultant (decide.go)
//	cerebro uploads-bucket  create the S3 bucket of the s3 upload store if missing
//	cerebro uploads-to-s3   copy CEREBRO_UPLOAD_DIR into the bucket (uploads.go)
package main

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"

	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/interceptor"
	temporallog "go.temporal.io/sdk/log"

	"cerebro/activities"
	phoneacts "cerebro/activities/phone"
	"cerebro/api"
	"cerebro/auth"
	"cerebro/config"
	"cerebro/mailer"
	"cerebro/metrics"
	"cerebro/models"
	"cerebro/models/account"
	"cerebro/models/gateway"
	"cerebro/models/ledger"
	"cerebro/models/stores"
	"cerebro/payments"
	"cerebro/phones"
	"cerebro/seed"
	"cerebro/sms"
	"cerebro/telemetry"
	"cerebro/worker"
	discoverywf "cerebro/workflows/discovery"
	gatewaywf "cerebro/workflows/gateway"
	payoutwf "cerebro/workflows/payout"
	phonewf "cerebro/workflows/phone"
	profilewf "cerebro/workflows/profile"
)

const usage = `usage: cerebro <serve|api|worker|migrate|seed|healthcheck [api|worker]|decide slip|refund|consultant …|uploads-bucket|uploads-to-s3>`

func main() {
	// Every line is slog's: one JSON object per line in production, for the
	// log collector (decided before the configuration is read, so even its
	// refusal is JSON), text in development. GORM, the Temporal SDK, gRPC,
	// OpenTelemetry and the log package write through it too.
	production := strings.TrimSpace(os.Getenv("CEREBRO_ENV")) == config.EnvProduction
	slog.SetDefault(telemetry.NewLogger(os.Stderr, production))
	telemetry.RouteLibraryLogs()
	if len(os.Args) != 2 && !(len(os.Args) == 3 && os.Args[1] == "healthcheck") && !(len(os.Args) > 2 && os.Args[1] == "decide") {
		refuse(production, usage)
	}
	cfg, err := config.Load()
	if err != nil {
		refuse(production, err.Error())
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if os.Args[1] == "decide" {
		os.Exit(runDecide(ctx, cfg))
	}
	if err := run(ctx, os.Args[1], cfg); err != nil && !errors.Is(err, context.Canceled) {
		slog.Error("cerebro stopped", "err", err)
		os.Exit(1)
	}
}

// runDecide runs `cerebro decide` and returns its exit code: 0 decided
// (the workflow's answer on stdout), 1 refused or failed (why on stderr),
// 2 a command line it cannot read.
func runDecide(ctx context.Context, cfg config.Config) int {
	err := decide(ctx, cfg, os.Args[2:], os.Stdout)
	switch {
	case errors.Is(err, errDecideUsage):
		fmt.Fprintln(os.Stderr, err)
		return 2
	case err != nil:
		fmt.Fprintln(os.Stderr, "cerebro decide:", err)
		return 1
	}
	return 0
}

// refuse stops before starting anything, with exit code 2: a wrong command
// line or an unsafe configuration.
func refuse(production bool, why string) {
	if production {
		slog.Error("cerebro refused to start", "err", why)
	} else {
		fmt.Fprintln(os.Stderr, why)
	}
	os.Exit(2)
}

func run(ctx context.Context, cmd string, cfg config.Config) error {
	switch cmd {
	case "migrate":
		_, err := openStore(ctx, cfg, true)
		return err
	case "seed":
		store, err := openStore(ctx, cfg, true)
		if err != nil {
			return err
		}
		return seed.Demo(ctx, store, time.Now())
	case "serve", "api", "worker":
		return runServices(ctx, cmd, cfg)
	case "uploads-bucket":
		return uploadsBucket(ctx, cfg, os.Stdout)
	case "uploads-to-s3":
		return uploadsToS3(ctx, cfg, os.Stdout)
	case "healthcheck":
		return healthcheck(ctx, cfg, strings.Join(os.Args[2:], ""))
	}
	return fmt.Errorf("unknown command %q; %s", cmd, usage)
}

// openStore connects to PostgreSQL, applies migrations and makes sure the
// admin account exists. Every process does this so any may start first.
func openStore(ctx context.Context, cfg config.Config, create bool, opts ...models.Option) (*models.Store, error) {
	if create {
		if err := models.EnsureDatabase(ctx, cfg.DatabaseURL); err != nil {
			return nil, err
		}
	}
	store, err := models.Open(cfg.DatabaseURL, append(opts, models.Pool(cfg.DBMaxConns, cfg.DBMaxIdleConns))...)
	if err != nil {
		return nil, err
	}
	if err := store.Migrate(ctx); err != nil {
		return nil, err
	}
	accounts := &auth.Service{Store: account.New(store.DB)}
	if err := accounts.EnsureAdmin(ctx, cfg.AdminEmail, cfg.AdminPassword); err != nil {
		return nil, fmt.Errorf("create admin account: %w", err)
	}
	return store, nil
}

func runServices(ctx context.Context, cmd string, cfg config.Config) error {
	tracing, err := telemetry.Start(ctx, serviceNames[cmd])
	if err != nil {
		return err
	}
	defer flushSpans(tracing) // last: after the server and the worker have stopped
	var traced []models.Option
	if tracing.Enabled() {
		traced = append(traced, models.Traced(tracing.Provider))
	}
	store, err := openStore(ctx, cfg, false, traced...)
	if err != nil {
		return err
	}
	defer store.Close()
	sdkMetrics, err := metrics.TemporalHandler()
	if err != nil {
		return fmt.Errorf("temporal metrics: %w", err)
	}
	sdkTracing, err := tracing.TemporalInterceptor()
	if err != nil {
		return fmt.Errorf("temporal tracing: %w", err)
	}
	options := temporalOptions(cfg)
	options.MetricsHandler = sdkMetrics
	options.Interceptors = []interceptor.ClientInterceptor{sdkTracing} // the workers made from tc get it too
	tc, err := client.NewLazyClient(options)
	if err != nil {
		return fmt.Errorf("TEMPORAL_ADDRESS: %w", err)
	}
	defer tc.Close()
	mail := mailer.New(cfg.SMTP)
	if cfg.TestPayments() { // every page and mail says so; no consultant payouts are opened
		mail = mailer.TestPayments(mail)
		slog.Warn("test payments: no real money moves on this site", "PAYHERE_MODE", cfg.PayHere.Mode, "CEREBRO_ENV", cfg.Env)
	}
	ledger, closeLedger, err := simulatorLedger(ctx, cfg, store)
	if err != nil {
		return err
	}
	defer closeLedger()
	gateway, err := payments.New(payments.Config{
		Mode: cfg.PayHere.Mode, MerchantID: cfg.PayHere.MerchantID, MerchantSecret: cfg.PayHere.MerchantSecret,
		AppID: cfg.PayHere.AppID, AppSecret: cfg.PayHere.AppSecret, PublicBaseURL: cfg.PublicBaseURL,
		SimulatorLedger:       ledger, // the simulator's payments and refunds survive restarts
		SimulatorRetrievalLag: cfg.PayHere.SimulatorRetrievalLag, SimulatorRefundFaults: cfg.PayHere.SimulatorRefundFaults,
	})
	if err != nil {
		return fmt.Errorf("PAYHERE_MODE: %w", err)
	}

	texts := sms.New(cfg.SMS) // SMS_PROVIDER; none: the log
	files, err := uploadStore(cfg)
	if err != nil {
		return err
	}
	if err := registerMetrics(cmd, cfg, store, sdkMetrics); err != nil {
		return fmt.Errorf("metrics: %w", err)
	}
	errs := make(chan error, 3)
	if cfg.MetricsAddr != "" {
		metricsSrv := &http.Server{Addr: cfg.MetricsAddr, Handler: metrics.Handler(), ReadHeaderTimeout: 10 * time.Second}
		go func() { errs <- fmt.Errorf("metrics server on %s: %w", cfg.MetricsAddr, metricsSrv.ListenAndServe()) }()
		defer metricsSrv.Close()
		slog.Info("metrics", "addr", cfg.MetricsAddr, "path", "/metrics")
	}
	if cmd == "serve" || cmd == "worker" {
		acts := &activities.Deps{Store: store, Stores: stores.New(store.DB), Mailer: mail, Gateway: gateway, PublicBaseURL: cfg.PublicBaseURL,
			UploadDir: cfg.UploadDir, Uploads: files, TestPayments: cfg.TestPayments(), VideoEvents: cfg.Jitsi.VideoEvents(),
			SMS: texts, TextsPerHour: cfg.SMS.PerHour}
		acts.Notifier = phones.Notifier(cfg, acts.Stores, phoneacts.NewTexts(acts))
		w := worker.New(tc, cfg.TaskQueue, acts)
		if err := w.Start(); err != nil {
			return fmt.Errorf("start worker (is Temporal running at %s?): %w", cfg.Temporal.Address(), err)
		}
		defer w.Stop()
		if err := worker.EnsureReconciler(ctx, tc, cfg.TaskQueue); err != nil {
			return fmt.Errorf("ensure the %s schedule: %w", gatewaywf.ReconcilerScheduleID, err)
		}
		if err := worker.EnsurePayoutSchedule(ctx, tc, cfg.TaskQueue, cfg.PayoutPeriod); err != nil {
			return fmt.Errorf("ensure the %s schedule: %w", payoutwf.PayoutScheduleID, err)
		}
		if err := worker.EnsureUploadCleaner(ctx, tc, cfg.TaskQueue); err != nil {
			return fmt.Errorf("ensure the %s schedule: %w", profilewf.UploadCleanerScheduleID, err)
		}
		if err := worker.EnsureCredentialSweep(ctx, tc, cfg.TaskQueue); err != nil {
			return fmt.Errorf("ensure the %s schedule: %w", profilewf.CredentialSweepScheduleID, err)
		}
		if err := worker.EnsureTextSweep(ctx, tc, cfg.TaskQueue); err != nil {
			return fmt.Errorf("ensure the %s schedule: %w", phonewf.TextSweepScheduleID, err)
		}
		if err := worker.EnsureDiscoveryRefresher(ctx, tc, cfg.TaskQueue); err != nil {
			return fmt.Errorf("ensure the %s schedule: %w", discoverywf.DiscoveryRefresherScheduleID, err)
		}
		slog.Info("worker started", "taskQueue", cfg.TaskQueue, "temporal", cfg.Temporal.Address())
	}
	if cmd == "serve" || cmd == "api" {
		srv, err := api.NewServer(api.Deps{Config: cfg, Store: store, Temporal: tc, Mailer: mail, Gateway: gateway,
			Tracing: tracing, Uploads: files, SMS: texts})
		if err != nil {
			return err
		}
		httpSrv := api.NewHTTPServer(cfg.Addr, srv.Handler(), api.DefaultTimeouts)
		go func() { errs <- httpSrv.ListenAndServe() }()
		defer shutdown(httpSrv)
		slog.Info("api listening", "addr", cfg.Addr, "open", cfg.PublicBaseURL)
	}
	select {
	case <-ctx.Done():
		return nil
	case err := <-errs:
		return err
	}
}

// registerMetrics adds what this process reports beyond its own counters:
// its connection pool (every process); the refunds and payouts by state
// read from the database (the api only, see metrics.RegisterTallies); the
// SDK's workflow failure counters at 0 (the workers).
func registerMetrics(cmd string, cfg config.Config, store *models.Store, sdk client.MetricsHandler) error {
	sqlDB, err := store.DB.DB()
	if err != nil {
		return err
	}
	if err := metrics.RegisterPool(sqlDB); err != nil {
		return err
	}
	if cmd == "serve" || cmd == "api" {
		if err := metrics.RegisterTallies(ledger.New(store.DB)); err != nil {
			return err
		}
	}
	if cmd == "serve" || cmd == "worker" {
		metrics.InitWorkflowCounters(sdk, cfg.Temporal.Namespace(), cfg.TaskQueue, worker.WorkflowTypes())
	}
	return nil
}

// serviceNames name each process's spans, unless OTEL_SERVICE_NAME does.
var serviceNames = map[string]string{"serve": telemetry.ServiceServe, "api": telemetry.ServiceAPI, "worker": telemetry.ServiceWorker}

// flushSpans exports the spans still queued before the process exits.
func flushSpans(t *telemetry.Tracing) {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := t.Shutdown(ctx); err != nil {
		slog.Warn("spans not exported at shutdown", "err", err)
	}
}

// simulatorLedger is where the payment simulator keeps the payments it took
// and the refunds it made: Cerebro's database, or the one
// PAYHERE_SIMULATOR_DATABASE_URL names, a gateway's memory apart from
// Cerebro's that restoring Cerebro's database to an earlier moment does not
// roll back (faults/restore_drill_test.go). That one is created and migrated
// like Cerebro's; only its simulator_* tables are used.
func simulatorLedger(ctx context.Context, cfg config.Config, store *models.Store) (payments.SimulatorLedger, func(), error) {
	if cfg.PayHere.Mode != payments.ModeSimulator || cfg.PayHere.SimulatorDB == "" {
		return gateway.New(store.DB), func() {}, nil
	}
	if err := models.EnsureDatabase(ctx, cfg.PayHere.SimulatorDB); err != nil {
		return nil, nil, fmt.Errorf("PAYHERE_SIMULATOR_DATABASE_URL: %w", err)
	}
	ledger, err := models.Open(cfg.PayHere.SimulatorDB)
	if err != nil {
		return nil, nil, fmt.Errorf("PAYHERE_SIMULATOR_DATABASE_URL: %w", err)
	}
	if err := ledger.Migrate(ctx); err != nil {
		_ = ledger.Close()
		return nil, nil, fmt.Errorf("PAYHERE_SIMULATOR_DATABASE_URL: %w", err)
	}
	return gateway.New(ledger.DB), func() { _ = ledger.Close() }, nil
}

// temporalOptions are the Temporal client's options every command that
// dials Temporal uses: where, which namespace, TLS and credentials from the
// TEMPORAL_* variables (config.Temporal), the SDK's lines through slog.
func temporalOptions(cfg config.Config) client.Options {
	options := cfg.Temporal.ClientOptions()
	options.Logger = temporallog.NewStructuredLogger(slog.Default())
	return options
}

func shutdown(s *http.Server) {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	_ = s.Shutdown(ctx)
}
