package api_test

import (
	"fmt"
	"net/http"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/models"
	"cerebro/models/ledger"
)

// A card payment of two sessions is captured booking by booking, yet the
// timeline shows it as one event of the whole amount; the card holder's
// bank taking it back (PayHere status -3) is one CHARGEBACK event that
// leaves nothing held and nobody's share behind.
func TestInvoiceTimelineShowsAChargebackOfAPaymentCapturedPerBooking(t *testing.T) {
	shopper, seller := newShopper(t), newSeller(t)
	invoiceID, bookings := mustBook(t, shopper, "ONLINE", seller.id, openSlots(t, seller.id, tomorrow().Add(6*time.Hour), 2)...)
	require.Len(t, bookings, 2)
	inv := invoiceRow(t, invoiceID)
	paymentID := fmt.Sprintf("42%010d", invoiceID)
	require.Equal(t, http.StatusOK, notify(t, notification(inv.Cref, inv.TotalAmount, inv.Currency, paymentID, 2)))
	awaitInvoice(t, invoiceID, models.InvoicePaid, 10*time.Second)
	require.Equal(t, http.StatusOK, notify(t, notification(inv.Cref, inv.TotalAmount, inv.Currency, paymentID, -3)))
	require.Eventually(t, func() bool { return invoiceRow(t, invoiceID).Chargeback }, 10*time.Second, 50*time.Millisecond)

	res := call(t, "GET", path("/invoice/%d/timeline", invoiceID), adminToken(t), nil)
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	moved := map[string]float64{}
	for _, e := range res.Body["events"].([]any) {
		e := e.(map[string]any)
		_, seen := moved[e["kind"].(string)]
		assert.False(t, seen, "one %s event: %s", e["kind"], res.Raw)
		moved[e["kind"].(string)] = e["amount"].(float64)
	}
	assert.Equal(t, map[string]float64{string(ledger.PaymentCaptured): float64(2 * slotPrice), string(ledger.Chargeback): float64(-2 * slotPrice)},
		moved)
	assert.Equal(t, map[string]any{"cash": 0.0, "platform_revenue": 0.0, "consultant_payable": 0.0}, res.Body["balances"])
}
