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
	// a request of the wrong shape, a flood
	errBodyEmpty:        http.StatusBadRequest,
	errBodyNotJSON:      http.StatusBadRequest,
	errBodyShape:        http.StatusBadRequest,
	errBodyTooLarge:     http.StatusBadRequest,
	errFieldType:        http.StatusBadRequest,
	errIDNotPositive:    http.StatusBadRequest,
	errTooFast:          http.StatusTooManyRequests,
	errTooFastOneSecond: http.StatusTooManyRequests,
	// an admin's decision sent to a workflow without the api's record of it
	"common.admin_remark_too_long":    http.StatusConflict,
	"common.decided_by_required":      http.StatusConflict,
	"common.decision_not_recorded":    http.StatusConflict,
	"common.decision_record_required": http.StatusConflict,

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
	errAboutEmpty:             http.StatusBadRequest,
	errAboutTooLong:           http.StatusBadRequest,
	errAccNumberEmpty:         http.StatusBadRequest,
	errAccNumberLetters:       http.StatusBadRequest,
	errAccNumberTooLong:       http.StatusBadRequest,
	errBankBranchEmpty:        http.StatusBadRequest,
	errBankEmpty:              http.StatusBadRequest,
	errBankTooLong:            http.StatusBadRequest,
	errBirthdayEmpty:          http.StatusBadRequest,
	errBirthdayFormat:         http.StatusBadRequest,
	errBirthdayFuture:         http.StatusBadRequest,
	errCategoryEmpty:          http.StatusBadRequest,
	errCategoryExists:         http.StatusConflict,
	errCategoryHasProfiles:    http.StatusConflict,
	errCategoryNameEmpty:      http.StatusBadRequest,
	errCategoryNameLong:       http.StatusBadRequest,
	errCategoryThumbLong:      http.StatusBadRequest,
	errConsultantExists:       http.StatusConflict,
	errConsultantHasSlots:     http.StatusConflict,
	errConsulteeExists:        http.StatusConflict,
	errConsulteeHasBookings:   http.StatusConflict,
	errCountryConsultant:      http.StatusBadRequest,
	errCountryConsultee:       http.StatusBadRequest,
	errCurrency:               http.StatusBadRequest,
	errDialCodeDigits:         http.StatusBadRequest,
	errDisplayNameLong:        http.StatusBadRequest,
	errExperienceDigits:       http.StatusBadRequest,
	errExperienceEmpty:        http.StatusBadRequest,
	errExperienceRange:        http.StatusBadRequest,
	errFirstNameEmpty:         http.StatusBadRequest,
	errGenderEmpty:            http.StatusBadRequest,
	errImageUnknown:           http.StatusBadRequest,
	errLastNameEmpty:          http.StatusBadRequest,
	errNameLetters:            http.StatusBadRequest,
	errNameTooLong:            http.StatusBadRequest,
	errNotYourBookings:        http.StatusForbidden,
	errNotYourEarnings:        http.StatusForbidden,
	errNotYourInvoices:        http.StatusForbidden,
	errNotYourPayouts:         http.StatusForbidden,
	errNotYourProfile:         http.StatusForbidden,
	errPhoneDigits:            http.StatusBadRequest,
	errPhoneEmpty:             http.StatusBadRequest,
	errSlotRateCents:          http.StatusBadRequest,
	errSlotRateMax:            http.StatusBadRequest,
	errSlotRateMin:            http.StatusBadRequest,
	errSlotRateZero:           http.StatusBadRequest,
	errSlotSizeStep:           http.StatusBadRequest,
	errSlotSizeZero:           http.StatusBadRequest,
	errTimeZone:               http.StatusBadRequest,
	errTooYoung:               http.StatusBadRequest,
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
	// the approval workflow's refusals
	"profile.already_decided":           http.StatusConflict,
	"profile.decision_reason_too_long":  http.StatusConflict,
	"profile.decision_status_invalid":   http.StatusConflict,
	"profile.rejection_reason_required": http.StatusConflict,

	// availability
	errDateFormat:     http.StatusBadRequest,
	errFromFormat:     http.StatusBadRequest,
	errInReview:       http.StatusForbidden,
	errNoConsultant:   http.StatusForbidden,
	errNotWholeNumber: http.StatusBadRequest,
	errNotYourSlots:   http.StatusForbidden,
	errRepeatEmpty:    http.StatusBadRequest,
	errSlotHasHistory: http.StatusConflict,
	errSlotTaken:      http.StatusConflict,
	errWrongSlotSize:  http.StatusBadRequest,

	// discovery
	errBadDays:     http.StatusBadRequest,
	errBadDaysFrom: http.StatusBadRequest,
	errBadSort:     http.StatusBadRequest,
	errBadStatus:   http.StatusBadRequest,
	errNotCount:    http.StatusBadRequest,

	// checkout
	errCancelNotPending:          http.StatusConflict,
	errInvoiceBadDate:            http.StatusBadRequest,
	errInvoiceBadNumber:          http.StatusBadRequest,
	errInvoiceNotAwaitingPayment: http.StatusConflict,
	errInvoiceNotYours:           http.StatusForbidden,
	errInvoiceStatusFilter:       http.StatusBadRequest,
	errNotAwaitingSlip:           http.StatusConflict,
	errPaidBySlip:                http.StatusConflict,
	errPaymentTimeOver:           http.StatusConflict,
	errSlipBank:                  http.StatusBadRequest,
	errSlipBookingDetails:        http.StatusBadRequest,
	errSlipFormUnreadable:        http.StatusBadRequest,
	errSlipRequired:              http.StatusBadRequest,
	errSlipTooLarge:              http.StatusBadRequest,
	// the checkout workflow's refusals
	"checkout.no_slip_to_review":    http.StatusConflict,
	"checkout.slip_already_decided": http.StatusConflict,
	"checkout.slip_id_required":     http.StatusConflict,
	"checkout.slip_status_invalid":  http.StatusConflict,

	// session
	errAlreadyRated:            http.StatusConflict,
	errBookingNotYours:         http.StatusForbidden,
	errBookingsOfOthers:        http.StatusForbidden,
	errCommentTooLong:          http.StatusBadRequest,
	errDescriptionTooLong:      http.StatusBadRequest,
	errFaultCause:              http.StatusBadRequest,
	errFaultConsulteeOnly:      http.StatusForbidden,
	errFaultNoDescription:      http.StatusBadRequest,
	errFaultNotOpen:            http.StatusConflict,
	errMeetingExpired:          http.StatusConflict,
	errNoSession:               http.StatusNotFound,
	errNotCancellable:          http.StatusConflict,
	errNotReschedulable:        http.StatusConflict,
	errPresenceClosed:          http.StatusConflict,
	errPresenceEvent:           http.StatusBadRequest,
	errPresenceFlood:           http.StatusTooManyRequests,
	errPresenceTime:            http.StatusBadRequest,
	errRatingClosed:            http.StatusConflict,
	errRatingNotOpen:           http.StatusConflict,
	errRatingNotYours:          http.StatusForbidden,
	errRatingStars:             http.StatusBadRequest,
	errRatingsOfOthers:         http.StatusForbidden,
	errReasonTooLong:           http.StatusBadRequest,
	errRescheduleConsulteeOnly: http.StatusForbidden,
	errRoomNotOpen:             http.StatusConflict,
	errSessionBadID:            http.StatusBadRequest,
	errSlotNotOffered:          http.StatusConflict,
	errVideoFQN:                http.StatusBadRequest,
	errVideoKey:                http.StatusBadRequest,
	errVideoTimestamp:          http.StatusBadRequest,
	errVideoType:               http.StatusBadRequest,
	errVideoUnauthorized:       http.StatusUnauthorized,
	// the session workflow's refusals
	"session.being_cancelled":            http.StatusConflict,
	"session.being_moved":                http.StatusConflict,
	"session.cancel_party_unknown":       http.StatusConflict,
	"session.fault_not_recorded":         http.StatusConflict,
	"session.fault_not_reportable":       http.StatusConflict,
	"session.fault_window_closed":        http.StatusConflict,
	"session.join_already_recorded":      http.StatusConflict,
	"session.join_closed":                http.StatusConflict,
	"session.join_role_invalid":          http.StatusConflict,
	"session.new_slot_ends_before_start": http.StatusConflict,
	"session.reschedule_slot_gone":       http.StatusConflict,
	"session.rescheduled_once":           http.StatusConflict,

	// refund
	errAccountChanged:            http.StatusConflict,
	errAccountNotVerified:        http.StatusConflict,
	errAccountSeenMissing:        http.StatusBadRequest,
	errCardPaidAtUnknown:         http.StatusConflict,
	errChargebackWindowOpen:      http.StatusConflict,
	errNoAccountToVerify:         http.StatusConflict,
	errNoTransferOwed:            http.StatusConflict,
	errNotCardRefund:             http.StatusConflict,
	errRefundAccountField:        http.StatusBadRequest,
	errRefundAccountNumber:       http.StatusBadRequest,
	errRefundAmountMissing:       http.StatusBadRequest,
	errRefundMayBeMade:           http.StatusConflict,
	errRefundStatusFilter:        http.StatusBadRequest,
	checkout.ErrBookForYourself:  http.StatusForbidden,
	checkout.ErrConsultantClosed: http.StatusConflict,
	checkout.ErrDuplicateSlot:    http.StatusBadRequest,
	checkout.ErrKeyReused:        http.StatusUnprocessableEntity,
	checkout.ErrOneConsultant:    http.StatusBadRequest,
	checkout.ErrRebookCooldown:   http.StatusTooManyRequests,
	checkout.ErrSelectSlot:       http.StatusBadRequest,
	checkout.ErrTooManySlots:     http.StatusBadRequest,
	errBadIdempotencyKey:         http.StatusBadRequest,
	errCheckoutBusy:              http.StatusServiceUnavailable,
	errHoldLost:                  http.StatusConflict,
	errNoConsulteeYet:            http.StatusForbidden,
	errNotAwaitingApproval:       http.StatusConflict,
	errPaymentMethod:             http.StatusBadRequest,
	errSignInToBook:              http.StatusUnauthorized,
	errSlipDecisionRemark:        http.StatusBadRequest,
	errSlipDecisionStatus:        http.StatusBadRequest,

	errAlreadyBeingPaid:          http.StatusConflict,
	errNotOwedByTransfer:         http.StatusConflict,
	errRefundChanged:             http.StatusConflict,
	errRefundNotAwaitingDecision: http.StatusConflict,
	errRefundRemarkTooLong:       http.StatusBadRequest,
	errRetryByTransfer:           http.StatusConflict,
	errRetryNotFailed:            http.StatusConflict,
	errTransferNotFailed:         http.StatusConflict,
	errTransferReference:         http.StatusBadRequest,
	"refund.no_account_owed":     http.StatusConflict,
	// the refund policy's refusals of a claim, and the refund workflow's
	"refund.already_decided":             http.StatusConflict,
	"refund.cause_unknown":               http.StatusConflict,
	"refund.claim_window_closed":         http.StatusConflict,
	"refund.decides_other_refund":        http.StatusConflict,
	"refund.no_show_before_start":        http.StatusConflict,
	"refund.nothing_paid":                http.StatusConflict,
	"refund.session_ended":               http.StatusConflict,
	"refund.session_not_ended":           http.StatusConflict,
	"refund.session_started":             http.StatusConflict,
	"refund.unsatisfactory_before_start": http.StatusConflict,

	// payout
	errBankChangedSince:      http.StatusConflict,
	errConfirmBankBody:       http.StatusBadRequest,
	errEarningsBadDate:       http.StatusBadRequest,
	errEarningsDatesReversed: http.StatusBadRequest,
	errNoBankChange:          http.StatusConflict,
	errPayoutAlreadyPaid:     http.StatusConflict,
	errPayoutBadPeriod:       http.StatusBadRequest,

	// ledger

	// gateway
	errCardHolderUnknown:    http.StatusServiceUnavailable,
	errChargedBack:          http.StatusConflict,
	errGatewayNotAsked:      http.StatusConflict,
	errGatewayPaymentStatus: http.StatusConflict,
	errGatewayRefundedAfter: http.StatusConflict,
	errNoCardHolder:         http.StatusConflict,
	errNotificationRefused:  http.StatusBadRequest,

	// uploads
	errImageMissing:         http.StatusBadRequest,
	errNoSuchImage:          http.StatusNotFound,
	errUploadQuota:          http.StatusTooManyRequests,
	errUploadQuotaOneMinute: http.StatusTooManyRequests,
	errUploadTooLarge:       http.StatusBadRequest,
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
