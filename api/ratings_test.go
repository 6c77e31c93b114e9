package api_test

import (
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/models"
	"cerebro/rules"
)

func rate(t testing.TB, token string, rateID int64, stars int, comment string) response {
	t.Helper()
	return call(t, "PUT", path("/booking/rate/"), token, map[string]any{"bookingRateId": rateID, "rate": stars, "comment": comment})
}

func TestEachPartyRatesAHeldSessionOnce(t *testing.T) {
	p := heldSession(t, time.Hour)
	ids := rateIDs(t, p.bookingID)
	mine, theirs := ids[models.RaterConsultee], ids[models.RaterConsultant]
	admin := adminToken(t)

	due := call(t, "GET", path("/booking/consultee/rate/%d", p.shopper.id), p.shopper.token, nil)
	require.Equal(t, http.StatusOK, due.Status, "%s", due.Raw)
	assert.EqualValues(t, mine, due.Body["id"])
	assert.Equal(t, "Nimal Perera", due.Body["consultantName"])
	assert.Contains(t, due.Body, "consultantImageURL")
	assert.Equal(t, rules.ColomboDate(p.start), due.Body["slotDate"])
	assert.NotEmpty(t, due.Body["slotStartTime"])
	assert.Equal(t, http.StatusForbidden, call(t, "GET", path("/booking/consultee/rate/%d", p.shopper.id), newShopper(t).token, nil).Status)
	assert.Equal(t, http.StatusOK, call(t, "GET", path("/booking/consultee/rate/%d", p.shopper.id), admin, nil).Status)
	theirsDue := call(t, "GET", path("/booking/consultant/rate/%d", p.seller.id), p.seller.token, nil)
	require.Equal(t, http.StatusOK, theirsDue.Status)
	assert.Equal(t, "Kamala Silva", theirsDue.Body["consulteeName"])
	assert.Equal(t, http.StatusForbidden, call(t, "GET", path("/booking/consultant/rate/%d", p.seller.id), newSeller(t).token, nil).Status)

	assert.Equal(t, http.StatusForbidden, rate(t, p.shopper.token, theirs, 5, "").Status, "not the consultee's rating to give")
	assert.Equal(t, http.StatusForbidden, rate(t, newShopper(t).token, mine, 5, "").Status, "a stranger")
	assert.Equal(t, http.StatusForbidden, rate(t, newSeller(t).token, theirs, 5, "").Status, "the consultant of another booking")
	assert.Equal(t, http.StatusBadRequest, rate(t, p.shopper.token, mine, 6, "").Status)
	assert.Equal(t, http.StatusBadRequest, rate(t, p.shopper.token, mine, 0, "").Status, "no stars is not a rating")
	assert.Equal(t, http.StatusBadRequest, rate(t, p.shopper.token, mine, -2, "").Status)
	assert.Equal(t, http.StatusBadRequest, rate(t, p.shopper.token, mine, 4, strings.Repeat("x", 1001)).Status)

	res := rate(t, p.shopper.token, mine, 4, "  Clear <b>advice</b>\r\nThanks\x00 ")
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	assert.Equal(t, http.StatusConflict, rate(t, p.shopper.token, mine, 5, "again").Status, "once")
	require.Equal(t, http.StatusOK, rate(t, p.seller.token, theirs, 2, "").Status)

	got := call(t, "GET", path("/booking/rate/%d", mine), p.shopper.token, nil)
	require.Equal(t, http.StatusOK, got.Status)
	assert.EqualValues(t, 4, got.Body["rate"])
	assert.Equal(t, "Clear <b>advice</b>\nThanks", got.Body["comment"], "plain text, as typed, controls dropped")
	assert.Equal(t, true, got.Body["hasRated"])
	assert.Equal(t, http.StatusForbidden, call(t, "GET", path("/booking/rate/%d", mine), p.seller.token, nil).Status)
	assert.Equal(t, http.StatusOK, call(t, "GET", path("/booking/rate/%d", mine), admin, nil).Status)
	assert.Equal(t, http.StatusNoContent, call(t, "GET", path("/booking/consultee/rate/%d", p.shopper.id), p.shopper.token, nil).Status)

	prev := call(t, "GET", path("/booking/consultee/%d/previous", p.shopper.id), p.shopper.token, nil)
	require.Equal(t, http.StatusOK, prev.Status, "%s", prev.Raw)
	rows := prev.raw(t)
	require.Len(t, rows, 1)
	assert.EqualValues(t, p.bookingID, rows[0]["id"])
	assert.Equal(t, map[string]any{"rateValue": 4.0, "hasRated": true, "bookingRateId": float64(mine)}, rows[0]["previousBookingRate"])
	prev = call(t, "GET", path("/booking/consultant/%d/previous", p.seller.id), p.seller.token, nil)
	require.Equal(t, http.StatusOK, prev.Status)
	assert.Equal(t, map[string]any{"rateValue": 2.0, "hasRated": true, "bookingRateId": float64(theirs)}, prev.raw(t)[0]["previousBookingRate"])
	assert.Equal(t, http.StatusForbidden, call(t, "GET", path("/booking/consultee/%d/previous", p.shopper.id), newShopper(t).token, nil).Status)
	assert.Equal(t, http.StatusForbidden, call(t, "GET", path("/booking/consultant/%d/previous", p.seller.id), newSeller(t).token, nil).Status)
	assert.Equal(t, http.StatusOK, call(t, "GET", path("/booking/consultant/%d/previous", p.seller.id), admin, nil).Status)

	profile := call(t, "GET", path("/consultant/%d", p.seller.id), "", nil)
	require.Equal(t, http.StatusOK, profile.Status)
	assert.EqualValues(t, 4, profile.Body["averageRating"], "only the consultee's stars rate the consultant")
	assert.EqualValues(t, 1, profile.Body["ratingCount"])
}

func TestSkippingTheRatingPromptKeepsTheSessionRateable(t *testing.T) {
	p := heldSession(t, time.Hour)
	mine := rateIDs(t, p.bookingID)[models.RaterConsultee]
	due := call(t, "GET", path("/booking/consultee/rate/%d", p.shopper.id), p.shopper.token, nil)
	require.Equal(t, http.StatusOK, due.Status, "%s", due.Raw)

	assert.Equal(t, http.StatusForbidden, rate(t, newShopper(t).token, mine, -1, "").Status, "a stranger cannot skip it")
	res := rate(t, p.shopper.token, mine, -1, "")
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	assert.Equal(t, http.StatusNoContent, call(t, "GET", path("/booking/consultee/rate/%d", p.shopper.id), p.shopper.token, nil).Status,
		"a skipped prompt does not open again")
	got := call(t, "GET", path("/booking/rate/%d", mine), p.shopper.token, nil)
	assert.Equal(t, false, got.Body["hasRated"])
	assert.EqualValues(t, -1, got.Body["rate"])

	require.Equal(t, http.StatusOK, rate(t, p.shopper.token, mine, 5, "Rated after all").Status, "still rateable later")
	assert.Equal(t, http.StatusConflict, rate(t, p.shopper.token, mine, -1, "").Status, "a rated session cannot be skipped")
}

func TestRatingBeforeTheEndOrAfterTheWindowIsRefused(t *testing.T) {
	live := paidSession(t, soon())
	res := call(t, "POST", path("/booking/rate"), live.shopper.token, map[string]any{"bookingId": live.bookingID})
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	early := rate(t, live.shopper.token, int64(res.Body["id"].(float64)), 5, "")
	assert.Equal(t, http.StatusConflict, early.Status)
	assert.Equal(t, "You can rate a session once it has been held.", early.message())

	old := heldSession(t, 8*24*time.Hour)
	late := rate(t, old.shopper.token, rateIDs(t, old.bookingID)[models.RaterConsultee], 5, "")
	assert.Equal(t, http.StatusConflict, late.Status)
	assert.Equal(t, "The time to rate this session has passed.", late.message())
	assert.Equal(t, http.StatusNoContent, call(t, "GET", path("/booking/consultee/rate/%d", old.shopper.id), old.shopper.token, nil).Status)
	prev := call(t, "GET", path("/booking/consultee/%d/previous", old.shopper.id), old.shopper.token, nil)
	assert.Equal(t, false, prev.raw(t)[0]["previousBookingRate"].(map[string]any)["hasRated"])
}
