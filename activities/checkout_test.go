package activities_test

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.temporal.io/sdk/temporal"

	"cerebro/activities"
	"cerebro/mailer"
	"cerebro/models"
	"cerebro/models/stores"
	"cerebro/payments"
	"cerebro/testutil"
)

// world is a database with one held ONLINE invoice and a simulated gateway.
type world struct {
	acts    *activities.Activities
	sim     *payments.Simulator
	outbox  *mailer.Outbox
	invoice models.Reservation
	slotID  int64
}

func newWorld(t *testing.T) *world {
	store := testutil.Store(t)
	ctx := context.Background()
	user := func(email string, role models.Role) int64 {
		u := &models.User{UserName: email, Email: email, PasswordHash: "x", Role: role}
		require.NoError(t, store.CreateUser(ctx, u))
		return u.ID
	}
	ct := models.Consultant{UserID: user("ct@x.lk", models.RoleConsultant), FirstName: "Nimal", LastName: "Perera", DisplayName: "N",
		Birthday: time.Date(1980, 1, 1, 0, 0, 0, 0, time.UTC), Gender: "MALE", CategoryID: 1, About: "x", Phone: "7",
		Bank: "b", BankBranch: "b", AccNumber: "1", SlotSize: 30, SlotRate: 250000, Status: models.ConsultantVerified, Currency: "LKR"}
	require.NoError(t, store.DB.Omit("User", "Category").Create(&ct).Error)
	ce := models.Consultee{UserID: user("ce@x.lk", models.RoleConsultee), FirstName: "Kamala", LastName: "Silva", DisplayName: "K",
		Birthday: time.Date(1990, 1, 1, 0, 0, 0, 0, time.UTC), Gender: "FEMALE", Phone: "7", Currency: "LKR"}
	require.NoError(t, store.DB.Omit("User").Create(&ce).Error)
	start := time.Now().Add(48 * time.Hour).Truncate(time.Hour).UTC()
	slot := models.Slot{ConsultantID: ct.ID, StartsAt: start, EndsAt: start.Add(30 * time.Minute), SlotSize: 30, Price: 250000, Status: models.SlotAvailable}
	require.NoError(t, store.DB.Omit("Consultant").Create(&slot).Error)
	sim, err := payments.NewSimulator(payments.Config{PublicBaseURL: "http://127.0.0.1:1"})
	require.NoError(t, err)
	w := &world{sim: sim, outbox: mailer.NewOutbox(), slotID: slot.ID}
	w.acts = &activities.Activities{Store: store, Stores: stores.New(store.DB), Gateway: sim, Mailer: w.outbox, PublicBaseURL: "http://cerebro.test"}
	id, _, err := store.NextInvoiceIDFor(ctx, ct.ID)
	require.NoError(t, err)
	w.invoice, err = w.acts.ReserveSlots(ctx, models.ReserveRequest{InvoiceID: id, ConsulteeID: ce.ID, ConsultantID: ct.ID,
		SlotIDs: []int64{slot.ID}, Method: models.PayOnline, BookingDate: time.Now(), ReservedAt: time.Now(), PaymentWindow: time.Hour})
	require.NoError(t, err)
	return w
}

func TestReservingATakenSlotIsANonRetryableRefusal(t *testing.T) {
	w := newWorld(t)
	_, err := w.acts.ReserveSlots(context.Background(), models.ReserveRequest{InvoiceID: w.invoice.InvoiceID + 1000,
		ConsulteeID: 1, ConsultantID: 1, SlotIDs: []int64{w.slotID}, Method: models.PayOnline, ReservedAt: time.Now(), PaymentWindow: time.Hour})
	var appErr *temporal.ApplicationError
	require.ErrorAs(t, err, &appErr)
	assert.Equal(t, activities.ErrTypeSlotUnavailable, appErr.Type())
	assert.True(t, appErr.NonRetryable())
	assert.Contains(t, appErr.Message(), "is no longer available")
}

// Running the refund again (a retry, a second asker) never pays twice.
func TestRefundPaymentRefundsOnce(t *testing.T) {
	w := newWorld(t)
	in := activities.PaymentRefund{InvoiceID: w.invoice.InvoiceID, PaymentID: "320027150501", AmountCents: 250000, Reason: "late"}
	w.took(t, in.PaymentID, in.AmountCents)
	first, err := w.acts.RefundPayment(context.Background(), in)
	require.NoError(t, err)
	second, err := w.acts.RefundPayment(context.Background(), in)
	require.NoError(t, err)
	assert.Equal(t, first, second)
	require.Len(t, w.sim.Refunds(), 1)
	assert.Equal(t, int64(250000), w.sim.Refunds()[0].AmountCents)
}

// A signed notification proves the gateway sent it, not that the payment
// belongs to the order: a payment the gateway does not list for the order is
// flagged to the admin and nothing is refunded; one it lists for another
// order neither.
func TestRefundPaymentRefundsOnlyWhatTheGatewayConfirms(t *testing.T) {
	w := newWorld(t)
	ctx := context.Background()
	require.NoError(t, w.sim.TakePayment(ctx, payments.SimulatedPayment{PaymentID: "elsewhere-1",
		OrderID: models.InvoiceCref(w.invoice.InvoiceID + 999), AmountCents: 250000, Currency: "LKR", At: time.Now()}))
	for _, id := range []string{"unknown-1", "elsewhere-1"} {
		ref, err := w.acts.RefundPayment(ctx, activities.PaymentRefund{InvoiceID: w.invoice.InvoiceID, PaymentID: id,
			AmountCents: 250000, Reason: "second payment"})
		require.NoError(t, err)
		assert.Empty(t, ref, "nothing refunded for %s", id)
		inv, err := w.acts.Store.InvoiceByID(ctx, w.invoice.InvoiceID)
		require.NoError(t, err)
		assert.Contains(t, inv.PaymentFlag, id+" was not confirmed by the gateway")
	}
	assert.Empty(t, w.sim.Refunds())
	var rows int64
	require.NoError(t, w.acts.Store.DB.Table("refunds").Where("invoice_id = ?", w.invoice.InvoiceID).Count(&rows).Error)
	assert.Zero(t, rows, "no refund recorded")

	w.sim.FailRetrieval(true)
	_, err := w.acts.RefundPayment(ctx, activities.PaymentRefund{InvoiceID: w.invoice.InvoiceID, PaymentID: "unknown-2",
		AmountCents: 250000, Reason: "second payment"})
	require.ErrorContains(t, err, "confirm payment unknown-2", "a gateway that cannot be asked is asked again, never skipped")
}

// took records a payment the simulated gateway took for the world's invoice.
func (w *world) took(t *testing.T, paymentID string, amount int64) {
	t.Helper()
	require.NoError(t, w.sim.TakePayment(context.Background(), payments.SimulatedPayment{PaymentID: paymentID,
		OrderID: models.InvoiceCref(w.invoice.InvoiceID), AmountCents: amount, Currency: "LKR", At: time.Now()}))
}

func TestConfirmationMailGoesToEachPartyOnce(t *testing.T) {
	w := newWorld(t)
	ctx := context.Background()
	_, err := w.acts.ConfirmPayment(ctx, models.Confirmation{InvoiceID: w.invoice.InvoiceID, PaymentID: "p-1"})
	require.NoError(t, err)
	require.NoError(t, w.acts.SendBookingConfirmation(ctx, activities.BookingMail{InvoiceID: w.invoice.InvoiceID, Party: activities.MailConsultee}))
	require.NoError(t, w.acts.SendBookingConfirmation(ctx, activities.BookingMail{InvoiceID: w.invoice.InvoiceID, Party: activities.MailConsultant}))
	require.Len(t, w.outbox.To("ce@x.lk"), 1)
	require.Len(t, w.outbox.To("ct@x.lk"), 1)
	assert.Contains(t, w.outbox.To("ce@x.lk")[0].Body, "2,500.00 LKR")
	assert.Contains(t, w.outbox.To("ct@x.lk")[0].Body, "Kamala Silva")
}
