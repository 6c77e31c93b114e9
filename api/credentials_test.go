package api_test

import (
	"bytes"
	"context"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.temporal.io/sdk/client"

	profileacts "cerebro/activities/profile"
	"cerebro/mailer"
	"cerebro/models"
	"cerebro/rules"
	profilewf "cerebro/workflows/profile"
)

// A registration is read by its owner and the admin only; only its owner
// gives it.
func TestCredentialsAreTheOwnersAndTheAdminsOnly(t *testing.T) {
	a := lawyer(t)
	other, _ := signUp(t, "CONSULTANT")
	consultee := createConsulteeProfile(t)
	admin := adminToken(t)

	own := call(t, "GET", credentialsPath(a.id, ""), a.token, nil)
	require.Equal(t, http.StatusOK, own.Status, "%s", own.Raw)
	assert.Equal(t, true, own.Body["regulated"])
	reg := own.Body["regulation"].(map[string]any)
	assert.Equal(t, "AAL", reg["bodyShort"])
	assert.Contains(t, reg["body"], "Supreme Court")
	assert.Nil(t, own.Body["credential"], "nothing given yet")
	assert.Equal(t, http.StatusOK, call(t, "GET", credentialsPath(a.id, ""), admin, nil).Status)

	for who, token := range map[string]string{"another consultant": other, "a consultee": consultee.token} {
		res := call(t, "GET", credentialsPath(a.id, ""), token, nil)
		assert.Equal(t, http.StatusForbidden, res.Status, "%s: %s", who, res.Raw)
	}
	assert.Equal(t, http.StatusUnauthorized, call(t, "GET", credentialsPath(a.id, ""), "", nil).Status, "anonymous")

	assert.Equal(t, http.StatusForbidden, putCredentials(t, other, a.id, "12345", "", aPDF).Status, "another consultant")
	assert.Equal(t, http.StatusForbidden, putCredentials(t, admin, a.id, "12345", "", aPDF).Status,
		"the admin checks a registration, never gives one")
	require.Equal(t, http.StatusOK, putCredentials(t, a.token, a.id, "12345", "", aPDF).Status)

	doc := credentialsPath(a.id, "/document")
	got := call(t, "GET", doc, a.token, nil)
	require.Equal(t, http.StatusOK, got.Status)
	assert.Equal(t, aPDF, got.Raw)
	assert.Equal(t, "application/pdf", got.Header.Get("Content-Type"))
	assert.Contains(t, got.Header.Get("Content-Disposition"), "attachment")
	assert.Equal(t, http.StatusOK, call(t, "GET", doc, admin, nil).Status)
	assert.Equal(t, http.StatusForbidden, call(t, "GET", doc, other, nil).Status)
	assert.Equal(t, http.StatusForbidden, call(t, "GET", doc, consultee.token, nil).Status)
	assert.Equal(t, http.StatusUnauthorized, call(t, "GET", doc, "", nil).Status)
	assert.Equal(t, http.StatusForbidden, call(t, "PUT", credentialsPath(a.id, "/review"), a.token,
		map[string]any{"status": "CHECKED"}).Status, "nobody checks their own registration")
}

// Bad input is refused with a coded error and stores nothing.
func TestCredentialsRefuseBadInput(t *testing.T) {
	a := lawyer(t)
	tomorrow := futureDate(1)
	cases := []struct {
		name, number, expires, code string
		doc                         []byte
	}{
		{"a number in the wrong format", "AB-12", tomorrow, "credential.number_format", aPDF},
		{"no number", " ", tomorrow, "credential.number_empty", aPDF},
		{"an expiry that is not a date", "12345", "31/01/2027", "credential.expiry_format", aPDF},
		{"an expiry already past", "12345", futureDate(-1), "credential.expiry_past", aPDF},
		{"no document", "12345", tomorrow, "credential.document_missing", nil},
		{"a text file named .pdf, sent as application/pdf", "12345", tomorrow, "upload.not_document",
			[]byte("<html><script>alert(1)</script></html> %PDF-1.4 %%EOF")},
		{"a PDF cut short (no %%EOF)", "12345", tomorrow, "upload.not_document", aPDF[:40]},
		{"a document over 5 MB", "12345", tomorrow, "upload.document_too_large",
			append(append([]byte("%PDF-1.4\n"), bytes.Repeat([]byte("0"), 5<<20)...), []byte("\n%%EOF\n")...)},
	}
	for _, tc := range cases {
		res := putCredentials(t, a.token, a.id, tc.number, tc.expires, tc.doc)
		assert.Equal(t, http.StatusBadRequest, res.Status, "%s: %s", tc.name, res.Raw)
		assert.Equal(t, tc.code, res.Body["code"], tc.name)
	}
	res := putCredentials(t, a.token, a.id, "AB-12", "", aPDF)
	assert.Equal(t, "This is not a AAL registration number (for example 12345).", res.message())
	got := call(t, "GET", credentialsPath(a.id, ""), a.token, nil)
	assert.Nil(t, got.Body["credential"], "nothing was stored")

	tutor := createConsultantProfile(t, nil)
	res = putCredentials(t, tutor.token, tutor.id, "12345", "", aPDF)
	assert.Equal(t, http.StatusConflict, res.Status)
	assert.Equal(t, "credential.not_regulated", res.Body["code"])
}

// A regulated profile cannot pass review until the admin has checked its
// registration; the check records who and when, and the public sees the badge.
func TestARegulatedProfilePassesReviewOnlyWithACheckedRegistration(t *testing.T) {
	a := lawyer(t)
	admin := adminToken(t)
	refused := approveConsultant(t, a.id)
	assert.Equal(t, http.StatusConflict, refused.Status, "no registration given: %s", refused.Raw)
	assert.Equal(t, "credential.required_for_approval", refused.Body["code"])

	given := putCredentials(t, a.token, a.id, " 98 765 ", futureDate(400), aPDF)
	require.Equal(t, http.StatusOK, given.Status, "%s", given.Raw)
	cred := credentialOf(given)
	assert.Equal(t, "98765", cred["number"], "spaces are not part of the number")
	assert.Equal(t, "SUBMITTED", cred["status"])
	assert.Equal(t, http.StatusConflict, approveConsultant(t, a.id).Status, "given, not yet checked")

	review := credentialsPath(a.id, "/review")
	res := call(t, "PUT", review, admin, map[string]any{"status": "SENT_BACK"})
	assert.Equal(t, "credential.send_back_reason_required", res.Body["code"])
	res = call(t, "PUT", review, admin, map[string]any{"status": "SENT_BACK", "reason": "The certificate is unreadable."})
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	assert.Equal(t, "SENT_BACK", credentialOf(res)["status"])
	assert.Equal(t, "The certificate is unreadable.", credentialOf(res)["reason"])
	require.Eventually(t, func() bool { return len(inbox(a.email)) == 1 }, 5*time.Second, 50*time.Millisecond)
	assert.Equal(t, "Please check your registration details", inbox(a.email)[0].Subject)
	assert.Contains(t, inbox(a.email)[0].Body, "The certificate is unreadable.", "the consultant is told why")
	again := call(t, "PUT", review, admin, map[string]any{"status": "CHECKED"})
	assert.Equal(t, "credential.not_awaiting_review", again.Body["code"], "a sent-back registration waits for a new one")

	require.Equal(t, http.StatusOK, putCredentials(t, a.token, a.id, "98765", futureDate(400), aPDF).Status)
	res = call(t, "PUT", review, admin, map[string]any{"status": "CHECKED"})
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	cred = credentialOf(res)
	assert.Equal(t, "CHECKED", cred["status"])
	assert.Equal(t, "", cred["reason"])
	var adminID int64
	require.NoError(t, env.store.DB.Raw(`SELECT id FROM users WHERE email = ?`, env.cfg.AdminEmail).Scan(&adminID).Error)
	assert.Equal(t, float64(adminID), cred["checkedBy"], "who checked")
	assert.NotEmpty(t, cred["checkedAt"], "and when")
	var audited int64
	require.NoError(t, env.store.DB.Raw(`SELECT count(*) FROM admin_actions WHERE action = 'registration checked or sent back'
		AND subject = ?`, fmt.Sprintf("id=%d", a.id)).Scan(&audited).Error)
	assert.Equal(t, int64(2), audited, "the send-back and the check are in the audit log")

	require.Equal(t, http.StatusOK, approveConsultant(t, a.id).Status)
	public := call(t, "GET", consultantPath(a.id), "", nil)
	badge := public.Body["registration"].(map[string]any)
	assert.Equal(t, "AAL", badge["body"])
	assert.Equal(t, "98765", badge["number"])
	assert.Equal(t, cred["checkedAt"], badge["checkedAt"])
	card := searchCard(t, a.id)
	require.NotNil(t, card, "the verified lawyer is in search")
	assert.Equal(t, badge, card["registration"], "the search card carries the badge")
}

// searchCard is the consultant's card in the public search by their
// (unique) first name, or nil when search leaves them out.
func searchCard(t *testing.T, id int64) map[string]any {
	t.Helper()
	var name string
	require.NoError(t, env.store.DB.Raw(`SELECT first_name FROM consultants WHERE id = ?`, id).Scan(&name).Error)
	ids, rows := searchIDs(t, "consultantName="+name)
	for i := range ids {
		if ids[i] == id {
			return rows[i]
		}
	}
	return nil
}

// sweepCredentials runs the daily sweep once, as its Schedule does.
func sweepCredentials(t testing.TB) profileacts.CredentialSweepResult {
	t.Helper()
	run, err := env.temporal.ExecuteWorkflow(context.Background(), client.StartWorkflowOptions{TaskQueue: env.cfg.TaskQueue},
		profilewf.SweepCredentials)
	require.NoError(t, err)
	var out profileacts.CredentialSweepResult
	require.NoError(t, run.Get(context.Background(), &out))
	return out
}

// 30 days before a registration expires its owner and the admins are mailed,
// once; once it has expired the consultant leaves search and takes no new
// booking, while a session already paid goes ahead.
func TestAnExpiringRegistrationIsWarnedOnceThenLapses(t *testing.T) {
	a := checkedLawyer(t, "24680", futureDate(20))
	shopper := newShopper(t)
	seller := party(a)
	booked := paidSessionBetween(t, shopper, seller, tomorrow().Add(24*time.Hour))

	sweepCredentials(t)
	require.Eventually(t, func() bool { return len(expiryMails(a.email, "24680")) == 1 }, 5*time.Second, 50*time.Millisecond)
	mail := expiryMails(a.email, "24680")[0]
	assert.Contains(t, mail.Subject, "Your registration 24680 expires on ")
	assert.Contains(t, mail.Body, "renew")
	assert.Len(t, expiryMails(env.cfg.AdminEmail, "24680"), 1, "the admins are told too")
	sweepCredentials(t)
	time.Sleep(300 * time.Millisecond)
	assert.Len(t, expiryMails(a.email, "24680"), 1, "the warning goes once")
	assert.Len(t, expiryMails(env.cfg.AdminEmail, "24680"), 1, "to the admins too")

	require.NotNil(t, searchCard(t, a.id), "still listed before the expiry")
	yesterday := rules.ColomboToday(time.Now()).AddDate(0, 0, -1).Format(rules.DateLayout)
	require.NoError(t, env.store.DB.Exec(`UPDATE consultant_credentials SET expires_on = ? WHERE consultant_id = ?`,
		yesterday, a.id).Error)
	res := book(t, newShopper(t), "ONLINE", a.id, openSlots(t, a.id, tomorrow().Add(48*time.Hour), 1)...)
	assert.Equal(t, http.StatusConflict, res.Status, "refused on the day after expiry, even before the sweep: %s", res.Raw)
	assert.Equal(t, "checkout.consultant_credential_lapsed", res.Body["code"])

	assert.GreaterOrEqual(t, sweepCredentials(t).Lapsed, int64(1))
	assert.Nil(t, searchCard(t, a.id), "an expired registration leaves search")
	public := call(t, "GET", consultantPath(a.id), "", nil)
	assert.Nil(t, public.Body["registration"], "and shows no badge")
	own := call(t, "GET", credentialsPath(a.id, ""), a.token, nil)
	assert.Equal(t, true, own.Body["lapsed"])
	assert.Equal(t, models.BookingConfirmed, bookingRow(t, booked.bookingID).Status, "the paid session goes ahead")

	require.Equal(t, http.StatusOK, putCredentials(t, a.token, a.id, "24680", futureDate(365), aPDF).Status)
	assert.Nil(t, searchCard(t, a.id), "a renewal counts once the admin has checked it")
	require.Equal(t, http.StatusOK, call(t, "PUT", credentialsPath(a.id, "/review"), adminToken(t),
		map[string]any{"status": "CHECKED"}).Status)
	assert.NotNil(t, searchCard(t, a.id), "renewed: back in search")
	res = book(t, newShopper(t), "ONLINE", a.id, openSlots(t, a.id, tomorrow().Add(72*time.Hour), 1)...)
	assert.Equal(t, http.StatusOK, res.Status, "and booked again: %s", res.Raw)
}

// expiryMails are the warnings about registration number sent to addr.
func expiryMails(addr, number string) []mailer.Message {
	var out []mailer.Message
	for _, m := range inbox(addr) {
		if strings.Contains(m.Subject, "expires on") && strings.Contains(m.Body, number) {
			out = append(out, m)
		}
	}
	return out
}
