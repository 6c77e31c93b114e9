package activities

import (
	"context"
	"fmt"

	"cerebro/models"
)

// GatewayCheck asks the gateway whether an invoice's order was paid.
type GatewayCheck struct {
	InvoiceID int64
	OrderID   string // the invoice's cref, PayHere's order_id
}

// GatewayPayment is what the gateway said: the payment it took and still
// holds for the order, if any.
type GatewayPayment struct {
	Found       bool
	PaymentID   string
	AmountCents int64
	Currency    string
}

// FindGatewayPayment asks the gateway's Retrieval API whether the order was
// paid. A payment it took and still holds is stored as a notification, so
// the checkout takes it exactly as if the gateway had notified it. An error
// means the gateway could not be asked.
func (a *Activities) FindGatewayPayment(ctx context.Context, c GatewayCheck) (GatewayPayment, error) {
	found, err := a.Gateway.Retrieve(ctx, c.OrderID)
	if err != nil {
		return GatewayPayment{}, fmt.Errorf("ask the gateway about %s: %w", c.OrderID, err)
	}
	for _, p := range found {
		if !p.Received() {
			continue
		}
		if err := a.Stores.Gateway.StoreRetrievedPayment(ctx, c.InvoiceID, p.PaymentID, p.AmountCents, p.Currency, p.Method); err != nil {
			return GatewayPayment{}, err
		}
		return GatewayPayment{Found: true, PaymentID: p.PaymentID, AmountCents: p.AmountCents, Currency: p.Currency}, nil
	}
	return GatewayPayment{}, nil
}

// GatewayUnchecked records that an invoice was released without the gateway
// saying whether it was paid; the reconciler asks again.
func (a *Activities) GatewayUnchecked(ctx context.Context, invoiceID int64) error {
	return a.Stores.Gateway.MarkGatewayUnchecked(ctx, invoiceID, true)
}

// RecheckGateway asks the gateway again about an invoice released unchecked
// and stores every payment it took and still holds as a notification; once
// asked, the invoice is no longer unchecked. It returns those payments, for
// the reconciler to settle at once (the invoice is over: they go back).
func (a *Activities) RecheckGateway(ctx context.Context, c GatewayCheck) ([]models.UnsettledNotification, error) {
	found, err := a.Gateway.Retrieve(ctx, c.OrderID)
	if err != nil {
		return nil, fmt.Errorf("ask the gateway about %s: %w", c.OrderID, err)
	}
	inv, err := a.Stores.Checkout.InvoiceByID(ctx, c.InvoiceID)
	if err != nil {
		return nil, err
	}
	var out []models.UnsettledNotification
	for _, p := range found {
		if !p.Received() {
			continue
		}
		if err := a.Stores.Gateway.StoreRetrievedPayment(ctx, c.InvoiceID, p.PaymentID, p.AmountCents, p.Currency, p.Method); err != nil {
			return nil, err
		}
		out = append(out, models.UnsettledNotification{InvoiceID: inv.ID, PaymentID: p.PaymentID, StatusCode: 2,
			Amount: p.AmountCents, Currency: p.Currency, InvoiceStatus: inv.Status, InvoiceTotal: inv.TotalAmount,
			InvoiceCurrency: inv.Currency})
	}
	return out, a.Stores.Gateway.MarkGatewayUnchecked(ctx, c.InvoiceID, false)
}

// UncheckedInvoices lists the invoices the gateway still has to be asked about.
func (a *Activities) UncheckedInvoices(ctx context.Context, limit int) ([]GatewayCheck, error) {
	invs, err := a.Stores.Gateway.GatewayUncheckedInvoices(ctx, limit)
	out := make([]GatewayCheck, 0, len(invs))
	for _, inv := range invs {
		out = append(out, GatewayCheck{InvoiceID: inv.ID, OrderID: inv.Cref})
	}
	return out, err
}
