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
