package models

// What of a refund the stores below models/refund share: the ledger's
// checks, the gateway's chargebacks and unmatched-payment refunds, the
// payouts and the checkout read or write refunds rows by status and leave
// the difference refund out of a booking's claims. The ledger, the gateway
// and the payouts may not import models/refund (it builds on the ledger), so
// these stay here; the refund's own types (refund.Opening, refund.State,
// refund.Verdict, refund.Refund) and its queries are models/refund's.

// NotDifference is the condition of a refund other than the difference of
// a cheaper reschedule (CauseRescheduledCheaper): that one is the
// product's own price change, never a claim.
const NotDifference = "cause <> '" + string(CauseRescheduledCheaper) + "'"

// Refund statuses: REQUESTED waits for the admin; APPROVED waits for
// payout (a card refund by the gateway, or a bank transfer the admin makes);
// SUBMITTING is a card refund sent to the gateway whose outcome is not yet
// known; FAILED is one the gateway refused, with its reason; CANCELLED is
// one left unpaid because its card payment was charged back (the card
// holder's bank gave the whole payment back).
const (
	RefundRequested  RefundStatus = "REQUESTED"
	RefundApproved   RefundStatus = "APPROVED"
	RefundSubmitting RefundStatus = "SUBMITTING"
	RefundFailed     RefundStatus = "FAILED"
	RefundRejected   RefundStatus = "REJECTED"
	RefundPaid       RefundStatus = "PAID"
	RefundCancelled  RefundStatus = "CANCELLED"
)

// RefundStatus is where a refund is in its life (the refunds table's
// status; the JSON and database values are the constants' strings).
type RefundStatus string

// RefundCause is why a refund is being considered, and what the refund row
// stores, the API shows and the workflows pass: one vocabulary for every
// layer. The first seven are claims the refund policy (refund.Decide)
// decides; the last three are refunds the product owes by its own rules.
type RefundCause string

// The causes of refunds.
const (
	CauseConsulteeCancel  RefundCause = "CONSULTEE_CANCEL"   // the consultee cancels the booking
	CauseConsultantCancel RefundCause = "CONSULTANT_CANCEL"  // the consultant cancels the booking
	CauseConsultantNoShow RefundCause = "CONSULTANT_NO_SHOW" // the consultant never joined the session
	CauseTechnicalFault   RefundCause = "TECHNICAL_FAULT"    // the consultee reports a fault of the product
	CauseUnsatisfactory   RefundCause = "UNSATISFACTORY"     // the consultee reports a poor session
	CauseCutShort         RefundCause = "CUT_SHORT"          // the presence evidence shows a session cut short
	CauseNobodyPresent    RefundCause = "NOBODY_PRESENT"     // neither party came to the session

	// CauseRescheduledCheaper: the consultee moved the booking to a cheaper
	// slot and is given the difference back.
	CauseRescheduledCheaper RefundCause = "RESCHEDULED_CHEAPER"
	// CauseSlipNotReviewed: a bank slip nobody reviewed before the session.
	CauseSlipNotReviewed RefundCause = "SLIP_NOT_REVIEWED"
	// CauseUnmatchedPayment: a card payment no invoice was waiting for.
	CauseUnmatchedPayment RefundCause = "UNMATCHED_PAYMENT"
)
