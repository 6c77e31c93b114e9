package api_test

import (
	"net/http"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/models"
	"cerebro/payments"
	"cerebro/rules"
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
