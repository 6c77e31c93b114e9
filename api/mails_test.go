package api_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/config"
	"cerebro/mailer"
	"cerebro/rules"
)

// The mails a booking's people get, read from the outbox: each has an HTML
// alternative in the product's look, and the calendar follows the booking.

// lastMail waits for a mail to addr whose subject starts with subject.
func lastMail(t testing.TB, addr, subject string) mailer.Message {
	t.Helper()
	var found mailer.Message
	require.Eventually(t, func() bool {
		for _, m := range env.outbox.To(addr) {
			if strings.HasPrefix(m.Subject, subject) {
				found = m
			}
		}
		return found.Subject != ""
	}, 15*time.Second, 50*time.Millisecond, "no mail %q to %s", subject, addr)
	return found
}

// calendarOf is the one calendar invite attached to m.
func calendarOf(t *testing.T, m mailer.Message) (contentType, text string) {
	t.Helper()
	require.Len(t, m.Attachments, 1, "one invite per session")
	return m.Attachments[0].ContentType, string(m.Attachments[0].Data)
}

func TestTheConfirmationIsAReceiptWithACalendarInviteForBothParties(t *testing.T) {
	p := paidSession(t, tomorrow())
	inv := invoiceRow(t, p.invoiceID)

	receipt := lastMail(t, p.shopper.email, "Your Cerebro booking "+inv.Cref+" is confirmed")
	for _, want := range []string{"Receipt " + inv.Cref, "Total paid: " + rules.FormatLKR(slotPrice), "Method: Card (PayHere)",
		"Payment id: " + p.paymentID, rules.ColomboDate(p.start)} {
		assert.Contains(t, receipt.Body, want)
	}
	html := receipt.HTMLOrLayout()
	assert.Contains(t, html, "<table", "the receipt is a table in the HTML alternative")
	assert.Contains(t, html, p.paymentID)
	assert.Contains(t, html, "background:#0b2540", "in the product's look")
	kind, ics := calendarOf(t, receipt)
	assert.Equal(t, "text/calendar; method=REQUEST; charset=utf-8", kind)
	assert.Contains(t, ics, fmt.Sprintf("UID:booking-%d@cerebro.lk", p.bookingID))
	assert.Contains(t, ics, "DTSTART;TZID=Asia/Colombo:"+p.start.In(rules.Colombo).Format("20060102T150405"))
	assert.Contains(t, ics, fmt.Sprintf("/#/video/%d", p.bookingID), "the join link")

	booked := lastMail(t, p.seller.email, "New Cerebro booking "+inv.Cref)
	kind, _ = calendarOf(t, booked)
	assert.Equal(t, "text/calendar; method=REQUEST; charset=utf-8", kind)
	assert.Contains(t, booked.HTMLOrLayout(), "<p style=", "a plain mail gets an HTML alternative too")
}

func TestACancellationIsMailedToBothWithTheCalendarsCancellation(t *testing.T) {
	p := paidSession(t, tomorrow())
	require.Equal(t, 200, cancel(t, p, p.shopper.token).Status)

	mine := lastMail(t, p.shopper.email, "Your Cerebro session was cancelled")
	assert.Contains(t, mine.Body, "you cancelled it")
	assert.Contains(t, mine.Body, "You are refunded "+rules.FormatLKR(slotPrice))
	theirs := lastMail(t, p.seller.email, "Your Cerebro session was cancelled")
	assert.Contains(t, theirs.Body, "the consultee cancelled it")
	assert.NotContains(t, theirs.Body, "refunded", "the consultant is not told the consultee's refund")
	for _, m := range []mailer.Message{mine, theirs} {
		kind, ics := calendarOf(t, m)
		assert.Equal(t, "text/calendar; method=CANCEL; charset=utf-8", kind)
		assert.Contains(t, ics, fmt.Sprintf("UID:booking-%d@cerebro.lk", p.bookingID), "the same event the invite made")
		assert.Contains(t, ics, "SEQUENCE:1")
		assert.Contains(t, ics, "STATUS:CANCELLED")
	}
}

func TestARescheduleSendsTheMovedInvite(t *testing.T) {
	p := paidSession(t, tomorrow().Add(24*time.Hour))
	later := openSlots(t, p.seller.id, tomorrow().Add(48*time.Hour), 1)[0]
	require.Equal(t, 200, reschedule(t, p.shopper.token, p.bookingID, map[string]any{"cerebroslotId": later}).Status)

	moved := lastMail(t, p.shopper.email, "Your Cerebro session was rescheduled")
	kind, ics := calendarOf(t, moved)
	assert.Equal(t, "text/calendar; method=REQUEST; charset=utf-8", kind)
	assert.Contains(t, ics, "SEQUENCE:1", "the same event, moved")
	assert.Contains(t, ics, "DTSTART;TZID=Asia/Colombo:"+slotRow(t, later).StartsAt.In(rules.Colombo).Format("20060102T150405"))
}

func TestAnOutcomeOtherThanHeldIsMailedToBoth(t *testing.T) {
	p := endedSession(t, func(paid, time.Time) {})
	assert.Contains(t, lastMail(t, p.shopper.email, "Your Cerebro session of").Body, "Neither of you came to this session. You are refunded in full.")
	assert.Contains(t, lastMail(t, p.seller.email, "Your Cerebro session of").Body, "there is no penalty")
}

func TestMoneyMailsSayWhatHappenedOnce(t *testing.T) {
	t.Run("a refund request decided, then paid", func(t *testing.T) {
		p := followedUpSession(t)
		res := call(t, "POST", path("/booking/%d/fault", p.bookingID), p.shopper.token, map[string]any{"description": "No sound"})
		require.Equal(t, 200, res.Status, "%s", res.Raw)
		row := refundOfBooking(t, p.bookingID)
		decided := call(t, "PUT", path("/refunds/%d", row.ID), adminToken(t), map[string]any{"amount": 100000, "adminRemark": "Half: the last half had no sound."})
		require.Equal(t, 200, decided.Status, "%s", decided.Raw)
		inv := invoiceRow(t, p.invoiceID)
		lastMail(t, p.shopper.email, "Your Cerebro refund for "+inv.Cref)
		require.Eventually(t, func() bool {
			n := 0
			for _, m := range env.outbox.To(p.shopper.email) {
				if strings.HasPrefix(m.Subject, "Your Cerebro refund for") {
					n++
				}
			}
			return n >= 3
		}, 15*time.Second, 50*time.Millisecond)
		var bodies []string
		for _, m := range env.outbox.To(p.shopper.email) {
			if strings.HasPrefix(m.Subject, "Your Cerebro refund for") {
				bodies = append(bodies, m.Body)
			}
		}
		require.Len(t, bodies, 3, "requested, approved, then paid: one mail each")
		assert.Contains(t, bodies[0], "A refund request for this booking is with an admin")
		assert.Contains(t, bodies[1], "Your refund of "+rules.FormatLKR(100000)+" is approved")
		assert.Contains(t, bodies[1], "Cerebro's note: Half: the last half had no sound.")
		assert.Contains(t, bodies[2], "Your refund of "+rules.FormatLKR(100000)+" is paid")
	})
	t.Run("a hold that expired", func(t *testing.T) {
		short := serverWithConfig(t, func(cfg *config.Config) { cfg.PaymentHold = time.Second })
		shopper, seller := newShopper(t), newSeller(t)
		slot := openSlots(t, seller.id, tomorrow(), 1)
		res := callOn(t, short, "POST", "/api/v1/booking?paymentMethod=ONLINE", shopper.token, bookingBody(shopper, seller.id, slot))
		require.Equal(t, 200, res.Status, "%s", res.Raw)
		invoiceID := int64(res.Body["invoiceId"].(float64))
		awaitInvoice(t, invoiceID, "FAILED_PAYMENT", 20*time.Second)
		m := lastMail(t, shopper.email, "Your Cerebro booking "+invoiceRow(t, invoiceID).Cref+" was not completed")
		assert.Contains(t, m.Body, "No payment arrived while the slots were held for you")
	})
}

// inbox is addr's mail apart from the sign-up's verification link: what a
// test about some other mail reads.
func inbox(addr string) []mailer.Message {
	var out []mailer.Message
	for _, m := range env.outbox.To(addr) {
		if !strings.HasPrefix(m.Subject, "Verify your email address") {
			out = append(out, m)
		}
	}
	return out
}
