package e2e_test

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"cerebro/models"
	"cerebro/models/refund"
	"cerebro/payments"
	"cerebro/seed"
	"cerebro/testutil"
)

// cardMoneyInvoices sets up what card-money.journey.mjs shows the admin,
// between the demo consultee and the demo consultant, and returns the two
// invoices' references:
//   - transfer: a card payment (taken by the simulator, so PayHere's
//     Retrieval API names its card holder) of which 1,000.00 LKR is owed back
//     by bank transfer, to an account the consultee typed in;
//   - chargeback: a card payment the card holder's bank took back (the
//     stored -3 notification, recorded as the notify callback records it).
func cardMoneyInvoices(t *testing.T, app *testutil.App) (transfer, chargeback string) {
	t.Helper()
	ctx := context.Background()
	consultee := demoParty(t, app, seed.ConsulteeEmail, "consultees")
	consultant := demoParty(t, app, seed.ConsultantEmail, "consultants")
	start := time.Now().UTC().Add(-72 * time.Hour).Truncate(time.Minute)

	owed, err := testutil.StoreBooking(ctx, app.Store, consultee, consultant, start, 250000, models.BookingCompleted)
	require.NoError(t, err)
	inv := models.InvoiceCref(owed.InvoiceID)
	require.NoError(t, app.Stores.Gateway.RecordSimulatedPayment(ctx, payments.SimulatedPayment{PaymentID: owed.PaymentID, OrderID: inv,
		AmountCents: 250000, Currency: "LKR", At: start.Add(-time.Hour)}))
	require.NoError(t, app.Store.DB.Exec(`INSERT INTO refunds (booking_id, invoice_id, cause, status, method, requested_amount,
			amount, note, payout_note)
		VALUES (?, ?, ?, ?, ?, 100000, 100000, 'The second half was lost to a fault.',
			'PayHere refunds whole payments only: 1,000.00 LKR of the 2,500.00 LKR payment is paid back by bank transfer.')`,
		owed.BookingID, owed.InvoiceID, models.CauseTechnicalFault, models.RefundApproved, models.PayOnline).Error)
	require.NoError(t, app.Stores.Refund.SaveAccount(ctx, refund.Account{InvoiceID: owed.InvoiceID,
		AccountName: "K. Fernando", Bank: "Commercial Bank", Branch: "Kandy", AccountNumber: "8001234567"}))

	back, err := testutil.StoreBooking(ctx, app.Store, consultee, consultant, start.Add(time.Hour), 250000, models.BookingCompleted)
	require.NoError(t, err)
	require.NoError(t, app.Store.DB.Create(&models.PaymentNotification{InvoiceID: back.InvoiceID, PaymentID: back.PaymentID,
		StatusCode: payments.StatusChargedback, Amount: 250000, Currency: "LKR", Method: "VISA"}).Error)
	recorded, err := app.Stores.Gateway.RecordChargeback(ctx, back.InvoiceID)
	require.NoError(t, err)
	require.True(t, recorded)
	return inv, models.InvoiceCref(back.InvoiceID)
}
