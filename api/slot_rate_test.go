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

// A consultant's slotRate is at least LKR 500: a lower one is refused with
// a 400 naming slotRate and saves nothing; exactly the minimum is taken.
func TestSlotRateBelowTheMinimumIsRefused(t *testing.T) {
	token, email := signUp(t, "CONSULTANT")
	for _, rate := range []int64{1, rules.MinSlotRateCents - 1} {
		body := consultantBody()
		body["slotRate"] = rate
		res := call(t, "POST", "/api/v1/consultant/", token, body)
		require.Equal(t, http.StatusBadRequest, res.Status, "%d: %s", rate, res.Raw)
		assert.Contains(t, res.message(), "slotRate")
		assert.Equal(t, "slotRate must be at least 50000 cents (LKR 500)", res.Body["fields"].(map[string]any)["slotRate"])
	}
	var n int64
	require.NoError(t, env.store.DB.Model(&models.Consultant{}).Where("user_id = ?", userIDOf(t, email)).Count(&n).Error)
	assert.Zero(t, n, "nothing saved")

	a := createConsultantProfile(t, func(b map[string]any) { b["slotRate"] = rules.MinSlotRateCents })
	assert.NotZero(t, a.id, "exactly LKR 500 is taken")
}

// A rate saved before the minimum existed publishes no slots until raised.
func TestSlotsOfARateBelowTheMinimumAreNotPublished(t *testing.T) {
	a := verifiedConsultant(t, nil)
	require.NoError(t, env.store.DB.Exec(`UPDATE consultants SET slot_rate = 100 WHERE id = ?`, a.id).Error)
	res := call(t, "POST", "/api/v1/cerebroslot", a.token, availability(a.id, futureDate(4), "09:00", 2))
	require.Equal(t, http.StatusBadRequest, res.Status, "%s", res.Raw)
	assert.Equal(t, "slotRate must be at least 50000 cents (LKR 500)", res.message())
	var n int64
	require.NoError(t, env.store.DB.Model(&models.Slot{}).Where("consultant_id = ?", a.id).Count(&n).Error)
	assert.Zero(t, n)
}

// Moving a booking to a slot cheaper than the minimum (one left from before
// it) is refused with a 400 naming slotRate; the booking stays as it was.
func TestACheaperRescheduleRespectsTheMinimumSlotRate(t *testing.T) {
	p := paidSession(t, tomorrow().Add(24*time.Hour))
	under := pricedSlot(t, p.seller.id, tomorrow().Add(48*time.Hour), rules.MinSlotRateCents-1)

	res := reschedule(t, p.shopper.token, p.bookingID, map[string]any{"cerebroslotId": under})

	require.Equal(t, http.StatusBadRequest, res.Status, "%s", res.Raw)
	assert.Contains(t, res.message(), "slotRate")
	assert.Equal(t, p.slotID, bookingRow(t, p.bookingID).CerebroslotID)
	assert.Equal(t, models.SlotAvailable, slotRow(t, under).Status)
	assert.Empty(t, refundRows(t, p.bookingID), "no difference refunded")

	atMin := pricedSlot(t, p.seller.id, tomorrow().Add(50*time.Hour), rules.MinSlotRateCents)
	res = reschedule(t, p.shopper.token, p.bookingID, map[string]any{"cerebroslotId": atMin})
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	assert.EqualValues(t, slotPrice-rules.MinSlotRateCents, res.Body["refundedCents"])
}
