package e2e_test

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"testing"

	"cerebro/testutil"
)

// The consultee who verifies her number in phone.journey.mjs: an account
// of her own, so no other journey's person gets texts.
const (
	phoneEmail    = "ruwani.phone@example.com"
	phonePassword = "phone-Secret-5"
)

func phoneAccount(t *testing.T, app *testutil.App) {
	t.Helper()
	newConsultee(t, app, "Ruwani", "Fernando", phoneEmail, phonePassword)
}

// serveTexts lets the journeys read the texts the app sent (as a person
// reads their phone): GET ?to=94771234567 answers the texts the stand-in of
// Notify.lk took for that number, oldest first, as JSON [{to, body}].
func serveTexts(t *testing.T, app *testutil.App) string {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		type text struct {
			To   string `json:"to"`
			Body string `json:"body"`
		}
		out := []text{}
		for _, m := range app.SMS.To(r.URL.Query().Get("to")) {
			out = append(out, text{To: m.To, Body: m.Body})
		}
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(out)
	}))
	t.Cleanup(srv.Close)
	return srv.URL
}
