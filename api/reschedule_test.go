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

func reschedule(t *testing.T, token string, bookingID int64, body any) response {
	t.Helper()
	return call(t, "POST", path("/booking/%d/reschedule", bookingID), token, body)
}

func TestTheConsulteeReschedulesOnceToAnotherSlotOfTheSameConsultant(t *testing.T) {
	p := paidSession(t, tomorrow().Add(24*time.Hour))
	later := openSlots(t, p.seller.id, tomorrow().Add(48*time.Hour), 1)[0]
	soonSlot := openSlots(t, p.seller.id, time.Now().UTC().Add(20*time.Hour).Truncate(time.Hour), 1)[0]
	other := openSlots(t, newSeller(t).id, tomorrow().Add(48*time.Hour), 1)[0]
	dearer := models.Slot{ConsultantID: p.seller.id, StartsAt: tomorrow().Add(50 * time.Hour), EndsAt: tomorrow().Add(50*time.Hour + 30*time.Minute),
		SlotSize: 30, Price: slotPrice + 50000, Status: models.SlotAvailable}
	require.NoError(t, env.store.DB.Omit("Consultant").Create(&dearer).Error)

	assert.Equal(t, http.StatusForbidden, reschedule(t, newShopper(t).token, p.bookingID, map[string]any{"cerebroslotId": later}).Status)
	assert.Equal(t, http.StatusForbidden, reschedule(t, p.seller.token, p.bookingID, map[string]any{"cerebroslotId": later}).Status,
		"the consultant cancels, never moves")
	for name, c := range map[string]struct {
		body   any
		status int
		msg    string
	}{
		"no slot":               {map[string]any{}, http.StatusBadRequest, "cerebroslotId must be a positive whole number."},
		"a slot id of a type":   {map[string]any{"cerebroslotId": "soon"}, http.StatusBadRequest, `Field "cerebroslotId" must be of type number.`},
		"another consultant's":  {map[string]any{"cerebroslotId": other}, http.StatusConflict, "That slot is not one of this consultant's available slots."},
		"no such slot":          {map[string]any{"cerebroslotId": 99999999}, http.StatusConflict, "That slot is not one of this consultant's available slots."},
		"within 24 hours":       {map[string]any{"cerebroslotId": soonSlot}, http.StatusConflict, "The new slot must start more than 24 hours from now."},
		"at another price":      {map[string]any{"cerebroslotId": dearer.ID}, http.StatusConflict, "The new slot must cost the same as the booked one."},
		"the slot already held": {map[string]any{"cerebroslotId": p.slotID}, http.StatusConflict, "That slot is not one of this consultant's available slots."},
	} {
		res := reschedule(t, p.shopper.token, p.bookingID, c.body)
		assert.Equal(t, c.status, res.Status, "%s: %s", name, res.Raw)
		assert.Equal(t, c.msg, res.message(), name)
	}

	res := reschedule(t, p.shopper.token, p.bookingID, map[string]any{"cerebroslotId": later})

	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	assert.EqualValues(t, p.bookingID, res.Body["id"], "the booking keeps its id")
	from := res.Body["rescheduledFrom"].(map[string]any)
	assert.EqualValues(t, p.slotID, from["id"])
	assert.Equal(t, rules.ColomboDate(p.start), from["startDate"])
	assert.Equal(t, models.SlotBooked, slotRow(t, later).Status)
	assert.Equal(t, models.SlotAvailable, slotRow(t, p.slotID).Status, "the old slot can be booked again")
	b := bookingRow(t, p.bookingID)
	assert.Equal(t, later, b.CerebroslotID)
	require.NotNil(t, b.RescheduledFrom)
	assert.Equal(t, p.slotID, *b.RescheduledFrom)
	newStart := slotRow(t, later).StartsAt
	require.Eventually(t, func() bool {
		return sessionStatus(t, p.bookingID).JoinOpensAt.Equal(newStart.Add(-env.cfg.JoinEarly))
	}, 10*time.Second, 50*time.Millisecond, "the session's timers follow the new slot")
	require.Eventually(t, func() bool { return len(env.outbox.To(p.seller.email)) > 0 && len(env.outbox.To(p.shopper.email)) > 0 },
		10*time.Second, 50*time.Millisecond)
	for _, to := range []string{p.seller.email, p.shopper.email} {
		mails := env.outbox.To(to)
		assert.Equal(t, "Your Cerebro session was rescheduled", mails[len(mails)-1].Subject, to)
	}

	again := reschedule(t, p.shopper.token, p.bookingID, map[string]any{"cerebroslotId": openSlots(t, p.seller.id, tomorrow().Add(72*time.Hour), 1)[0]})
	assert.Equal(t, http.StatusConflict, again.Status)
	assert.Equal(t, "This booking can no longer be rescheduled.", again.message(), "once per booking")
	cancelled := cancel(t, p, p.shopper.token)
	require.Equal(t, http.StatusOK, cancelled.Status, "the moved booking can still be cancelled: %s", cancelled.Raw)
	assert.Equal(t, models.SlotAvailable, slotRow(t, later).Status, "releasing the new slot, not the old one")
}
