// Package config reads Cerebro's settings from environment variables. Every
// variable has a default that works for `make dev`; a bad value stops start-up
// with a message naming the variable.
package config

import (
	"fmt"
	"net/mail"
	"net/netip"
	"net/url"
	"os"
	"strconv"
	"strings"
	"time"

	"cerebro/payments"
	"cerebro/rules"
)

// Config is every setting the binary reads at start.
type Config struct {
	Env               string   // CEREBRO_ENV: development or production
	MetricsAddr       string   // CEREBRO_METRICS_ADDR: where /metrics is served; empty: nowhere
	Addr              string   // CEREBRO_ADDR
	DatabaseURL       string   // DATABASE_URL
	DBMaxConns        int      // CEREBRO_DB_MAX_CONNS: connections one process opens to PostgreSQL at most
	DBMaxIdleConns    int      // CEREBRO_DB_MAX_IDLE_CONNS: of those, kept open while idle
	Temporal          Temporal // TEMPORAL_ADDRESS, TEMPORAL_NAMESPACE, TEMPORAL_API_KEY, TEMPORAL_TLS_* (temporal.go)
	TaskQueue         string   // CEREBRO_TASK_QUEUE
	JWTSecret         string   // JWT_SECRET
	TokenTTL          time.Duration
	AdminEmail        string  // CEREBRO_ADMIN_EMAIL
	AdminPassword     string  // CEREBRO_ADMIN_PASSWORD
	PublicBaseURL     string  // PUBLIC_BASE_URL
	WebappDir         string  // CEREBRO_WEBAPP_DIR
	UploadDir         string  // CEREBRO_UPLOAD_DIR: the file store's folder
	Uploads           Uploads // CEREBRO_UPLOAD_STORE and its settings (uploads.go)
	PaymentHold       time.Duration
	JoinEarly         time.Duration
	SlipUploadWindow  time.Duration
	MessageQuiet      time.Duration // CEREBRO_MESSAGE_QUIET: how long a thread stays quiet before its new messages are mailed
	WatchQuiet        time.Duration // CEREBRO_WATCH_QUIET: how long a consultant stops publishing before their watchers are told
	MaxUnpaidInvoices int           // CEREBRO_MAX_UNPAID_INVOICES: unpaid invoices one consultee may have at once
	MaxHeldSlots      int           // CEREBRO_MAX_HELD_SLOTS: slots those may hold
	RebookCooldown    time.Duration // CEREBRO_REBOOK_COOLDOWN: wait after letting the same slots go twice in a day
	PayoutPeriod      string        // CEREBRO_PAYOUT_PERIOD: monthly or weekly
	PayHere           PayHere
	Jitsi             Jitsi
	SMTP              SMTP
	CORSOrigins       []string
	RateLimits        bool     // CEREBRO_RATE_LIMITS: on (default) or off (load tests; refused in production)
	TrustedProxies    []string // CEREBRO_TRUSTED_PROXIES: proxies whose X-Forwarded-For names the client
	Company           Company  // COMPANY_NAME, COMPANY_ADDRESS, COMPANY_REGISTRATION_NO (company.go)
}

// PayHere holds the card gateway settings.
type PayHere struct {
	Mode           string // simulator | sandbox | live
	MerchantID     string
	MerchantSecret string
	AppID          string
	AppSecret      string
	// TestPaymentsAllowed is CEREBRO_TEST_PAYMENTS=allowed: production may
	// take the sandbox (a staging site). See Config.TestPayments.
	TestPaymentsAllowed bool
	// SimulatorDB (PAYHERE_SIMULATOR_DATABASE_URL) is where the simulator
	// remembers the payments it took and the refunds it made; empty:
	// Cerebro's own database. A gateway's memory of its own is one a restore
	// of Cerebro's database does not roll back (faults/restore_drill_test.go).
	SimulatorDB string
	// SimulatorRetrievalLag (PAYHERE_SIMULATOR_RETRIEVAL_LAG) and
	// SimulatorRefundFaults (PAYHERE_SIMULATOR_REFUND_FAULTS, a comma list)
	// make the simulator a lagging, faulty gateway, for the fault suite.
	SimulatorRetrievalLag time.Duration
	SimulatorRefundFaults []string
}

// SMTP holds the mail server settings; an empty Host means mail goes to the log.
type SMTP struct {
	Host     string
	Port     int
	Username string
	Password string
	From     string
}

// devJWTSecret is only acceptable outside production; see Load.
const devJWTSecret = "cerebro-dev-secret-change-me"

// Load reads the configuration from the environment.
func Load() (Config, error) { return load(os.LookupEnv) }

func load(lookup func(string) (string, bool)) (Config, error) {
	getenv := func(name string) string { v, _ := lookup(name); return v }
	r := reader{getenv: getenv}
	c := Config{
		Env:               r.oneOf("CEREBRO_ENV", EnvDevelopment, EnvDevelopment, EnvProduction),
		Addr:              r.str("CEREBRO_ADDR", ":8080"),
		DatabaseURL:       r.str("DATABASE_URL", "postgres://postgres@127.0.0.1:5432/cerebro?sslmode=disable"),
		DBMaxConns:        r.integer("CEREBRO_DB_MAX_CONNS", 20),
		DBMaxIdleConns:    r.integer("CEREBRO_DB_MAX_IDLE_CONNS", 20),
		Temporal:          readTemporal(&r, lookup),
		TaskQueue:         r.str("CEREBRO_TASK_QUEUE", "cerebro"),
		JWTSecret:         r.str("JWT_SECRET", devJWTSecret),
		TokenTTL:          r.duration("CEREBRO_TOKEN_TTL", 12*time.Hour),
		AdminEmail:        r.email("CEREBRO_ADMIN_EMAIL", "admin@cerebro.lk"),
		AdminPassword:     r.str("CEREBRO_ADMIN_PASSWORD", devAdminPassword),
		PublicBaseURL:     strings.TrimRight(r.url("PUBLIC_BASE_URL", "http://localhost:8080"), "/"),
		WebappDir:         r.str("CEREBRO_WEBAPP_DIR", "webapp/dist"),
		UploadDir:         r.str("CEREBRO_UPLOAD_DIR", ".data/uploads"),
		Uploads:           readUploads(&r),
		PaymentHold:       r.duration("CEREBRO_PAYMENT_HOLD", 15*time.Minute),
		JoinEarly:         r.duration("CEREBRO_JOIN_EARLY", 10*time.Minute),
		PayoutPeriod:      r.oneOf("CEREBRO_PAYOUT_PERIOD", rules.PayoutMonthly, rules.PayoutMonthly, rules.PayoutWeekly),
		SlipUploadWindow:  r.duration("CEREBRO_SLIP_UPLOAD_WINDOW", 2*time.Hour),
		MessageQuiet:      r.duration("CEREBRO_MESSAGE_QUIET", rules.MessageQuiet),
		WatchQuiet:        r.duration("CEREBRO_WATCH_QUIET", rules.WatchQuiet),
		MaxUnpaidInvoices: r.integer("CEREBRO_MAX_UNPAID_INVOICES", 3),
		MaxHeldSlots:      r.integer("CEREBRO_MAX_HELD_SLOTS", 10),
		RebookCooldown:    r.duration("CEREBRO_REBOOK_COOLDOWN", time.Hour),
		PayHere: PayHere{
			Mode:           r.oneOf("PAYHERE_MODE", payments.ModeSimulator, payments.ModeSimulator, payments.ModeSandbox, payments.ModeLive),
			MerchantID:     r.str("PAYHERE_MERCHANT_ID", "1221149"),
			MerchantSecret: r.str("PAYHERE_MERCHANT_SECRET", "simulator-secret"),
			AppID:          r.str("PAYHERE_APP_ID", ""),
			AppSecret:      r.str("PAYHERE_APP_SECRET", ""),
			// CEREBRO_TEST_PAYMENTS: empty, or allowed (payments.go)
			TestPaymentsAllowed: readTestPayments(&r),
			SimulatorDB:         r.str("PAYHERE_SIMULATOR_DATABASE_URL", ""),
			// the simulator only: a lagging, faulty gateway for the fault suite
			SimulatorRetrievalLag: r.duration("PAYHERE_SIMULATOR_RETRIEVAL_LAG", 0),
			SimulatorRefundFaults: r.list("PAYHERE_SIMULATOR_REFUND_FAULTS"),
		},
		Jitsi: readJitsi(&r),
		SMTP: SMTP{
			Host:     r.str("SMTP_HOST", ""),
			Port:     r.integer("SMTP_PORT", 587),
			Username: r.str("SMTP_USERNAME", ""),
			Password: r.str("SMTP_PASSWORD", ""),
			From:     r.email("SMTP_FROM", "no-reply@cerebro.lk"),
		},
		CORSOrigins:    r.list("CEREBRO_CORS_ORIGINS"),
		RateLimits:     r.oneOf("CEREBRO_RATE_LIMITS", "on", "on", "off") == "on",
		TrustedProxies: r.proxies("CEREBRO_TRUSTED_PROXIES"),
		MetricsAddr:    metricsAddr(lookup),
		Company:        readCompany(&r),
	}
	r.check(len(c.AdminPassword) >= 8, "CEREBRO_ADMIN_PASSWORD", "must be at least 8 characters")
	r.check(len(c.JWTSecret) >= 16, "JWT_SECRET", "must be at least 16 characters")
	r.check(c.PayHere.Mode == payments.ModeSimulator || c.JWTSecret != devJWTSecret, "JWT_SECRET",
		"must be set when PAYHERE_MODE is sandbox or live")
	r.check(c.PayHere.Mode == payments.ModeSimulator || c.PayHere.MerchantSecret != "simulator-secret", "PAYHERE_MERCHANT_SECRET",
		"must be set when PAYHERE_MODE is sandbox or live")
	r.check(c.PayHere.Mode == payments.ModeSimulator || (c.PayHere.SimulatorRetrievalLag == 0 && len(c.PayHere.SimulatorRefundFaults) == 0),
		"PAYHERE_SIMULATOR_RETRIEVAL_LAG", "and PAYHERE_SIMULATOR_REFUND_FAULTS are for PAYHERE_MODE=simulator only")
	// Refunds and the Retrieval API (asked before every ONLINE release and
	// before a refund is posted again) need PayHere's API key.
	r.check(c.PayHere.Mode == payments.ModeSimulator || (c.PayHere.AppID != "" && c.PayHere.AppSecret != ""), "PAYHERE_APP_ID",
		"PAYHERE_APP_ID and PAYHERE_APP_SECRET (an API key allowed to refund and retrieve) must be set when PAYHERE_MODE is sandbox or live")
	r.check(c.PaymentHold > 0, "CEREBRO_PAYMENT_HOLD", "must be positive")
	r.check(c.JoinEarly >= 0, "CEREBRO_JOIN_EARLY", "must not be negative")
	r.check(c.SlipUploadWindow > 0, "CEREBRO_SLIP_UPLOAD_WINDOW", "must be positive")
	r.check(c.MessageQuiet > 0, "CEREBRO_MESSAGE_QUIET", "must be positive")
	r.check(c.WatchQuiet > 0, "CEREBRO_WATCH_QUIET", "must be positive")
	r.check(c.MaxUnpaidInvoices > 0, "CEREBRO_MAX_UNPAID_INVOICES", "must be at least 1")
	r.check(c.MaxHeldSlots > 0, "CEREBRO_MAX_HELD_SLOTS", "must be at least 1")
	r.check(c.DBMaxIdleConns <= c.DBMaxConns, "CEREBRO_DB_MAX_IDLE_CONNS",
		fmt.Sprintf("must not exceed CEREBRO_DB_MAX_CONNS (%d)", c.DBMaxConns))
	r.check(c.RebookCooldown > 0, "CEREBRO_REBOOK_COOLDOWN", "must be positive")
	checkLiveIsProduction(&r, c)
	if r.err == nil && c.Env == EnvProduction {
		if problems := productionProblems(c, getenv); len(problems) > 0 {
			r.err = productionError(problems)
		}
	}
	return c, r.err
}

// reader collects the first bad variable so start-up names it.
type reader struct {
	getenv func(string) string
	err    error
}

func (r *reader) fail(name, why string) {
	if r.err == nil {
		r.err = fmt.Errorf("config: %s %s", name, why)
	}
}

func (r *reader) check(ok bool, name, why string) {
	if !ok {
		r.fail(name, why)
	}
}

func (r *reader) str(name, def string) string {
	if v := strings.TrimSpace(r.getenv(name)); v != "" {
		return v
	}
	return def
}

func (r *reader) duration(name string, def time.Duration) time.Duration {
	v := r.str(name, "")
	if v == "" {
		return def
	}
	d, err := time.ParseDuration(v)
	if err != nil {
		r.fail(name, fmt.Sprintf("must be a duration such as 15m (got %q)", v))
		return def
	}
	return d
}

func (r *reader) integer(name string, def int) int {
	v := r.str(name, "")
	if v == "" {
		return def
	}
	n, err := strconv.Atoi(v)
	if err != nil || n <= 0 {
		r.fail(name, fmt.Sprintf("must be a positive whole number (got %q)", v))
		return def
	}
	return n
}

func (r *reader) oneOf(name, def string, allowed ...string) string {
	v := r.str(name, def)
	for _, a := range allowed {
		if v == a {
			return v
		}
	}
	r.fail(name, fmt.Sprintf("must be one of %s (got %q)", strings.Join(allowed, ", "), v))
	return def
}

func (r *reader) email(name, def string) string {
	v := r.str(name, def)
	if _, err := mail.ParseAddress(v); err != nil {
		r.fail(name, fmt.Sprintf("must be an email address (got %q)", v))
	}
	return v
}

func (r *reader) url(name, def string) string {
	v := r.str(name, def)
	u, err := url.Parse(v)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		r.fail(name, fmt.Sprintf("must be an http(s) URL (got %q)", v))
	}
	return v
}

func (r *reader) list(name string) []string {
	var out []string
	for _, p := range strings.Split(r.str(name, ""), ",") {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}

// proxies is a list of IP addresses or CIDR ranges (CEREBRO_TRUSTED_PROXIES).
// One that is neither stops start-up naming it: ignored, it would silently
// leave the proxy untrusted, every client behind it one address for the
// rate limits.
func (r *reader) proxies(name string) []string {
	out := r.list(name)
	for _, p := range out {
		if _, err := netip.ParsePrefix(p); err == nil {
			continue
		}
		if _, err := netip.ParseAddr(p); err == nil {
			continue
		}
		r.fail(name, fmt.Sprintf("must list IP addresses or CIDR ranges such as 10.0.0.0/8 (%q is neither)", p))
		return nil
	}
	return out
}

// metricsAddr is CEREBRO_METRICS_ADDR: :9464 when unset, nothing (no
// metrics server) when set empty.
func metricsAddr(lookup func(string) (string, bool)) string {
	if v, set := lookup("CEREBRO_METRICS_ADDR"); set {
		return strings.TrimSpace(v)
	}
	return ":9464"
}
