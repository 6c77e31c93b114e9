package api_test

import (
	"bytes"
	"encoding/json"
	"io"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"cerebro/api"
)

// Fixtures of the booking thread tests (issue 33, point 2).

// threadOf is GET /booking/:id/messages as token.
func threadOf(t testing.TB, bookingID int64, token string) response {
	t.Helper()
	return call(t, "GET", path("/booking/%d/messages", bookingID), token, nil)
}

// write posts a message with attachments to the booking's thread.
func write(t testing.TB, bookingID int64, token, text string, attachmentIDs ...int64) response {
	t.Helper()
	if attachmentIDs == nil {
		attachmentIDs = []int64{}
	}
	return call(t, "POST", path("/booking/%d/messages", bookingID), token, map[string]any{"text": text, "attachmentIds": attachmentIDs})
}

// messagesOf are the thread's messages as token reads them.
func messagesOf(t testing.TB, bookingID int64, token string) []any {
	t.Helper()
	res := threadOf(t, bookingID, token)
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	return res.Body["messages"].([]any)
}

// attach uploads file under name to the booking's thread.
func attach(t testing.TB, base string, bookingID int64, token, name string, file []byte) response {
	t.Helper()
	var body bytes.Buffer
	w := multipart.NewWriter(&body)
	fw, err := w.CreateFormFile("file", name)
	require.NoError(t, err)
	_, _ = fw.Write(file)
	require.NoError(t, w.Close())
	return sendForm(t, "POST", base+path("/booking/%d/attachments", bookingID), token, &body, w.FormDataContentType())
}

// mustAttach uploads a file and answers its attachment id.
func mustAttach(t testing.TB, bookingID int64, token, name string, file []byte) int64 {
	t.Helper()
	res := attach(t, env.server.URL, bookingID, token, name, file)
	require.Equal(t, http.StatusCreated, res.Status, "%s", res.Raw)
	return int64(res.Body["id"].(float64))
}

// download is GET of an attachment's url as token.
func download(t testing.TB, url, token string) (*http.Response, []byte) {
	t.Helper()
	req, err := http.NewRequest("GET", env.server.URL+url, nil)
	require.NoError(t, err)
	req.Header.Set("Authorization", "Bearer "+token)
	res, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	defer res.Body.Close()
	raw, _ := io.ReadAll(res.Body)
	return res, raw
}

// serverAt runs a second API server on the harness's database, Temporal
// and gateway whose clock stands still at now.
func serverAt(t testing.TB, now time.Time) *httptest.Server {
	t.Helper()
	srv, err := api.NewServer(api.Deps{Config: env.cfg, Store: env.store, Temporal: env.temporal, Mailer: env.outbox,
		Gateway: env.gateway, Now: func() time.Time { return now }})
	require.NoError(t, err)
	ts := httptest.NewServer(checkCodes(srv.Handler(), func(v string) { t.Errorf("an error left the API without a proper code: %s", v) }))
	t.Cleanup(ts.Close)
	return ts
}

// minimalPDF is a PDF a reader opens: a header, an empty page tree, a trailer.
const minimalPDF = "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n"

// unreadOf is the caller's unread count in all and for the booking.
func unreadOf(t testing.TB, token string, bookingID int64) (total, booking int) {
	t.Helper()
	res := call(t, "GET", "/api/v1/messages/unread", token, nil)
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	by := res.Body["byBooking"].(map[string]any)
	if n, ok := by[jsonID(bookingID)]; ok {
		booking = int(n.(float64))
	}
	return int(res.Body["total"].(float64)), booking
}

func jsonID(id int64) string { b, _ := json.Marshal(id); return string(b) }
