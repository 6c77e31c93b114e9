package api_test

import (
	"archive/zip"
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/apperr"
	"cerebro/models"
	"cerebro/rules"
	"cerebro/uploads"
)

// A person's data as their own (issue 33, point 4): GET /me/export and
// DELETE /me.

// signedUpShopper is a consultee who signed up through the API (password
// "password123"), with a profile, ready to sign in again.
func signedUpShopper(t *testing.T, language string) party {
	t.Helper()
	token, email := signUp(t, "CONSULTEE")
	id := userIDOf(t, email)
	require.NoError(t, env.store.DB.Exec(`UPDATE users SET language = ? WHERE id = ?`, language, id).Error)
	c := models.Consultee{UserID: id, FirstName: "Kamala", LastName: "Wickramasinghe", DisplayName: "Kamala W",
		Birthday: time.Date(1990, 5, 1, 0, 0, 0, 0, time.UTC), Gender: "FEMALE", Country: "Sri Lanka",
		TimeZone: "Asia/Colombo", Currency: "LKR", DialCode: "94", Phone: "771112223"}
	require.NoError(t, env.store.DB.Omit("User").Create(&c).Error)
	return party{token: token, email: email, userID: id, id: c.ID}
}

// withPhoto uploads a profile photo for the party and shows it on their
// consultee profile; it answers the stored name.
func withPhoto(t *testing.T, p party) string {
	t.Helper()
	res := upload(t, p.token, "image", "me.png", pngBytes(t))
	require.Equal(t, http.StatusCreated, res.Status, "%s", res.Raw)
	name := res.Body["imageName"].(string)
	require.NoError(t, env.store.DB.Exec(`UPDATE consultees SET image_name = ? WHERE id = ?`, name, p.id).Error)
	return name
}

// ratedByConsultee gives the consultee's stars and words to a held session.
func ratedByConsultee(t *testing.T, bookingID int64, comment string) {
	t.Helper()
	require.NoError(t, env.store.DB.Exec(`UPDATE booking_rates SET rate = 5, comment = ?, has_rated = true, rated_at = now()
		WHERE booking_id = ? AND rater_role = 'CONSULTEE'`, comment, bookingID).Error)
}

// exportOf downloads the caller's export and answers its files by name.
func exportOf(t *testing.T, token string) map[string][]byte {
	t.Helper()
	req, err := http.NewRequest("GET", env.server.URL+"/api/v1/me/export", nil)
	require.NoError(t, err)
	req.Header.Set("Authorization", "Bearer "+token)
	res, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	defer res.Body.Close()
	raw, _ := io.ReadAll(res.Body)
	require.Equal(t, http.StatusOK, res.StatusCode, "%s", raw)
	assert.Equal(t, "application/zip", res.Header.Get("Content-Type"))
	assert.Contains(t, res.Header.Get("Content-Disposition"), "attachment")
	zr, err := zip.NewReader(bytes.NewReader(raw), int64(len(raw)))
	require.NoError(t, err)
	out := map[string][]byte{}
	for _, f := range zr.File {
		r, err := f.Open()
		require.NoError(t, err)
		out[f.Name], _ = io.ReadAll(r)
		_ = r.Close()
	}
	return out
}

func idsIn(t *testing.T, raw []byte) []int64 {
	t.Helper()
	var rows []map[string]any
	require.NoError(t, json.Unmarshal(raw, &rows), "%s", raw)
	var ids []int64
	for _, r := range rows {
		ids = append(ids, int64(r["id"].(float64)))
	}
	return ids
}

func closeAccount(t *testing.T, token string, body any) response {
	t.Helper()
	return call(t, "DELETE", "/api/v1/me", token, body)
}

func TestAnAnonymousCallerHasNoDataToExportOrClose(t *testing.T) {
	assert.Equal(t, http.StatusUnauthorized, call(t, "GET", "/api/v1/me/export", "", nil).Status)
	assert.Equal(t, http.StatusUnauthorized, closeAccount(t, "", map[string]any{"confirm": true}).Status)
	admin := adminToken(t)
	assert.Equal(t, http.StatusForbidden, closeAccount(t, admin, map[string]any{"confirm": true}).Status,
		"an admin's account is closed by another admin")
}

func TestTheExportHoldsTheCallersDataAndNobodyElses(t *testing.T) {
	me := signedUpShopper(t, "en")
	photo := withPhoto(t, me)
	seller := newSeller(t)
	mine := storedBookingWith(t, me, seller, time.Now().UTC().Add(-10*24*time.Hour).Truncate(time.Second), models.BookingConfirmed)
	require.NoError(t, env.stores.Session.CompleteSession(context.Background(), mine.bookingID))
	ratedByConsultee(t, mine.bookingID, "Clear and kind advice")
	someone := newShopper(t)
	theirs := storedBookingWith(t, someone, seller, tomorrow(), models.BookingConfirmed)

	files := exportOf(t, me.token)
	for _, name := range []string{"README.txt", "account.json", "profile.json", "bookings.json", "invoices.json",
		"refunds.json", "payouts.json", "ratings.json", "uploads.json", "uploads/images/" + photo} {
		assert.Contains(t, files, name)
	}
	assert.Contains(t, string(files["account.json"]), me.email)
	assert.Contains(t, string(files["profile.json"]), "Wickramasinghe")
	assert.Equal(t, []int64{mine.bookingID}, idsIn(t, files["bookings.json"]), "my booking, not another consultee's")
	assert.Equal(t, pngBytes(t), files["uploads/images/"+photo])
	assert.Contains(t, string(files["ratings.json"]), "Clear and kind advice")
	assert.Contains(t, string(files["invoices.json"]), models.InvoiceCref(mine.invoiceID))
	assert.NotContains(t, string(files["invoices.json"]), models.InvoiceCref(theirs.invoiceID))
	for name, body := range files {
		assert.NotContains(t, string(body), someone.email, name)
	}

	// The consultant's export has both sessions (they are its party) and the
	// review received, but not the consultees' uploads.
	sold := exportOf(t, seller.token)
	assert.ElementsMatch(t, []int64{mine.bookingID, theirs.bookingID}, idsIn(t, sold["bookings.json"]))
	assert.Contains(t, string(sold["profile.json"]), `"acc_number": "123"`)
	assert.NotContains(t, sold, "uploads/images/"+photo)
}

func TestClosingAnAccountNeedsItsOwnersConfirmation(t *testing.T) {
	me := newShopper(t)
	for name, body := range map[string]any{"no body": nil, "no confirm": map[string]any{}, "confirm false": map[string]any{"confirm": false}} {
		res := closeAccount(t, me.token, body)
		assert.Equal(t, http.StatusBadRequest, res.Status, name)
		assert.Equal(t, "privacy.confirm_required", res.Body["code"], name)
	}
	res := closeAccount(t, me.token, map[string]any{"confirm": "yes"})
	assert.Equal(t, http.StatusBadRequest, res.Status, "a confirmation of another type")
	_, err := env.stores.Account.UserByID(context.Background(), me.userID)
	require.NoError(t, err, "the account is whole")
	assert.Equal(t, "Kamala", profileName(t, me.id))
}

func profileName(t *testing.T, consulteeID int64) string {
	t.Helper()
	var name string
	require.NoError(t, env.store.DB.Raw(`SELECT first_name FROM consultees WHERE id = ?`, consulteeID).Scan(&name).Error)
	return name
}

func TestAPaidSessionAheadKeepsBothPartiesAccountsOpen(t *testing.T) {
	shopper := newShopperIn(t, "si", "Asia/Colombo")
	seller := newSellerIn(t, "ta", "Asia/Colombo")
	storedBookingWith(t, shopper, seller, tomorrow(), models.BookingConfirmed)
	res := closeAccount(t, shopper.token, map[string]any{"confirm": true})
	assert.Equal(t, http.StatusConflict, res.Status)
	assert.Equal(t, "privacy.paid_session_ahead", res.Body["code"])
	assert.Equal(t, apperr.Text("si", "privacy.paid_session_ahead", nil), res.message(), "in the caller's language")
	res = closeAccount(t, seller.token, map[string]any{"confirm": true})
	assert.Equal(t, "privacy.paid_session_ahead", res.Body["code"])
	assert.Equal(t, apperr.Text("ta", "privacy.paid_session_ahead", nil), res.message())
	assert.Equal(t, "Kamala", profileName(t, shopper.id), "nothing erased")
}

func TestMoneyOwedEitherWayKeepsAnAccountOpen(t *testing.T) {
	ago := func(days int) time.Time {
		return time.Now().UTC().Add(-time.Duration(days) * 24 * time.Hour).Truncate(time.Second)
	}
	cases := map[string]struct {
		who  func() party
		code string
	}{
		"a refund not yet paid out": {func() party {
			p := storedBooking(t, ago(10), models.BookingCancelled)
			require.NoError(t, env.store.DB.Exec(`INSERT INTO refunds (booking_id, invoice_id, cause, status, method, requested_amount)
				VALUES (?, ?, 'CONSULTANT_CANCEL', 'REQUESTED', 'ONLINE', ?)`, p.bookingID, p.invoiceID, slotPrice).Error)
			return p.shopper
		}, "privacy.refund_unsettled"},
		"a slip awaiting the admin": {func() party {
			shopper, seller := newShopper(t), newSeller(t)
			uploadedSlip(t, shopper, openSlots(t, seller.id, tomorrow(), 1), seller.id)
			return shopper
		}, "privacy.slip_awaiting_decision"},
		"a checkout holding slots": {func() party {
			shopper, seller := newShopper(t), newSeller(t)
			mustBook(t, shopper, "ONLINE", seller.id, openSlots(t, seller.id, tomorrow(), 1)...)
			return shopper
		}, "privacy.payment_in_progress"},
		"a session still open to claims": {func() party {
			return storedBooking(t, ago(2), models.BookingCompleted).shopper
		}, "privacy.claim_window_open"},
		"a consultant's earnings not paid out": {func() party {
			return storedBooking(t, ago(10), models.BookingCompleted).seller
		}, "privacy.payout_unsettled"},
	}
	for name, c := range cases {
		t.Run(name, func(t *testing.T) {
			res := closeAccount(t, c.who().token, map[string]any{"confirm": true})
			assert.Equal(t, http.StatusConflict, res.Status, "%s", res.Raw)
			assert.Equal(t, c.code, res.Body["code"])
			assert.NotEmpty(t, res.message())
		})
	}
}

func TestAClosedAccountLeavesOnlyAnAnonymousFinancialRecord(t *testing.T) {
	ctx := context.Background()
	me := signedUpShopper(t, "en")
	photo := withPhoto(t, me)
	seller := newSeller(t)
	held := storedBookingWith(t, me, seller, time.Now().UTC().Add(-10*24*time.Hour).Truncate(time.Second), models.BookingConfirmed)
	require.NoError(t, env.stores.Session.CompleteSession(ctx, held.bookingID))
	ratedByConsultee(t, held.bookingID, "Very helpful")
	reviews := call(t, "GET", path("/consultant/%d/reviews", seller.id), "", nil)
	require.Contains(t, string(reviews.Raw), "Kamala W.")

	res := closeAccount(t, me.token, map[string]any{"confirm": true})
	require.Equal(t, http.StatusNoContent, res.Status, "%s", res.Raw)

	signIn := call(t, "POST", "/api/v1/auth/signin", "", map[string]any{"username": me.email, "password": "password123"})
	assert.Equal(t, http.StatusUnauthorized, signIn.Status, "sign-in is impossible")
	assert.Equal(t, http.StatusUnauthorized, call(t, "GET", "/api/v1/me/export", me.token, nil).Status, "the old token is refused")

	for lang, former := range map[string]string{"en": "A former member", "si": "හිටපු සාමාජිකයෙක්", "ta": "முன்னாள் உறுப்பினர் ஒருவர்"} {
		seen := callWith(t, "GET", path("/consultant/%d/reviews", seller.id), "", nil, map[string]string{"Accept-Language": lang})
		require.Equal(t, http.StatusOK, seen.Status)
		assert.NotContains(t, string(seen.Raw), "Kamala", lang)
		assert.Contains(t, string(seen.Raw), former, lang)
		assert.Contains(t, string(seen.Raw), `"formerMember":true`, lang)
		assert.Contains(t, string(seen.Raw), "Very helpful", "the review stays")
	}

	inv := invoiceRow(t, held.invoiceID)
	assert.Equal(t, me.id, inv.ConsulteeID, "the invoice is kept")
	assert.Equal(t, slotPrice, inv.TotalAmount)
	var profile models.Consultee
	require.NoError(t, env.store.DB.Take(&profile, me.id).Error)
	assert.Empty(t, profile.FirstName+profile.LastName+profile.DisplayName+profile.Phone+profile.ImageName, "the person is anonymised")
	u, err := env.stores.Account.UserByID(ctx, me.userID)
	require.NoError(t, err)
	assert.NotEqual(t, me.email, u.Email)
	assert.False(t, strings.Contains(u.UserName, "Kamala"))

	images := uploads.Folder{Dir: env.cfg.UploadDir}
	assert.False(t, uploads.Exists(ctx, images, uploads.KindImage, photo), "the photo is gone from the store")
	assert.Equal(t, http.StatusUnauthorized, closeAccount(t, me.token, map[string]any{"confirm": true}).Status)

	// The address is free again: the person may come back as someone new.
	again := call(t, "POST", "/api/v1/auth/signup", "", map[string]any{
		"userName": "Kamala again", "password": "password123", "email": me.email, "roles": []string{"CONSULTEE"}})
	assert.Equal(t, http.StatusOK, again.Status, "%s", again.Raw)
}

func TestTheExportIsLimitedPerAccount(t *testing.T) {
	ts := limitedServer(t)
	a, b := newShopper(t), newShopper(t)
	export := func(p party) int { return send(t, ts.URL, "GET", "/api/v1/me/export", p.token, nil, nil).Status }
	for i := 0; i < 3; i++ {
		require.Equal(t, http.StatusOK, export(a), "download %d: a burst of 3", i)
	}
	assert.Equal(t, http.StatusTooManyRequests, export(a), "then one every 10 minutes")
	assert.Equal(t, http.StatusOK, export(b), "another account is not limited")
}

func TestAConsultantPaidInFullClosesTheirAccountAndLeavesSearch(t *testing.T) {
	ctx := context.Background()
	seller := newSeller(t)
	held := storedBookingWith(t, newShopper(t), seller, time.Now().UTC().Add(-10*24*time.Hour).Truncate(time.Second), models.BookingCompleted)
	_, share := rules.SplitCommission(slotPrice)
	// The session's payout, opened as a payout run opens it (models/payout).
	var payoutID int64
	require.NoError(t, env.store.DB.Raw(`INSERT INTO payouts (consultant_id, period_start, period_end, amount, account_name, bank, branch, account)
		VALUES (?, now() - interval '8 days', now(), ?, 'Nimal Perera', 'BOC', 'Colombo', '8001234567') RETURNING id`,
		seller.id, share).Scan(&payoutID).Error)
	require.NoError(t, env.store.DB.Exec(`INSERT INTO payout_items (payout_id, kind, ref_id, invoice_id, amount) VALUES (?, 'BOOKING', ?, ?, ?)`,
		payoutID, held.bookingID, held.invoiceID, share).Error)
	res := closeAccount(t, seller.token, map[string]any{"confirm": true})
	require.Equal(t, http.StatusConflict, res.Status, "%s", res.Raw)
	assert.Equal(t, "privacy.payout_unsettled", res.Body["code"], "the payout is not paid yet")

	var adminID int64
	require.NoError(t, env.store.DB.Raw(`SELECT id FROM users WHERE email = ?`, env.cfg.AdminEmail).Scan(&adminID).Error)
	require.NoError(t, env.stores.Payout.MarkPaid(ctx, payoutID, adminID, "BOC-778"))
	res = closeAccount(t, seller.token, map[string]any{"confirm": true})
	require.Equal(t, http.StatusNoContent, res.Status, "%s", res.Raw)

	assert.Equal(t, http.StatusNotFound, call(t, "GET", path("/consultant/%d", seller.id), "", nil).Status, "out of search and profiles")
	var kept struct{ AccountName, Account, Reference string }
	require.NoError(t, env.store.DB.Raw(`SELECT account_name, account, reference FROM payouts WHERE id = ?`, payoutID).Scan(&kept).Error)
	assert.Equal(t, struct{ AccountName, Account, Reference string }{"", "******4567", "BOC-778"}, kept,
		"the payout is kept, the holder's name gone, the account masked")
	var c models.Consultant
	require.NoError(t, env.store.DB.Take(&c, seller.id).Error)
	assert.Empty(t, c.FirstName+c.LastName+c.Phone+c.Bank+c.BankBranch+c.AccNumber+c.About)
	assert.Equal(t, models.ConsultantSuspended, c.Status)
}
