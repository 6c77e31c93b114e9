package api

import (
	"net/http"

	"cerebro/apperr"
	"cerebro/models/checkout"
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

	// account

	// profile
	errApprovalReasonLong:     http.StatusBadRequest,
	errApprovalReasonMax:      http.StatusBadRequest,
	errApprovalStatus:         http.StatusBadRequest,
	errNotAwaitingReview:      http.StatusConflict,
	errRejectReason:           http.StatusBadRequest,
	errStatusChanged:          http.StatusConflict,
	errSuspendNotVerified:     http.StatusConflict,
	errSuspendReason:          http.StatusBadRequest,
	errSuspendedOnlyReinstate: http.StatusConflict,
	errSuspensionNotReview:    http.StatusBadRequest,

	// availability

	// discovery

	// checkout
	checkout.ErrBookForYourself:  http.StatusForbidden,
	checkout.ErrConsultantClosed: http.StatusConflict,
	checkout.ErrDuplicateSlot:    http.StatusBadRequest,
	checkout.ErrKeyReused:        http.StatusUnprocessableEntity,
	checkout.ErrOneConsultant:    http.StatusBadRequest,
	checkout.ErrRebookCooldown:   http.StatusTooManyRequests,
	checkout.ErrSelectSlot:       http.StatusBadRequest,
	checkout.ErrTooManySlots:     http.StatusBadRequest,
	errBadIdempotencyKey:         http.StatusBadRequest,
	errCancelNotPending:          http.StatusConflict,
	errCheckoutBusy:              http.StatusServiceUnavailable,
	errHoldLost:                  http.StatusConflict,
	errNoConsulteeYet:            http.StatusForbidden,
	errNotAwaitingApproval:       http.StatusConflict,
	errPaymentMethod:             http.StatusBadRequest,
	errSignInToBook:              http.StatusUnauthorized,
	errSlipDecisionRemark:        http.StatusBadRequest,
	errSlipDecisionStatus:        http.StatusBadRequest,

	// session
	errBeingCancelled: http.StatusConflict,
	errBeingMoved:     http.StatusConflict,

	// refund
	errAlreadyBeingPaid:          http.StatusConflict,
	errNotOwedByTransfer:         http.StatusConflict,
	errRefundChanged:             http.StatusConflict,
	errRefundNotAwaitingDecision: http.StatusConflict,
	errRefundRemarkTooLong:       http.StatusBadRequest,
	errRetryByTransfer:           http.StatusConflict,
	errRetryNotFailed:            http.StatusConflict,
	errTransferNotFailed:         http.StatusConflict,
	errTransferReference:         http.StatusBadRequest,

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
