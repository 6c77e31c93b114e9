package checkout

import (
	"context"

	"cerebro/models"
)

// PaymentCheck asks what the gateway's stored notification said about one
// payment message of an invoice.
type PaymentCheck struct {
	InvoiceID  int64
	PaymentID  string
	StatusCode int
}

// CheckPayment returns the stored, signature-verified notification behind a
// payment message, so the checkout accepts only what the gateway said: a
// message sent by hand (the Temporal UI or CLI) finds nothing.
func (a *Activities) CheckPayment(ctx context.Context, c PaymentCheck) (models.StoredPayment, error) {
	return a.Stores.Gateway.StoredNotification(ctx, c.InvoiceID, c.PaymentID, c.StatusCode)
}

// PaymentFlag is why a payment message was not accepted as payment.
type PaymentFlag struct {
	InvoiceID int64
	PaymentID string
	Flag      string
}

// FlagPayment puts a payment message the checkout refused in front of the
// admin; setting the same flag again changes nothing.
func (a *Activities) FlagPayment(ctx context.Context, f PaymentFlag) error {
	return a.Stores.Gateway.FlagPayment(ctx, f.InvoiceID, f.PaymentID, f.Flag)
}
