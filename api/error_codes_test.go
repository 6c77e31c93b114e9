package api_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/apperr"
)

// An error that leaves the API without a code fails the test that asked for
// it: every server the tests run is wrapped by checkCodes, and send tags its
// requests so a violation reaches the test that sent the request.
const testRequestHeader = "X-Cerebro-Test-Request"

var (
	requestSeq     atomic.Int64
	codeViolations sync.Map // request tag → what was wrong
	// strayViolations are violations of requests no test tagged (a raw
	// http.Post to the shared server): TestMain fails the run on them.
	strayViolations struct {
		sync.Mutex
		list []string
	}
)

// checkCodes wraps h: every answer of status 400 or more with a JSON body
// must carry a non-empty code and message. A violation of a request tagged
// by send is kept for that test; others go to untagged.
func checkCodes(h http.Handler, untagged func(violation string)) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		rec := &errorRecorder{ResponseWriter: w, status: http.StatusOK}
		h.ServeHTTP(rec, r)
		problem := codeProblem(rec.status, rec.Header().Get("Content-Type"), rec.body.Bytes())
		if problem == "" {
			return
		}
		violation := fmt.Sprintf("%s %s answered %d %s: %s", r.Method, r.URL.Path, rec.status, problem, rec.body.Bytes())
		if tag := r.Header.Get(testRequestHeader); tag != "" {
			codeViolations.Store(tag, violation)
			return
		}
		untagged(violation)
	})
}

// codeProblem says what is wrong with an error answer ("" when nothing).
func codeProblem(status int, contentType string, body []byte) string {
	if status < 400 || !strings.Contains(contentType, "application/json") {
		return ""
	}
	var answer struct {
		Code    *string `json:"code"`
		Message *string `json:"message"`
	}
	switch {
	case json.Unmarshal(body, &answer) != nil:
		return "an error body that is not a JSON object"
	case answer.Code == nil || *answer.Code == "":
		return "without a code"
	case answer.Message == nil || *answer.Message == "":
		return "without a message"
	case !apperr.Worded(apperr.English, apperr.Code(*answer.Code)):
		return "with a code the catalogue does not word"
	}
	return ""
}

// tagRequest marks req as sent by the running test.
func tagRequest(req *http.Request) string {
	tag := strconv.FormatInt(requestSeq.Add(1), 10)
	req.Header.Set(testRequestHeader, tag)
	return tag
}

// reportCodeViolation fails t when the server found the answer to its
// request tag without a code.
func reportCodeViolation(t testing.TB, tag string) {
	t.Helper()
	if v, ok := codeViolations.LoadAndDelete(tag); ok {
		t.Errorf("an error left the API without a proper code: %s", v)
	}
}

// reportStray is the untagged handler of the shared server.
func reportStray(violation string) {
	strayViolations.Lock()
	defer strayViolations.Unlock()
	strayViolations.list = append(strayViolations.list, violation)
}

// strayViolationsFound prints the violations no test was there to own.
func strayViolationsFound() int {
	strayViolations.Lock()
	defer strayViolations.Unlock()
	for _, v := range strayViolations.list {
		fmt.Fprintln(os.Stderr, "an error left the API without a proper code:", v)
	}
	if len(strayViolations.list) > 0 {
		return 1
	}
	return 0
}

// errorRecorder passes the answer through, keeping the status and, for an
// error, the body.
type errorRecorder struct {
	http.ResponseWriter
	status      int
	wroteHeader bool
	body        bytes.Buffer
}

func (r *errorRecorder) WriteHeader(status int) {
	if !r.wroteHeader {
		r.status, r.wroteHeader = status, true
	}
	r.ResponseWriter.WriteHeader(status)
}

func (r *errorRecorder) Write(b []byte) (int, error) {
	r.wroteHeader = true
	if r.status >= 400 && r.body.Len() < 64<<10 {
		r.body.Write(b)
	}
	return r.ResponseWriter.Write(b)
}

// Flush keeps streamed answers streaming.
func (r *errorRecorder) Flush() {
	if f, ok := r.ResponseWriter.(http.Flusher); ok {
		f.Flush()
	}
}

func (r *errorRecorder) Unwrap() http.ResponseWriter { return r.ResponseWriter }

func TestTheCodeCheckerCatchesAnErrorWithoutACode(t *testing.T) {
	assert.Equal(t, "without a code", codeProblem(400, "application/json; charset=utf-8", []byte(`{"message":"x"}`)))
	assert.Equal(t, "without a message", codeProblem(409, "application/json", []byte(`{"code":"a.b"}`)))
	assert.Equal(t, "", codeProblem(404, "application/json", []byte(`{"code":"common.not_found","message":"x"}`)))
	assert.Equal(t, "with a code the catalogue does not word",
		codeProblem(409, "application/json", []byte(`{"code":"a.b","message":"x"}`)))
	assert.Equal(t, "", codeProblem(200, "application/json", []byte(`{}`)), "not an error")
	assert.Equal(t, "", codeProblem(404, "text/plain", []byte(`404 page not found`)), "not JSON")
	var failed []string
	h := checkCodes(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(http.StatusConflict)
		_, _ = w.Write([]byte(`{"message":"no code"}`))
	}), func(v string) { failed = append(failed, v) })
	req, _ := http.NewRequest("POST", "/api/v1/x", nil)
	h.ServeHTTP(discard{header: http.Header{}}, req)
	require.Len(t, failed, 1)
	assert.Contains(t, failed[0], "POST /api/v1/x answered 409 without a code")
}

type discard struct{ header http.Header }

func (d discard) Header() http.Header         { return d.header }
func (d discard) Write(b []byte) (int, error) { return len(b), nil }
func (d discard) WriteHeader(int)             {}

// A refusal is worded in the caller's language: Accept-Language for a
// visitor, the account's own language for a signed-in caller, whatever the
// browser asks.
func TestErrorsAnswerInTheCallersLanguage(t *testing.T) {
	visitor := callWith(t, "POST", "/api/v1/auth/signin", "", map[string]any{"username": "", "password": ""},
		map[string]string{"Accept-Language": "si"})
	require.Equal(t, http.StatusBadRequest, visitor.Status, "%s", visitor.Raw)
	assert.Equal(t, "account.credentials_missing", visitor.Body["code"])
	assert.Equal(t, apperr.Text(apperr.Sinhala, "account.credentials_missing", nil), visitor.message())
	assert.Equal(t, "විද්\u200dයුත් තැපෑල සහ මුරපදය අවශ්\u200dයයි.", visitor.message())

	english := call(t, "POST", "/api/v1/auth/signin", "", map[string]any{"username": "", "password": ""})
	assert.Equal(t, "Email and password are required.", english.message(), "English without Accept-Language")

	_, token := newAccountIn(t, "CONSULTEE", "ta")
	refused := callWith(t, "PUT", "/api/v1/payments", token, nil, map[string]string{"Accept-Language": "si"})
	require.Equal(t, http.StatusForbidden, refused.Status, "%s", refused.Raw)
	assert.Equal(t, "account.role_forbidden", refused.Body["code"])
	assert.Equal(t, apperr.Text(apperr.Tamil, "account.role_forbidden", nil), refused.message(),
		"the account's language wins over the browser's")
}

// A route called with a method it does not take (405) and a path no route
// has (404) answer like every other error: a code and a message, in the
// caller's language.
func TestUnknownRoutesAndMethodsAnswerWithACode(t *testing.T) {
	wrong := callWith(t, "PATCH", "/api/v1/booking", "", nil, map[string]string{"Accept-Language": "ta"})
	require.Equal(t, http.StatusMethodNotAllowed, wrong.Status, "%s", wrong.Raw)
	assert.Equal(t, "common.method_not_allowed", wrong.Body["code"])
	assert.Equal(t, apperr.Text(apperr.Tamil, "common.method_not_allowed", nil), wrong.message())
	missing := call(t, "GET", "/api/v1/no-such-route", "", nil)
	require.Equal(t, http.StatusNotFound, missing.Status, "%s", missing.Raw)
	assert.Equal(t, "common.not_found", missing.Body["code"])
}
