package availability_test

import (
	"testing"
	"time"

	"cerebro/apperr"
	"cerebro/models/availability"
	"cerebro/rules"
)

// fuzzNow is the fixed "now" of the availability fuzz: the seeds' dates
// are around it, so both accepted and refused entries get explored.
var fuzzNow = time.Date(2026, 11, 22, 10, 0, 0, 0, time.UTC)

// FuzzExpandAvailability feeds the add-availability rule arbitrary entries
// and checks it against the spec's limits: a refusal is a 400 with a
// message, never a panic; an accepted entry yields exactly slots ×
// occurrences slots of the slot size, on the 15-minute grid in Colombo, all
// in the future, in order, repeating a whole number of calendar days apart,
// none overlapping. Found failures land in testdata/fuzz and stay there as
// regression cases (`go test ./rules` replays them).
func FuzzExpandAvailability(f *testing.F) {
	f.Add("2026-11-23", "09:00", 4, 1, availability.RepeatOnce, 30)
	f.Add("2026-11-23", "09:15:00", 10, 30, availability.RepeatDaily, 120)
	f.Add("2026-11-22", "23:45", 10, 30, availability.RepeatWeekly, 15)
	f.Add("2026-11-22", "15:30", 1, 2, availability.RepeatDaily, 45) // the first slot is "now" in Colombo
	f.Add("2026-02-29", "09:00", 1, 1, availability.RepeatOnce, 30)
	f.Add("2028-02-29", "24:00", 1, 1, availability.RepeatOnce, 30)
	f.Add("2026-11-23", "09:07", 0, 0, 3, -15)
	f.Add("9999-12-31", "23:45", 10, 30, availability.RepeatWeekly, 120)
	f.Add(" 2026-11-23", "9:00", 11, 31, -1, 135)
	f.Fuzz(func(t *testing.T, date, clock string, slots, occurrences, repeat, size int) {
		a := availability.Availability{StartDate: date, StartTime: clock, NoOfSlots: slots, NoOfOccurrence: occurrences,
			Repeat: repeat, SlotSize: size}
		got, err := availability.ExpandAvailability(a, fuzzNow)
		if err != nil {
			e, ok := apperr.As(err)
			if !ok || e.Code.Area() != "availability" || e.Error() == "" || e.Error() == string(e.Code) {
				t.Fatalf("%+v: refusal %v is not an availability refusal with a message", a, err)
			}
			if got != nil {
				t.Fatalf("%+v: refused but returned %d slots", a, len(got))
			}
			return
		}
		want := occurrences
		if repeat == availability.RepeatOnce {
			want = 1
		}
		switch {
		case slots < 1 || slots > availability.MaxSlotsPerEntry, want < 1 || want > availability.MaxOccurrences,
			size < availability.SlotGridMinutes || size > availability.MaxSlotSizeMinutes || size%availability.SlotGridMinutes != 0,
			repeat < availability.RepeatOnce || repeat > availability.RepeatWeekly:
			t.Fatalf("%+v: accepted outside the limits", a)
		case len(got) != slots*want:
			t.Fatalf("%+v: %d slots, want %d × %d", a, len(got), slots, want)
		}
		step := 24 * time.Hour
		if repeat == availability.RepeatWeekly {
			step *= 7
		}
		for i, s := range got {
			local := s.Start.In(rules.Colombo)
			switch {
			case s.Start.Location() != time.UTC || s.End.Location() != time.UTC:
				t.Fatalf("%+v: slot %d not in UTC", a, i)
			case s.End.Sub(s.Start) != time.Duration(size)*time.Minute:
				t.Fatalf("%+v: slot %d lasts %s", a, i, s.End.Sub(s.Start))
			case local.Minute()%availability.SlotGridMinutes != 0 || local.Second() != 0 || local.Nanosecond() != 0:
				t.Fatalf("%+v: slot %d starts off the grid at %s", a, i, local)
			case !s.Start.After(fuzzNow):
				t.Fatalf("%+v: slot %d starts at %s, not after now", a, i, s.Start)
			case i > 0 && !s.Start.After(got[i-1].Start):
				t.Fatalf("%+v: slots out of order at %d", a, i)
			case i%slots == 0 && i > 0 && s.Start.Sub(got[i-slots].Start) != step:
				t.Fatalf("%+v: occurrence %d starts %s after the one before", a, i/slots, s.Start.Sub(got[i-slots].Start))
			case i%slots != 0 && !s.Start.Equal(got[i-1].End):
				t.Fatalf("%+v: slot %d does not follow slot %d", a, i, i-1)
			}
		}
		if x, y, found := availability.FindOverlap(got); found {
			t.Fatalf("%+v: slots overlap: %v and %v", a, x, y)
		}
		if got[0].Start.In(rules.Colombo).Format(rules.DateLayout) != date[:min(len(date), 10)] {
			t.Fatalf("%+v: the first slot is on %s", a, got[0].Start.In(rules.Colombo).Format(rules.DateLayout))
		}
	})
}
