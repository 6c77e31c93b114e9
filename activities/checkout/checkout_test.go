package checkout_test

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.temporal.io/sdk/temporal"

	"cerebro/activities"
	"cerebro/activities/activitiestest"
	checkoutacts "cerebro/activities/checkout"
	"cerebro/models"
)

func TestReservingATakenSlotIsANonRetryableRefusal(t *testing.T) {
	w := activitiestest.NewWorld(t)
	_, err := w.Checkout.ReserveSlots(context.Background(), models.ReserveRequest{InvoiceID: w.Invoice.InvoiceID + 1000,
		ConsulteeID: 1, ConsultantID: 1, SlotIDs: []int64{w.SlotID}, Method: models.PayOnline, ReservedAt: time.Now(), PaymentWindow: time.Hour})
	var appErr *temporal.ApplicationError
	require.ErrorAs(t, err, &appErr)
	assert.Equal(t, checkoutacts.ErrTypeSlotUnavailable, appErr.Type())
	assert.True(t, appErr.NonRetryable())
	assert.Contains(t, appErr.Message(), "is no longer available")
}

func TestConfirmationMailGoesToEachPartyOnce(t *testing.T) {
	w := activitiestest.NewWorld(t)
	ctx := context.Background()
	_, err := w.Checkout.ConfirmPayment(ctx, models.Confirmation{InvoiceID: w.Invoice.InvoiceID, PaymentID: "p-1"})
	require.NoError(t, err)
	require.NoError(t, w.Checkout.SendBookingConfirmation(ctx, checkoutacts.BookingMail{InvoiceID: w.Invoice.InvoiceID, Party: activities.MailConsultee}))
	require.NoError(t, w.Checkout.SendBookingConfirmation(ctx, checkoutacts.BookingMail{InvoiceID: w.Invoice.InvoiceID, Party: activities.MailConsultant}))
	require.Len(t, w.Outbox.To("ce@x.lk"), 1)
	require.Len(t, w.Outbox.To("ct@x.lk"), 1)
	assert.Contains(t, w.Outbox.To("ce@x.lk")[0].Body, "2,500.00 LKR")
	assert.Contains(t, w.Outbox.To("ct@x.lk")[0].Body, "Kamala Silva")
}
