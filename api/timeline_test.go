package api_test

import (
	"net/http"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/models"
)

// GET /invoice/{id}/timeline follows every cent of an invoice: a consultant
// who cancels costs a full refund to the consultee and the platform's share
// (the penalty) to the consultant; the accounts balance to that.
func TestInvoiceTimelineFollowsEveryCent(t *testing.T) {
	p := paidSession(t, tomorrow())
	require.Equal(t, http.StatusOK, cancel(t, p, p.seller.token).Status)
	require.Eventually(t, func() bool { return refundOfBooking(t, p.bookingID).Status == models.RefundPaid },
		20*time.Second, 100*time.Millisecond)
	timeline := path("/invoice/%d/timeline", p.invoiceID)

	assert.Equal(t, http.StatusForbidden, call(t, "GET", timeline, newShopper(t).token, nil).Status, "another consultee")
	assert.Equal(t, http.StatusForbidden, call(t, "GET", timeline, p.seller.token, nil).Status, "the consultant")
	assert.Equal(t, http.StatusNotFound, call(t, "GET", path("/invoice/%d/timeline", p.invoiceID+100000), adminToken(t), nil).Status)
	mine := call(t, "GET", timeline, p.shopper.token, nil)
	require.Equal(t, http.StatusOK, mine.Status, "%s", mine.Raw)
	assert.NotContains(t, string(mine.Raw), "PENALTY", "the consultee sees their money, not the consultant's penalty")
	assert.NotContains(t, string(mine.Raw), "platform_revenue")
	assert.Equal(t, map[string]any{"cash": 0.0}, mine.Body["balances"], "all of it came back")
	res := call(t, "GET", timeline, adminToken(t), nil)
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)

	var kinds []string
	moved := map[string]float64{}
	for _, e := range res.Body["events"].([]any) {
		e := e.(map[string]any)
		kinds = append(kinds, e["kind"].(string))
		moved[e["kind"].(string)] = e["amount"].(float64)
		var sum float64
		for _, l := range e["lines"].([]any) {
			sum += l.(map[string]any)["amount"].(float64)
		}
		assert.Zero(t, sum, "%s balances", e["kind"])
	}
	assert.Len(t, kinds, 4, "%v", kinds)
	assert.Equal(t, []string{"PAYMENT_CAPTURED", "REFUND_REQUESTED", "REFUND_PAID", "PENALTY"}, sortedByKnownOrder(kinds))
	assert.EqualValues(t, slotPrice, moved["PAYMENT_CAPTURED"])
	assert.EqualValues(t, -slotPrice, moved["REFUND_PAID"])
	assert.EqualValues(t, 75000, moved["PENALTY"], "the platform's 30 % of the booking")
	assert.Equal(t, map[string]any{"cash": 0.0, "platform_revenue": -75000.0, "consultant_payable": 75000.0}, res.Body["balances"],
		"the money went back; the platform kept its share; the consultant owes it")
}

// sortedByKnownOrder keeps the kinds that happened, in the business order
// (entries written in one second may tie on time).
func sortedByKnownOrder(kinds []string) []string {
	var out []string
	for _, k := range []string{"PAYMENT_CAPTURED", "REFUND_REQUESTED", "REFUND_PAID", "PENALTY"} {
		for _, got := range kinds {
			if got == k {
				out = append(out, k)
				break
			}
		}
	}
	return out
}
