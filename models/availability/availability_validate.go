package availability

import (
	"time"

	"cerebro/apperr"
	"cerebro/rules"
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

// Refusals of an availability entry's fields.
const (
	errDateEmpty        apperr.Code = "availability.date_empty"
	errDateInvalid      apperr.Code = "availability.date_invalid"
	errTimeEmpty        apperr.Code = "availability.time_empty"
	errTimeInvalid      apperr.Code = "availability.time_invalid"
	errTimeOffGrid      apperr.Code = "availability.time_off_grid"
	errSlotsEmpty       apperr.Code = "availability.slots_empty"
	errSlotsRange       apperr.Code = "availability.slots_out_of_range"
	errOccurrenceEmpty  apperr.Code = "availability.occurrence_empty"
	errOccurrenceRange  apperr.Code = "availability.occurrence_out_of_range"
	errRepeatInvalid    apperr.Code = "availability.repeat_invalid"
	errSlotSizeEmpty    apperr.Code = "availability.slot_size_empty"
	errSlotSizeInvalid  apperr.Code = "availability.slot_size_invalid"
	errTooFarAhead      apperr.Code = "availability.too_far_ahead"
	errSlotInPast       apperr.Code = "availability.slot_in_past"
	errSlotsOverlap     apperr.Code = "availability.slots_overlap"
	errOverlapsExisting apperr.Code = "availability.overlaps_existing"
)

// fieldErrors keeps the first problem per field and the order fields
// failed, so the summary message is stable.
type fieldErrors struct {
	order    []string
	problems map[string]apperr.Problem
}

func (f *fieldErrors) add(field string, code apperr.Code, values map[string]any) {
	if f.problems == nil {
		f.problems = map[string]apperr.Problem{}
	}
	if _, dup := f.problems[field]; !dup {
		f.order = append(f.order, field)
		f.problems[field] = apperr.Problem{Code: code, Values: values}
	}
}

func (f *fieldErrors) err() error {
	if len(f.order) == 0 {
		return nil
	}
	return apperr.Form(f.order, f.problems)
}

// validateAvailability checks every field at once, so the form can show
// all its problems in one round trip, and returns the first slot's start
// (Colombo) and the effective number of occurrences.
func validateAvailability(a Availability) (time.Time, int, error) {
	var errs fieldErrors
	date := checkDate(&errs, a.StartDate)
	clock := checkTime(&errs, a.StartTime)
	checkRange(&errs, fieldSlots, a.NoOfSlots, MaxSlotsPerEntry, errSlotsEmpty, errSlotsRange)
	occurrences := checkRepeat(&errs, a.Repeat, a.NoOfOccurrence)
	checkSlotSize(&errs, a.SlotSize)
	if err := errs.err(); err != nil {
		return time.Time{}, 0, err
	}
	first := time.Date(date.Year(), date.Month(), date.Day(),
		clock.Hour(), clock.Minute(), 0, 0, rules.Colombo)
	return first, occurrences, nil
}

func checkDate(errs *fieldErrors, s string) time.Time {
	if s == "" {
		errs.add(fieldDate, errDateEmpty, nil)
		return time.Time{}
	}
	d, err := rules.ParseStrict(rules.DateLayout, s)
	if err != nil {
		errs.add(fieldDate, errDateInvalid, nil)
	}
	return d
}

func checkTime(errs *fieldErrors, s string) time.Time {
	if s == "" {
		errs.add(fieldTime, errTimeEmpty, nil)
		return time.Time{}
	}
	c, err := rules.ParseClock(s)
	switch {
	case err != nil:
		errs.add(fieldTime, errTimeInvalid, nil)
	case c.Minute()%SlotGridMinutes != 0 || c.Second() != 0:
		errs.add(fieldTime, errTimeOffGrid, map[string]any{"step": SlotGridMinutes})
	}
	return c
}

// checkRange treats 0 as "left empty": the form sends 0 for a cleared
// number field, and no count here may be 0.
func checkRange(errs *fieldErrors, field string, v, max int, empty, outOfRange apperr.Code) {
	switch {
	case v == 0:
		errs.add(field, empty, nil)
	case v < 1 || v > max:
		errs.add(field, outOfRange, map[string]any{"max": max})
	}
}

// checkRepeat returns the effective number of occurrences. The count is
// checked whatever Repeat says (an absurd one is refused, never silently
// ignored); Once then means one.
func checkRepeat(errs *fieldErrors, repeat, occurrences int) int {
	checkRange(errs, fieldOccurrence, occurrences, MaxOccurrences, errOccurrenceEmpty, errOccurrenceRange)
	switch repeat {
	case RepeatOnce:
		return 1
	case RepeatDaily, RepeatWeekly:
	default:
		errs.add(fieldRepeat, errRepeatInvalid, nil)
	}
	return occurrences
}

func checkSlotSize(errs *fieldErrors, size int) {
	switch {
	case size == 0:
		errs.add(fieldSlotSize, errSlotSizeEmpty, nil)
	case size < 0 || size > MaxSlotSizeMinutes || size%SlotGridMinutes != 0:
		errs.add(fieldSlotSize, errSlotSizeInvalid,
			map[string]any{"min": SlotGridMinutes, "max": MaxSlotSizeMinutes, "step": SlotGridMinutes})
	}
}
