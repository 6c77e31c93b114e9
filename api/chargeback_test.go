package api_test

import (
	"context"
	"net/http"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/models"
	"cerebro/models/ledger"
	"cerebro/rules"
)

// chargeback posts PayHere's signed chargeback notification (status -3)
// for the payment of p.
func chargeback(t *testing.T, p paid) {
	t.Helper()
	inv := invoiceRow(t, p.invoiceID)
	require.Equal(t, http.StatusOK, notify(t, notification(inv.Cref, inv.TotalAmount, inv.Currency, p.paymentID, -3)))
}

// ledgerKind sums an invoice's ledger lines of one kind and account.
func ledgerKind(t *testing.T, invoiceID int64, kind ledger.Kind, account string) int64 {
	t.Helper()
	var sum int64
	require.NoError(t, env.store.DB.Raw(`SELECT COALESCE(sum(amount), 0) FROM ledger_entries WHERE invoice_id = ?
		AND kind = ? AND account = ?`, invoiceID, kind, account).Scan(&sum).Error)
	return sum
}

// A chargeback (PayHere status -3 on the notify callback) is a ledger
// entry, cancels the transfer still owed of that payment, shows on the
// admin's invoice, and is mailed to the admins once however often PayHere
// sends it.
func TestAChargebackCancelsOwedTransfersAndIsMailedOnce(t *testing.T) {
	p, r := refusedRefund(t)
	admToken := adminToken(t)
	require.Equal(t, http.StatusOK, call(t, "PUT", path("/refunds/%d/transfer", r.ID), admToken, nil).Status)
	admin := env.cfg.AdminEmail
	before := len(env.outbox.To(admin))

	chargeback(t, p)
	chargeback(t, p) // PayHere sends it again

	assert.Equal(t, models.RefundCancelled, refundOfBooking(t, p.bookingID).Status, "no transfer of money the bank gave back")
	cancelled := call(t, "GET", path("/refunds?status=CANCELLED"), admToken, nil)
	require.Equal(t, http.StatusOK, cancelled.Status, "%s", cancelled.Raw)
	assert.NotNil(t, findRefund(t, cancelled, r.ID), "listed as CANCELLED")
	assert.Nil(t, findRefund(t, call(t, "GET", path("/refunds?status=TRANSFER_OWED"), admToken, nil), r.ID), "no longer owed")
	res := call(t, "PUT", path("/refunds/%d/transferred", r.ID), admToken, map[string]any{"reference": "CMB-2026-0009"})
	assert.Equal(t, http.StatusConflict, res.Status, "%s", res.Raw)
	assert.Equal(t, -slotPrice, ledgerKind(t, p.invoiceID, ledger.Chargeback, ledger.AccountCash), "the cash went back once")
	_, share := rules.SplitCommission(slotPrice)
	assert.Equal(t, share, ledgerKind(t, p.invoiceID, ledger.Chargeback, ledger.AccountConsultant))
	problems, err := env.stores.Ledger.Problems(context.Background())
	require.NoError(t, err)
	assert.Empty(t, problems)

	mails := withSubject(env.outbox.To(admin)[before:], "charged back")
	require.Len(t, mails, 1, "mailed once")
	assert.Contains(t, mails[0].Body, p.paymentID)
	assert.Contains(t, mails[0].Body, "cancelled 1 refund")

	list := call(t, "GET", "/api/v1/invoice/invoiceList?status=ALL&rows=100", admToken, nil)
	require.Equal(t, http.StatusOK, list.Status, "%s", list.Raw)
	var mine map[string]any
	for _, v := range list.Body["pageData"].([]any) {
		if row := v.(map[string]any); int64(row["invoiceId"].(float64)) == p.invoiceID {
			mine = row
		}
	}
	require.NotNil(t, mine, "the invoice is listed: %s", list.Raw)
	assert.Equal(t, true, mine["chargeback"])
	detail := mine["chargebackDetail"].(map[string]any)
	assert.Equal(t, p.paymentID, detail["paymentId"])
	assert.EqualValues(t, slotPrice, detail["amount"])
}

// The consultant's share of a charged-back booking is held from payouts;
// one already paid out is taken back: a negative balance carried forward.
func TestAChargebackHoldsTheConsultantsShare(t *testing.T) {
	ctx := context.Background()
	start, end, err := rules.PayoutPeriod(rules.PayoutMonthly, time.Now())
	require.NoError(t, err)
	held := storedBooking(t, end.Add(-rules.ClaimWindow-2*time.Hour), models.BookingCompleted)
	chargeback(t, held)
	_, err = env.stores.Payout.Open(ctx, start, end)
	require.NoError(t, err)
	mine, err := env.stores.Payout.OfConsultant(ctx, held.seller.id)
	require.NoError(t, err)
	assert.Empty(t, mine, "nothing paid for a charged-back booking")

	paidOut := storedBooking(t, end.Add(-rules.ClaimWindow-3*time.Hour), models.BookingCompleted)
	_, err = env.stores.Payout.Open(ctx, start, end)
	require.NoError(t, err)
	mine, err = env.stores.Payout.OfConsultant(ctx, paidOut.seller.id)
	require.NoError(t, err)
	require.Len(t, mine, 1)
	_, share := rules.SplitCommission(slotPrice)
	assert.Equal(t, share, mine[0].Amount)

	chargeback(t, paidOut)
	pending, _, err := env.stores.Payout.PendingBalance(ctx, paidOut.seller.id, end.Add(time.Hour))
	require.NoError(t, err)
	assert.Equal(t, -share, pending.Chargebacks, "taken back")
	assert.Equal(t, -share, pending.Total(), "a negative balance carried into the next payouts")
}

// A chargeback whose notification never came is found by the Retrieval API
// when the admin checks the card holder: recorded as the callback would
// (the owed transfer cancelled, the admins mailed), and the check refused.
func TestAChargebackFoundByTheRetrievalAPIIsRecorded(t *testing.T) {
	p, r := refusedRefund(t)
	admToken := adminToken(t)
	require.Equal(t, http.StatusOK, call(t, "PUT", path("/refunds/%d/transfer", r.ID), admToken, nil).Status)
	simulator(t).ChargeBack(p.paymentID)
	before := len(env.outbox.To(env.cfg.AdminEmail))

	res := call(t, "GET", path("/refunds/%d/card-holder", r.ID), admToken, nil)

	require.Equal(t, http.StatusConflict, res.Status, "%s", res.Raw)
	assert.Contains(t, res.message(), "charged back")
	assert.Equal(t, models.RefundCancelled, refundOfBooking(t, p.bookingID).Status)
	assert.Equal(t, -slotPrice, ledgerKind(t, p.invoiceID, ledger.Chargeback, ledger.AccountCash))
	assert.Len(t, withSubject(env.outbox.To(env.cfg.AdminEmail)[before:], "charged back"), 1)
}
