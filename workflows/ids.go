// Package workflows holds the durable business processes of Cerebro: each
// consultant's approval, each invoice's checkout and each booking's session.
// Workflow code is deterministic; every side effect is an activity.
package workflows

import (
	"fmt"
	"strings"
)

// TaskQueue is where every Cerebro workflow and activity runs unless configured otherwise.
const TaskQueue = "cerebro"

// ApprovalWorkflowID is the business key of a consultant's approval workflow.
func ApprovalWorkflowID(consultantID int64) string {
	return fmt.Sprintf("consultant-approval-%d", consultantID)
}

// CheckoutWorkflowID is the business key of an invoice's checkout workflow.
func CheckoutWorkflowID(invoiceID int64) string { return fmt.Sprintf("invoice-%d", invoiceID) }

// SessionWorkflowID is the business key of a booking's session workflow.
func SessionWorkflowID(bookingID int64) string { return fmt.Sprintf("booking-%d", bookingID) }

// RefundWorkflowID is the business key of the refund of one card payment.
func RefundWorkflowID(paymentID string) string { return "refund-payment-" + paymentID }

// BookingRefundWorkflowID is the business key of a booking's Refund
// workflow: one refund per booking, decided there.
func BookingRefundWorkflowID(bookingID int64) string {
	return fmt.Sprintf("refund-booking-%d", bookingID)
}

// RefundPayoutWorkflowID is the business key of the workflow that pays an
// approved refund again after the admin asked to (a FAILED one).
func RefundPayoutWorkflowID(refundID int64) string { return fmt.Sprintf("refund-payout-%d", refundID) }

// MessageMailWorkflowID is the business key of the workflow that mails one
// party of a booking its new messages once the thread has been quiet.
func MessageMailWorkflowID(bookingID int64, recipient string) string {
	return fmt.Sprintf("booking-%d-messages-to-%s", bookingID, strings.ToLower(recipient))
}

// WatchersWorkflowID is the business key of the workflow that tells the
// consultees watching a consultant that they published availability.
func WatchersWorkflowID(consultantID int64) string {
	return fmt.Sprintf("consultant-%d-watchers", consultantID)
}
