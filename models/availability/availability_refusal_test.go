package availability_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/apperr"
	"cerebro/apperr/apperrtest"
	"cerebro/models/availability"
)

func TestExpandAvailabilityRefusesBadFields(t *testing.T) {
	const (
		badDate = "Date must be a valid date in the form YYYY-MM-DD"
		badTime = "Time must be a valid time in the form HH:MM"
		offGrid = "Time must be on a 15-minute step, such as 08:00 or 08:15"
		badSize = "Slot size must be 15 to 120 minutes in steps of 15"
	)
	tests := []struct {
		name, field, msg string
		edit             func(*availability.Availability)
	}{
		{"empty date", "startDate", "Cannot leave date empty", func(a *availability.Availability) { a.StartDate = "" }},
		{"no such day", "startDate", badDate, func(a *availability.Availability) { a.StartDate = "2026-02-30" }},
		{"day first", "startDate", badDate, func(a *availability.Availability) { a.StartDate = "23/11/2026" }},
		{"empty time", "startTime", "Cannot leave time empty", func(a *availability.Availability) { a.StartTime = "" }},
		{"one-digit hour", "startTime", badTime, func(a *availability.Availability) { a.StartTime = "8:00" }},
		{"hour 24", "startTime", badTime, func(a *availability.Availability) { a.StartTime = "24:00" }},
		{"off grid minutes", "startTime", offGrid, func(a *availability.Availability) { a.StartTime = "08:10" }},
		{"one minute off grid", "startTime", offGrid, func(a *availability.Availability) { a.StartTime = "08:14:00" }},
		{"stray seconds", "startTime", offGrid, func(a *availability.Availability) { a.StartTime = "08:00:30" }},
		{"empty slot size", "slotSize", "Cannot leave slot size empty", func(a *availability.Availability) { a.SlotSize = 0 }},
		{"slot size off grid", "slotSize", badSize, func(a *availability.Availability) { a.SlotSize = 10 }},
		{"slot size over 120", "slotSize", badSize, func(a *availability.Availability) { a.SlotSize = 135 }},
		{"negative slot size", "slotSize", badSize, func(a *availability.Availability) { a.SlotSize = -15 }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := availability.ExpandAvailability(base(tt.edit), at(t, earlyNow))
			e := apperrtest.RequireField(t, err, tt.field, tt.msg)
			assert.Equal(t, map[string]string{tt.field: tt.msg}, e.FieldTexts(apperr.English))
			assert.Nil(t, got)
		})
	}
}

// An empty form reports every field at once; the headline is the first.
func TestExpandAvailabilityReportsEveryField(t *testing.T) {
	in := availability.Availability{Repeat: availability.RepeatDaily}
	_, err := availability.ExpandAvailability(in, at(t, earlyNow))
	e := apperrtest.RequireField(t, err, "startDate", "Cannot leave date empty")
	assert.Equal(t, map[string]string{
		"startDate":      "Cannot leave date empty",
		"startTime":      "Cannot leave time empty",
		"noOfSlots":      "Cannot leave no of slots empty",
		"noOfOccurrence": "Cannot leave no of occurrence empty",
		"slotSize":       "Cannot leave slot size empty",
	}, e.FieldTexts(apperr.English))
}

func TestExpandAvailabilityRefusesPastSlots(t *testing.T) {
	tests := []struct {
		name, now, msg string
		edit           func(*availability.Availability)
	}{
		{"a day ago", earlyNow, "The slot on 2026-11-19 at 08:00 is in the past",
			func(a *availability.Availability) { a.StartDate = "2026-11-19" }},
		{"starting exactly now", "2026-11-23T02:30:00Z", "The slot on 2026-11-23 at 08:00 is in the past", nil},
		{"started a second ago", "2026-11-23T02:30:01Z", "The slot on 2026-11-23 at 08:00 is in the past", nil},
		{"only the first slot of a run has started", "2026-11-23T02:45:00Z",
			"The slot on 2026-11-23 at 08:00 is in the past",
			func(a *availability.Availability) { a.NoOfSlots = 3 }},
		{"only the first day of a daily run is past", earlyNow,
			"The slot on 2026-11-19 at 08:00 is in the past",
			func(a *availability.Availability) {
				a.StartDate, a.Repeat, a.NoOfOccurrence = "2026-11-19", availability.RepeatDaily, 5
			}},
		// 00:15 on the 23rd in Colombo is 18:45 UTC on the 22nd: the
		// message must use the Colombo date the consultant typed.
		{"Colombo date just past midnight", "2026-11-22T19:00:00Z",
			"The slot on 2026-11-23 at 00:15 is in the past",
			func(a *availability.Availability) { a.StartTime = "00:15" }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := availability.ExpandAvailability(base(tt.edit), at(t, tt.now))
			e := apperrtest.RequireCode(t, err, "availability.slot_in_past", tt.msg)
			assert.Empty(t, e.FieldTexts(apperr.English))
			assert.Nil(t, got)
		})
	}
}

// Field errors come before the past check: there is no slot to name
// until the fields make sense.
func TestExpandAvailabilityChecksFieldsBeforeThePast(t *testing.T) {
	in := base(func(a *availability.Availability) { a.StartDate = "2020-01-01"; a.SlotSize = 7 })
	_, err := availability.ExpandAvailability(in, at(t, earlyNow))
	e := apperrtest.RequireField(t, err, "slotSize", "Slot size must be 15 to 120 minutes in steps of 15")
	require.Contains(t, e.FieldTexts(apperr.English), "slotSize")
}
