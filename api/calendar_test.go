package api_test

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	ics "github.com/arran4/golang-ical"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/models"
	"cerebro/testutil"
)

var _ = addAccess(map[string]string{
	"GET /api/v1/me/calendar":         signedIn,
	"POST /api/v1/me/calendar/rotate": signedIn,
	"GET /api/v1/calendar/:file":      public, // the address is the secret
})

// feedPath is the feed address of the caller, as a path on the test server.
func feedPath(t *testing.T, token string) string {
	t.Helper()
	res := call(t, "GET", "/api/v1/me/calendar", token, nil)
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	url, _ := res.Body["url"].(string)
	_, p, ok := strings.Cut(url, env.cfg.PublicBaseURL)
	require.True(t, ok, "the address is on the public site: %s", url)
	require.True(t, strings.HasPrefix(p, "/api/v1/calendar/") && strings.HasSuffix(p, ".ics"), p)
	return p
}

// feedEvents fetches a feed without signing in and returns its events by
// UID.
func feedEvents(t *testing.T, path string) map[string]*ics.VEvent {
	t.Helper()
	res := call(t, "GET", path, "", nil)
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	assert.Equal(t, "text/calendar; charset=utf-8", res.Header.Get("Content-Type"))
	cal, err := ics.ParseCalendar(strings.NewReader(string(res.Raw)))
	require.NoError(t, err)
	out := map[string]*ics.VEvent{}
	for _, e := range cal.Events() {
		out[e.Id()] = e
	}
	return out
}

func prop(e *ics.VEvent, p ics.ComponentProperty) string {
	if v := e.GetProperty(p); v != nil {
		return v.Value
	}
	return ""
}

// A person's feed lists their paid sessions, as consultee or consultant,
// with the invites' UIDs and sequences, times in Sri Lanka's zone; a
// cancelled one says so; a session of last month stays, older ones and
// bookings never paid are not there, nor anyone else's.
func TestACalendarFeedListsThePersonsPaidSessions(t *testing.T) {
	ctx := context.Background()
	shopper, seller, other := newShopper(t), newSeller(t), newShopper(t)
	at := func(d time.Duration) time.Time { return time.Now().UTC().Add(d).Truncate(time.Minute) }
	store := func(who party, start time.Time, status models.BookingStatus) int64 {
		b, err := testutil.StoreBooking(ctx, env.store, who.id, seller.id, start, slotPrice, status)
		require.NoError(t, err)
		return b.BookingID
	}
	ahead := store(shopper, at(72*time.Hour), models.BookingConfirmed)
	cancelled := store(shopper, at(96*time.Hour), models.BookingCancelled)
	lastWeek := store(shopper, at(-7*24*time.Hour), models.BookingCompleted)
	longAgo := store(shopper, at(-40*24*time.Hour), models.BookingCompleted)
	othersSession := store(other, at(120*time.Hour), models.BookingConfirmed)
	unpaid, _ := mustBook(t, shopper, "ONLINE", seller.id, openSlots(t, seller.id, tomorrow(), 1)[0])

	events := feedEvents(t, feedPath(t, shopper.token))
	uid := func(id int64) string { return fmt.Sprintf("booking-%d@cerebro.lk", id) }
	require.Contains(t, events, uid(ahead))
	require.Contains(t, events, uid(cancelled))
	require.Contains(t, events, uid(lastWeek))
	assert.NotContains(t, events, uid(longAgo), "older than 30 days")
	assert.NotContains(t, events, uid(othersSession), "someone else's")
	assert.Len(t, events, 3, "the unpaid booking of invoice %d is no session", unpaid)

	e := events[uid(ahead)]
	assert.Equal(t, "CONFIRMED", prop(e, ics.ComponentPropertyStatus))
	assert.Equal(t, "0", prop(e, ics.ComponentPropertySequence))
	assert.Equal(t, at(72*time.Hour).In(colombo(t)).Format("20060102T150405"), prop(e, ics.ComponentPropertyDtStart))
	assert.Equal(t, "Asia/Colombo", e.GetProperty(ics.ComponentPropertyDtStart).ICalParameters["TZID"][0])
	assert.Contains(t, prop(e, ics.ComponentPropertySummary), "Nimal Perera", "worded as the mailed invite")
	assert.Equal(t, fmt.Sprintf("%s/#/video/%d", env.cfg.PublicBaseURL, ahead), prop(e, ics.ComponentPropertyUrl))
	c := events[uid(cancelled)]
	assert.Equal(t, "CANCELLED", prop(c, ics.ComponentPropertyStatus))
	assert.Equal(t, "1", prop(c, ics.ComponentPropertySequence), "one more than the booked invite, as the cancel mail's")

	sellers := feedEvents(t, feedPath(t, seller.token))
	assert.Contains(t, sellers, uid(ahead), "the consultant's feed has the same event")
	assert.Contains(t, sellers, uid(othersSession))
}

func colombo(t *testing.T) *time.Location {
	loc, err := time.LoadLocation("Asia/Colombo")
	require.NoError(t, err)
	return loc
}

// The address is the secret: the same on every ask, a new one on rotate,
// which retires the old at once; a forged or garbled one opens nothing,
// and the address routes need a signed-in caller.
func TestACalendarFeedAddressIsItsOwnersSecret(t *testing.T) {
	shopper := newShopper(t)
	first := feedPath(t, shopper.token)
	assert.Equal(t, first, feedPath(t, shopper.token), "the same address until rotated")

	for _, body := range []any{nil, map[string]any{}, map[string]any{"confirm": false}} {
		res := call(t, "POST", "/api/v1/me/calendar/rotate", shopper.token, body)
		assert.Equal(t, http.StatusBadRequest, res.Status, "%v: %s", body, res.Raw)
	}
	assert.Equal(t, first, feedPath(t, shopper.token), "an unconfirmed rotation changes nothing")
	res := call(t, "POST", "/api/v1/me/calendar/rotate", shopper.token, map[string]any{"confirm": true})
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	second := feedPath(t, shopper.token)
	assert.NotEqual(t, first, second)
	assert.Equal(t, env.cfg.PublicBaseURL+second, res.Body["url"])
	feedEvents(t, second)

	old := call(t, "GET", first, "", nil)
	assert.Equal(t, http.StatusNotFound, old.Status, "a rotated address is gone")
	assert.Equal(t, "calendar.feed_not_found", old.Body["code"])

	token := strings.TrimSuffix(strings.TrimPrefix(second, "/api/v1/calendar/"), ".ics")
	forged := []byte(token)
	forged[len(forged)-2] ^= 1 // one bit of the signature
	for _, p := range []string{"/api/v1/calendar/" + string(forged) + ".ics", "/api/v1/calendar/" + token,
		"/api/v1/calendar/not-a-token.ics", "/api/v1/calendar/.ics"} {
		assert.Equal(t, http.StatusNotFound, call(t, "GET", p, "", nil).Status, p)
	}
	assert.Equal(t, http.StatusUnauthorized, call(t, "GET", "/api/v1/me/calendar", "", nil).Status)
	assert.Equal(t, http.StatusUnauthorized, call(t, "POST", "/api/v1/me/calendar/rotate", "", nil).Status)
}

// A closed account's feed answers nothing: its address dies with it.
func TestAClosedAccountsFeedIsGone(t *testing.T) {
	shopper := newShopper(t)
	feed := feedPath(t, shopper.token)
	feedEvents(t, feed)
	res := call(t, "DELETE", "/api/v1/me", shopper.token, map[string]any{"confirm": true})
	require.Equal(t, http.StatusNoContent, res.Status, "%s", res.Raw)
	assert.Equal(t, http.StatusNotFound, call(t, "GET", feed, "", nil).Status)
}
