package availability_test

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/apperr"
	"cerebro/apperr/apperrtest"
	"cerebro/models/availability"
	"cerebro/rules"
)

// base is a valid entry: one 60-minute slot at 08:00 Colombo on 23 Nov 2026.
func base(edit func(*availability.Availability)) availability.Availability {
	a := availability.Availability{StartDate: "2026-11-23", StartTime: "08:00:00",
		NoOfSlots: 1, NoOfOccurrence: 1, Repeat: availability.RepeatOnce, SlotSize: 60}
	if edit != nil {
		edit(&a)
	}
	return a
}

// colombo shows a slot start as users see it, "2026-11-23 08:00".
func colombo(t time.Time) string {
	return rules.ColomboDate(t) + " " + rules.ColomboClock(t)[:5]
}

const earlyNow = "2026-11-20T00:00:00Z" // 05:30 on 20 Nov in Colombo

func TestExpandAvailability(t *testing.T) {
	tests := []struct {
		name       string
		in         availability.Availability
		now        string
		wantStarts []string // Colombo "date HH:MM"
	}{
		{"once, one slot", base(nil), earlyNow, []string{"2026-11-23 08:00"}},
		{"time without seconds", base(func(a *availability.Availability) { a.StartTime = "08:00" }),
			earlyNow, []string{"2026-11-23 08:00"}},
		{"slots are back to back",
			base(func(a *availability.Availability) { a.NoOfSlots = 3; a.SlotSize = 30 }), earlyNow,
			[]string{"2026-11-23 08:00", "2026-11-23 08:30", "2026-11-23 09:00"}},
		{"daily steps one calendar day",
			base(func(a *availability.Availability) {
				a.Repeat = availability.RepeatDaily
				a.NoOfOccurrence = 3
				a.NoOfSlots = 2
			}),
			earlyNow, []string{"2026-11-23 08:00", "2026-11-23 09:00", "2026-11-24 08:00",
				"2026-11-24 09:00", "2026-11-25 08:00", "2026-11-25 09:00"}},
		{"daily crosses a month end",
			base(func(a *availability.Availability) {
				a.StartDate = "2026-11-29"
				a.Repeat = availability.RepeatDaily
				a.NoOfOccurrence = 3
			}),
			earlyNow, []string{"2026-11-29 08:00", "2026-11-30 08:00", "2026-12-01 08:00"}},
		{"weekly steps seven calendar days",
			base(func(a *availability.Availability) { a.Repeat = availability.RepeatWeekly; a.NoOfOccurrence = 3 }),
			earlyNow, []string{"2026-11-23 08:00", "2026-11-30 08:00", "2026-12-07 08:00"}},
		{"weekly over a year end",
			base(func(a *availability.Availability) {
				a.StartDate = "2026-12-28"
				a.Repeat = availability.RepeatWeekly
				a.NoOfOccurrence = 2
			}),
			earlyNow, []string{"2026-12-28 08:00", "2027-01-04 08:00"}},
		{"slots may run past midnight",
			base(func(a *availability.Availability) { a.StartTime = "23:30"; a.NoOfSlots = 2; a.SlotSize = 45 }),
			earlyNow, []string{"2026-11-23 23:30", "2026-11-24 00:15"}},
		{"a minute-after-midnight Colombo day is the previous UTC day",
			base(func(a *availability.Availability) { a.StartTime = "01:00" }),
			"2026-11-22T19:00:00Z", // 00:30 on 23 Nov in Colombo
			[]string{"2026-11-23 01:00"}},
		{"starts one second after now",
			base(nil), "2026-11-23T02:29:59Z", []string{"2026-11-23 08:00"}},
		{"slot size 15", base(func(a *availability.Availability) { a.SlotSize = 15 }),
			earlyNow, []string{"2026-11-23 08:00"}},
		{"slot size 120", base(func(a *availability.Availability) { a.SlotSize = 120; a.NoOfSlots = 2 }),
			earlyNow, []string{"2026-11-23 08:00", "2026-11-23 10:00"}},
		{"last time on the grid", base(func(a *availability.Availability) { a.StartTime = "23:45:00" }),
			earlyNow, []string{"2026-11-23 23:45"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := availability.ExpandAvailability(tt.in, at(t, tt.now))
			require.NoError(t, err)
			starts := make([]string, len(got))
			for i, s := range got {
				starts[i] = colombo(s.Start)
				assert.Equal(t, time.Duration(tt.in.SlotSize)*time.Minute, s.End.Sub(s.Start))
				assert.Equal(t, time.UTC, s.Start.Location())
				assert.Equal(t, time.UTC, s.End.Location())
			}
			assert.Equal(t, tt.wantStarts, starts)
		})
	}
}

func TestExpandAvailabilityUTC(t *testing.T) {
	got, err := availability.ExpandAvailability(base(func(a *availability.Availability) { a.StartTime = "01:00" }),
		at(t, earlyNow))
	require.NoError(t, err)
	require.Len(t, got, 1)
	assert.Equal(t, at(t, "2026-11-22T19:30:00Z"), got[0].Start)
	assert.Equal(t, at(t, "2026-11-22T20:30:00Z"), got[0].End)
}

func TestAvailabilityAtMostAYearAhead(t *testing.T) {
	now := at(t, earlyNow)
	ok := base(func(a *availability.Availability) { a.StartDate = "2027-11-19" }) // inside the year
	_, err := availability.ExpandAvailability(ok, now)
	require.NoError(t, err)
	far := base(func(a *availability.Availability) { a.StartDate = "2027-11-21" })
	_, err = availability.ExpandAvailability(far, now)
	e := apperrtest.RequireField(t, err, "startDate", "Slots can be opened at most a year ahead")
	assert.Equal(t, map[string]string{"startDate": "Slots can be opened at most a year ahead"}, e.FieldTexts(apperr.English))
	repeated := base(func(a *availability.Availability) {
		a.StartDate, a.Repeat, a.NoOfOccurrence = "2027-10-01", availability.RepeatWeekly, 30 // the last ones pass the year
	})
	_, err = availability.ExpandAvailability(repeated, now)
	apperrtest.RequireField(t, err, "startDate", "Slots can be opened at most a year ahead")
}

func TestExpandAvailabilityLimits(t *testing.T) {
	tests := []struct {
		name                 string
		slots, occur, repeat int
		wantLen              int
		wantMsg, wantField   string
	}{
		{"0 slots", 0, 1, availability.RepeatOnce, 0, "Cannot leave no of slots empty", "noOfSlots"},
		{"1 slot", 1, 1, availability.RepeatOnce, 1, "", ""},
		{"10 slots", 10, 1, availability.RepeatOnce, 10, "", ""},
		{"11 slots", 11, 1, availability.RepeatOnce, 0, "No of slots must be between 1 and 10", "noOfSlots"},
		{"negative slots", -1, 1, availability.RepeatOnce, 0, "No of slots must be between 1 and 10", "noOfSlots"},
		{"0 occurrences", 1, 0, availability.RepeatDaily, 0, "Cannot leave no of occurrence empty", "noOfOccurrence"},
		{"1 occurrence", 1, 1, availability.RepeatDaily, 1, "", ""},
		{"30 daily occurrences", 1, 30, availability.RepeatDaily, 30, "", ""},
		{"30 weekly occurrences", 1, 30, availability.RepeatWeekly, 30, "", ""},
		{"31 daily occurrences", 1, 31, availability.RepeatDaily, 0, "No of occurrence must be between 1 and 30", "noOfOccurrence"},
		{"31 weekly occurrences", 1, 31, availability.RepeatWeekly, 0, "No of occurrence must be between 1 and 30", "noOfOccurrence"},
		{"negative occurrences", 1, -1, availability.RepeatWeekly, 0, "No of occurrence must be between 1 and 30", "noOfOccurrence"},
		{"10 slots × 30 days", 10, 30, availability.RepeatDaily, 300, "", ""},
		{"once with a trillion occurrences", 1, 1_000_000_000_000, availability.RepeatOnce, 0, "No of occurrence must be between 1 and 30", "noOfOccurrence"},
		{"once with 30 occurrences is once", 1, 30, availability.RepeatOnce, 1, "", ""},
		{"repeat 3", 1, 1, 3, 0, "Repeat must be Once (0), Daily (1) or Weekly (2)", "repeat"},
		{"repeat -1", 1, 1, -1, 0, "Repeat must be Once (0), Daily (1) or Weekly (2)", "repeat"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			in := base(func(a *availability.Availability) {
				a.NoOfSlots, a.NoOfOccurrence, a.Repeat = tt.slots, tt.occur, tt.repeat
			})
			got, err := availability.ExpandAvailability(in, at(t, earlyNow))
			if tt.wantMsg == "" {
				require.NoError(t, err)
				assert.Len(t, got, tt.wantLen)
				return
			}
			e := apperrtest.RequireField(t, err, tt.wantField, tt.wantMsg)
			assert.Equal(t, map[string]string{tt.wantField: tt.wantMsg}, e.FieldTexts(apperr.English))
			assert.Nil(t, got)
		})
	}
}

// The largest entry (10 × 120 min every day for 30 days) fills 20 hours
// a day, so an entry can never overlap itself.
func TestExpandAvailabilityLargestEntryDoesNotOverlapItself(t *testing.T) {
	in := base(func(a *availability.Availability) {
		a.StartTime, a.NoOfSlots, a.SlotSize = "00:00", 10, 120
		a.Repeat, a.NoOfOccurrence = availability.RepeatDaily, 30
	})
	got, err := availability.ExpandAvailability(in, at(t, earlyNow))
	require.NoError(t, err)
	require.Len(t, got, 300)
	assert.Equal(t, "2026-12-22 18:00", colombo(got[299].Start))
	_, _, found := availability.FindOverlap(got)
	assert.False(t, found)
	assert.NoError(t, availability.CheckNoOverlap(got, nil))
}
