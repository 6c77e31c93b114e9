package faults_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"image"
	"image/png"
	"io"
	"mime/multipart"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/gin-gonic/gin"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/auth"
	"cerebro/authz"
	"cerebro/models"
	"cerebro/models/checkout"
	"cerebro/testutil"
)

// hostile is a test's own in-process app (its own database, so nothing
// else writes to it while it compares checksums) and its parties.
type hostile struct {
	app                  *testutil.App
	admin                string
	shopper, other       party // consultees
	seller, rival        party // verified consultants
	otherInvoice, slipOf int64 // the other consultee's ONLINE and SLIP invoices
	rivalSlot            int64
	uploadDir            string
}

// newHostile sets the parties up on app; isolated starts an app of the
// test's own instead.
func newHostile(t *testing.T, isolated bool) *hostile {
	t.Helper()
	var app *testutil.App
	if isolated {
		var err error
		app, err = testutil.StartApp(context.Background(), testutil.AppOptions{})
		require.NoError(t, err)
		t.Cleanup(app.Close)
	} else {
		app = inProcessApp(t)
	}
	h := &hostile{app: app, uploadDir: app.Config.UploadDir}
	secret := app.Config.JWTSecret
	h.shopper, h.other = newShopper(t, app.Store, secret), newShopper(t, app.Store, secret)
	h.seller, h.rival = newSeller(t, app.Store, secret), newSeller(t, app.Store, secret)
	admin, err := app.Stores.Account.UserByEmail(context.Background(), app.Config.AdminEmail)
	require.NoError(t, err)
	h.admin, err = auth.NewTokens(secret, time.Hour).Issue(admin)
	require.NoError(t, err)
	slots := openSlots(t, app.Store, h.rival.id, future(), 4)
	h.rivalSlot = slots[3]
	h.otherInvoice = mustBook(t, app.URL, h.other, h.rival.id, slots[0])
	res := book(t, app.URL, h.other, "SLIP", h.rival.id, slots[1])
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	h.slipOf = int64(res.Body["invoiceId"].(float64))
	return h
}

// tokenFor is a token of a role the policy lets through, so hostile input
// reaches the handler rather than the role gate.
func (h *hostile) tokenFor(role string) string {
	switch role {
	case string(models.RoleAdmin):
		return h.admin
	case string(models.RoleConsultant):
		return h.seller.token
	case string(models.RoleConsultee):
		return h.shopper.token
	}
	return ""
}

// hostileBodies are bodies no write route may accept: wrong JSON types
// for an object or a list, malformed JSON, and nothing.
var hostileBodies = map[string][]byte{
	"a string":       []byte(`"'; DROP TABLE users; --"`),
	"a number":       []byte(`12345`),
	"a boolean":      []byte(`true`),
	"malformed JSON": []byte(`{"firstName": "Nimal", "about": `),
	"wrong field types": []byte(`{"firstName":{"$ne":""},"lastName":[1],"displayName":{},"about":12,"userName":[],"email":{},` +
		`"password":7,"username":[],"token":5,"name":false,"invoiceId":"abc","invoiceStatus":[],"adminRemark":{},` +
		`"startDate":5,"startTime":[],"noOfSlots":{"x":1},"repeat":[],"slotSize":{},"slotRate":[],"page":{},"rows":[],` +
		`"consultantName":{},"status":{},"categoryId":{"$gt":0},"experience":[],"birthday":17}`),
	"a list of junk": []byte(`[{"consulteeId":"x","cerebroslotId":{},"consultantId":[]}]`),
	"empty":          nil,
}

// hostileIDs replace every path parameter: none names a thing the caller
// may change (absent, not a number, out of range, or an injection).
var hostileIDs = []string{"999999999", "abc", "-1", "0", "99999999999999999999999", "1%3B%20DROP%20TABLE%20users", "..%2F..%2Fetc%2Fpasswd"}

var pathParam = regexp.MustCompile(`:[A-Za-z]+`)

// Every write route of the running app (walked from its Gin engine, so a
// new route is covered the day it is added), called by a role the policy
// admits, with wrong types, malformed and oversized bodies, hostile path
// ids, and other people's ids: each answer is a 4xx with a message, never
// a 5xx, and no table changes.
func TestHostileInputOnEveryWriteRoute(t *testing.T) {
	t.Parallel()
	h := newHostile(t, true) // its own database: nothing else may write while it compares
	enforcer, err := authz.New()
	require.NoError(t, err)
	before := tableChecksums(t, h.app.Store)
	huge := hugeJSON(6 << 20)

	routes := 0
	for _, r := range h.app.Handler.(*gin.Engine).Routes() {
		if !strings.HasPrefix(r.Path, "/api/v1/") || r.Method == http.MethodGet || r.Method == http.MethodHead {
			continue
		}
		routes++
		var roles []string
		for _, role := range []string{authz.Anonymous, string(models.RoleConsultee), string(models.RoleConsultant), string(models.RoleAdmin)} {
			if ok, err := enforcer.Allowed(role, r.Path, r.Method); err == nil && ok {
				roles = append(roles, role)
			}
		}
		if len(roles) == 0 {
			roles = []string{authz.Anonymous}
		}
		route := r.Method + " " + r.Path
		for i, role := range roles {
			token := h.tokenFor(role)
			path := pathParam.ReplaceAllString(r.Path, "999999999")
			for name, body := range hostileBodies {
				expectRefusal(t, h.app.URL, r.Method, path+"?invoiceId=999999999&paymentMethod=ONLINE", token, body,
					fmt.Sprintf("%s as %s with %s", route, role, name))
			}
			if i == 0 { // one oversized body per route is enough
				a := expectRefusal(t, h.app.URL, r.Method, path+"?invoiceId=999999999&paymentMethod=ONLINE", token, huge,
					fmt.Sprintf("%s as %s with a 6 MB body", route, role))
				if strings.Contains(a.message(), "too large") || strings.Contains(a.message(), "larger than") {
					assert.Contains(t, []int{http.StatusBadRequest, http.StatusRequestEntityTooLarge}, a.Status, route)
				}
			}
			if strings.Contains(r.Path, ":") {
				for _, id := range hostileIDs {
					expectRefusal(t, h.app.URL, r.Method, pathParam.ReplaceAllString(r.Path, id), token, []byte(`{}`),
						fmt.Sprintf("%s as %s with id %s", route, role, id))
				}
			}
		}
	}
	require.Greater(t, routes, 20, "the write routes were found")
	t.Logf("%d write routes refused every hostile request", routes)

	h.othersIDs(t)
	assert.Equal(t, before, tableChecksums(t, h.app.Store), "refused requests changed nothing")
}

// othersIDs: a consultee or consultant naming someone else's profile,
// invoice or slot is refused, whatever the body.
func (h *hostile) othersIDs(t *testing.T) {
	base, me, seller := h.app.URL+"/api/v1", h.shopper, h.seller
	profile := consulteeProfile()
	cases := []struct {
		name, method, path, token string
		body                      any
	}{
		{"update another consultee's profile", "PUT", fmt.Sprintf("/consultee/%d", h.other.id), me.token, profile},
		{"delete another consultee", "DELETE", fmt.Sprintf("/consultee/%d", h.other.id), me.token, nil},
		{"book for another consultee", "POST", "/booking?paymentMethod=ONLINE", me.token,
			bookingBody(h.other, h.rival.id, []int64{h.rivalSlot})},
		{"book a slot under the wrong consultant", "POST", "/booking?paymentMethod=ONLINE", me.token,
			bookingBody(me, h.seller.id, []int64{h.rivalSlot})},
		{"cancel another's invoice", "DELETE", fmt.Sprintf("/invoice/%d", h.otherInvoice), me.token, nil},
		{"pay another's invoice", "POST", fmt.Sprintf("/payments/initiate?invoiceId=%d", h.otherInvoice), me.token, nil},
		{"decide a slip without being admin", "PUT", "/payments", me.token,
			map[string]any{"invoiceId": h.slipOf, "invoiceStatus": "APPROVED", "adminRemark": "ok"}},
		{"update another consultant's profile", "PUT", fmt.Sprintf("/consultant/%d", h.rival.id), seller.token, consultantProfile("About me")},
		{"delete another consultant", "DELETE", fmt.Sprintf("/consultant/%d", h.rival.id), seller.token, nil},
		{"approve a consultant without being admin", "PUT", fmt.Sprintf("/consultant/updateStatus/%d", h.rival.id), seller.token,
			map[string]any{"status": "VERIFIED"}},
		{"move another consultant's slot", "PUT", fmt.Sprintf("/cerebroslot/%d", h.rivalSlot), seller.token,
			map[string]any{"startDate": future().Add(240 * time.Hour).Format("2006-01-02"), "startTime": "10:00"}},
		{"delete another consultant's slot", "DELETE", fmt.Sprintf("/cerebroslot/%d", h.rivalSlot), seller.token, nil},
		{"publish slots for another consultant", "POST", "/cerebroslot", seller.token,
			map[string]any{"consultantId": h.rival.id, "startDate": future().Add(240 * time.Hour).Format("2006-01-02"),
				"startTime": "10:00", "noOfSlots": 2, "noOfOccurrence": 1, "repeat": 0, "slotSize": 30}},
	}
	for _, c := range cases {
		raw, err := json.Marshal(c.body)
		require.NoError(t, err)
		if c.body == nil {
			raw = nil
		}
		a := expectRefusal(t, base[:len(base)-len("/api/v1")], c.method, "/api/v1"+c.path, c.token, raw, c.name)
		assert.Contains(t, []int{http.StatusForbidden, http.StatusConflict, http.StatusNotFound}, a.Status, "%s: %s", c.name, a.Raw)
	}
	// A slip for another consultee's invoice, a valid image and form.
	a := postMultipart(t, h.app.URL+"/api/v1/upload/slip", me.token, "file", "slip.png", pngImage(t), map[string]string{
		"invoiceId": fmt.Sprint(h.slipOf), "bookingId": fmt.Sprint(bookingOf(t, h.app.Store, h.slipOf)), "bankId": "1", "refNo": "R1"})
	assert.Equal(t, http.StatusForbidden, a.Status, "a slip for someone else's invoice: %s", a.Raw)
	// Reading someone else's things is refused too.
	for _, p := range []string{fmt.Sprintf("/invoice/%d/slip", h.slipOf), fmt.Sprintf("/invoice/consultee/%d", h.other.id),
		fmt.Sprintf("/booking/consultee/%d", h.other.id), fmt.Sprintf("/invoice/pay/%d", h.otherInvoice)} {
		a := do(t, "GET", base+p, me.token, nil)
		assert.Equal(t, http.StatusForbidden, a.Status, "GET %s: %s", p, a.Raw)
	}
}

// expectRefusal sends the request and checks the answer is a 4xx that
// explains itself: JSON with a message, or the simulator's HTML page.
func expectRefusal(t *testing.T, base, method, path, token string, body []byte, what string) answer {
	t.Helper()
	req, err := http.NewRequest(method, base+path, bytes.NewReader(body))
	require.NoError(t, err)
	req.Header.Set("Content-Type", "application/json")
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	res, err := httpClient.Do(req)
	if !assert.NoError(t, err, what) {
		return answer{}
	}
	defer res.Body.Close()
	raw, _ := io.ReadAll(res.Body)
	a := answer{Status: res.StatusCode, Raw: raw, Header: res.Header}
	_ = json.Unmarshal(raw, &a.Body)
	if !assert.True(t, a.Status >= 400 && a.Status < 500, "%s: want a 4xx, got %d %s", what, a.Status, clip(raw)) {
		return a
	}
	if strings.HasPrefix(res.Header.Get("Content-Type"), "application/json") {
		assert.NotEmpty(t, a.message(), "%s: %d without a message: %s", what, a.Status, clip(raw))
	} else {
		assert.NotEmpty(t, raw, "%s: %d with an empty body", what, a.Status)
	}
	return a
}

// Text fields carrying SQL and script are stored and shown back exactly, as
// JSON-escaped text: never executed, never interpreted. Names, which must be
// letters, refuse them with the form's message.
func TestInjectionStoredAsPlainText(t *testing.T) {
	t.Parallel()
	h := newHostile(t, false)
	base := h.app.URL + "/api/v1"
	hostileText := `Robert'); DROP TABLE consultants;-- <script>alert("x")</script> ' OR '1'='1 {{7*7}} ${7*7} %00 \x00 ü සිංහල 👩‍⚖️ ` + "\u202e"
	res := do(t, "PUT", fmt.Sprintf("%s/consultant/%d", base, h.seller.id), h.seller.token, consultantProfile(hostileText))
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)

	got := do(t, "GET", fmt.Sprintf("%s/consultant/%d", base, h.seller.id), "", nil)
	require.Equal(t, http.StatusOK, got.Status, "%s", got.Raw)
	assert.Equal(t, hostileText, got.Body["about"], "about round-trips exactly")
	assert.Equal(t, "Dr "+hostileText[:40], got.Body["displayName"], "display name round-trips exactly")
	assert.NotContains(t, string(got.Raw), "<script>", "markup is JSON-escaped")
	assert.Contains(t, string(got.Raw), `\u003cscript\u003e`)
	assert.True(t, strings.HasPrefix(got.Header.Get("Content-Type"), "application/json"))
	assert.Equal(t, "nosniff", got.Header.Get("X-Content-Type-Options"))
	var stored string
	require.NoError(t, h.app.Store.DB.Raw(`SELECT about FROM consultants WHERE id = ?`, h.seller.id).Scan(&stored).Error)
	assert.Equal(t, hostileText, stored, "stored as typed")
	assert.Equal(t, int64(2), count(t, h.app.Store, `SELECT count(*) FROM consultants WHERE id IN (?, ?)`, h.seller.id, h.rival.id),
		"no table was touched")

	// Names must be letters: the injection is refused with the form's message.
	bad := consultantProfile("About")
	bad["firstName"] = "Robert'); DROP TABLE users;--"
	res = do(t, "PUT", fmt.Sprintf("%s/consultant/%d", base, h.seller.id), h.seller.token, bad)
	assert.Equal(t, http.StatusBadRequest, res.Status, "%s", res.Raw)
	assert.Equal(t, "Names can contain letters and spaces only", res.message())

	// A NUL character cannot be stored in PostgreSQL text: refused as bad input.
	nul := consultantProfile("about\x00me")
	res = do(t, "PUT", fmt.Sprintf("%s/consultant/%d", base, h.seller.id), h.seller.token, nul)
	assert.Equal(t, http.StatusBadRequest, res.Status, "%s", res.Raw)
	assert.NotEmpty(t, res.message())

	// Category names, set by the admin, round-trip too.
	category := `<img src=x onerror=alert(1)>'; DELETE FROM users;--`
	res = do(t, "POST", base+"/consultantCategory/", h.admin, map[string]any{"name": category})
	require.Equal(t, http.StatusCreated, res.Status, "%s", res.Raw)
	got = do(t, "GET", fmt.Sprintf("%s/consultantCategory/%v", base, res.Body["id"]), "", nil)
	assert.Equal(t, category, got.Body["name"])
	res = do(t, "POST", base+"/consultantCategory/", h.admin, map[string]any{"name": "bad\x00name"})
	assert.Equal(t, http.StatusBadRequest, res.Status, "%s", res.Raw)

	// Searching with SQL or LIKE wildcards matches them literally.
	for _, q := range []string{"' OR '1'='1", "%", "_", `\`, "nimal' --"} {
		res := do(t, "GET", base+"/consultant?consultantName="+urlQuery(q), "", nil)
		require.Equal(t, http.StatusOK, res.Status, "%q: %s", q, res.Raw)
		assert.Empty(t, res.Body["pageData"], "search for %q matches nothing", q)
	}
	for _, q := range []string{"%00", "nim%00al", "%FF%FE", "%C0%AF"} { // NUL and invalid UTF-8 cannot even be compared
		res := do(t, "GET", base+"/consultant?consultantName="+q, "", nil)
		assert.True(t, res.Status == http.StatusOK || res.Status == http.StatusBadRequest, "%s: %d %s", q, res.Status, res.Raw)
		assert.NotEmpty(t, res.Raw)
	}
	res = do(t, "GET", base+"/consultant?consultantName=nima", "", nil)
	assert.NotEmpty(t, res.Body["pageData"], "an ordinary search still works")
	assert.Equal(t, int64(4), count(t, h.app.Store, `SELECT count(*) FROM users WHERE id IN (?, ?, ?, ?)`,
		h.shopper.userID, h.other.userID, h.seller.userID, h.rival.userID), "every account is still there")

	// Slip remarks and reference, uploaded by the owner, round-trip as text.
	remarks := `<script>fetch('//evil')</script>'; UPDATE invoices SET status='SUCCESS_PAYMENT';--`
	a := postMultipart(t, base+"/upload/slip", h.other.token, "file", "slip.png", pngImage(t), map[string]string{
		"invoiceId": fmt.Sprint(h.slipOf), "bookingId": fmt.Sprint(bookingOf(t, h.app.Store, h.slipOf)), "bankId": "1",
		"refNo": "REF'--", "remarks": remarks})
	require.Equal(t, http.StatusOK, a.Status, "%s", a.Raw)
	var slip checkout.PaymentSlip
	require.NoError(t, h.app.Store.DB.Where("invoice_id = ?", h.slipOf).Take(&slip).Error)
	assert.Equal(t, remarks, slip.Remarks)
	assert.Equal(t, "REF'--", slip.RefNo)
	assert.Equal(t, models.InvoicePendingApproval, invoiceRow(t, h.app.Store, h.slipOf).Status, "the injection did not pay the invoice")
}

// An upload's file name is never used: whatever path tricks it carries,
// the image is stored under a generated name inside the upload folder, and
// stored images are only ever read by such a name.
func TestUploadNamesCannotEscape(t *testing.T) {
	t.Parallel()
	h := newHostile(t, false)
	base := h.app.URL + "/api/v1"
	outside := filepath.Join(os.TempDir(), "cerebro-pwned-"+randomHex(4)+".png")
	generated := regexp.MustCompile(`^[0-9a-f]{32}\.png$`)
	for _, name := range []string{"../../../../" + strings.TrimPrefix(outside, "/"), outside, `..\..\..\evil.png`,
		"....//....//evil.png", "evil.png\x00.php", "%2e%2e%2fevil.png", ".htaccess", strings.Repeat("a", 5000) + ".png"} {
		a := postMultipart(t, base+"/upload/image", h.seller.token, "image", name, pngImage(t), nil)
		if a.Status >= 400 && a.Status < 500 && a.message() != "" {
			continue // a name the multipart reader will not even parse is refused outright
		}
		require.Equal(t, http.StatusCreated, a.Status, "%q: %s", name, a.Raw)
		stored, _ := a.Body["imageName"].(string)
		assert.Regexp(t, generated, stored, "%q is stored under a generated name", name)
		_, err := os.Stat(filepath.Join(h.uploadDir, "images", stored))
		assert.NoError(t, err, "%q is inside the upload folder", name)
	}
	_, err := os.Stat(outside)
	assert.True(t, os.IsNotExist(err), "nothing was written outside the upload folder")
	entries, err := os.ReadDir(filepath.Join(h.uploadDir, "images"))
	require.NoError(t, err)
	for _, e := range entries {
		assert.Regexp(t, generated, e.Name())
	}

	// A file that is not an image is refused whatever it is called.
	a := postMultipart(t, base+"/upload/image", h.seller.token, "image", "photo.png", []byte("<?php system($_GET['c']); ?>"), nil)
	assert.Equal(t, http.StatusBadRequest, a.Status, "%s", a.Raw)
	assert.NotEmpty(t, a.message())

	// Reading images by tricky names finds nothing.
	for _, name := range []string{"..%2F..%2F..%2Fetc%2Fpasswd", "..%252F..%252Fetc%252Fpasswd", "%2e%2e%2f%2e%2e%2fconfig", "../slips/x.png",
		"....//etc/passwd", ".%2E/.%2E/go.mod"} {
		res, err := httpClient.Get(base + "/images/" + name)
		require.NoError(t, err)
		body, _ := io.ReadAll(res.Body)
		res.Body.Close()
		assert.Contains(t, []int{http.StatusBadRequest, http.StatusNotFound, http.StatusMovedPermanently}, res.StatusCode, "%s: %s", name, clip(body))
		assert.NotContains(t, string(body), "root:", name)
		assert.NotContains(t, string(body), "module cerebro", name)
	}
}

// tableChecksums fingerprints every table: its row count and a hash of its
// rows, so any change anywhere shows.
func tableChecksums(t testing.TB, store *models.Store) map[string]string {
	t.Helper()
	var tables []string
	require.NoError(t, store.DB.Raw(`SELECT table_name FROM information_schema.tables
		WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name NOT LIKE 'goose%' ORDER BY 1`).Scan(&tables).Error)
	out := map[string]string{}
	for _, name := range tables {
		var sum string
		require.NoError(t, store.DB.Raw(fmt.Sprintf(`SELECT count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|' ORDER BY t::text)), '')
			FROM %q t`, name)).Scan(&sum).Error)
		out[name] = sum
	}
	return out
}

// consultantProfile is a valid consultant form with about set.
func consultantProfile(about string) map[string]any {
	display := "Dr " + about
	if len(about) > 40 {
		display = "Dr " + about[:40]
	}
	return map[string]any{"firstName": "Nimal", "lastName": "Perera", "displayName": display, "birthday": "1980-01-01",
		"gender": "MALE", "country": "Sri Lanka", "timeZone": 5.5, "currency": "LKR", "categoryId": 1, "experience": 10,
		"about": about, "dialCode": "94", "phone": "777654321", "bank": "BOC", "bankBranch": "Colombo", "accNumber": "123",
		"slotSize": 30, "slotRate": slotPrice}
}

// consulteeProfile is a valid consultee form.
func consulteeProfile() map[string]any {
	return map[string]any{"firstName": "Kamala", "lastName": "Silva", "birthday": "1990-05-01", "gender": "FEMALE",
		"country": "Sri Lanka", "dialCode": "94", "phone": "771234567"}
}

// hugeJSON is a syntactically valid JSON object of about n bytes.
func hugeJSON(n int) []byte {
	var b bytes.Buffer
	b.WriteString(`{"about":"`)
	b.Write(bytes.Repeat([]byte("A"), n))
	b.WriteString(`"}`)
	return b.Bytes()
}

func pngImage(t testing.TB) []byte {
	t.Helper()
	var b bytes.Buffer
	require.NoError(t, png.Encode(&b, image.NewRGBA(image.Rect(0, 0, 2, 2))))
	return b.Bytes()
}

// postMultipart uploads one file (and form fields) as a browser would.
func postMultipart(t testing.TB, target, token, field, filename string, content []byte, fields map[string]string) answer {
	t.Helper()
	var body bytes.Buffer
	w := multipart.NewWriter(&body)
	for k, v := range fields {
		require.NoError(t, w.WriteField(k, v))
	}
	fw, err := w.CreateFormFile(field, filename)
	require.NoError(t, err)
	_, _ = fw.Write(content)
	require.NoError(t, w.Close())
	req, err := http.NewRequest("POST", target, &body)
	require.NoError(t, err)
	req.Header.Set("Content-Type", w.FormDataContentType())
	req.Header.Set("Authorization", "Bearer "+token)
	res, err := httpClient.Do(req)
	require.NoError(t, err)
	defer res.Body.Close()
	raw, _ := io.ReadAll(res.Body)
	out := answer{Status: res.StatusCode, Raw: raw, Header: res.Header}
	_ = json.Unmarshal(raw, &out.Body)
	return out
}

func bookingOf(t testing.TB, store *models.Store, invoiceID int64) int64 {
	t.Helper()
	var id int64
	require.NoError(t, store.DB.Raw(`SELECT id FROM bookings WHERE invoice_id = ? ORDER BY id LIMIT 1`, invoiceID).Scan(&id).Error)
	return id
}

func clip(b []byte) string {
	if len(b) > 300 {
		return string(b[:300]) + "…"
	}
	return string(b)
}

func urlQuery(s string) string {
	return strings.NewReplacer("%", "%25", "&", "%26", "#", "%23", "+", "%2B", " ", "%20", "'", "%27", `\`, "%5C").Replace(s)
}
