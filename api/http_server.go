package api

import (
	"net/http"
	"time"
)

// Timeouts bound how long one client may hold a connection: a slow or
// stalled body, a slow reader of the answer, an idle keep-alive. Without
// them a few hundred slow connections exhaust the server.
type Timeouts struct {
	ReadHeader time.Duration // the request line and headers
	Read       time.Duration // the whole request, body included (uploads of up to 5 MB from a phone)
	Write      time.Duration // the answer, from the end of the headers (updates answer within 30 s)
	Idle       time.Duration // a kept-alive connection between requests
}

// DefaultTimeouts are the production server's.
var DefaultTimeouts = Timeouts{ReadHeader: 10 * time.Second, Read: 60 * time.Second, Write: 75 * time.Second,
	Idle: 120 * time.Second}

// NewHTTPServer serves handler on addr with the timeouts.
func NewHTTPServer(addr string, handler http.Handler, t Timeouts) *http.Server {
	return &http.Server{Addr: addr, Handler: handler, ReadHeaderTimeout: t.ReadHeader, ReadTimeout: t.Read,
		WriteTimeout: t.Write, IdleTimeout: t.Idle}
}
