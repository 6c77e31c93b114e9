package gateway

import (
	"context"
	"fmt"

	checkoutacts "cerebro/activities/checkout"
	"cerebro/models"
)

// RecheckGateway asks the gateway again about an invoice released unchecked
// and stores every payment it took and still holds as a notification; once
// asked, the invoice is no longer unchecked. It returns those payments, for
// the reconciler to settle at once (the invoice is over: they go back).
func (a *Activities) RecheckGateway(ctx context.Context, c checkoutacts.GatewayCheck) ([]models.UnsettledNotification, error) {
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
func (a *Activities) UncheckedInvoices(ctx context.Context, limit int) ([]checkoutacts.GatewayCheck, error) {
	invs, err := a.Stores.Gateway.GatewayUncheckedInvoices(ctx, limit)
	out := make([]checkoutacts.GatewayCheck, 0, len(invs))
	for _, inv := range invs {
		out = append(out, checkoutacts.GatewayCheck{InvoiceID: inv.ID, OrderID: inv.Cref})
	}
	return out, err
}
