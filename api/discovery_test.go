package api_test

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.temporal.io/sdk/client"

	"cerebro/models"
	"cerebro/models/stores"
	"cerebro/rules"
	"cerebro/worker"
	discoverywf "cerebro/workflows/discovery"
)

// namedSellers are verified consultants whose first names share a part no
// other test uses, with the given slot rates (cents).
func namedSellers(t *testing.T, rates ...int64) (string, []party) {
	t.Helper()
	tag := fmt.Sprintf("qx%dq", time.Now().UnixNano()%1_000_000_000)
	out := make([]party, len(rates))
	for i, rate := range rates {
		out[i] = newSeller(t)
		require.NoError(t, env.store.DB.Exec(`UPDATE consultants SET first_name = ?, slot_rate = ? WHERE id = ?`,
			fmt.Sprintf("%s%c", tag, 'a'+i), rate, out[i].id).Error)
	}
	return tag, out
}

// rated has a consultee rate a completed session with the seller.
func rated(t *testing.T, seller party, stars int, comment string, at time.Time) {
	t.Helper()
	ctx := context.Background()
	b := storedBookingWith(t, newShopper(t), seller, at.Add(-time.Hour), models.BookingCompleted)
	r, err := stores.New(env.store.DB).Session.EnsureRate(ctx, b.bookingID, models.RaterConsultee)
	require.NoError(t, err)
	require.NoError(t, stores.New(env.store.DB).Session.SubmitRate(ctx, r.ID, stars, comment, at))
}

func searchIDs(t *testing.T, query string) ([]int64, []map[string]any) {
	t.Helper()
	res := call(t, "GET", "/api/v1/consultant?"+query, "", nil)
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	rows, _ := res.Body["pageData"].([]any)
	ids := make([]int64, len(rows))
	out := make([]map[string]any, len(rows))
	for i, r := range rows {
		out[i] = r.(map[string]any)
		ids[i] = int64(out[i]["id"].(float64))
	}
	return ids, out
}

// GET /consultant?sort= orders by rating, price or next open slot (name by
// default); each result carries its rating and its next open slot.
func TestTheSearchSortsAndShowsTheNextFreeSlot(t *testing.T) {
	tag, s := namedSellers(t, 300000, 100000, 200000)
	now := time.Now().UTC()
	rated(t, s[0], 4, "", now.Add(-2*time.Hour))
	rated(t, s[1], 5, "", now.Add(-3*time.Hour))
	soon := now.Add(26 * time.Hour).Truncate(time.Hour)
	openSlots(t, s[2].id, soon, 1)
	openSlots(t, s[0].id, soon.Add(24*time.Hour), 1)

	q := "consultantName=" + url.QueryEscape(tag)
	byName, _ := searchIDs(t, q)
	assert.Equal(t, []int64{s[0].id, s[1].id, s[2].id}, byName)
	byRating, rows := searchIDs(t, q+"&sort=rating")
	assert.Equal(t, []int64{s[1].id, s[0].id, s[2].id}, byRating)
	assert.EqualValues(t, 5, rows[0]["averageRating"])
	assert.EqualValues(t, 1, rows[0]["ratingCount"])
	byPrice, _ := searchIDs(t, q+"&sort=price")
	assert.Equal(t, []int64{s[1].id, s[2].id, s[0].id}, byPrice)
	byNext, rows := searchIDs(t, q+"&sort=next")
	assert.Equal(t, []int64{s[2].id, s[0].id, s[1].id}, byNext)
	assert.Equal(t, soon.Format(time.RFC3339), rows[0]["nextAvailable"])
	assert.Nil(t, rows[2]["nextAvailable"], "no open slot")

	body := call(t, "POST", "/api/v1/consultant/getPagedConsultantListPublic", "",
		map[string]any{"consultantName": tag, "sort": "price"})
	require.Equal(t, http.StatusOK, body.Status)
	assert.Contains(t, string(body.Raw), fmt.Sprintf(`"id":%d`, s[1].id))

	bad := call(t, "GET", "/api/v1/consultant?sort=cheapest", "", nil)
	assert.Equal(t, http.StatusBadRequest, bad.Status)
	assert.Contains(t, string(bad.Raw), "sort must be name, rating, price or next.")
}

// GET /consultant/:id/reviews pages a consultant's reviews, newest first;
// GET /consultant/:id/availableDays says which days have an open slot.
func TestReviewsAndAvailableDaysOfAConsultant(t *testing.T) {
	_, s := namedSellers(t, 250000)
	seller := s[0]
	now := time.Now().UTC().Truncate(time.Second)
	rated(t, seller, 5, "Clear and kind.", now.Add(-48*time.Hour))
	rated(t, seller, 3, "Started late.", now.Add(-24*time.Hour))

	res := call(t, "GET", fmt.Sprintf("/api/v1/consultant/%d/reviews?rows=1", seller.id), "", nil)
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	assert.EqualValues(t, 2, res.Body["totalNoOfPages"])
	first := res.Body["pageData"].([]any)[0].(map[string]any)
	assert.Equal(t, "Started late.", first["comment"])
	assert.EqualValues(t, 3, first["rate"])
	assert.Equal(t, "Kamala S.", first["reviewer"])
	assert.NotContains(t, string(res.Raw), "Silva", "a reviewer's last name stays private")

	day := rules.ColomboToday(time.Now()).AddDate(0, 0, 3)
	openSlots(t, seller.id, day.Add(10*time.Hour).UTC(), 2)
	days := call(t, "GET", fmt.Sprintf("/api/v1/consultant/%d/availableDays", seller.id), "", nil)
	require.Equal(t, http.StatusOK, days.Status, "%s", days.Raw)
	assert.Equal(t, []any{rules.ColomboDate(day)}, days.Body["availableDays"])
	assert.EqualValues(t, 42, days.Body["days"])
	later := call(t, "GET", fmt.Sprintf("/api/v1/consultant/%d/availableDays?from=%s&days=2", seller.id, rules.ColomboDate(day.AddDate(0, 0, 1))), "", nil)
	assert.Equal(t, []any{}, later.Body["availableDays"])

	for path, msg := range map[string]string{
		"availableDays?days=0":      "days must be a whole number from 1 to 92.",
		"availableDays?days=93":     "days must be a whole number from 1 to 92.",
		"availableDays?from=monday": "from must be a date (YYYY-MM-DD).",
		"reviews?page=x":            "page must be a whole number",
	} {
		r := call(t, "GET", fmt.Sprintf("/api/v1/consultant/%d/%s", seller.id, path), "", nil)
		assert.Equal(t, http.StatusBadRequest, r.Status, path)
		assert.Contains(t, string(r.Raw), msg, path)
	}
	assert.Equal(t, http.StatusNotFound, call(t, "GET", "/api/v1/consultant/987654321/reviews", "", nil).Status)
	require.NoError(t, env.stores.Profile.SetConsultantStatus(context.Background(), seller.id, models.ConsultantSuspended))
	assert.Equal(t, http.StatusNotFound, call(t, "GET", fmt.Sprintf("/api/v1/consultant/%d/availableDays", seller.id), "", nil).Status,
		"a suspended consultant's days are not public")
}

// The discovery-refresher schedule runs every five minutes and moves a
// recorded next open slot that has started on to the next one.
func TestTheDiscoveryRefresherMovesStartedSlotsOn(t *testing.T) {
	ctx := context.Background()
	tag, s := namedSellers(t, 250000)
	later := time.Now().UTC().Add(30 * time.Hour).Truncate(time.Hour)
	openSlots(t, s[0].id, later, 1)
	require.NoError(t, env.store.DB.Exec(`UPDATE consultant_search SET next_free_at = now() - interval '1 minute' WHERE id = ?`, s[0].id).Error)

	for range 2 {
		require.NoError(t, worker.EnsureDiscoveryRefresher(ctx, env.temporal, env.cfg.TaskQueue), "idempotent")
	}
	handle := env.temporal.ScheduleClient().GetHandle(ctx, discoverywf.DiscoveryRefresherScheduleID)
	desc, err := handle.Describe(ctx)
	require.NoError(t, err)
	require.Len(t, desc.Schedule.Spec.Intervals, 1)
	assert.Equal(t, 5*time.Minute, desc.Schedule.Spec.Intervals[0].Every)
	require.NoError(t, handle.Trigger(ctx, client.ScheduleTriggerOptions{}))
	require.Eventually(t, func() bool {
		var next time.Time
		env.store.DB.Raw(`SELECT next_free_at FROM consultant_search WHERE id = ?`, s[0].id).Scan(&next)
		return next.Equal(later)
	}, 20*time.Second, 100*time.Millisecond, "the refresher moved %s's next slot on", tag)
}
