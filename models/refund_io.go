package models

import "cerebro/rules"

// What of a refund the stores below models/refund share: the ledger's
// checks, the gateway's chargebacks and unmatched-payment refunds, the
// payouts and the checkout read or write refunds rows by status and leave
// the difference refund out of a booking's claims. The ledger, the gateway
// and the payouts may not import models/refund (it builds on the ledger), so
// these stay here; the refund's own types (refund.Opening, refund.State,
// refund.Verdict, refund.Refund) and its queries are models/refund's.

// NotDifference is the condition of a refund other than the difference of
// a cheaper reschedule (rules.CauseRescheduledCheaper): that one is the
// product's own price change, never a claim.
const NotDifference = "cause <> '" + string(rules.CauseRescheduledCheaper) + "'"

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
