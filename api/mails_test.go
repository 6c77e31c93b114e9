package api_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	ics "github.com/arran4/golang-ical"
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
	colombo := mailer.ReaderOf(rules.English, rules.ColomboZone).Span(p.start, p.start.Add(30*time.Minute))
	for _, want := range []string{"Receipt " + inv.Cref, "Total paid: " + rules.FormatLKR(slotPrice), "Method: Card (PayHere)",
		"Payment id: " + p.paymentID, "Session with Nimal Perera, " + colombo, "(Sri Lanka time)"} {
		assert.Contains(t, receipt.Body, want)
	}
	html := receipt.HTMLOrLayout()
	assert.Contains(t, html, "<table", "the receipt is a table in the HTML alternative")
	assert.Contains(t, html, p.paymentID)
	assert.Contains(t, html, "background:#0b2540", "in the product's look")
	assert.Contains(t, html, `<html lang="en">`)
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

// calendarEvent is the one event of the invite attached to m.
func calendarEvent(t *testing.T, m mailer.Message) *ics.VEvent {
	t.Helper()
	_, text := calendarOf(t, m)
	cal, err := ics.ParseCalendar(strings.NewReader(text))
	require.NoError(t, err, text)
	require.Len(t, cal.Events(), 1)
	return cal.Events()[0]
}

// inScript reports whether text has a letter of the script (Sinhala
// U+0D80–U+0DFF, Tamil U+0B80–U+0BFF).
func inScript(text string, lo, hi rune) bool {
	return strings.IndexFunc(text, func(r rune) bool { return r >= lo && r <= hi }) >= 0
}

func TestEachPartyGetsTheirMailsInTheirLanguage(t *testing.T) {
	p := paidSessionBetween(t, newShopperIn(t, rules.Sinhala, rules.ColomboZone), newSellerIn(t, rules.Tamil, rules.ColomboZone),
		tomorrow())
	inv := invoiceRow(t, p.invoiceID)
	si, ta := mailer.ReaderOf(rules.Sinhala, rules.ColomboZone), mailer.ReaderOf(rules.Tamil, rules.ColomboZone)
	end := p.start.Add(30 * time.Minute)

	receipt := lastMail(t, p.shopper.email, "ඔබේ Cerebro වෙන්කිරීම "+inv.Cref)
	assert.True(t, inScript(receipt.Subject, 0x0D80, 0x0DFF), receipt.Subject)
	assert.True(t, inScript(receipt.Body, 0x0D80, 0x0DFF), receipt.Body)
	for _, want := range []string{"රිසිට්පත " + inv.Cref, "ගෙවූ මුළු මුදල: " + si.Money(slotPrice), "රු. 2,500.00",
		"ගෙවීම් හැඳුනුම් අංකය: " + p.paymentID, si.Span(p.start, end), "(ශ්\u200dරී ලංකා වේලාව)"} {
		assert.Contains(t, receipt.Body, want)
	}
	assert.NotContains(t, receipt.Body, "Receipt")
	html := receipt.HTMLOrLayout()
	assert.Contains(t, html, `<html lang="si">`)
	assert.Contains(t, html, "රිසිට්පත "+inv.Cref, "the receipt's table in Sinhala")
	assert.Contains(t, html, "ගාලු පාර", "the footer in Sinhala")
	event := calendarEvent(t, receipt)
	assert.Equal(t, "Cerebro සැසිය: Kamala Silva සහ Nimal Perera", event.GetProperty(ics.ComponentPropertySummary).Value)
	assert.Contains(t, event.GetProperty(ics.ComponentPropertyDescription).Value, si.Span(p.start, end))

	booked := lastMail(t, p.seller.email, "புதிய Cerebro முன்பதிவு: "+inv.Cref)
	assert.True(t, inScript(booked.Subject, 0x0B80, 0x0BFF), booked.Subject)
	assert.True(t, inScript(booked.Body, 0x0B80, 0x0BFF), booked.Body)
	assert.Contains(t, booked.Body, ta.Span(p.start, end))
	assert.Contains(t, booked.Body, "Kamala Silva")
	assert.Contains(t, booked.HTMLOrLayout(), `<html lang="ta">`)
	assert.Equal(t, "Cerebro அமர்வு: Kamala Silva மற்றும் Nimal Perera",
		calendarEvent(t, booked).GetProperty(ics.ComponentPropertySummary).Value, "the consultant's invite is in Tamil")

	require.Equal(t, 200, cancel(t, p, p.shopper.token).Status)
	mine := lastMail(t, p.shopper.email, "ඔබේ Cerebro සැසිය අවලංගු කර ඇත")
	assert.Contains(t, mine.Body, "ඔබ එය අවලංගු කළේය")
	assert.Contains(t, mine.Body, "ඔබට "+si.Money(slotPrice)+"ක් ආපසු ගෙවනු ලැබේ")
	assert.Contains(t, mine.Body, si.When(p.start))
	theirs := lastMail(t, p.seller.email, "உங்கள் Cerebro அமர்வு ரத்து செய்யப்பட்டது")
	assert.Contains(t, theirs.Body, "வாடிக்கையாளர் அதை ரத்து செய்தார்")
	assert.NotContains(t, theirs.Body, ta.Money(slotPrice), "the consultant is not told the consultee's refund")
	assert.Equal(t, "STATUS:CANCELLED", "STATUS:"+calendarEvent(t, theirs).GetProperty(ics.ComponentPropertyStatus).Value)
}

func TestASessionTimeIsTheReadersWithSriLankaTimeBesideIt(t *testing.T) {
	p := paidSessionBetween(t, newShopperIn(t, rules.English, "Europe/London"), newSeller(t), tomorrow())
	inv := invoiceRow(t, p.invoiceID)
	end := p.start.Add(30 * time.Minute)
	london, _ := time.LoadLocation("Europe/London")

	receipt := lastMail(t, p.shopper.email, "Your Cerebro booking "+inv.Cref+" is confirmed")
	clock := p.start.In(london).Format("3:04 PM") + " to " + end.In(london).Format("3:04 PM") + " (Europe/London)"
	sriLanka := p.start.In(rules.Colombo).Format("3:04 PM") + " to " + end.In(rules.Colombo).Format("3:04 PM") + " Sri Lanka time"
	assert.Contains(t, receipt.Body, clock, "the consultee's own time")
	assert.Contains(t, receipt.Body, " — ", "Sri Lanka time beside it")
	assert.Contains(t, receipt.Body, sriLanka)
	assert.Contains(t, receipt.Body, mailer.ReaderOf(rules.English, "Europe/London").Span(p.start, end))
	assert.Contains(t, calendarEvent(t, receipt).GetProperty(ics.ComponentPropertyDescription).Value, clock,
		"the invite's description says the consultee's time")

	booked := lastMail(t, p.seller.email, "New Cerebro booking "+inv.Cref)
	assert.Contains(t, booked.Body, mailer.ReaderOf(rules.English, rules.ColomboZone).Span(p.start, end), "the consultant's own time")
	assert.NotContains(t, booked.Body, "Europe/London", "nothing of the consultee's zone")

	require.Equal(t, 200, cancel(t, p, p.seller.token).Status)
	mine := lastMail(t, p.shopper.email, "Your Cerebro session was cancelled")
	assert.Contains(t, mine.Body, "the consultant cancelled it")
	assert.Contains(t, mine.Body, "When: "+mailer.ReaderOf(rules.English, "Europe/London").When(p.start))
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
