package rules

import (
	"fmt"
	"time"

	"cerebro/apperr"
)

// Field keys of refused availability saves: the payload's JSON names, so
// the form can put each message under its field.
const (
	fieldDate       = "startDate"
	fieldTime       = "startTime"
	fieldSlots      = "noOfSlots"
	fieldOccurrence = "noOfOccurrence"
	fieldRepeat     = "repeat"
	fieldSlotSize   = "slotSize"
)

// fieldErrors keeps the first message per field and the order fields
// failed, so the summary message is stable.
type fieldErrors struct {
	order []string
	msgs  map[string]string
}

func (f *fieldErrors) add(field, msg string) {
	if f.msgs == nil {
		f.msgs = map[string]string{}
	}
	if _, dup := f.msgs[field]; !dup {
		f.order = append(f.order, field)
		f.msgs[field] = msg
	}
}

func (f *fieldErrors) err() error {
	if len(f.order) == 0 {
		return nil
	}
	return apperr.InvalidFields(f.msgs[f.order[0]], f.msgs)
}

// validateAvailability checks every field at once, so the form can show
// all its problems in one round trip, and returns the first slot's start
// (Colombo) and the effective number of occurrences.
func validateAvailability(a Availability) (time.Time, int, error) {
	var errs fieldErrors
	date := checkDate(&errs, a.StartDate)
	clock := checkTime(&errs, a.StartTime)
	checkRange(&errs, fieldSlots, a.NoOfSlots, MaxSlotsPerEntry,
		"Cannot leave no of slots empty", "No of slots")
	occurrences := checkRepeat(&errs, a.Repeat, a.NoOfOccurrence)
	checkSlotSize(&errs, a.SlotSize)
	if err := errs.err(); err != nil {
		return time.Time{}, 0, err
	}
	first := time.Date(date.Year(), date.Month(), date.Day(),
		clock.Hour(), clock.Minute(), 0, 0, Colombo)
	return first, occurrences, nil
}

func checkDate(errs *fieldErrors, s string) time.Time {
	if s == "" {
		errs.add(fieldDate, "Cannot leave date empty")
		return time.Time{}
	}
	d, err := parseStrict(DateLayout, s)
	if err != nil {
		errs.add(fieldDate, "Date must be a valid date in the form YYYY-MM-DD")
	}
	return d
}

func checkTime(errs *fieldErrors, s string) time.Time {
	if s == "" {
		errs.add(fieldTime, "Cannot leave time empty")
		return time.Time{}
	}
	c, err := parseClock(s)
	switch {
	case err != nil:
		errs.add(fieldTime, "Time must be a valid time in the form HH:MM")
	case c.Minute()%SlotGridMinutes != 0 || c.Second() != 0:
		errs.add(fieldTime, fmt.Sprintf(
			"Time must be on a %d-minute step, such as 08:00 or 08:15", SlotGridMinutes))
	}
	return c
}

// checkRange treats 0 as "left empty": the form sends 0 for a cleared
// number field, and no count here may be 0.
func checkRange(errs *fieldErrors, field string, v, max int, emptyMsg, label string) {
	switch {
	case v == 0:
		errs.add(field, emptyMsg)
	case v < 1 || v > max:
		errs.add(field, fmt.Sprintf("%s must be between 1 and %d", label, max))
	}
}

// checkRepeat returns the effective number of occurrences. The count is
// checked whatever Repeat says (an absurd one is refused, never silently
// ignored); Once then means one.
func checkRepeat(errs *fieldErrors, repeat, occurrences int) int {
	checkRange(errs, fieldOccurrence, occurrences, MaxOccurrences,
		"Cannot leave no of occurrence empty", "No of occurrence")
	switch repeat {
	case RepeatOnce:
		return 1
	case RepeatDaily, RepeatWeekly:
	default:
		errs.add(fieldRepeat, "Repeat must be Once (0), Daily (1) or Weekly (2)")
	}
	return occurrences
}

func checkSlotSize(errs *fieldErrors, size int) {
	switch {
	case size == 0:
		errs.add(fieldSlotSize, "Cannot leave slot size empty")
	case size < 0 || size > MaxSlotSizeMinutes || size%SlotGridMinutes != 0:
		errs.add(fieldSlotSize, fmt.Sprintf("Slot size must be %d to %d minutes in steps of %d",
			SlotGridMinutes, MaxSlotSizeMinutes, SlotGridMinutes))
	}
}
