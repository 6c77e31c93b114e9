package faults_test

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/models"
	"cerebro/payments"
	"cerebro/testutil"
)

// The gateway replays its notification ten times, some at once, and sends
// "failed", "canceled" and "pending" for the same payment after "paid": the
// invoice is paid once, by that payment, and nothing about it changes after.
func TestNotificationsReplayedAndOutOfOrder(t *testing.T) {
	t.Parallel()
	app := inProcessApp(t)
	shopper, seller := newShopper(t, app.Store, app.Config.JWTSecret), newSeller(t, app.Store, app.Config.JWTSecret)
	slots := openSlots(t, app.Store, seller.id, future(), 2)
	invoiceID := mustBook(t, app.URL, shopper, seller.id, slots...)
	inv := invoiceRow(t, app.Store, invoiceID)
	paymentID := "pay-replayed-" + inv.Cref

	send := func(status, times int) {
		var wg sync.WaitGroup
		for i := 0; i < times; i++ {
			wg.Add(1)
			go func() {
				defer wg.Done()
				assert.Equal(t, http.StatusOK, notifyApp(t, app, inv, paymentID, status), "status %d", status)
			}()
		}
		wg.Wait()
	}
	send(payments.StatusPaid, 10) // ten at once, the first time it is ever sent
	paid := awaitInvoice(t, app.Store, invoiceID, models.InvoicePaid, 20*time.Second)
	for i := 0; i < 10; i++ {
		for _, status := range []int{payments.StatusPaid, payments.StatusFailed, payments.StatusCanceled, payments.StatusPending} {
			require.Equal(t, http.StatusOK, notifyApp(t, app, inv, paymentID, status))
		}
	}
	time.Sleep(500 * time.Millisecond) // anything wrongly acted on would show by now

	after := invoiceRow(t, app.Store, invoiceID)
	assert.Equal(t, models.InvoicePaid, after.Status)
	assert.Equal(t, paymentID, *after.GatewayPaymentID)
	assert.Equal(t, paid.PaidAt, after.PaidAt)
	assert.Equal(t, paid.UpdatedAt, after.UpdatedAt, "the replays changed nothing")
	var stored []struct {
		StatusCode int
		N          int
	}
	require.NoError(t, app.Store.DB.Raw(`SELECT status_code, count(*) AS n FROM payment_notifications
		WHERE payment_id = ? GROUP BY status_code ORDER BY status_code`, paymentID).Scan(&stored).Error)
	assert.Len(t, stored, 4, "each distinct notification stored once: %+v", stored)
	for _, s := range stored {
		assert.Equal(t, 1, s.N, "status %d stored once", s.StatusCode)
	}
	assert.Zero(t, count(t, app.Store, `SELECT count(*) FROM refunds WHERE invoice_id = ?`, invoiceID), "nothing refunded")
	assert.Empty(t, simulatedRefunds(t, app, paymentID), "the payment that paid is never refunded")
	out := checkoutResult(t, app.Temporal, invoiceID, 20*time.Second)
	assert.Equal(t, models.InvoicePaid, out.Status)
	assert.Equal(t, paymentID, out.PaymentID)
	assert.Equal(t, repeat(models.SlotBooked, 2), slotStatuses(t, app.Store, slots))
	checkInvariants(t, app.Store, false)
}

// "Paid" and "failed" for one payment race each other, ten of each, before
// the checkout has seen either. Whichever wins, the money is right: either
// the invoice is paid and nothing is refunded, or the invoice failed and the
// payment is refunded exactly once.
func TestPaidAndFailedNotificationsRace(t *testing.T) {
	t.Parallel()
	app := inProcessApp(t)
	seller := newSeller(t, app.Store, app.Config.JWTSecret)
	for round := 0; round < 3; round++ {
		shopper := newShopper(t, app.Store, app.Config.JWTSecret)
		slots := openSlots(t, app.Store, seller.id, future().Add(time.Duration(round)*24*time.Hour), 1)
		invoiceID := mustBook(t, app.URL, shopper, seller.id, slots...)
		inv := invoiceRow(t, app.Store, invoiceID)
		paymentID := fmt.Sprintf("pay-race-%s", inv.Cref)
		var wg sync.WaitGroup
		for i := 0; i < 20; i++ {
			status := payments.StatusPaid
			if i%2 == 1 {
				status = payments.StatusFailed
			}
			wg.Add(1)
			go func() {
				defer wg.Done()
				assert.Equal(t, http.StatusOK, notifyApp(t, app, inv, paymentID, status))
			}()
		}
		wg.Wait()
		out := checkoutResult(t, app.Temporal, invoiceID, 20*time.Second)
		switch out.Status {
		case models.InvoicePaid:
			assert.Equal(t, models.SlotBooked, slotStatuses(t, app.Store, slots)[0])
			time.Sleep(300 * time.Millisecond)
			assert.Empty(t, simulatedRefunds(t, app, paymentID))
		case models.InvoiceFailed:
			assert.Equal(t, models.SlotAvailable, slotStatuses(t, app.Store, slots)[0])
			require.Eventually(t, func() bool { return len(simulatedRefunds(t, app, paymentID)) == 1 }, 20*time.Second, 50*time.Millisecond,
				"a payment the failed invoice cannot take is refunded")
			time.Sleep(300 * time.Millisecond)
			assert.Len(t, simulatedRefunds(t, app, paymentID), 1, "refunded once")
		default:
			t.Fatalf("checkout ended %s", out.Status)
		}
		t.Logf("round %d: the checkout ended %s", round, out.Status)
	}
	checkInvariants(t, app.Store, false)
}

// notifyApp posts a notification for the invoice, signed with the app's
// merchant secret.
func notifyApp(t testing.TB, app *testutil.App, inv models.Invoice, paymentID string, status int) int {
	t.Helper()
	amount, code := payments.FormatAmount(inv.TotalAmount), strconv.Itoa(status)
	m := app.Config.PayHere
	form := url.Values{
		"merchant_id": {m.MerchantID}, "order_id": {inv.Cref}, "payment_id": {paymentID},
		"payhere_amount": {amount}, "payhere_currency": {inv.Currency}, "status_code": {code}, "method": {"VISA"},
		"md5sig": {payments.SignNotification(m.MerchantID, inv.Cref, amount, inv.Currency, code, m.MerchantSecret)},
	}
	if status == payments.StatusPaid { // the gateway took it before notifying
		require.NoError(t, app.Stores.Gateway.RecordSimulatedPayment(context.Background(), payments.SimulatedPayment{PaymentID: paymentID,
			OrderID: inv.Cref, AmountCents: inv.TotalAmount, Currency: inv.Currency, At: time.Now()}))
	}
	return notify(t, app.URL, form)
}

// simulatedRefunds lists what the in-process simulator refunded for one payment.
func simulatedRefunds(t testing.TB, app *testutil.App, paymentID string) []payments.SimulatedRefund {
	t.Helper()
	sim, ok := app.Gateway.(*payments.Simulator)
	require.True(t, ok, "the app runs the gateway simulator")
	var out []payments.SimulatedRefund
	for _, r := range sim.Refunds() {
		if r.PaymentID == paymentID {
			out = append(out, r)
		}
	}
	return out
}
