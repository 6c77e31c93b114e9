package harness

import (
	"context"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"cerebro/payments"
)

// Fixed secrets of the processes the harness runs, so tests can sign
// gateway notifications and bearer tokens the way the real parties do.
const (
	MerchantID     = "1221149"
	MerchantSecret = "fault-suite-merchant-secret"
	JWTSecret      = "fault-suite-jwt-secret-0123456789"
)

// Cerebro runs the product's processes against one database and one
// Temporal frontend, on one task queue.
type Cerebro struct {
	Bin       string
	Dir       string // logs and uploads
	DBURL     string
	Temporal  string
	TaskQueue string
	// Env is added to every process's environment (e.g. CEREBRO_PAYMENT_HOLD).
	Env map[string]string
}

// Server is a running `cerebro api` or `cerebro serve`.
type Server struct {
	*Proc
	URL string
}

func (c *Cerebro) env(addr, public string, extra map[string]string) []string {
	vars := map[string]string{
		"DATABASE_URL":            c.DBURL,
		"TEMPORAL_ADDRESS":        c.Temporal,
		"CEREBRO_TASK_QUEUE":      c.TaskQueue,
		"CEREBRO_ADDR":            addr,
		"PUBLIC_BASE_URL":         public,
		"CEREBRO_UPLOAD_DIR":      filepath.Join(c.Dir, "uploads"),
		"CEREBRO_WEBAPP_DIR":      filepath.Join(c.Dir, "no-webapp"),
		"PAYHERE_MODE":            "simulator",
		"PAYHERE_MERCHANT_ID":     MerchantID,
		"PAYHERE_MERCHANT_SECRET": MerchantSecret,
		"JWT_SECRET":              JWTSecret,
		"GOMAXPROCS":              "2",
		"CEREBRO_METRICS_ADDR":    "",    // several processes per machine: no metrics server unless a test asks
		"CEREBRO_RATE_LIMITS":     "off", // load and faults from one address; the API tests check the limits
		// A few consultees book again and again under load; the API tests check the holding limits.
		"CEREBRO_MAX_UNPAID_INVOICES": "100000",
		"CEREBRO_MAX_HELD_SLOTS":      "1000000",
	}
	for k, v := range c.Env {
		vars[k] = v
	}
	for k, v := range extra {
		vars[k] = v
	}
	return Env(vars)
}

// StartAPI runs `cerebro api` on a free port and waits until its health
// check passes (database and Temporal reachable).
func (c *Cerebro) StartAPI(ctx context.Context, name string, extra map[string]string) (*Server, error) {
	return c.startServer(ctx, "api", name, extra)
}

// StartServe runs `cerebro serve` (API and worker in one process).
func (c *Cerebro) StartServe(ctx context.Context, name string, extra map[string]string) (*Server, error) {
	return c.startServer(ctx, "serve", name, extra)
}

func (c *Cerebro) startServer(ctx context.Context, cmd, name string, extra map[string]string) (*Server, error) {
	port, err := FreePort()
	if err != nil {
		return nil, err
	}
	addr := "127.0.0.1:" + strconv.Itoa(port)
	public := "http://" + addr
	p, err := Start(name, c.Bin, []string{cmd}, c.env(addr, public, extra), filepath.Join(c.Dir, name+".log"))
	if err != nil {
		return nil, err
	}
	s := &Server{Proc: p, URL: public}
	if err := WaitHTTP(ctx, public+"/api/v1/health", 200, time.Minute); err != nil {
		p.Kill()
		return nil, fmt.Errorf("%s: %w\n%s", name, err, tail(p.Log(), 40))
	}
	return s, nil
}

// StartWorker runs `cerebro worker` and waits until it polls its queue.
func (c *Cerebro) StartWorker(ctx context.Context, name string, extra map[string]string) (*Proc, error) {
	p, err := Start(name, c.Bin, []string{"worker"}, c.env(":0", "http://127.0.0.1:1", extra), filepath.Join(c.Dir, name+".log"))
	if err != nil {
		return nil, err
	}
	return p, WaitWorker(ctx, p)
}

// WaitWorker waits until the worker (started or restarted) says it started.
func WaitWorker(ctx context.Context, p *Proc) error {
	deadline := time.Now().Add(time.Minute)
	for {
		log := p.Log()
		runs := strings.Split(log, "==== ") // each run starts with a "==== <name> start" line
		if strings.Contains(runs[len(runs)-1], "worker started") {
			return nil
		}
		if !p.Alive() {
			return fmt.Errorf("%s exited: %v\n%s", p.Name, p.Exited(), tail(log, 40))
		}
		if time.Now().After(deadline) || ctx.Err() != nil {
			return fmt.Errorf("%s did not start\n%s", p.Name, tail(log, 40))
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// RestartWorker starts a killed worker again and waits until it polls.
func RestartWorker(ctx context.Context, p *Proc) error {
	if err := p.Restart(); err != nil {
		return err
	}
	return WaitWorker(ctx, p)
}

// Notification is a gateway notification signed with the harness's
// merchant secret, as PayHere would post it to notify_url.
func Notification(orderID string, amountCents int64, paymentID string, status int) url.Values {
	amount, code := payments.FormatAmount(amountCents), strconv.Itoa(status)
	return url.Values{
		"merchant_id": {MerchantID}, "order_id": {orderID}, "payment_id": {paymentID},
		"payhere_amount": {amount}, "payhere_currency": {"LKR"}, "status_code": {code}, "method": {"VISA"},
		"md5sig": {payments.SignNotification(MerchantID, orderID, amount, "LKR", code, MerchantSecret)},
	}
}

// MkdirShared makes a temporary folder other local accounts can enter (a
// private PostgreSQL runs as the postgres account).
func MkdirShared(pattern string) (string, error) {
	dir, err := os.MkdirTemp("", pattern)
	if err != nil {
		return "", err
	}
	return dir, os.Chmod(dir, 0o755)
}

func tail(s string, lines int) string {
	parts := strings.Split(s, "\n")
	if len(parts) > lines {
		parts = parts[len(parts)-lines:]
	}
	return strings.Join(parts, "\n")
}
