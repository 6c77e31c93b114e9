package refund

import (
	"time"

	"cerebro/models"
)

// The refund's types as the areas around it carry them: the session's
// cancellation opens one (Cancellation.Refund), the session and refund
// workflows hold its state in their histories. Their fields and JSON names
// are those of the recorded histories: renaming one breaks their replay.

// Opening is a booking's refund to record. APPROVED is paid at once
// (Amount); REQUESTED waits for the admin, who may give 0..Requested, and
// Suggested is the policy's default if nobody decides.
type Opening struct {
	Cause     models.RefundCause
	Status    models.RefundStatus // models.RefundApproved or models.RefundRequested
	Requested int64               // what the consultee paid for the booking
	Amount    int64               // APPROVED: what goes back
	Suggested int64               // REQUESTED: the policy's default
	Note      string              // the consultee's reason or fault description
}

// State is a refund as the session workflow and the API see it.
// Amount is the decided amount (APPROVED, PAID), otherwise 0.
type State struct {
	ID        int64               `json:"id"`
	Cause     models.RefundCause  `json:"cause"`
	Status    models.RefundStatus `json:"status"`
	Method    string              `json:"method"`
	Requested int64               `json:"requestedAmount"`
	Suggested int64               `json:"suggestedAmount"`
	Amount    int64               `json:"amount"`
}

// Verdict is the decision on a REQUESTED refund: 0 rejects it.
type Verdict struct {
	RefundID    int64
	AmountCents int64
	AdminRemark string
	DecidedBy   int64 // the admin's user id; 0 when the default applied
}

// Refund is money going back to a consultee for one booking, at most once.
type Refund struct {
	ID                int64 `gorm:"primaryKey"`
	BookingID         *int64
	InvoiceID         int64
	Cause             models.RefundCause
	Status            models.RefundStatus
	Method            string
	PaymentID         *string // an unmatched card payment's refund (BookingID nil)
	RequestedAmount   int64
	SuggestedAmount   *int64 // the policy's default for a REQUESTED refund
	Amount            *int64
	AdminRemark       string
	DecidedBy         *int64 // the admin who decided the request
	Note              string // the consultee's reason or fault description
	GatewayRefundID   *string
	SubmittedAt       *time.Time // sent to the gateway (SUBMITTING)
	FailureReason     string     // why the gateway refused it (FAILED)
	FailureUncertain  bool       // FAILED, but the gateway may have refunded it (see SettleByTransfer)
	PayoutNote        string     // why a card refund is paid by bank transfer
	TransferReference string     // the bank's reference of a transfer refund, once made
	CreatedAt         time.Time
	DecidedAt         *time.Time
	PaidAt            *time.Time
}
