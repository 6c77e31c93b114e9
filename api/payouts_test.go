package api_test

import (
	"context"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.temporal.io/sdk/client"

	"cerebro/models"
	"cerebro/models/payout"
	"cerebro/rules"
	"cerebro/worker"
	payoutwf "cerebro/workflows/payout"
)

// The consultant-payouts Schedule opens last period's payouts: the admin
// sees the batch, downloads it for the bank and marks the line paid; the
// consultant sees the payout and the balance still to come.
func TestPayoutScheduleOpensTheBatchTheAdminPays(t *testing.T) {
	ctx := context.Background()
	_, periodEnd, err := rules.PayoutPeriod(rules.PayoutMonthly, time.Now())
	require.NoError(t, err)
	p := storedBooking(t, periodEnd.Add(-rules.ClaimWindow-2*time.Hour), models.BookingCompleted)
	storedBookingWith(t, p.shopper, p.seller, time.Now().Add(-2*time.Hour), models.BookingCompleted) // its claim window is open

	for range 2 {
		require.NoError(t, worker.EnsurePayoutSchedule(ctx, env.temporal, env.cfg.TaskQueue, rules.PayoutMonthly), "idempotent")
	}
	handle := env.temporal.ScheduleClient().GetHandle(ctx, payoutwf.PayoutScheduleID)
	desc, err := handle.Describe(ctx)
	require.NoError(t, err)
	assert.Equal(t, "Asia/Colombo", desc.Schedule.Spec.TimeZoneName)
	require.NoError(t, handle.Trigger(ctx, client.ScheduleTriggerOptions{}))
	var mine []payout.ConsultantPayout
	require.Eventually(t, func() bool {
		mine, err = env.stores.Payout.OfConsultant(ctx, p.seller.id)
		return err == nil && len(mine) == 1
	}, 20*time.Second, 100*time.Millisecond, "the schedule opened the payout")
	assert.EqualValues(t, 175000, mine[0].Amount, "70 % of the session")

	admin := adminToken(t)
	assert.Equal(t, http.StatusForbidden, call(t, "GET", path("/payouts"), p.seller.token, nil).Status)
	batch := call(t, "GET", path("/payouts?periodStart=%s", rules.ColomboDate(mine[0].PeriodStart)), admin, nil)
	require.Equal(t, http.StatusOK, batch.Status, "%s", batch.Raw)
	assert.Contains(t, string(batch.Raw), `"consultantId":`+strconv.FormatInt(p.seller.id, 10))
	assert.Equal(t, http.StatusBadRequest, call(t, "GET", path("/payouts?periodStart=November"), admin, nil).Status)

	csvLine := "Nimal Perera,BOC,Colombo,123,1750.00,CEREBRO-PAYOUT-" + strconv.FormatInt(mine[0].ID, 10)
	export := string(call(t, "GET", path("/payouts/export?periodStart=%s", rules.ColomboDate(mine[0].PeriodStart)), admin, nil).Raw)
	assert.True(t, strings.HasPrefix(export, "name,bank,branch,account,amount,reference\n"), export)
	assert.Contains(t, export, csvLine)

	own := call(t, "GET", path("/consultant/payouts?consultantId=%d", p.seller.id), p.seller.token, nil)
	require.Equal(t, http.StatusOK, own.Status, "%s", own.Raw)
	assert.EqualValues(t, 175000, own.Body["inClaimWindow"], "the recent session waits for its claim window")
	require.Len(t, own.Body["payouts"], 1)
	assert.Equal(t, map[string]any{"sessions": 175000.0, "refunds": 0.0, "penalties": 0.0, "chargebacks": 0.0},
		own.Body["payouts"].([]any)[0].(map[string]any)["breakdown"])
	assert.Equal(t, http.StatusForbidden, call(t, "GET", path("/consultant/payouts?consultantId=%d", p.seller.id), newSeller(t).token, nil).Status)

	paid := path("/payouts/%d/paid", mine[0].ID)
	assert.Equal(t, http.StatusBadRequest, call(t, "PUT", paid, admin, map[string]any{"reference": "!"}).Status)
	res := call(t, "PUT", paid, admin, map[string]any{"reference": "BOC-778899"})
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	assert.Equal(t, http.StatusConflict, call(t, "PUT", paid, admin, map[string]any{"reference": "BOC-778899"}).Status, "once")
	assert.Equal(t, http.StatusNotFound, call(t, "PUT", path("/payouts/%d/paid", mine[0].ID+99999), admin, map[string]any{"reference": "BOC-1"}).Status)
	assert.NotContains(t, string(call(t, "GET", path("/payouts/export?periodStart=%s", rules.ColomboDate(mine[0].PeriodStart)), admin, nil).Raw), csvLine,
		"a paid line is not sent to the bank again")
	own = call(t, "GET", path("/consultant/payouts?consultantId=%d", p.seller.id), p.seller.token, nil)
	assert.Contains(t, string(own.Raw), `"reference":"BOC-778899"`)
}
