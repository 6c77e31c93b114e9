// Package harness runs the whole product as real processes, the way it runs
// in production: `cerebro api` and `cerebro worker` (or `cerebro serve`) as
// child processes, the Temporal dev server with a persistent store, and a
// private PostgreSQL instance. The fault suite kills and restarts them; the
// benchmark measures them. Nothing here is used by the product itself.
package harness

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"
)

// BuildCerebro compiles cmd/cerebro from the module at root into dir and
// returns the binary's path.
func BuildCerebro(ctx context.Context, root, dir string) (string, error) {
	bin := filepath.Join(dir, "cerebro")
	cmd := exec.CommandContext(ctx, "go", "build", "-o", bin, "./cmd/cerebro")
	cmd.Dir = root
	if out, err := cmd.CombinedOutput(); err != nil {
		return "", fmt.Errorf("go build ./cmd/cerebro: %w\n%s", err, out)
	}
	return bin, nil
}

// FreePort asks the kernel for a TCP port nobody listens on. There is a
// small window before the caller binds it; the ports come from the
// ephemeral range, so a clash is rare and shows as a failed start.
func FreePort() (int, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, err
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port, nil
}

// Env is a child's environment: the parent's, without any Cerebro setting
// that could leak in, plus the given variables.
func Env(vars map[string]string) []string {
	var out []string
	for _, kv := range os.Environ() {
		name, _, _ := strings.Cut(kv, "=")
		if strings.HasPrefix(name, "CEREBRO_") || strings.HasPrefix(name, "PAYHERE_") || strings.HasPrefix(name, "TEMPORAL_") ||
			strings.HasPrefix(name, "SMTP_") || strings.HasPrefix(name, "JITSI_") ||
			name == "DATABASE_URL" || name == "JWT_SECRET" || name == "PUBLIC_BASE_URL" {
			continue
		}
		out = append(out, kv)
	}
	for k, v := range vars {
		out = append(out, k+"="+v)
	}
	return out
}

// WaitHTTP polls url until it answers with want, or gives up after within.
func WaitHTTP(ctx context.Context, url string, want int, within time.Duration) error {
	ctx, cancel := context.WithTimeout(ctx, within)
	defer cancel()
	client := &http.Client{Timeout: 2 * time.Second}
	var last string
	for {
		req, _ := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
		res, err := client.Do(req)
		if err == nil {
			res.Body.Close()
			if res.StatusCode == want {
				return nil
			}
			last = res.Status
		} else {
			last = err.Error()
		}
		select {
		case <-ctx.Done():
			return fmt.Errorf("%s did not answer %d within %s (last: %s)", url, want, within, last)
		case <-time.After(100 * time.Millisecond):
		}
	}
}

// errStopped is the reason recorded for a process stopped on purpose.
var errStopped = errors.New("stopped")
