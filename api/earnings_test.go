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
	"cerebro/rules"
)

func TestEarningsAreTheConsultantsAndTheAdmins(t *testing.T) {
	p := heldSession(t, 2*time.Hour)
	date := rules.ColomboDate(p.start)
	query := path("/consultant/earnings?consultantId=%d&startDate=%s&endDate=%s", p.seller.id, date, date)

	res := call(t, "GET", query, p.seller.token, nil)

	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	assert.EqualValues(t, 1, res.Body["bookings"])
	assert.EqualValues(t, slotPrice, res.Body["earned"])
	assert.EqualValues(t, 175000, res.Body["consultantShare"])
	assert.EqualValues(t, 75000, res.Body["cerebroShare"])
	assert.Equal(t, []any{map[string]any{"bookingIds": []any{float64(p.bookingID)}, "consulteeName": "Kamala Silva",
		"date": date, "earnedAmount": 250000.0, "consultantAmount": 175000.0, "cerebroAmount": 75000.0}}, res.Body["earnings"])
	assert.Equal(t, http.StatusOK, call(t, "GET", query, adminToken(t), nil).Status)
	assert.Equal(t, http.StatusForbidden, call(t, "GET", query, newSeller(t).token, nil).Status)
	assert.Equal(t, http.StatusForbidden, call(t, "GET", query, p.shopper.token, nil).Status)
	assert.Equal(t, http.StatusBadRequest, call(t, "GET", path("/consultant/earnings?consultantId=%d&startDate=2030-02-30", p.seller.id), p.seller.token, nil).Status)

	price := int64(slotPrice)
	refund := refund.Refund{BookingID: &p.bookingID, InvoiceID: p.invoiceID, Cause: models.CauseTechnicalFault,
		Status: models.RefundApproved, Method: string(models.PayOnline), RequestedAmount: slotPrice, Amount: &price}
	require.NoError(t, env.store.DB.Create(&refund).Error)
	require.NoError(t, stores.New(env.store.DB).Gateway.MarkRefundPaid(context.Background(), refund.ID, "rf-1", time.Now()))
	refunded := call(t, "GET", query, p.seller.token, nil)
	assert.EqualValues(t, 0, refunded.Body["bookings"], "a refunded session earns nothing")
	assert.Equal(t, []any{}, refunded.Body["earnings"])

	totals := call(t, "GET", path("/earnings?startDate=%s&endDate=%s", date, date), adminToken(t), nil)
	require.Equal(t, http.StatusOK, totals.Status, "%s", totals.Raw)
	for _, k := range []string{"bookings", "earned", "consultantShare", "cerebroShare"} {
		assert.Contains(t, totals.Body, k)
	}
	assert.Equal(t, http.StatusForbidden, call(t, "GET", path("/earnings"), p.seller.token, nil).Status)
}
