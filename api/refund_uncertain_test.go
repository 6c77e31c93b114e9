package api_test

import (
	"context"
	"net/http"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/models"
	"cerebro/models/refund"
	"cerebro/models/stores"
	"cerebro/payments"
)

// uncertainRefund cancels a paid session whose refund the gateway refuses,
// then leaves that refund as a refusal after an attempt that may have
// reached the gateway leaves it: FAILED, uncertain, last sent sentAgo ago.
// refundedAtGateway: the gateway did make the refund (its Retrieval API
// shows the payment REFUNDED).
func uncertainRefund(t *testing.T, sentAgo time.Duration, refundedAtGateway bool) (paid, refund.Refund) {
	t.Helper()
	p, r := refusedRefund(t)
	require.NoError(t, env.store.DB.Exec(`UPDATE refunds SET failure_uncertain = true, submitted_at = ? WHERE id = ?`,
		time.Now().Add(-sentAgo), r.ID).Error)
	if refundedAtGateway {
		_, _, err := stores.New(env.store.DB).Gateway.RecordSimulatedRefund(context.Background(), payments.SimulatedRefund{RefundID: "9" + p.paymentID,
			PaymentID: p.paymentID, AmountCents: slotPrice, IdempotencyKey: "lost-answer-" + p.paymentID, At: time.Now().Add(-sentAgo)})
		require.NoError(t, err)
	}
	return p, r
}

// An uncertain refund — the gateway may have made it — is not settled by
// bank transfer until the gateway's Retrieval API, asked a day after the
// refund was last sent, shows the payment not refunded: before that the
// admin gets a 409 saying when; a payment it shows refunded is marked paid
// instead (409, nothing owed); one it shows not refunded is owed by transfer.
func TestUncertainRefundIsSettledByTransferOnlyWhenTheGatewayShowsNoRefund(t *testing.T) {
	admToken := adminToken(t)
	transfer := func(r refund.Refund) response {
		return call(t, "PUT", path("/refunds/%d/transfer", r.ID), admToken, nil)
	}

	t.Run("sent within the day", func(t *testing.T) {
		p, r := uncertainRefund(t, time.Hour, false)
		assert.Equal(t, http.StatusForbidden, call(t, "PUT", path("/refunds/%d/transfer", r.ID), p.shopper.token, nil).Status)
		res := transfer(r)
		require.Equal(t, http.StatusConflict, res.Status, "%s", res.Raw)
		assert.Contains(t, res.message(), "The gateway may have made this refund and not show it yet")
		assert.Contains(t, res.message(), "can be settled by bank transfer from ")
		now := refundOfBooking(t, p.bookingID)
		assert.Equal(t, models.RefundFailed, now.Status, "nothing changed")
		assert.True(t, now.FailureUncertain)
	})
	t.Run("the gateway shows it refunded", func(t *testing.T) {
		p, r := uncertainRefund(t, refund.UncertainWait+time.Minute, true)
		res := transfer(r)
		require.Equal(t, http.StatusConflict, res.Status, "%s", res.Raw)
		assert.Contains(t, res.message(), "PayHere shows payment "+p.paymentID+" refunded")
		now := refundOfBooking(t, p.bookingID)
		assert.Equal(t, models.RefundPaid, now.Status, "marked paid: the consultee has the money back")
		assert.Empty(t, now.PayoutNote, "nothing owed by transfer")
		assert.Equal(t, http.StatusConflict, transfer(r).Status)
	})
	t.Run("the gateway shows it not refunded, a day later", func(t *testing.T) {
		p, r := uncertainRefund(t, refund.UncertainWait+time.Minute, false)
		res := transfer(r)
		require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
		now := refundOfBooking(t, p.bookingID)
		assert.Equal(t, models.RefundApproved, now.Status)
		assert.NotEmpty(t, now.PayoutNote, "owed by bank transfer")
		assert.Empty(t, refundsOf(t, p.paymentID), "the gateway refunded nothing")
	})
}
