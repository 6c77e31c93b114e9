package api_test

import (
	"net/http"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/models"
	"cerebro/rules"
)

// Junk slips cannot take a consultant's day: slips under review hold at
// most half of the consultant's open slots of any Colombo day. Fresh
// accounts book by slip and upload one each; the slip that would pass half
// is refused (409, saying what to do) and nothing changes; card bookings and
// another day are not held back.
func TestSlipsUnderReviewHoldAtMostHalfOfAConsultantsDay(t *testing.T) {
	seller := newSeller(t)
	day := tomorrow() // 48 h ahead, so all 8 slots share one Colombo day unless it turns midnight
	for rules.ColomboDate(day) != rules.ColomboDate(day.Add(4*time.Hour)) {
		day = day.Add(time.Hour)
	}
	slots := openSlots(t, seller.id, day, 8)
	for i := 0; i < 4; i++ { // four fresh accounts, one slot each: 4 of 8 under review
		shopper := newShopper(t)
		invoiceID, bookings := mustBook(t, shopper, "SLIP", seller.id, slots[i])
		res := postSlip(t, shopper.token, slipFields(shopper, invoiceID, bookings), pngBytes(t))
		require.Equal(t, http.StatusOK, res.Status, "slip %d: %s", i, res.Raw)
	}
	fifth := newShopper(t)
	invoiceID, bookings := mustBook(t, fifth, "SLIP", seller.id, slots[4])
	res := postSlip(t, fifth.token, slipFields(fifth, invoiceID, bookings), pngBytes(t))
	require.Equal(t, http.StatusConflict, res.Status, "%s", res.Raw)
	assert.Equal(t, "Bank slips waiting for review already hold 4 of this consultant's 8 open slots on "+rules.ColomboDate(day)+
		", and at most half may wait for a review. Cancel this booking under My Invoice and book again paying by card, or choose slots on another day.",
		res.message())
	assert.Equal(t, "SLIP_REVIEW_FULL", res.Body["code"], "named for the web app, which words it in en/si/ta")
	assert.Equal(t, map[string]any{"held": 4.0, "open": 8.0, "day": rules.ColomboDate(day)}, res.Body["values"])
	assert.Equal(t, models.InvoicePendingPayment, invoiceRow(t, invoiceID).Status, "the refused slip changed nothing")

	card := newShopper(t)
	assert.Equal(t, http.StatusOK, book(t, card, "ONLINE", seller.id, slots[5]).Status, "a card booking is not held back")
	later := openSlots(t, seller.id, day.Add(24*time.Hour), 2)
	other := newShopper(t)
	laterInvoice, laterBookings := mustBook(t, other, "SLIP", seller.id, later[0])
	ok := postSlip(t, other.token, slipFields(other, laterInvoice, laterBookings), pngBytes(t))
	assert.Equal(t, http.StatusOK, ok.Status, "another day has room: %s", ok.Raw)
}

// roomForSlips opens as many more slots of the seller on the Colombo day of
// each given slot as there are given slots, wherever the day is free, so
// that a test's own slip stays within half of the day
// (checkout.SlipReviewRoom); best effort.
func roomForSlips(t testing.TB, sellerID int64, slotIDs ...int64) {
	t.Helper()
	for _, id := range slotIDs {
		start := slotRow(t, id).StartsAt.In(rules.Colombo)
		day := time.Date(start.Year(), start.Month(), start.Day(), 0, 0, 0, 0, rules.Colombo)
		first := day
		if soon := time.Now().Truncate(30 * time.Minute).Add(time.Hour); first.Before(soon) {
			first = soon // an open slot is one not yet started
		}
		added := int64(0)
		for at := first; added == 0 && at.Before(day.Add(24*time.Hour)); at = at.Add(30 * time.Minute) {
			res := env.store.DB.Exec(`INSERT INTO cerebroslots (consultant_id, starts_at, ends_at, slot_size, price, status)
				VALUES (?, ?, ?, 30, ?, ?) ON CONFLICT DO NOTHING`, sellerID, at.UTC(), at.Add(30*time.Minute).UTC(), slotPrice, models.SlotAvailable)
			require.NoError(t, res.Error)
			added = res.RowsAffected
		}
		// None added (the day is full or nearly over): a slip past half is
		// then refused with its 409, which names the day.
	}
}
