package api_test

import (
	"context"
	"fmt"
	"net/http"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/models"
	"cerebro/payments"
	"cerebro/rules"
	"cerebro/workflows"
)

// verifyCardHolderAndWaitOutTheWindow walks a card refund owed by transfer
// through the rule that guards card money: no transfer to a typed account
// alone (409), the card holder's name from the gateway shown to the admin,
// the admin's verification of the account as seen (a stale one 409), no
// transfer while the card's chargeback window is open (409, to the day),
// and another account given afterwards losing the verification.
func verifyCardHolderAndWaitOutTheWindow(t *testing.T, p paid, refundID int64, admToken string, account map[string]any) {
	t.Helper()
	done := path("/refunds/%d/transferred", refundID)
	ref := map[string]any{"reference": "CMB-EARLY-1"}
	res := call(t, "PUT", done, admToken, ref)
	require.Equal(t, http.StatusConflict, res.Status, "%s", res.Raw)
	assert.Contains(t, res.message(), "verified as the card holder's")

	holder := call(t, "GET", path("/refunds/%d/card-holder", refundID), admToken, nil)
	require.Equal(t, http.StatusOK, holder.Status, "%s", holder.Raw)
	assert.Equal(t, payments.SimulatorCardHolder, holder.Body["cardHolder"])
	assert.Equal(t, p.paymentID, holder.Body["paymentId"])
	assert.Equal(t, http.StatusForbidden, call(t, "GET", path("/refunds/%d/card-holder", refundID), p.shopper.token, nil).Status)

	verify := path("/refunds/%d/verify-account", refundID)
	seen := map[string]any{"accountName": account["accountName"], "accountNumber": "8001234567"}
	stale := map[string]any{"accountName": account["accountName"], "accountNumber": "9999999999"}
	assert.Equal(t, http.StatusConflict, call(t, "PUT", verify, admToken, stale).Status, "not the account shown")
	assert.Equal(t, http.StatusForbidden, call(t, "PUT", verify, p.shopper.token, seen).Status)
	res = call(t, "PUT", verify, admToken, seen)
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	view := res.Body["refund"].(map[string]any)
	assert.Equal(t, payments.SimulatorCardHolder, view["verifiedCardHolder"])
	require.NotNil(t, view["transferAllowedFrom"])

	res = call(t, "PUT", done, admToken, ref)
	require.Equal(t, http.StatusConflict, res.Status, "%s", res.Raw)
	assert.Contains(t, res.message(), "chargeback window is still open")

	// A second before the window ends: still refused; the account changed: unverified again.
	paidAt := time.Now().UTC().Add(-rules.CardChargebackWindow + time.Minute)
	require.NoError(t, env.store.DB.Exec(`UPDATE invoices SET paid_at = ? WHERE id = ?`, paidAt, p.invoiceID).Error)
	assert.Equal(t, http.StatusConflict, call(t, "PUT", done, admToken, ref).Status, "a minute before the window ends")
	other := map[string]any{"accountName": "Someone Else", "bank": "Commercial Bank", "branch": "Kandy", "accountNumber": "5550001111"}
	require.Equal(t, http.StatusOK, call(t, "PUT", path("/invoice/%d/refund-account", p.invoiceID), p.shopper.token, other).Status)
	require.NoError(t, env.store.DB.Exec(`UPDATE invoices SET paid_at = ? WHERE id = ?`,
		paidAt.Add(-2*time.Minute), p.invoiceID).Error)
	res = call(t, "PUT", done, admToken, ref)
	require.Equal(t, http.StatusConflict, res.Status, "another account typed in is not verified: %s", res.Raw)
	assert.Contains(t, res.message(), "verified as the card holder's")

	require.Equal(t, http.StatusOK, call(t, "PUT", path("/invoice/%d/refund-account", p.invoiceID), p.shopper.token, account).Status)
	require.Equal(t, http.StatusOK, call(t, "PUT", verify, admToken, seen).Status)
	assert.Equal(t, models.RefundApproved, refundOfBooking(t, p.bookingID).Status, "nothing paid by the refusals")
}

// The case the rule is for: one slot of a two-slot card invoice cancelled
// is part of the card payment, which PayHere cannot refund, so it is owed
// by bank transfer; an account the consultee typed in alone is not paid.
func TestPartOfACardPaymentIsNotPaidToATypedAccountAlone(t *testing.T) {
	shopper, seller := newShopper(t), newSeller(t)
	slots := openSlots(t, seller.id, tomorrow(), 2)
	invoiceID, bookings := mustBook(t, shopper, "ONLINE", seller.id, slots...)
	inv := invoiceRow(t, invoiceID)
	p := paid{shopper: shopper, seller: seller, start: tomorrow(), slotID: slots[0], invoiceID: invoiceID,
		bookingID: bookings[0], paymentID: fmt.Sprintf("44%010d", invoiceID)}
	require.Equal(t, http.StatusOK, notify(t, notification(inv.Cref, inv.TotalAmount, inv.Currency, p.paymentID, 2)))
	awaitInvoice(t, invoiceID, models.InvoicePaid, 10*time.Second)
	require.Eventually(t, func() bool {
		_, err := env.temporal.DescribeWorkflowExecution(context.Background(), workflows.SessionWorkflowID(p.bookingID), "")
		return err == nil
	}, 10*time.Second, 50*time.Millisecond)

	require.Equal(t, http.StatusOK, cancel(t, p, shopper.token).Status)
	require.Eventually(t, func() bool { return invoiceRefundLine(t, p)["transferOwed"] == true },
		20*time.Second, 100*time.Millisecond, "half the card payment is owed by transfer")
	assert.Empty(t, refundsOf(t, p.paymentID), "nothing refunded through the gateway")
	typed := map[string]any{"accountName": "Mule Account", "bank": "Commercial Bank", "branch": "Kandy", "accountNumber": "5550001111"}
	require.Equal(t, http.StatusOK, call(t, "PUT", path("/invoice/%d/refund-account", invoiceID), shopper.token, typed).Status)
	r := refundOfBooking(t, p.bookingID)

	res := call(t, "PUT", path("/refunds/%d/transferred", r.ID), adminToken(t), map[string]any{"reference": "CMB-2026-0100"})

	require.Equal(t, http.StatusConflict, res.Status, "%s", res.Raw)
	assert.Contains(t, res.message(), "verified as the card holder's")
	assert.Equal(t, models.RefundApproved, refundOfBooking(t, p.bookingID).Status, "nothing paid")
}
