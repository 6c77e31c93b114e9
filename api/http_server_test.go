package api_test

import (
	"bufio"
	"io"
	"net"
	"net/http"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/api"
)

// A client that sends its headers and then a body slower than the read
// timeout allows is cut off; one that stays idle is closed; the production
// defaults are all set.
func TestSlowAndIdleClientsAreCutOff(t *testing.T) {
	for name, d := range map[string]time.Duration{"read header": api.DefaultTimeouts.ReadHeader, "read": api.DefaultTimeouts.Read,
		"write": api.DefaultTimeouts.Write, "idle": api.DefaultTimeouts.Idle} {
		assert.Positive(t, d, name)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	srv := api.NewHTTPServer("", http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if _, err := io.Copy(io.Discard, r.Body); err != nil {
			return
		}
		w.WriteHeader(http.StatusNoContent)
	}), api.Timeouts{ReadHeader: time.Second, Read: time.Second, Write: time.Second, Idle: time.Second})
	go func() { _ = srv.Serve(ln) }()
	t.Cleanup(func() { _ = srv.Close() })

	slow, err := net.Dial("tcp", ln.Addr().String())
	require.NoError(t, err)
	defer slow.Close()
	_, err = slow.Write([]byte("POST /upload HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\nfirst bytes"))
	require.NoError(t, err)
	start := time.Now()
	_ = slow.SetReadDeadline(time.Now().Add(10 * time.Second))
	_, _ = io.ReadAll(slow) // returns when the server closes the connection
	assert.Less(t, time.Since(start), 5*time.Second, "a stalled body is cut off after the read timeout, not held")

	idle, err := net.Dial("tcp", ln.Addr().String())
	require.NoError(t, err)
	defer idle.Close()
	_, err = idle.Write([]byte("POST /x HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n"))
	require.NoError(t, err)
	res, err := http.ReadResponse(bufio.NewReader(idle), nil)
	require.NoError(t, err)
	assert.Equal(t, http.StatusNoContent, res.StatusCode)
	start = time.Now()
	_ = idle.SetReadDeadline(time.Now().Add(10 * time.Second))
	_, _ = io.ReadAll(idle)
	assert.Less(t, time.Since(start), 5*time.Second, "an idle keep-alive connection is closed")
}
