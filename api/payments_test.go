package api_test

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/config"
	"cerebro/models"
	"cerebro/workflows"
	checkoutwf "cerebro/workflows/checkout"
)

// The whole ONLINE path, as a browser and PayHere would walk it: book, get
// the signed checkout form, post it to the (simulated) gateway, press Pay;
// the gateway notifies the API server to server, and the checkout confirms.
func TestOnlinePaymentThroughTheSimulator(t *testing.T) {
	shopper, seller := newShopper(t), newSeller(t)
	slots := openSlots(t, seller.id, tomorrow(), 2)
	invoiceID, bookings := mustBook(t, shopper, "ONLINE", seller.id, slots...)

	res := call(t, "POST", fmt.Sprintf("/api/v1/payments/initiate?invoiceId=%d", invoiceID), shopper.token, nil)
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	assert.Equal(t, "/payment-gate", res.Body["returnUrl"])
	action := res.Body["action"].(string)
	form := url.Values{}
	for k, v := range res.Body["fields"].(map[string]any) {
		form.Set(k, v.(string))
	}
	assert.Equal(t, "5000.00", form.Get("amount"))
	assert.Equal(t, "LKR", form.Get("currency"))
	assert.Equal(t, invoiceRow(t, invoiceID).Cref, form.Get("order_id"))
	assert.Equal(t, env.cfg.PublicBaseURL+"/api/v1/payments/notify", form.Get("notify_url"))
	assert.Equal(t, shopper.email, form.Get("email"))

	page := postForm(t, action, form)
	require.Equal(t, http.StatusOK, page.StatusCode)
	html, _ := io.ReadAll(page.Body)
	assert.Contains(t, string(html), "5000.00 LKR")

	form.Set("decision", "pay")
	done := postForm(t, strings.TrimSuffix(action, "checkout")+"complete", form)
	require.Equal(t, http.StatusSeeOther, done.StatusCode, "the simulator's notification was accepted")
	assert.Equal(t, fmt.Sprintf("%s/#/payment-gate/success?invoiceId=%d", env.cfg.PublicBaseURL, invoiceID), done.Header.Get("Location"),
		"the return names the invoice, which the result page asks about")

	inv := awaitInvoice(t, invoiceID, models.InvoicePaid, 10*time.Second)
	require.NotNil(t, inv.GatewayPaymentID)
	assert.NotNil(t, inv.PaidAt)
	view := call(t, "GET", path("/invoice/%d", invoiceID), shopper.token, nil)
	require.Equal(t, http.StatusOK, view.Status, "%s", view.Raw)
	assert.Equal(t, string(models.InvoicePaid), view.Body["status"])
	assert.Equal(t, *inv.GatewayPaymentID, view.Body["gatewayPaymentId"], "the receipt carries the gateway's payment id")
	assert.NotEmpty(t, view.Body["paidAt"])
	assert.Equal(t, repeat(string(models.BookingConfirmed), 2), bookingStatuses(t, invoiceID))
	assert.Equal(t, repeat(models.SlotBooked, 2), slotStatuses(t, slots))
	require.Eventually(t, func() bool {
		return len(env.outbox.To(shopper.email)) == 1 && len(env.outbox.To(seller.email)) == 1
	}, 10*time.Second, 50*time.Millisecond, "a confirmation mail to both parties")
	assert.Contains(t, env.outbox.To(shopper.email)[0].Subject, inv.Cref)
	var out checkoutwf.CheckoutStatus
	require.NoError(t, env.temporal.GetWorkflow(t.Context(), workflows.CheckoutWorkflowID(invoiceID), "").Get(t.Context(), &out))
	assert.Equal(t, models.InvoicePaid, out.Status)
	for _, b := range bookings {
		d, err := env.temporal.DescribeWorkflowExecution(t.Context(), workflows.SessionWorkflowID(b), "")
		require.NoError(t, err, "a session workflow per booking")
		assert.NotNil(t, d.WorkflowExecutionInfo)
	}

	mine := call(t, "GET", fmt.Sprintf("/api/v1/booking/consultee/%d", shopper.id), shopper.token, nil)
	require.Equal(t, http.StatusOK, mine.Status, "%s", mine.Raw)
	assert.Contains(t, string(mine.Raw), `"consultantFirstName":"Nimal"`)
	assert.Contains(t, string(mine.Raw), `"showButton":false`)
	theirs := call(t, "GET", fmt.Sprintf("/api/v1/booking/consultant?consultantId=%d", seller.id), seller.token, nil)
	require.Equal(t, http.StatusOK, theirs.Status, "%s", theirs.Raw)
	assert.Contains(t, string(theirs.Raw), `"consulteeFirstName":"Kamala"`)
	assert.Equal(t, http.StatusForbidden, call(t, "GET", fmt.Sprintf("/api/v1/booking/consultee/%d", shopper.id), newShopper(t).token, nil).Status)
	assert.Equal(t, http.StatusForbidden, call(t, "GET", fmt.Sprintf("/api/v1/booking/consultant?consultantId=%d", seller.id), newSeller(t).token, nil).Status)
}

// A notification that is forged or for no invoice is refused and changes
// nothing. One the gateway signed for a wrong amount or currency is kept,
// never taken as payment, and flagged to the admin.
func TestForgedNotificationsAreRefused(t *testing.T) {
	shopper, seller := newShopper(t), newSeller(t)
	slots := openSlots(t, seller.id, tomorrow(), 1)
	invoiceID, _ := mustBook(t, shopper, "ONLINE", seller.id, slots...)
	inv := invoiceRow(t, invoiceID)

	forged := notification(inv.Cref, inv.TotalAmount, "LKR", "pay-forged", 2)
	forged.Set("md5sig", strings.Repeat("A", 32))
	cheap := notification(inv.Cref, inv.TotalAmount-100, "LKR", "pay-cheap", 2) // signed, but not the invoice's amount
	dollars := notification(inv.Cref, inv.TotalAmount, "USD", "pay-usd", 2)
	nobody := notification("CRB-999999", inv.TotalAmount, "LKR", "pay-nobody", 2)
	for name, form := range map[string]url.Values{"bad md5sig": forged, "no invoice": nobody} {
		assert.Equal(t, http.StatusBadRequest, notify(t, form), name)
	}
	for name, form := range map[string]url.Values{"wrong amount": cheap, "wrong currency": dollars} {
		assert.Equal(t, http.StatusOK, notify(t, form), name)
	}

	require.Eventually(t, func() bool { return strings.Contains(invoiceRow(t, invoiceID).PaymentFlag, "does not match") },
		10*time.Second, 50*time.Millisecond, "the mismatched payments are flagged to the admin")
	after := invoiceRow(t, invoiceID)
	assert.Equal(t, models.InvoicePendingPayment, after.Status, "neither is taken as payment")
	assert.Nil(t, after.GatewayPaymentID)
	var stored []string
	require.NoError(t, env.store.DB.Model(&models.PaymentNotification{}).Where("invoice_id = ?", invoiceID).
		Order("payment_id").Pluck("payment_id", &stored).Error)
	assert.Equal(t, []string{"pay-cheap", "pay-usd"}, stored, "signed notifications are kept; forged ones are not")
	assert.Equal(t, []models.SlotStatus{models.SlotHeld}, slotStatuses(t, slots))
}

// A payment message the gateway never sent — an operator signalling the
// checkout from the Temporal UI or CLI — is not a payment.
func TestHandMadePaymentSignalDoesNotPay(t *testing.T) {
	shopper, seller := newShopper(t), newSeller(t)
	invoiceID, _ := mustBook(t, shopper, "ONLINE", seller.id, openSlots(t, seller.id, tomorrow(), 1)...)
	inv := invoiceRow(t, invoiceID)

	require.NoError(t, env.temporal.SignalWorkflow(context.Background(), workflows.CheckoutWorkflowID(invoiceID), "",
		checkoutwf.PaymentSignal, checkoutwf.Payment{PaymentID: "by-hand", StatusCode: 2, AmountCents: inv.TotalAmount, Currency: "LKR"}))

	require.Eventually(t, func() bool { return strings.Contains(invoiceRow(t, invoiceID).PaymentFlag, "no such notification") },
		10*time.Second, 50*time.Millisecond)
	assert.Equal(t, models.InvoicePendingPayment, invoiceRow(t, invoiceID).Status)
}

// The gateway may send a notification twice; the second changes nothing.
// A second, different payment of a paid invoice is refunded, once.
func TestReplayedNotificationAndDoublePayment(t *testing.T) {
	shopper, seller := newShopper(t), newSeller(t)
	slots := openSlots(t, seller.id, tomorrow(), 1)
	invoiceID, _ := mustBook(t, shopper, "ONLINE", seller.id, slots...)
	cref := invoiceRow(t, invoiceID).Cref

	paid := notification(cref, slotPrice, "LKR", "pay-first", 2)
	require.Equal(t, http.StatusOK, notify(t, paid))
	before := awaitInvoice(t, invoiceID, models.InvoicePaid, 10*time.Second)
	require.Equal(t, http.StatusOK, notify(t, paid), "a replay is answered 200")
	time.Sleep(300 * time.Millisecond)
	after := invoiceRow(t, invoiceID)
	assert.Equal(t, before.PaidAt, after.PaidAt)
	assert.Equal(t, before.UpdatedAt, after.UpdatedAt)
	assert.Equal(t, "pay-first", *after.GatewayPaymentID)
	assert.Empty(t, refundsOf(t, "pay-first"), "the payment that paid is never refunded")
	var stored int64
	require.NoError(t, env.store.DB.Model(&models.PaymentNotification{}).Where("invoice_id = ?", invoiceID).Count(&stored).Error)
	assert.Equal(t, int64(1), stored)

	second := notification(cref, slotPrice, "LKR", "pay-second", 2)
	require.Equal(t, http.StatusOK, notify(t, second))
	require.Equal(t, http.StatusOK, notify(t, second))
	awaitRefund(t, "pay-second", slotPrice)
}

// awaitRefund waits for a payment to be refunded in full, exactly once, and
// recorded as paid.
func awaitRefund(t *testing.T, paymentID string, amount int64) {
	t.Helper()
	require.Eventually(t, func() bool { return len(refundsOf(t, paymentID)) > 0 }, 15*time.Second, 50*time.Millisecond)
	time.Sleep(300 * time.Millisecond)
	got := refundsOf(t, paymentID)
	require.Len(t, got, 1)
	assert.Equal(t, amount, got[0].AmountCents)
	var rows []struct {
		Status models.RefundStatus
		Amount int64
	}
	require.Eventually(t, func() bool {
		rows = nil
		_ = env.store.DB.Raw("SELECT status, amount FROM refunds WHERE payment_id = ?", paymentID).Scan(&rows).Error
		return len(rows) == 1 && rows[0].Status == models.RefundPaid
	}, 5*time.Second, 50*time.Millisecond, "one refund record, PAID: %+v", rows)
	assert.Equal(t, amount, rows[0].Amount)
}

// With a short hold, an unpaid invoice fails and its slots are free again;
// a payment that arrives after that is refunded in full, once.
func TestHoldExpiryReleasesAndLatePaymentIsRefunded(t *testing.T) {
	short := serverWithConfig(t, func(cfg *config.Config) { cfg.PaymentHold = 2 * time.Second })
	shopper, seller := newShopper(t), newSeller(t)
	slots := openSlots(t, seller.id, tomorrow(), 2)
	res := callOn(t, short, "POST", "/api/v1/booking?paymentMethod=ONLINE", shopper.token, bookingBody(shopper, seller.id, slots))
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	invoiceID := int64(res.Body["invoiceId"].(float64))
	assert.Equal(t, repeat(models.SlotHeld, 2), slotStatuses(t, slots))

	inv := awaitInvoice(t, invoiceID, models.InvoiceFailed, 15*time.Second)
	assert.Equal(t, "HOLD_EXPIRED", inv.FailureReason)
	assert.Equal(t, repeat(models.SlotAvailable, 2), slotStatuses(t, slots))
	assert.Equal(t, repeat(string(models.BookingFailed), 2), bookingStatuses(t, invoiceID))
	run := env.temporal.GetWorkflow(t.Context(), workflows.CheckoutWorkflowID(invoiceID), "")
	var out checkoutwf.CheckoutStatus
	require.NoError(t, run.Get(t.Context(), &out))
	assert.Equal(t, models.InvoiceFailed, out.Status)
	res = call(t, "POST", fmt.Sprintf("/api/v1/payments/initiate?invoiceId=%d", invoiceID), shopper.token, nil)
	assert.Equal(t, http.StatusConflict, res.Status, "%s", res.Raw)

	late := notification(inv.Cref, inv.TotalAmount, "LKR", "pay-late", 2)
	require.Equal(t, http.StatusOK, notify(t, late))
	require.Equal(t, http.StatusOK, notify(t, late))
	awaitRefund(t, "pay-late", inv.TotalAmount)
	assert.Equal(t, models.InvoiceFailed, invoiceRow(t, invoiceID).Status)
}
