package api_test

import (
	"bytes"
	"encoding/json"
	"log/slog"
	"net/http"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/api"
)

// lockedBuffer collects log lines from any goroutine.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) lines() []string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return strings.Split(strings.TrimSpace(l.b.String()), "\n")
}

// Every request has an id — the caller's when it is sane, else a new one —
// returned in X-Request-ID and written on its access line with the route,
// the status, the duration and who asked.
func TestRequestIDsAndAccessLines(t *testing.T) {
	logs := &lockedBuffer{}
	previous := slog.Default()
	slog.SetDefault(slog.New(slog.NewJSONHandler(logs, nil)))
	defer slog.SetDefault(previous)

	mine := callWith(t, "GET", "/api/v1/livez", "", nil, map[string]string{api.RequestIDHeader: "trace-42.a"})
	require.Equal(t, http.StatusOK, mine.Status)
	assert.Equal(t, "trace-42.a", mine.Header.Get(api.RequestIDHeader))
	odd := callWith(t, "GET", "/api/v1/livez", "", nil, map[string]string{api.RequestIDHeader: "no spaces or <tags>"})
	generated := odd.Header.Get(api.RequestIDHeader)
	assert.Regexp(t, `^[0-9a-f]{24}$`, generated, "an unsafe id is replaced")
	shopper := newShopper(t)
	res := callWith(t, "GET", path("/invoice/consultee/%d", shopper.id), shopper.token, nil, map[string]string{api.RequestIDHeader: "trace-43"})
	require.Equal(t, http.StatusOK, res.Status)

	ready := call(t, "GET", "/api/v1/readyz", "", nil)
	assert.Equal(t, http.StatusOK, ready.Status)
	assert.Equal(t, "ok", ready.Body["database"])

	var access map[string]any
	for _, line := range logs.lines() {
		var l map[string]any
		if json.Unmarshal([]byte(line), &l) == nil && l["msg"] == "request" && l["request_id"] == "trace-43" {
			access = l
		}
	}
	require.NotNil(t, access, "the access line of trace-43")
	assert.Equal(t, "GET", access["method"])
	assert.Equal(t, "/api/v1/invoice/consultee/:id", access["route"], "the route, not the id")
	assert.EqualValues(t, 200, access["status"])
	assert.EqualValues(t, shopper.userID, access["user_id"])
	assert.Contains(t, access, "duration_ms")
}
