package harness

import (
	"context"
	"fmt"
	"strconv"
	"time"

	"go.temporal.io/sdk/client"

	"cerebro/testutil"
)

// Temporal is a dev server, usually with a persistent store (an SQLite
// file), so it can be killed and started again on the same port and file.
type Temporal struct {
	*Proc
	Address string
	DBFile  string
}

// StartTemporal starts `temporal server start-dev` from cli on a free port
// with its state in dbFile (in memory if dbFile is "") and any extra
// dynamic config ("KEY=VALUE"), and waits until it answers.
func StartTemporal(ctx context.Context, cli, dbFile, logPath string, dynamicConfig ...string) (*Temporal, error) {
	port, err := FreePort()
	if err != nil {
		return nil, err
	}
	args := []string{"server", "start-dev", "--headless", "--ip", "127.0.0.1", "--port", strconv.Itoa(port), "--log-level", "error"}
	if dbFile != "" {
		args = append(args, "--db-filename", dbFile)
	}
	args = append(args, testutil.TemporalFlags()...)
	for _, kv := range dynamicConfig {
		args = append(args, "--dynamic-config-value", kv)
	}
	p, err := Start("temporal", cli, args, Env(nil), logPath)
	if err != nil {
		return nil, err
	}
	t := &Temporal{Proc: p, Address: fmt.Sprintf("127.0.0.1:%d", port), DBFile: dbFile}
	if err := t.WaitReady(ctx, time.Minute); err != nil {
		p.Kill()
		return nil, err
	}
	return t, nil
}

// Restart starts the server again on the same port and file.
func (t *Temporal) Restart(ctx context.Context) error {
	if err := t.Proc.Restart(); err != nil {
		return err
	}
	return t.WaitReady(ctx, time.Minute)
}

// WaitReady waits until the frontend answers a health check and the default
// namespace is usable.
func (t *Temporal) WaitReady(ctx context.Context, within time.Duration) error {
	ctx, cancel := context.WithTimeout(ctx, within)
	defer cancel()
	var last error
	for {
		if !t.Alive() {
			return fmt.Errorf("temporal dev server exited: %v\n%s", t.Exited(), t.Log())
		}
		c, err := client.Dial(client.Options{HostPort: t.Address, Logger: quietLogger{}})
		if err == nil {
			_, err = c.CheckHealth(ctx, &client.CheckHealthRequest{})
			if err == nil {
				_, err = c.WorkflowService().GetSystemInfo(ctx, nil)
			}
			c.Close()
			if err == nil {
				return nil
			}
		}
		last = err
		select {
		case <-ctx.Done():
			return fmt.Errorf("temporal at %s not ready within %s: %v", t.Address, within, last)
		case <-time.After(200 * time.Millisecond):
		}
	}
}

// quietLogger drops the SDK's logs while polling for readiness.
type quietLogger struct{}

func (quietLogger) Debug(string, ...any) {}
func (quietLogger) Info(string, ...any)  {}
func (quietLogger) Warn(string, ...any)  {}
func (quietLogger) Error(string, ...any) {}
