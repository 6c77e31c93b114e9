package api_test

import (
	"fmt"
	"net/http"
	"strconv"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/models"
)

// Nobody hoards a consultant's slots: at most 3 unpaid bookings and 10 held
// slots per consultee at once (the defaults); paying frees the way; a
// replayed Idempotency-Key is the same booking, never another.
func TestAConsulteeCannotHoardSlots(t *testing.T) {
	shopper, seller := newShopper(t), newSeller(t)
	slots := openSlots(t, seller.id, tomorrow(), 14)
	var invoices []int64
	for i := 0; i < 3; i++ {
		res := callWith(t, "POST", "/api/v1/booking?paymentMethod=ONLINE", shopper.token,
			bookingBody(shopper, seller.id, slots[i:i+1]), map[string]string{"Idempotency-Key": "hoard-" + string(rune('a'+i))})
		require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
		invoices = append(invoices, int64(res.Body["invoiceId"].(float64)))
	}
	fourth := book(t, shopper, "ONLINE", seller.id, slots[3])
	assert.Equal(t, http.StatusConflict, fourth.Status)
	assert.Equal(t, "You have 3 unpaid bookings. Pay for or cancel one under My Invoice before booking more.", fourth.message())
	assert.Equal(t, models.SlotAvailable, slotRow(t, slots[3]).Status, "nothing was held")

	replay := callWith(t, "POST", "/api/v1/booking?paymentMethod=ONLINE", shopper.token,
		bookingBody(shopper, seller.id, slots[2:3]), map[string]string{"Idempotency-Key": "hoard-c"})
	require.Equal(t, http.StatusOK, replay.Status, "a replayed key is the same booking, not a fourth: %s", replay.Raw)
	assert.EqualValues(t, invoices[2], replay.Body["invoiceId"])

	inv := invoiceRow(t, invoices[0])
	require.Equal(t, http.StatusOK, notify(t, notification(inv.Cref, inv.TotalAmount, inv.Currency, "47"+inv.Cref[4:], 2)))
	awaitInvoice(t, invoices[0], models.InvoicePaid, 10*time.Second)
	assert.Equal(t, http.StatusOK, book(t, shopper, "ONLINE", seller.id, slots[3]).Status, "paying one frees the way")

	other := newShopper(t)
	mustBook(t, other, "ONLINE", seller.id, slots[4:12]...) // 8 slots held
	tooMany := book(t, other, "ONLINE", seller.id, slots[12:14]...)
	require.Equal(t, http.StatusOK, tooMany.Status, "10 held exactly is allowed: %s", tooMany.Raw)
	more := openSlots(t, seller.id, tomorrow().Add(24*time.Hour), 1)
	over := book(t, other, "ONLINE", seller.id, more...)
	assert.Equal(t, http.StatusConflict, over.Status)
	assert.Equal(t, "At most 10 slots can be held for you at once, and you hold 10. Pay for or cancel a booking under My Invoice first.",
		over.message())
}

// Holding the same slots again and again is cooled down: after letting them
// go twice within a day, the consultee waits CEREBRO_REBOOK_COOLDOWN (an
// hour) from the last release, while everyone else can book them.
func TestLettingSlotsGoTwiceCoolsDown(t *testing.T) {
	shopper, seller := newShopper(t), newSeller(t)
	slots := openSlots(t, seller.id, tomorrow(), 2)
	holdAndLetGo := func() {
		t.Helper()
		res := book(t, shopper, "ONLINE", seller.id, slots[0])
		require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
		invoiceID := int64(res.Body["invoiceId"].(float64))
		cancelled := call(t, "DELETE", fmt.Sprintf("/api/v1/invoice/%d", invoiceID), shopper.token, nil)
		require.Equal(t, http.StatusAccepted, cancelled.Status, "%s", cancelled.Raw)
	}
	holdAndLetGo()
	holdAndLetGo()

	again := book(t, shopper, "ONLINE", seller.id, slots[0])
	require.Equal(t, http.StatusTooManyRequests, again.Status, "%s", again.Raw)
	assert.Equal(t, "You have let these slots go twice today. You can book them again in 60 minutes, or choose other slots now.",
		again.message())
	wait, err := strconv.Atoi(again.Header.Get("Retry-After"))
	require.NoError(t, err, "Retry-After is seconds")
	assert.InDelta(t, 3600, wait, 5)
	assert.Equal(t, models.SlotAvailable, slotRow(t, slots[0]).Status, "nothing was held")

	assert.Equal(t, http.StatusOK, book(t, shopper, "ONLINE", seller.id, slots[1]).Status, "other slots are not cooled down")
	assert.Equal(t, http.StatusOK, book(t, newShopper(t), "ONLINE", seller.id, slots[0]).Status, "others may book the slot")
}
