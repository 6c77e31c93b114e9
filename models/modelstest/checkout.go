package modelstest

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"cerebro/models"
	"cerebro/models/checkout"
)

// StatusOf is the slot's status as stored now.
func (f *Fixture) StatusOf(t *testing.T, slot models.Slot) models.SlotStatus {
	var s models.Slot
	require.NoError(t, f.Store.DB.Take(&s, slot.ID).Error)
	return s.Status
}

// ReserveReq asks to hold the slots for a new invoice of the consultee,
// paid ONLINE within window.
func (f *Fixture) ReserveReq(t *testing.T, window time.Duration, slots ...models.Slot) models.ReserveRequest {
	id, _, err := checkout.New(f.Store.DB).NextInvoiceIDFor(context.Background(), f.Consultant.ID)
	require.NoError(t, err)
	r := models.ReserveRequest{InvoiceID: id, ConsulteeID: f.Consultee.ID, ConsultantID: f.Consultant.ID,
		Method: models.PayOnline, BookingDate: time.Now(), ReservedAt: time.Now().UTC(), PaymentWindow: window}
	for _, s := range slots {
		r.SlotIDs = append(r.SlotIDs, s.ID)
	}
	return r
}
