package api_test

import (
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"cerebro/models/refund"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/mailer"
	"cerebro/models"
)

// A refund the gateway refuses is FAILED with its reason, mailed to the
// admins once (by the reconciler), and the admin pays it again from the
// refunds tab: paid exactly once.
func TestFailedRefundIsMailedOnceAndPaidAgain(t *testing.T) {
	p := paidSession(t, tomorrow())
	simulator(t).DeclineRefundsOf(p.paymentID, 2)
	require.Equal(t, http.StatusOK, cancel(t, p, p.shopper.token).Status)
	require.Eventually(t, func() bool { return refundOfBooking(t, p.bookingID).Status == models.RefundFailed },
		20*time.Second, 100*time.Millisecond)
	r := refundOfBooking(t, p.bookingID)
	assert.Contains(t, r.FailureReason, "declined by the card issuer")
	assert.Empty(t, refundsOf(t, p.paymentID))

	admin := env.cfg.AdminEmail
	before := len(env.outbox.To(admin))
	reconcile(t)
	reconcile(t)
	mails := env.outbox.To(admin)[before:]
	failed := withSubject(mails, fmt.Sprintf("refund %d", r.ID))
	require.Len(t, failed, 1, "mailed once, however often the reconciler runs")
	assert.Contains(t, failed[0].Subject, "A refund failed")
	assert.Contains(t, failed[0].Body, "declined by the card issuer")

	admToken := adminToken(t)
	retry := path("/refunds/%d/retry", r.ID)
	assert.Equal(t, http.StatusForbidden, call(t, "PUT", retry, p.shopper.token, nil).Status)
	res := call(t, "PUT", retry, admToken, nil)
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	assert.Contains(t, res.message(), "refused the refund again")
	assert.Equal(t, models.RefundFailed, refundOfBooking(t, p.bookingID).Status)

	res = call(t, "PUT", retry, admToken, nil)
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	assert.Equal(t, "Refund paid.", res.message())
	assert.Equal(t, models.RefundPaid, refundOfBooking(t, p.bookingID).Status)
	require.Len(t, refundsOf(t, p.paymentID), 1, "paid once")
	assert.Equal(t, http.StatusConflict, call(t, "PUT", retry, admToken, nil).Status, "a paid refund is not paid again")
	assert.Equal(t, http.StatusConflict, call(t, "PUT", path("/refunds/%d/transfer", r.ID), admToken, nil).Status)
}

// A refund the gateway refuses can be settled by bank transfer instead: the
// consultee gives an account on the invoice, the admin sees the owed
// transfer with it and marks it transferred with the bank's reference; the
// consultee sees each step.
func TestFailedRefundSettledByBankTransfer(t *testing.T) {
	p, r := refusedRefund(t)
	admToken := adminToken(t)

	res := call(t, "PUT", path("/refunds/%d/transfer", r.ID), admToken, nil)
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	view := res.Body["refund"].(map[string]any)
	assert.Equal(t, string(models.RefundApproved), view["status"])
	assert.Equal(t, true, view["transferOwed"])
	assert.Contains(t, view["payoutNote"], "declined by the card issuer")
	assert.Nil(t, view["refundAccount"])
	assert.Equal(t, http.StatusConflict, call(t, "PUT", path("/refunds/%d/retry", r.ID), admToken, nil).Status)

	line := invoiceRefundLine(t, p)
	assert.Equal(t, true, line["transferOwed"])

	account := path("/invoice/%d/refund-account", p.invoiceID)
	good := map[string]any{"accountName": "Kamala Silva", "bank": "Commercial Bank", "branch": "Kandy", "accountNumber": "8001 2345-67"}
	assert.Equal(t, http.StatusForbidden, call(t, "PUT", account, newShopper(t).token, good).Status, "someone else's invoice")
	for _, bad := range []map[string]any{
		{"accountName": "K", "bank": "Commercial Bank", "branch": "Kandy", "accountNumber": "80012345"},
		{"accountName": "Kamala Silva", "bank": "Commercial Bank", "branch": "Kandy", "accountNumber": "12ab"},
		{"accountName": "Kamala Silva", "bank": "", "branch": "Kandy", "accountNumber": "80012345"},
	} {
		res := call(t, "PUT", account, p.shopper.token, bad)
		assert.Equal(t, http.StatusBadRequest, res.Status, "%v: %s", bad, res.Raw)
	}
	res = call(t, "PUT", account, p.shopper.token, good)
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)

	owed := call(t, "GET", path("/refunds?status=TRANSFER_OWED"), admToken, nil)
	require.Equal(t, http.StatusOK, owed.Status, "%s", owed.Raw)
	mine := findRefund(t, owed, r.ID)
	require.NotNil(t, mine, "the owed transfer is listed")
	got := mine["refundAccount"].(map[string]any)
	assert.Equal(t, []any{"Kamala Silva", "Commercial Bank", "Kandy", "8001234567"},
		[]any{got["accountName"], got["bank"], got["branch"], got["accountNumber"]}, "spaces and dashes taken out")

	done := path("/refunds/%d/transferred", r.ID)
	assert.Equal(t, http.StatusBadRequest, call(t, "PUT", done, admToken, map[string]any{"reference": "x"}).Status)
	assert.Equal(t, http.StatusForbidden, call(t, "PUT", done, p.shopper.token, map[string]any{"reference": "CMB-2026-0001"}).Status)
	verifyCardHolderAndWaitOutTheWindow(t, p, r.ID, admToken, good)
	res = call(t, "PUT", done, admToken, map[string]any{"reference": "CMB-2026-0001"})
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	assert.Equal(t, models.RefundPaid, refundOfBooking(t, p.bookingID).Status)
	assert.Equal(t, http.StatusConflict, call(t, "PUT", done, admToken, map[string]any{"reference": "CMB-2026-0002"}).Status, "once")
	assert.Empty(t, refundsOf(t, p.paymentID), "nothing through the gateway")

	line = invoiceRefundLine(t, p)
	assert.Equal(t, string(models.RefundPaid), line["status"])
	assert.Equal(t, "CMB-2026-0001", line["transferReference"])
	assert.NotEmpty(t, line["paidAt"])
	assert.Nil(t, findRefund(t, call(t, "GET", path("/refunds?status=TRANSFER_OWED"), admToken, nil), r.ID))
	assert.Equal(t, http.StatusConflict, call(t, "PUT", account, p.shopper.token, good).Status, "nothing owed any more")
}

// A slip nobody reviewed before the session gives a REQUESTED refund: no
// money is owed until the admin confirms the deposit reached the bank.
func TestUnreviewedSlipRefundWaitsForTheAdmin(t *testing.T) {
	shopper, seller := newShopper(t), newSeller(t)
	start := time.Now().UTC().Add(6 * time.Second).Truncate(time.Second)
	invoiceID := uploadedSlip(t, shopper, openSlots(t, seller.id, start, 1), seller.id)
	awaitInvoice(t, invoiceID, models.InvoiceFailed, 30*time.Second)
	var r refund.Refund
	require.NoError(t, env.store.DB.Where("invoice_id = ?", invoiceID).First(&r).Error)
	assert.Equal(t, models.RefundRequested, r.Status)
	assert.Nil(t, r.Amount)

	p := paid{shopper: shopper, invoiceID: invoiceID}
	res := call(t, "PUT", path("/invoice/%d/refund-account", invoiceID), shopper.token,
		map[string]any{"accountName": "Kamala Silva", "bank": "BOC", "branch": "Galle", "accountNumber": "0071234567"})
	require.Equal(t, http.StatusOK, res.Status, "the consultee may give the account while the admin decides: %s", res.Raw)

	res = call(t, "PUT", path("/refunds/%d", r.ID), adminToken(t), map[string]any{"amount": r.RequestedAmount,
		"adminRemark": "Deposit found on the statement"})
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	require.Eventually(t, func() bool { return invoiceRefundLine(t, p)["transferOwed"] == true }, 10*time.Second, 50*time.Millisecond)
}

// invoiceRefundLine is the first refund of the booking's invoice, as its consultee sees it.
func invoiceRefundLine(t *testing.T, p paid) map[string]any {
	t.Helper()
	res := call(t, "GET", path("/invoice/consultee/%d", p.shopper.id), p.shopper.token, nil)
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	for _, inv := range res.raw(t) {
		if int64(inv["id"].(float64)) == p.invoiceID {
			refunds := inv["refunds"].([]any)
			require.NotEmpty(t, refunds)
			return refunds[0].(map[string]any)
		}
	}
	t.Fatalf("invoice %d not listed", p.invoiceID)
	return nil
}

func findRefund(t *testing.T, res response, id int64) map[string]any {
	t.Helper()
	for _, r := range res.raw(t) {
		if int64(r["id"].(float64)) == id {
			return r
		}
	}
	return nil
}

// withSubject keeps the mails whose subject contains part.
func withSubject(mails []mailer.Message, part string) []mailer.Message {
	var out []mailer.Message
	for _, m := range mails {
		if strings.Contains(m.Subject, part) {
			out = append(out, m)
		}
	}
	return out
}
