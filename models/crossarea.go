package models

import "gorm.io/gorm"

// Steps of the ledger and refund areas that the checkout, session and
// gateway stores take inside their own transactions, so the ledger and the
// refunds are written with the state they record. They are exported here
// until those areas own them (models/ledger, models/refund) as functions
// taking the transaction; the callers then name the owning area.

// PostPaymentCaptured posts the ledger's capture of the invoice's payment.
func PostPaymentCaptured(tx *gorm.DB, inv *Invoice, paymentID string) error {
	return postPaymentCaptured(tx, inv, paymentID)
}

// PostPaymentToReturn posts the ledger's debt of an unmatched payment owed back.
func PostPaymentToReturn(tx *gorm.DB, invoiceID int64, paymentID string, amount int64) error {
	return postPaymentToReturn(tx, invoiceID, paymentID, amount)
}

// PostRefundPaid posts the ledger's payment of a refund.
func PostRefundPaid(tx *gorm.DB, refundID int64) error { return postRefundPaid(tx, refundID) }

// PostPenalty posts the ledger's penalty of a booking's consultant.
func PostPenalty(tx *gorm.DB, bookingID int64) error { return postPenalty(tx, bookingID) }

// OpenRefund records a booking's refund once (the refund area's opening).
func OpenRefund(tx *gorm.DB, bookingID int64, o RefundOpening) (RefundState, bool, error) {
	return openRefund(tx, bookingID, o)
}

// DifferenceRefundOf is the refund a move to a cheaper slot gave back.
func DifferenceRefundOf(tx *gorm.DB, bookingID int64) (RefundState, bool, error) {
	return differenceRefundOf(tx, bookingID)
}

// The refunds' partial unique indexes, as ON CONFLICT targets.
const (
	OneRefundPerBooking     = oneRefundPerBooking
	OneDifferencePerBooking = oneDifferencePerBooking
)
