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
	codeInternal:    http.StatusInternalServerError,
	codeUnavailable: http.StatusServiceUnavailable,
	codeNotFound:    http.StatusNotFound,
	codeBadValue:    http.StatusBadRequest,
	// a request of the wrong shape, a flood
	errBodyEmpty:        http.StatusBadRequest,
	errBodyNotJSON:      http.StatusBadRequest,
	errBodyShape:        http.StatusBadRequest,
	errBodyTooLarge:     http.StatusBadRequest,
	errFieldType:        http.StatusBadRequest,
	errIDNotPositive:    http.StatusBadRequest,
	errTooFast:          http.StatusTooManyRequests,
	errTooFastOneSecond: http.StatusTooManyRequests,

	// account
	errDeleteSelf:         http.StatusConflict,
	errEmailInvalid:       http.StatusBadRequest,
	errEmailTaken:         http.StatusConflict,
	errNotYourAddress:     http.StatusBadRequest,
	errRoleForbidden:      http.StatusForbidden,
	errSessionExpired:     http.StatusUnauthorized,
	errSignInRequired:     http.StatusUnauthorized,
	errSignOutUnconfirmed: http.StatusBadRequest,
	errUserHasRecords:     http.StatusConflict,
	errUserNameInvalid:    http.StatusBadRequest,

	// profile

	// availability

	// discovery

	// checkout

	// session

	// refund

	// payout

	// ledger

	// gateway

	// uploads
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
