package main_test

import (
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"testing"

	"github.com/stretchr/testify/assert"
)

// `cerebro healthcheck` (the compose health check) exits 0 only when the
// API on CEREBRO_ADDR answers GET /api/v1/livez with 200.
func TestHealthcheckExitCode(t *testing.T) {
	run := func(addr string) (int, string) {
		cmd := exec.Command(bin, "healthcheck")
		cmd.Env = []string{"PATH=" + os.Getenv("PATH"), "CEREBRO_ADDR=" + addr, "CEREBRO_METRICS_ADDR="}
		out, _ := cmd.CombinedOutput()
		return cmd.ProcessState.ExitCode(), string(out)
	}
	serve := func(status int) string {
		srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			if r.URL.Path != "/api/v1/livez" && r.URL.Path != "/livez" {
				http.NotFound(w, r)
				return
			}
			w.WriteHeader(status)
		}))
		t.Cleanup(srv.Close)
		_, port, _ := net.SplitHostPort(srv.Listener.Addr().String())
		return ":" + port
	}
	code, out := run(serve(http.StatusOK))
	assert.Equal(t, 0, code, out)
	code, out = run(serve(http.StatusServiceUnavailable))
	assert.Equal(t, 1, code, out)
	assert.Contains(t, out, "503")
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := l.Addr().String()
	_ = l.Close()
	_, port, _ := net.SplitHostPort(addr)
	code, out = run(":" + port)
	assert.Equal(t, 1, code, out)
	assert.Contains(t, out, "does not answer")
}

// `cerebro healthcheck worker` asks the worker's metrics server.
func TestWorkerHealthcheckAsksTheMetricsServer(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/livez" {
			http.NotFound(w, r)
		}
	}))
	defer srv.Close()
	_, port, _ := net.SplitHostPort(srv.Listener.Addr().String())
	cmd := exec.Command(bin, "healthcheck", "worker")
	cmd.Env = []string{"PATH=" + os.Getenv("PATH"), "CEREBRO_METRICS_ADDR=:" + port}
	out, _ := cmd.CombinedOutput()
	assert.Equal(t, 0, cmd.ProcessState.ExitCode(), "%s", out)
	cmd = exec.Command(bin, "healthcheck", "worker")
	cmd.Env = []string{"PATH=" + os.Getenv("PATH"), "CEREBRO_METRICS_ADDR="}
	out, _ = cmd.CombinedOutput()
	assert.Equal(t, 1, cmd.ProcessState.ExitCode(), "%s", out)
	assert.Contains(t, string(out), "CEREBRO_METRICS_ADDR")
}
