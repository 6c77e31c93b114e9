package models_test

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"cerebro/models"
	"cerebro/models/checkout"
)

// reserveReq asks to hold the slots for a new invoice of the fixture's
// consultee, paid ONLINE within window.
func (f *fixture) reserveReq(t *testing.T, window time.Duration, slots ...models.Slot) models.ReserveRequest {
	id, _, err := checkout.New(f.store.DB).NextInvoiceIDFor(context.Background(), f.consultant.ID)
	require.NoError(t, err)
	r := models.ReserveRequest{InvoiceID: id, ConsulteeID: f.consultee.ID, ConsultantID: f.consultant.ID,
		Method: models.PayOnline, BookingDate: time.Now(), ReservedAt: time.Now().UTC(), PaymentWindow: window}
	for _, s := range slots {
		r.SlotIDs = append(r.SlotIDs, s.ID)
	}
	return r
}
