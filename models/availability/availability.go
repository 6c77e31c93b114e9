package availability

import (
	"slices"
	"time"

	"cerebro/apperr"
	"cerebro/rules"
)

// Repeat codes of the Add Availability form's Repeat choice; the form sends
// the number.
const (
	RepeatOnce   = 0 // a single occurrence
	RepeatDaily  = 1 // the same slots on consecutive calendar days
	RepeatWeekly = 2 // the same slots on the same weekday
)

// Limits of one availability entry: the same the form's fields allow,
// checked again because a request need not come from the form.
const (
	MaxSlotsPerEntry   = 10  // slots per occurrence
	MaxOccurrences     = 30  // occurrences per entry
	SlotGridMinutes    = 15  // start times and sizes sit on this grid
	MaxSlotSizeMinutes = 120 // the slot-size slider's maximum
)

// RepeatEmptyMessage is the spec's message for a missing repeat. Repeat 0
// means Once, so only the API's binder can tell "absent" from "Once";
// it uses this text when the field is missing from the payload.
const RepeatEmptyMessage = "Cannot leave repeat empty"

// Availability is the add-availability payload: NoOfSlots back-to-back
// slots from StartTime on StartDate (both Colombo local), repeated.
type Availability struct {
	StartDate      string // Colombo date, "2006-01-02"
	StartTime      string // Colombo time, "15:04:05" or "15:04"
	NoOfSlots      int    // 1..MaxSlotsPerEntry
	NoOfOccurrence int    // 1..MaxOccurrences; ignored (1) for RepeatOnce
	Repeat         int    // RepeatOnce, RepeatDaily or RepeatWeekly
	SlotSize       int    // minutes: a positive multiple of 15, at most 120
}

// Interval is a half-open span of time [Start, End) in UTC: a slot ends
// at the instant the next may start.
type Interval struct {
	Start, End time.Time
}

// ExpandAvailability validates an availability entry and turns it into
// its slots, in chronological order, in UTC. It refuses the whole entry
// if any slot would start at or before now, because a consultant who
// asks for thirty days expects thirty days, not a silent subset.
func ExpandAvailability(a Availability, now time.Time) ([]Interval, error) {
	first, occurrences, err := validateAvailability(a)
	if err != nil {
		return nil, err
	}
	size := time.Duration(a.SlotSize) * time.Minute
	slots := make([]Interval, 0, occurrences*a.NoOfSlots)
	for i := 0; i < occurrences; i++ {
		// Step in calendar days in Colombo, not in 24-hour blocks, so a
		// repeat stays at the typed wall-clock time.
		day := first.AddDate(0, 0, i*stepDays(a.Repeat))
		for k := 0; k < a.NoOfSlots; k++ {
			start := day.Add(time.Duration(k) * size)
			slots = append(slots, Interval{Start: start.UTC(), End: start.Add(size).UTC()})
		}
	}
	if err := refusePast(slots, now); err != nil {
		return nil, err
	}
	if last := slots[len(slots)-1]; last.Start.After(now.Add(MaxAvailabilityAhead)) {
		return nil, apperr.Form([]string{fieldDate}, map[string]apperr.Problem{fieldDate: {Code: errTooFarAhead}})
	}
	return slots, nil
}

// MaxAvailabilityAhead is how far ahead a consultant may open slots: a
// year, so nobody fills the calendar of years to come.
const MaxAvailabilityAhead = 365 * 24 * time.Hour

func stepDays(repeat int) int {
	if repeat == RepeatWeekly {
		return 7
	}
	return 1
}

// refusePast rejects a slot that has already started: "now" counts as
// started, the same instant a booked session begins.
func refusePast(slots []Interval, now time.Time) error {
	for _, s := range slots {
		if !s.Start.After(now) {
			return apperr.New(errSlotInPast).With("date", rules.ColomboDate(s.Start)).With("time", shortClock(s.Start))
		}
	}
	return nil
}

// shortClock is an instant's Colombo time as users see it: "08:00".
func shortClock(t time.Time) string {
	return t.In(rules.Colombo).Format(rules.ShortClockLayout)
}

// Overlaps reports whether two half-open intervals share any instant.
// Touching ends do not overlap, and an empty interval holds no time, so
// it overlaps nothing.
func Overlaps(a, b Interval) bool {
	return a.Start.Before(a.End) && b.Start.Before(b.End) &&
		a.Start.Before(b.End) && b.Start.Before(a.End)
}

// FindOverlap returns a pair of overlapping intervals in set, earliest
// start first, or found=false if none overlap.
func FindOverlap(set []Interval) (a, b Interval, found bool) {
	sorted := sortedNonEmpty(set)
	// Sorted by start, any overlap implies an overlap between neighbours.
	for i := 1; i < len(sorted); i++ {
		if Overlaps(sorted[i-1], sorted[i]) {
			return sorted[i-1], sorted[i], true
		}
	}
	return Interval{}, Interval{}, false
}

// CheckNoOverlap is the caller's guard that a consultant's slots never
// overlap: it refuses proposed slots that clash with one another (400) or
// with the consultant's existing slots (409, the stored state refuses).
func CheckNoOverlap(proposed, existing []Interval) error {
	if a, b, found := FindOverlap(proposed); found {
		return apperr.New(errSlotsOverlap).With("date", rules.ColomboDate(a.Start)).With("time", shortClock(a.Start)).
			With("otherDate", rules.ColomboDate(b.Start)).With("otherTime", shortClock(b.Start))
	}
	for _, p := range proposed {
		for _, e := range existing {
			if Overlaps(p, e) {
				return apperr.New(errOverlapsExisting).With("date", rules.ColomboDate(p.Start)).With("time", shortClock(p.Start)).
					With("otherDate", rules.ColomboDate(e.Start)).With("otherTime", shortClock(e.Start))
			}
		}
	}
	return nil
}

// sortedNonEmpty copies set without empty intervals, by start: empty
// ones overlap nothing and would break the neighbour argument.
func sortedNonEmpty(set []Interval) []Interval {
	out := make([]Interval, 0, len(set))
	for _, iv := range set {
		if iv.Start.Before(iv.End) {
			out = append(out, iv)
		}
	}
	slices.SortFunc(out, func(a, b Interval) int { return a.Start.Compare(b.Start) })
	return out
}
