package api_test

import (
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/config"
	"cerebro/models"
	"cerebro/rules"
)

// A booking's note and thread (issue 33, point 2): the two parties write
// each other from the booking until seven days after the session; nobody
// else reads, the admin only once a problem is reported (audited).

func TestABookingsNoteIsStoredAndTheConsultantSeesIt(t *testing.T) {
	shopper, seller := newShopper(t), newSeller(t)
	slot := openSlots(t, seller.id, tomorrow(), 1)[0]
	body := bookingBody(shopper, seller.id, []int64{slot})
	body[0]["note"] = "  A conflict check: the other side is Perera & Sons.\r\nAnd <b>bold</b> stays text.  "
	res := call(t, "POST", "/api/v1/booking?paymentMethod=ONLINE", shopper.token, body)
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	bookingID := int64(res.Body["bookingId"].([]any)[0].(float64))
	want := "A conflict check: the other side is Perera & Sons.\nAnd <b>bold</b> stays text."
	assert.Equal(t, want, bookingRow(t, bookingID).Note)

	seen := call(t, "GET", path("/booking/%d", bookingID), seller.token, nil)
	require.Equal(t, http.StatusOK, seen.Status, "%s", seen.Raw)
	assert.Equal(t, want, seen.Body["note"])
	assert.Equal(t, want, threadOf(t, bookingID, seller.token).Body["note"])
	admin := call(t, "GET", path("/booking/%d", bookingID), adminToken(t), nil)
	assert.NotContains(t, admin.Body, "note", "the note is the parties' own")
}

func TestANoteOverAThousandCharactersIsRefusedAndNothingIsHeld(t *testing.T) {
	shopper, seller := newShopper(t), newSeller(t)
	slot := openSlots(t, seller.id, tomorrow(), 1)[0]
	body := bookingBody(shopper, seller.id, []int64{slot})
	body[0]["note"] = strings.Repeat("අ", rules.MaxBookingNote+1)
	res := call(t, "POST", "/api/v1/booking?paymentMethod=ONLINE", shopper.token, body)
	require.Equal(t, http.StatusBadRequest, res.Status, "%s", res.Raw)
	assert.Equal(t, "checkout.note_too_long", res.Body["code"])
	assert.Equal(t, "The note can be at most 1000 characters.", res.message())
	assert.Equal(t, []models.SlotStatus{models.SlotAvailable}, slotStatuses(t, []int64{slot}))

	body[0]["note"] = strings.Repeat("அ", rules.MaxBookingNote)
	require.Equal(t, http.StatusOK, call(t, "POST", "/api/v1/booking?paymentMethod=ONLINE", shopper.token, body).Status,
		"exactly 1000 characters (not bytes) is a note")
}

func TestTheTwoPartiesWriteAndReadTheThreadWithUnreadCounts(t *testing.T) {
	p := storedBooking(t, tomorrow(), models.BookingConfirmed)
	first := write(t, p.bookingID, p.shopper.token, "Could you look at my contract before we meet?")
	require.Equal(t, http.StatusCreated, first.Status, "%s", first.Raw)
	assert.Equal(t, "CONSULTEE", first.Body["from"])
	assert.Equal(t, true, first.Body["mine"])
	assert.NotEmpty(t, first.Body["at"])

	total, here := unreadOf(t, p.seller.token, p.bookingID)
	assert.Equal(t, 1, here)
	assert.GreaterOrEqual(t, total, 1)
	list := messagesOf(t, p.bookingID, p.seller.token)
	require.Len(t, list, 1)
	m := list[0].(map[string]any)
	assert.Equal(t, "Could you look at my contract before we meet?", m["text"])
	assert.Equal(t, false, m["mine"])
	assert.Equal(t, "Kamala Silva", m["fromName"])
	_, here = unreadOf(t, p.seller.token, p.bookingID)
	assert.Equal(t, 0, here, "reading the thread marks it read")

	require.Equal(t, http.StatusCreated, write(t, p.bookingID, p.seller.token, "Yes — send it here.").Status)
	_, here = unreadOf(t, p.shopper.token, p.bookingID)
	assert.Equal(t, 1, here)
	list = messagesOf(t, p.bookingID, p.shopper.token)
	require.Len(t, list, 2)
	assert.Equal(t, "CONSULTEE", list[0].(map[string]any)["from"], "oldest first")
	assert.Equal(t, "CONSULTANT", list[1].(map[string]any)["from"])
}

func TestNobodyElseReadsOrWritesTheThread(t *testing.T) {
	p := storedBooking(t, tomorrow(), models.BookingConfirmed)
	require.Equal(t, http.StatusCreated, write(t, p.bookingID, p.shopper.token, "Private").Status)
	for name, token := range map[string]string{"another consultee": newShopper(t).token, "another consultant": newSeller(t).token} {
		read := threadOf(t, p.bookingID, token)
		assert.Equal(t, http.StatusForbidden, read.Status, name)
		assert.Equal(t, "message.not_your_thread", read.Body["code"], name)
		assert.Equal(t, http.StatusForbidden, write(t, p.bookingID, token, "Hi").Status, name)
		res, _ := download(t, path("/booking/%d/attachments/1", p.bookingID), token)
		assert.Equal(t, http.StatusForbidden, res.StatusCode, name)
	}
	assert.Equal(t, http.StatusUnauthorized, threadOf(t, p.bookingID, "").Status)
	assert.Equal(t, http.StatusUnauthorized, write(t, p.bookingID, "", "Hi").Status)
	assert.Equal(t, http.StatusForbidden, write(t, p.bookingID, adminToken(t), "Hi").Status, "the admin never writes")
	assert.Len(t, messagesOf(t, p.bookingID, p.seller.token), 1)
}

func TestTheAdminReadsAThreadOnlyOnceAProblemIsReportedAndEachReadIsAudited(t *testing.T) {
	p := followedUpSession(t)
	require.Equal(t, http.StatusCreated, write(t, p.bookingID, p.shopper.token, "The sound dropped after ten minutes.").Status)
	admin := adminToken(t)
	refused := threadOf(t, p.bookingID, admin)
	require.Equal(t, http.StatusForbidden, refused.Status, "%s", refused.Raw)
	assert.Equal(t, "message.admin_needs_problem", refused.Body["code"])
	subject := fmt.Sprintf("id=%d", p.bookingID)
	assert.Empty(t, auditedFor(t, subject), "a refused read is not a read")

	fault := call(t, "POST", path("/booking/%d/fault", p.bookingID), p.shopper.token, map[string]any{"description": "No sound"})
	require.Equal(t, http.StatusOK, fault.Status, "%s", fault.Raw)
	read := threadOf(t, p.bookingID, admin)
	require.Equal(t, http.StatusOK, read.Status, "%s", read.Raw)
	require.Len(t, read.Body["messages"], 1)
	assert.Equal(t, false, read.Body["messages"].([]any)[0].(map[string]any)["mine"])
	entries := auditedFor(t, subject)
	require.Len(t, entries, 1)
	assert.Equal(t, "GET /api/v1/booking/:id/messages", entries[0]["route"])
	assert.Equal(t, env.cfg.AdminEmail, entries[0]["adminEmail"])
	_, here := unreadOf(t, p.seller.token, p.bookingID)
	assert.Equal(t, 1, here, "the admin's read marks nothing read for the parties")
}

// auditedFor are the audit log's thread reads of one booking.
func auditedFor(t *testing.T, subject string) []map[string]any {
	t.Helper()
	var out []map[string]any
	for _, e := range auditEntries(t, "booking thread read") {
		if e["subject"] == subject {
			out = append(out, e)
		}
	}
	return out
}

func TestTheThreadClosesExactlySevenDaysAfterTheSession(t *testing.T) {
	p := heldSession(t, 8*24*time.Hour)
	end := slotRow(t, p.slotID).EndsAt
	last := serverAt(t, end.Add(rules.MessageWindow))
	res := callOn(t, last, "POST", path("/booking/%d/messages", p.bookingID), p.shopper.token, map[string]any{"text": "Thank you!"})
	require.Equal(t, http.StatusCreated, res.Status, "the last moment is still open: %s", res.Raw)

	after := serverAt(t, end.Add(rules.MessageWindow+time.Second))
	res = callOn(t, after, "POST", path("/booking/%d/messages", p.bookingID), p.seller.token, map[string]any{"text": "You are welcome"})
	require.Equal(t, http.StatusConflict, res.Status, "%s", res.Raw)
	assert.Equal(t, "message.thread_closed", res.Body["code"])
	assert.Equal(t, "This conversation closed 7 days after the session: you can still read it, but no longer write to it.", res.message())
	read := callOn(t, after, "GET", path("/booking/%d/messages", p.bookingID), p.seller.token, nil)
	require.Equal(t, http.StatusOK, read.Status, "reading stays allowed: %s", read.Raw)
	assert.Equal(t, false, read.Body["open"])
	assert.Len(t, read.Body["messages"], 1)
}

func TestBadMessagesAreRefusedClearlyAndChangeNothing(t *testing.T) {
	p := storedBooking(t, tomorrow(), models.BookingConfirmed)
	for name, c := range map[string]struct {
		text, code string
	}{
		"empty":            {"", "message.text_empty"},
		"only white space": {" \n\t ", "message.text_empty"},
		"over 2000":        {strings.Repeat("x", rules.MaxMessageText+1), "message.text_too_long"},
	} {
		res := write(t, p.bookingID, p.shopper.token, c.text)
		assert.Equal(t, http.StatusBadRequest, res.Status, name)
		assert.Equal(t, c.code, res.Body["code"], name)
		assert.NotEmpty(t, res.message(), name)
	}
	res := call(t, "POST", path("/booking/%d/messages", p.bookingID), p.shopper.token, map[string]any{"text": 42})
	assert.Equal(t, http.StatusBadRequest, res.Status)
	assert.Empty(t, messagesOf(t, p.bookingID, p.shopper.token))
	assert.Equal(t, http.StatusCreated, write(t, p.bookingID, p.shopper.token, strings.Repeat("ත", rules.MaxMessageText)).Status)
}

func TestTextIsKeptAsPlainTextNeverMarkup(t *testing.T) {
	p := storedBooking(t, tomorrow(), models.BookingConfirmed)
	text := `<img src=x onerror="alert(1)"> & <script>alert(2)</script>`
	require.Equal(t, http.StatusCreated, write(t, p.bookingID, p.shopper.token, text).Status)
	res := threadOf(t, p.bookingID, p.seller.token)
	assert.Equal(t, text, res.Body["messages"].([]any)[0].(map[string]any)["text"], "as typed: the web app shows it as text")
	assert.Equal(t, "application/json; charset=utf-8", res.Header.Get("Content-Type"))
}

func TestTwoMessagesInQuickSuccessionAreMailedOnceAfterTheQuietQuarterHour(t *testing.T) {
	quick := serverWithConfig(t, func(c *config.Config) { c.MessageQuiet = 2 * time.Second })
	p := storedBooking(t, tomorrow(), models.BookingConfirmed)
	for _, text := range []string{"Hello", "One more thing"} {
		res := callOn(t, quick, "POST", path("/booking/%d/messages", p.bookingID), p.shopper.token, map[string]any{"text": text})
		require.Equal(t, http.StatusCreated, res.Status, "%s", res.Raw)
	}
	m := lastMail(t, p.seller.email, "New messages from Kamala Silva")
	assert.Contains(t, m.Body, "wrote 2 new message(s)")
	assert.Contains(t, m.Body, fmt.Sprintf("/#/messages/%d", p.bookingID))
	assert.NotContains(t, m.Body, "One more thing", "the mail does not copy the messages")
	time.Sleep(3 * time.Second)
	assert.Len(t, mailsTo(p.seller.email, "New messages"), 1, "one mail for both")
	assert.Empty(t, mailsTo(p.shopper.email, "New messages"), "nobody is mailed their own messages")

	// Read in the app before the quiet time is up: no mail.
	require.Equal(t, http.StatusCreated, callOn(t, quick, "POST", path("/booking/%d/messages", p.bookingID), p.shopper.token, map[string]any{"text": "Seen?"}).Status)
	messagesOf(t, p.bookingID, p.seller.token)
	time.Sleep(4 * time.Second)
	assert.Len(t, mailsTo(p.seller.email, "New messages"), 1)
}

// mailsTo are the mails to addr whose subject starts with prefix.
func mailsTo(addr, prefix string) []string {
	var out []string
	for _, m := range env.outbox.To(addr) {
		if strings.HasPrefix(m.Subject, prefix) {
			out = append(out, m.Subject)
		}
	}
	return out
}
