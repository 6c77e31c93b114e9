package checkout

import (
	"context"
	"fmt"
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
