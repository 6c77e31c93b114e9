package rules_test

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/apperr"
	"cerebro/rules"
)

func TestCheckReschedule(t *testing.T) {
	now := at(t, "2030-03-01T04:00:00Z")
	day, sec := 24*time.Hour, time.Second
	for _, tc := range []struct {
		name               string
		from, to           time.Time
		oldPrice, newPrice int64
		refusal            string
	}{
		{"both more than a day ahead, same price", now.Add(2 * day), now.Add(3 * day), 250000, 250000, ""},
		{"a cheaper slot", now.Add(2 * day), now.Add(3 * day), 250000, 200000, ""},
		{"a cent cheaper", now.Add(2 * day), now.Add(3 * day), 250000, 249999, ""},
		{"a dearer slot", now.Add(2 * day), now.Add(3 * day), 250000, 300000, "must not cost more than the booked one"},
		{"a cent dearer", now.Add(2 * day), now.Add(3 * day), 250000, 250001, "must not cost more than the booked one"},
		{"booked slot exactly a day ahead", now.Add(day), now.Add(3 * day), 250000, 250000, "more than 24 hours before it starts"},
		{"booked slot exactly a day ahead, cheaper", now.Add(day), now.Add(3 * day), 250000, 200000, "more than 24 hours before it starts"},
		{"booked slot a day and a second ahead", now.Add(day + sec), now.Add(3 * day), 250000, 250000, ""},
		{"booked slot a day and a second ahead, cheaper", now.Add(day + sec), now.Add(3 * day), 250000, 200000, ""},
		{"new slot exactly a day ahead", now.Add(2 * day), now.Add(day), 250000, 250000, "new slot must start more than 24 hours"},
		{"new slot exactly a day ahead, cheaper", now.Add(2 * day), now.Add(day), 250000, 200000, "new slot must start more than 24 hours"},
		{"new slot a day and a second ahead, cheaper", now.Add(2 * day), now.Add(day + sec), 250000, 200000, ""},
		{"the same slot", now.Add(2 * day), now.Add(2 * day), 250000, 250000, "already booked"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := rules.CheckReschedule(tc.from, tc.to, tc.oldPrice, tc.newPrice, now)
			if tc.refusal == "" {
				assert.NoError(t, err)
				return
			}
			e, ok := apperr.As(err)
			require.True(t, ok, "%v", err)
			assert.Contains(t, []apperr.Code{"session.reschedule_too_late", "session.reschedule_new_slot_too_soon",
				"session.reschedule_same_slot", "session.reschedule_dearer"}, e.Code)
			assert.Contains(t, e.Error(), tc.refusal)
		})
	}
}

func TestRescheduleRefundIsTheDifferenceOfACheaperSlot(t *testing.T) {
	for _, tc := range []struct {
		name               string
		oldPrice, newPrice int64
		want               int64
	}{
		{"same price", 250000, 250000, 0},
		{"cheaper", 250000, 200000, 50000},
		{"a cent cheaper", 250000, 249999, 1},
		{"dearer (refused anyway)", 250000, 300000, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, rules.RescheduleRefund(tc.oldPrice, tc.newPrice))
		})
	}
}

// A slot under the minimum slot rate is refused even when the move is
// otherwise allowed: a 400 naming slotRate; exactly the minimum is taken.
func TestCheckRescheduleRefusesASlotUnderTheMinimumRate(t *testing.T) {
	now := at(t, "2030-03-01T04:00:00Z")
	from, to := now.Add(48*time.Hour), now.Add(72*time.Hour)
	err := rules.CheckReschedule(from, to, 250000, rules.MinSlotRateCents-1, now)
	e, ok := apperr.As(err)
	require.True(t, ok, "%v", err)
	assert.Equal(t, apperr.Code("session.reschedule_below_minimum"), e.Code)
	assert.Contains(t, e.Error(), "slotRate")
	assert.NoError(t, rules.CheckReschedule(from, to, 250000, rules.MinSlotRateCents, now))
}
