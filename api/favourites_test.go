package api_test

import (
	"fmt"
	"net/http"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/config"
	"cerebro/models"
	"cerebro/rules"
)

func favouritesOf(t *testing.T, token string) ([]any, []any) {
	t.Helper()
	res := call(t, "GET", "/api/v1/favourites", token, nil)
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	return res.Body["favourites"].([]any), res.Body["watching"].([]any)
}

// A consultee keeps consultants as favourites, the latest first, as the
// search shows them; keeping one twice is once; removing one drops it; a
// consultant nobody may see cannot be kept; each consultee has their own.
func TestAConsulteeKeepsFavouriteConsultants(t *testing.T) {
	shopper, other := newShopper(t), newShopper(t)
	first, second := newSeller(t), newSeller(t)
	for _, s := range []party{first, second, second} {
		res := call(t, "PUT", path("/favourites/%d", s.id), shopper.token, nil)
		require.Equal(t, http.StatusNoContent, res.Status, "%s", res.Raw)
	}
	list, _ := favouritesOf(t, shopper.token)
	require.Len(t, list, 2)
	assert.EqualValues(t, second.id, list[0].(map[string]any)["id"], "the latest kept comes first")
	assert.Equal(t, "Nimal", list[0].(map[string]any)["firstName"])
	assert.NotContains(t, list[0].(map[string]any), "accNumber", "a favourite is shown as the public sees it")
	others, _ := favouritesOf(t, other.token)
	assert.Empty(t, others, "another consultee's favourites are their own")

	require.Equal(t, http.StatusNoContent, call(t, "DELETE", path("/favourites/%d", first.id), shopper.token, nil).Status)
	require.Equal(t, http.StatusNoContent, call(t, "DELETE", path("/favourites/%d", first.id), shopper.token, nil).Status)
	list, _ = favouritesOf(t, shopper.token)
	require.Len(t, list, 1)

	inReview := createConsultantProfile(t, nil)
	assert.Equal(t, http.StatusNotFound, call(t, "PUT", path("/favourites/%d", inReview.id), shopper.token, nil).Status)
	assert.Equal(t, http.StatusNotFound, call(t, "PUT", "/api/v1/favourites/999999999", shopper.token, nil).Status)
	assert.Equal(t, http.StatusBadRequest, call(t, "PUT", "/api/v1/favourites/abc", shopper.token, nil).Status)

	// A favourite whose consultant is no longer public leaves the list.
	require.NoError(t, env.store.DB.Model(&models.Consultant{}).Where("id = ?", second.id).
		Update("status", models.ConsultantSuspended).Error)
	list, _ = favouritesOf(t, shopper.token)
	assert.Empty(t, list)
}

// "Tell me when": the consultees watching a consultant get one mail when
// the consultant next publishes availability (slots published in a burst
// are one mail), naming the earliest open slot and linking to their open
// days; the next publish tells nobody until they ask again.
func TestWatchersAreMailedOnceWhenTheConsultantNextPublishes(t *testing.T) {
	quick := serverWithConfig(t, func(c *config.Config) { c.WatchQuiet = 2 * time.Second })
	watcher, unwatched, gaveUp := newShopper(t), newShopper(t), newShopper(t)
	seller := newSeller(t)
	for _, p := range []party{watcher, gaveUp} {
		res := callOn(t, quick, "POST", path("/consultant/%d/watch", seller.id), p.token, nil)
		require.Equal(t, http.StatusNoContent, res.Status, "%s", res.Raw)
	}
	require.Equal(t, http.StatusNoContent, callOn(t, quick, "DELETE", path("/consultant/%d/watch", seller.id), gaveUp.token, nil).Status)
	_, watching := favouritesOf(t, watcher.token)
	assert.Equal(t, []any{float64(seller.id)}, watching)

	for _, day := range []int{2, 3} { // a burst: two days published one after the other
		res := callOn(t, quick, "POST", "/api/v1/cerebroslot", seller.token, availability(seller.id, futureDate(day), "09:00", 2))
		require.Equal(t, http.StatusCreated, res.Status, "%s", res.Raw)
	}
	m := lastMail(t, watcher.email, "Nimal Perera has new times on Cerebro")
	assert.Contains(t, m.Body, fmt.Sprintf("/#/profile/%d?again=1", seller.id))
	assert.Contains(t, m.Body, "9:00 AM", "the earliest open slot, in the watcher's time")
	time.Sleep(3 * time.Second)
	assert.Len(t, mailsTo(watcher.email, "Nimal Perera has new times"), 1, "one mail for the burst")
	assert.Empty(t, mailsTo(unwatched.email, "Nimal Perera has new times"), "only watchers are told")
	assert.Empty(t, mailsTo(gaveUp.email, "Nimal Perera has new times"), "a watch taken back tells nobody")
	_, watching = favouritesOf(t, watcher.token)
	assert.Empty(t, watching, "told once: the watch is spent")

	res := callOn(t, quick, "POST", "/api/v1/cerebroslot", seller.token, availability(seller.id, futureDate(4), "09:00", 1))
	require.Equal(t, http.StatusCreated, res.Status, "%s", res.Raw)
	time.Sleep(4 * time.Second)
	assert.Len(t, mailsTo(watcher.email, "Nimal Perera has new times"), 1, "told once until they ask again")
}

// A watcher who reads Sinhala is told in Sinhala, the time in their zone.
func TestAWatcherIsToldInTheirLanguage(t *testing.T) {
	quick := serverWithConfig(t, func(c *config.Config) { c.WatchQuiet = time.Second })
	watcher := newShopperIn(t, rules.Sinhala, "Asia/Colombo")
	seller := newSeller(t)
	require.Equal(t, http.StatusNoContent, callOn(t, quick, "POST", path("/consultant/%d/watch", seller.id), watcher.token, nil).Status)
	res := callOn(t, quick, "POST", "/api/v1/cerebroslot", seller.token, availability(seller.id, futureDate(2), "14:00", 1))
	require.Equal(t, http.StatusCreated, res.Status, "%s", res.Raw)
	m := lastMail(t, watcher.email, "Nimal Perera Cerebro හි නව වේලාවන්")
	assert.Contains(t, m.Body, "14:00")
}

// Nobody may watch a consultant they cannot see.
func TestAHiddenConsultantCannotBeWatched(t *testing.T) {
	shopper, inReview := newShopper(t), createConsultantProfile(t, nil)
	assert.Equal(t, http.StatusNotFound, call(t, "POST", path("/consultant/%d/watch", inReview.id), shopper.token, nil).Status)
}
