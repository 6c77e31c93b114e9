package models

import "cerebro/rules"

// A booking's refund as the areas around it carry it: the session's
// cancellation opens one (Cancellation.Refund), the session and refund
// workflows hold its state in their histories, and the ledger's checks and
// the payouts leave the difference refund out of a booking's claims. The
// queries that write and read these rows are models/refund's (Open,
// OfBooking, DifferenceOf), which the session and the checkout run inside
// their own transactions.

// NotDifference is the condition of a refund other than the difference of
// a cheaper reschedule (rules.CauseRescheduledCheaper): that one is the
// product's own price change, never a claim.
const NotDifference = "cause <> '" + string(rules.CauseRescheduledCheaper) + "'"

// RefundOpening is a booking's refund to record. APPROVED is paid at once
// (Amount); REQUESTED waits for the admin, who may give 0..Requested, and
// Suggested is the policy's default if nobody decides.
type RefundOpening struct {
	Cause     rules.Cause
	Status    RefundStatus // RefundApproved or RefundRequested
	Requested int64        // what the consultee paid for the booking
	Amount    int64        // APPROVED: what goes back
	Suggested int64        // REQUESTED: the policy's default
	Note      string       // the consultee's reason or fault description
}

// RefundState is a refund as the session workflow and the API see it.
// Amount is the decided amount (APPROVED, PAID), otherwise 0.
type RefundState struct {
	ID        int64        `json:"id"`
	Cause     rules.Cause  `json:"cause"`
	Status    RefundStatus `json:"status"`
	Method    string       `json:"method"`
	Requested int64        `json:"requestedAmount"`
	Suggested int64        `json:"suggestedAmount"`
	Amount    int64        `json:"amount"`
}

// RefundVerdict is the decision on a REQUESTED refund: 0 rejects it.
type RefundVerdict struct {
	RefundID    int64
	AmountCents int64
	AdminRemark string
	DecidedBy   int64 // the admin's user id; 0 when the default applied
}
