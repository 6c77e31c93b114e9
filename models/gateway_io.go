package models

// The gateway's activity outputs, and the payout item a chargeback takes
// back. They stay in models because workflows carry them in their
// histories; the queries that return them are models/gateway's.

// StoredPayment is what the gateway's verified notification said about one
// payment of an invoice, as stored by the API.
type StoredPayment struct {
	Found       bool
	AmountCents int64
	Currency    string
}

// UnsettledNotification is a stored gateway notification nothing has
// accounted for yet (see UnsettledNotifications).
type UnsettledNotification struct {
	ID              int64 // the stored notification's id
	InvoiceID       int64
	PaymentID       string
	StatusCode      int
	Amount          int64
	Currency        string
	InvoiceStatus   InvoiceStatus
	InvoiceTotal    int64
	InvoiceCurrency string
	// Delivered: it was handed to the invoice's running checkout once
	// already (MarkNotificationDelivered); the checkout answers for it.
	Delivered bool
}

// PayoutItemChargeback takes back a paid-out booking's share.
const PayoutItemChargeback = "CHARGEBACK"
