package api

import (
	"net/http"

	"cerebro/apperr"
)

// statusOf is the one table from a refusal's code to the HTTP status the API
// answers it with. Nothing below api/ knows HTTP: an area names what went
// wrong, this table says what that means on the wire. A test fails when a
// code the source uses is missing here (error_codes_test.go).
//
// Keep the entries grouped by area, one block each, sorted within a block.
var statusOf = map[apperr.Code]int{
	// common: what any request may meet
	codeInternal:     http.StatusInternalServerError,
	codeUnavailable:  http.StatusServiceUnavailable,
	codeNotFound:     http.StatusNotFound,
	codeBadValue:     http.StatusBadRequest,
	codeBodyEmpty:    http.StatusBadRequest,
	codeBodyNotJSON:  http.StatusBadRequest,
	codeBodyShape:    http.StatusBadRequest,
	codeBodyTooLarge: http.StatusBadRequest,
	codeFieldType:    http.StatusBadRequest,
	codeIDInvalid:    http.StatusBadRequest,

	// account
	"SIGNIN_LOCKED_ELSEWHERE":     http.StatusTooManyRequests,
	"account.bad_credentials":     http.StatusUnauthorized,
	"account.credentials_missing": http.StatusBadRequest,
	"account.email_empty":         http.StatusBadRequest,
	"account.email_invalid":       http.StatusBadRequest,
	"account.email_taken":         http.StatusConflict,
	"account.language_unknown":    http.StatusBadRequest,
	"account.password_empty":      http.StatusBadRequest,
	"account.password_mismatch":   http.StatusBadRequest,
	"account.password_too_long":   http.StatusBadRequest,
	"account.password_too_short":  http.StatusBadRequest,
	"account.role_forbidden":      http.StatusForbidden,
	"account.role_invalid":        http.StatusBadRequest,
	"account.session_expired":     http.StatusUnauthorized,
	"account.sign_in_required":    http.StatusUnauthorized,
	"account.signin_locked":       http.StatusTooManyRequests,
	"account.token_invalid":       http.StatusBadRequest,
	"account.user_name_empty":     http.StatusBadRequest,
	"account.user_name_too_long":  http.StatusBadRequest,
	"account.verify_first":        http.StatusForbidden,
	"account.verify_link_invalid": http.StatusBadRequest,

	// profile
	"profile.birthday_empty":    http.StatusBadRequest,
	"profile.birthday_future":   http.StatusBadRequest,
	"profile.time_zone_invalid": http.StatusBadRequest,
	"profile.too_young":         http.StatusBadRequest,

	// availability
	"availability.date_empty":              http.StatusBadRequest,
	"availability.date_invalid":            http.StatusBadRequest,
	"availability.no_slots":                http.StatusBadRequest,
	"availability.occurrence_empty":        http.StatusBadRequest,
	"availability.occurrence_out_of_range": http.StatusBadRequest,
	"availability.overlaps_a_slot":         http.StatusConflict,
	"availability.overlaps_existing":       http.StatusConflict,
	"availability.overlaps_slot":           http.StatusConflict,
	"availability.repeat_invalid":          http.StatusBadRequest,
	"availability.slot_in_past":            http.StatusBadRequest,
	"availability.slot_size_empty":         http.StatusBadRequest,
	"availability.slot_size_invalid":       http.StatusBadRequest,
	"availability.slots_empty":             http.StatusBadRequest,
	"availability.slots_out_of_range":      http.StatusBadRequest,
	"availability.slots_overlap":           http.StatusBadRequest,
	"availability.time_empty":              http.StatusBadRequest,
	"availability.time_invalid":            http.StatusBadRequest,
	"availability.time_off_grid":           http.StatusBadRequest,
	"availability.too_far_ahead":           http.StatusBadRequest,

	// discovery

	// checkout
	"SLIP_REVIEW_FULL":          http.StatusConflict,
	"checkout.no_slots":         http.StatusBadRequest,
	"checkout.slot_gone":        http.StatusConflict,
	"checkout.slot_unavailable": http.StatusConflict,
	"checkout.too_many_held":    http.StatusConflict,
	"checkout.too_many_unpaid":  http.StatusConflict,

	// session
	"session.reschedule_below_minimum":     http.StatusBadRequest,
	"session.reschedule_dearer":            http.StatusConflict,
	"session.reschedule_new_slot_too_soon": http.StatusConflict,
	"session.reschedule_same_slot":         http.StatusConflict,
	"session.reschedule_too_late":          http.StatusConflict,

	// refund
	"refund.amount_out_of_range": http.StatusBadRequest,

	// payout

	// ledger

	// gateway

	// uploads
	"upload.busy":             http.StatusServiceUnavailable,
	"upload.empty":            http.StatusBadRequest,
	"upload.no_such_file":     http.StatusNotFound,
	"upload.not_image":        http.StatusBadRequest,
	"upload.pixels_too_large": http.StatusBadRequest,
	"upload.too_large":        http.StatusBadRequest,
}

// The codes of failures that are not a business refusal (fail's fallbacks).
const (
	codeInternal apperr.Code = "common.internal"
	// codeUnavailable keeps the spelling clients already read (README: a
	// database blip signs nobody out).
	codeUnavailable apperr.Code = "UNAVAILABLE"
	codeNotFound    apperr.Code = "common.not_found"
	codeBadValue    apperr.Code = "common.bad_value"
)

// statusFor is the status of a refusal; a code the table lacks is a bug
// caught by the tests, answered as a 500 rather than guessed.
func statusFor(code apperr.Code) int {
	if s, ok := statusOf[code]; ok {
		return s
	}
	return http.StatusInternalServerError
}
