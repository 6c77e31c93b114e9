package rules

import (
	"time"

	"cerebro/apperr"
)

// MinimumAge is the youngest a user may be, as the terms and conditions
// state.
const MinimumAge = 18

// AgeOn is the age in whole years on the calendar date today of someone
// born on the calendar date birthday. Both are read as calendar dates in
// their own locations; pass ColomboToday(now) for today, since a birthday
// starts at Colombo midnight, not UTC midnight.
//
// Someone born on 29 February turns a year older on 1 March in common
// years: that is the day they have lived the full year, and it is what
// comparing (month, day) pairs gives.
func AgeOn(birthday, today time.Time) int {
	age := today.Year() - birthday.Year()
	if beforeInYear(today, birthday) {
		age--
	}
	return age
}

// beforeInYear reports whether a falls earlier in its year than b does.
func beforeInYear(a, b time.Time) bool {
	if a.Month() != b.Month() {
		return a.Month() < b.Month()
	}
	return a.Day() < b.Day()
}

// IsAdult reports whether someone born on birthday has reached MinimumAge
// on today (see AgeOn for how the dates are read).
func IsAdult(birthday, today time.Time) bool {
	return AgeOn(birthday, today) >= MinimumAge
}

// Refusals of a profile's birthday, shown under the form's birthday field.
const (
	errBirthdayEmpty  apperr.Code = "profile.birthday_empty"
	errBirthdayFuture apperr.Code = "profile.birthday_future"
	errTooYoung       apperr.Code = "profile.too_young"
)

// CheckBirthday refuses a profile birthday that is missing, in the future
// or under MinimumAge, with the message under the form's birthday field.
func CheckBirthday(birthday, today time.Time) error {
	var p apperr.Problem
	switch {
	case birthday.IsZero():
		p.Code = errBirthdayEmpty
	case AgeOn(birthday, today) < 0:
		// A negative age is exactly "born after today" as calendar
		// dates; comparing instants would trip over the zones.
		p.Code = errBirthdayFuture
	case !IsAdult(birthday, today):
		p = apperr.Problem{Code: errTooYoung, Values: map[string]any{"age": MinimumAge}}
	default:
		return nil
	}
	return apperr.Form([]string{"birthday"}, map[string]apperr.Problem{"birthday": p})
}
