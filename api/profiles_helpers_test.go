package api_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"mime/multipart"
	"net/http"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"cerebro/rules"
)

// profileAccount is a signed-up user with a profile.
type profileAccount struct {
	token, email string
	userID, id   int64
}

var letterSeq atomic.Int64

// uniqueLetters is a fresh run of letters (names allow nothing else), so
// tests sharing the database can find exactly their own consultants.
func uniqueLetters() string {
	n := time.Now().UnixNano()/1000 + letterSeq.Add(1)
	out := []byte{}
	for ; n > 0; n /= 26 {
		out = append(out, byte('a'+n%26))
	}
	return "Q" + string(out)
}

// tutorCategory is the id of "Tutor" (migration 00002's eleventh row), a
// profession no regulator registers: its consultants pass review without a
// registration (issue 33). Credential tests pick a regulated category.
const tutorCategory = 11

// consultantBody is a complete, valid consultant form.
func consultantBody() map[string]any {
	return map[string]any{
		"firstName": "Nimal", "lastName": "Perera", "birthday": "1982-04-12", "gender": "MALE",
		"categoryId": tutorCategory, "experience": "14", "about": "Attorney-at-law in Colombo.", "phone": "771234567",
		"bank": "Commercial Bank", "bankBranch": "Kollupitiya", "accNumber": "1002003004",
		"slotSize": 30, "slotRate": 250000,
	}
}

func userIDOf(t testing.TB, email string) int64 {
	t.Helper()
	u, err := env.stores.Account.UserByEmail(context.Background(), email)
	require.NoError(t, err)
	return u.ID
}

// createConsultantProfile signs a consultant up and saves their profile
// (PENDING_APPROVAL); edit changes the form first.
func createConsultantProfile(t testing.TB, edit func(map[string]any)) profileAccount {
	t.Helper()
	token, email := signUp(t, "CONSULTANT")
	body := consultantBody()
	if edit != nil {
		edit(body)
	}
	res := call(t, "POST", "/api/v1/consultant/", token, body)
	require.Equal(t, http.StatusCreated, res.Status, "%s", res.Raw)
	return profileAccount{token: token, email: email, userID: userIDOf(t, email), id: int64(res.Body["id"].(float64))}
}

// approveConsultant is the admin pressing Approve.
func approveConsultant(t testing.TB, id int64) response {
	t.Helper()
	return call(t, "PUT", fmt.Sprintf("/api/v1/consultant/updateStatus/%d", id), adminToken(t), map[string]any{"status": "VERIFIED"})
}

// verifiedConsultant is a consultant the admin has approved.
func verifiedConsultant(t testing.TB, edit func(map[string]any)) profileAccount {
	t.Helper()
	a := createConsultantProfile(t, edit)
	res := approveConsultant(t, a.id)
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	return a
}

// createConsulteeProfile signs a consultee up and saves their profile.
func createConsulteeProfile(t testing.TB) profileAccount {
	t.Helper()
	token, email := signUp(t, "CONSULTEE")
	res := call(t, "POST", "/api/v1/consultee/", token, map[string]any{
		"firstName": "Kamala", "lastName": "Silva", "birthday": "1990-09-03", "gender": "FEMALE", "phone": "719876543",
	})
	require.Equal(t, http.StatusCreated, res.Status, "%s", res.Raw)
	return profileAccount{token: token, email: email, userID: userIDOf(t, email), id: int64(res.Body["id"].(float64))}
}

// futureDate is a Colombo date days from now, for availability.
func futureDate(days int) string {
	return rules.ColomboToday(time.Now()).AddDate(0, 0, days).Format(rules.DateLayout)
}

// availability is the add-availability payload for one consultant.
func availability(consultantID int64, date, clock string, slots int) map[string]any {
	return map[string]any{"consultantId": consultantID, "startDate": date, "startTime": clock + ":00",
		"noOfSlots": slots, "noOfOccurrence": 1, "repeat": 0, "slotSize": 30}
}

// upload posts a multipart form with one file under field.
func upload(t testing.TB, token, field, filename string, content []byte) response {
	t.Helper()
	var buf bytes.Buffer
	w := multipart.NewWriter(&buf)
	part, err := w.CreateFormFile(field, filename)
	require.NoError(t, err)
	_, _ = part.Write(content)
	require.NoError(t, w.Close())
	return sendForm(t, "POST", env.server.URL+"/api/v1/upload/image", token, &buf, w.FormDataContentType())
}

// sendForm sends a multipart body of contentType to url, with an optional
// bearer token, as every upload helper does.
func sendForm(t testing.TB, method, url, token string, body io.Reader, contentType string) response {
	t.Helper()
	req, err := http.NewRequest(method, url, body)
	require.NoError(t, err)
	req.Header.Set("Content-Type", contentType)
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	defer reportCodeViolation(t, tagRequest(req))
	res, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	defer res.Body.Close()
	raw, _ := io.ReadAll(res.Body)
	out := response{Status: res.StatusCode, Raw: raw, Header: res.Header}
	_ = json.Unmarshal(raw, &out.Body)
	return out
}

func jsonDecode(raw []byte, v any) error { return json.Unmarshal(raw, v) }
