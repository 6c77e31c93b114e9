package journey

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strings"
)

// HTTPError is an answer the journey did not expect: the request and what
// the site said.
type HTTPError struct {
	Method, URL string
	Status      int
	Body        string // the first 2,000 characters
}

// Error gives the request, the status and the body.
func (e *HTTPError) Error() string {
	return fmt.Sprintf("%s %s answered HTTP %d: %s", e.Method, e.URL, e.Status, e.Body)
}

// Message is the site's message in the answer ({"message": ...}), or the
// body as it came.
func (e *HTTPError) Message() string {
	var out struct {
		Message string `json:"message"`
	}
	if json.Unmarshal([]byte(e.Body), &out) == nil && out.Message != "" {
		return out.Message
	}
	return e.Body
}

// maxErrorBody bounds the body an error shows.
const maxErrorBody = 2000

// person is one account of the journey, signed in once it has a token.
type person struct {
	email, password, name string
	token                 string
	profileID             int64
}

// request is one call of the web app's HTTP client (webapp/src/lib/http.js):
// JSON in and out, the bearer token of the signed-in person.
type request struct {
	method, path string
	as           *person // nil: a visitor
	query        map[string]string
	body         any    // JSON, unless contentType is set
	raw          []byte // the body as is, with contentType
	contentType  string
	header       map[string]string
}

// call sends the request and decodes a 2xx answer's JSON into out (unless
// out is nil); any other answer is an *HTTPError.
func (j *journey) call(ctx context.Context, r request, out any) error {
	body, err := j.send(ctx, r)
	if err != nil || out == nil {
		return err
	}
	if err := json.Unmarshal(body, out); err != nil {
		return fmt.Errorf("%s %s: the answer is not the JSON expected (%v): %s", r.method, r.path, err, clip(string(body)))
	}
	return nil
}

func (j *journey) send(ctx context.Context, r request) ([]byte, error) {
	req, err := j.newRequest(ctx, r)
	if err != nil {
		return nil, err
	}
	res, err := j.site.Client.Do(req)
	if err != nil {
		return nil, fmt.Errorf("%s %s: %w", r.method, req.URL, err)
	}
	defer res.Body.Close()
	body, err := io.ReadAll(io.LimitReader(res.Body, 16<<20))
	if err != nil {
		return nil, fmt.Errorf("%s %s: reading the answer: %w", r.method, req.URL, err)
	}
	if res.StatusCode < 200 || res.StatusCode > 299 {
		return body, &HTTPError{Method: r.method, URL: req.URL.String(), Status: res.StatusCode, Body: clip(string(body))}
	}
	return body, nil
}

func (j *journey) newRequest(ctx context.Context, r request) (*http.Request, error) {
	var payload io.Reader
	contentType := r.contentType
	switch {
	case r.raw != nil:
		payload = bytes.NewReader(r.raw)
	case r.body != nil:
		b, err := json.Marshal(r.body)
		if err != nil {
			return nil, err
		}
		payload, contentType = bytes.NewReader(b), "application/json"
	}
	req, err := http.NewRequestWithContext(ctx, r.method, j.base+"/api/v1"+r.path, payload)
	if err != nil {
		return nil, err
	}
	q := req.URL.Query()
	for k, v := range r.query {
		q.Set(k, v)
	}
	req.URL.RawQuery = q.Encode()
	req.Header.Set("Accept", "application/json")
	if contentType != "" {
		req.Header.Set("Content-Type", contentType)
	}
	if r.as != nil && r.as.token != "" {
		req.Header.Set("Authorization", "Bearer "+r.as.token)
	}
	for k, v := range r.header {
		req.Header.Set(k, v)
	}
	return req, nil
}

func clip(s string) string {
	s = strings.TrimSpace(s)
	if len(s) > maxErrorBody {
		return s[:maxErrorBody] + "…"
	}
	return s
}

// runID is a short random id: this run's accounts are new on a site that
// has seen other runs.
func runID() string {
	b := make([]byte, 4)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}

// newKey is a fresh Idempotency-Key, one per confirm as the booking dialog
// makes it (crypto.randomUUID).
func newKey() string {
	b := make([]byte, 16)
	_, _ = rand.Read(b)
	b[6], b[8] = b[6]&0x0f|0x40, b[8]&0x3f|0x80
	h := hex.EncodeToString(b)
	return h[:8] + "-" + h[8:12] + "-" + h[12:16] + "-" + h[16:20] + "-" + h[20:]
}
