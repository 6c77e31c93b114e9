package api_test

import (
	"context"
	"fmt"
	"net/http"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/models"
)

func slotPath(id int64) string { return fmt.Sprintf("/api/v1/cerebroslot/%d", id) }

// slotsOn lists a consultant's slots on a Colombo date, as the profile page does.
func slotsOn(t *testing.T, consultantID int64, date string) []map[string]any {
	t.Helper()
	res := call(t, "GET", fmt.Sprintf("/api/v1/cerebroslot?consultantId=%d&date=%s", consultantID, date), "", nil)
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	var out []map[string]any
	require.NoError(t, jsonDecode(res.Raw, &out))
	return out
}

func TestPublishAvailability(t *testing.T) {
	a := verifiedConsultant(t, nil)
	date := futureDate(4)
	res := call(t, "POST", "/api/v1/cerebroslot", a.token, availability(a.id, date, "09:00", 3))
	require.Equal(t, http.StatusCreated, res.Status, "%s", res.Raw)
	assert.Equal(t, "3 slots created", res.message())

	slots := slotsOn(t, a.id, date)
	require.Len(t, slots, 3)
	first := slots[0]
	assert.Equal(t, date, first["startDate"])
	assert.Equal(t, "09:00:00", first["startTime"])
	assert.Equal(t, "09:30:00", first["endTime"])
	assert.Equal(t, float64(250000), first["slotPrice"], "priced at the consultant's rate, in cents")
	assert.Equal(t, float64(30), first["slotSize"])
	assert.Equal(t, "AVAILABLE", first["status"])
	assert.Equal(t, false, first["isExpired"])
	assert.Equal(t, "Nimal", first["consultantFirstName"])
	assert.Regexp(t, `^\d{4}-\d\d-\d\dT03:30:00Z$`, first["startsAt"], "09:00 Colombo is 03:30 UTC")

	for _, path := range []string{fmt.Sprintf("/api/v1/consultant/%d/slots", a.id), fmt.Sprintf("/api/v1/cerebroslot/consultant/%d", a.id),
		fmt.Sprintf("/api/v1/cerebroslot/consultantAndDate/%d/%s", a.id, date)} {
		res := call(t, "GET", path, "", nil)
		require.Equal(t, http.StatusOK, res.Status, path)
		var list []any
		require.NoError(t, jsonDecode(res.Raw, &list))
		assert.Len(t, list, 3, path)
	}
	assert.Empty(t, slotsOn(t, a.id, futureDate(5)))
	assert.Equal(t, http.StatusBadRequest, call(t, "GET", fmt.Sprintf("/api/v1/cerebroslot/consultantAndDate/%d/tomorrow", a.id), "", nil).Status)

	res = call(t, "POST", "/api/v1/cerebroslot", a.token, availability(a.id, date, "09:45", 2))
	assert.Equal(t, http.StatusConflict, res.Status, "overlapping availability is refused whole")
	assert.Contains(t, res.message(), "09:30 to 10:00")
	assert.Len(t, slotsOn(t, a.id, date), 3)
}

func TestAvailabilityRefusals(t *testing.T) {
	a := verifiedConsultant(t, nil)
	other := verifiedConsultant(t, nil)
	date := futureDate(6)

	res := call(t, "POST", "/api/v1/cerebroslot", a.token, availability(other.id, date, "09:00", 1))
	assert.Equal(t, http.StatusForbidden, res.Status, "slots only for oneself")
	assert.Equal(t, "You can only change your own slots.", res.message())

	body := availability(a.id, date, "09:00", 1)
	body["slotSize"] = 45
	res = call(t, "POST", "/api/v1/cerebroslot", a.token, body)
	assert.Equal(t, http.StatusBadRequest, res.Status)
	assert.Equal(t, "Slot size must be your profile's slot size of 30 minutes", res.message())

	body = availability(a.id, date, "09:00", 1)
	delete(body, "repeat")
	res = call(t, "POST", "/api/v1/cerebroslot", a.token, body)
	assert.Equal(t, "Cannot leave repeat empty", res.message())

	res = call(t, "POST", "/api/v1/cerebroslot", a.token, availability(a.id, futureDate(-1), "09:00", 1))
	assert.Equal(t, http.StatusBadRequest, res.Status)
	assert.Contains(t, res.message(), "is in the past")

	res = call(t, "POST", "/api/v1/cerebroslot", a.token, availability(a.id, date, "09:10", 1))
	assert.Equal(t, http.StatusBadRequest, res.Status, "off the 15-minute grid")

	noProfile, _ := signUp(t, "CONSULTANT")
	res = call(t, "POST", "/api/v1/cerebroslot", noProfile, availability(a.id, date, "09:00", 1))
	assert.Equal(t, http.StatusForbidden, res.Status)
	assert.Empty(t, slotsOn(t, a.id, date))
}

func TestDeleteSlotRules(t *testing.T) {
	a := verifiedConsultant(t, nil)
	other := verifiedConsultant(t, nil)
	date := futureDate(7)
	res := call(t, "POST", "/api/v1/cerebroslot", a.token, availability(a.id, date, "14:00", 3))
	require.Equal(t, http.StatusCreated, res.Status, "%s", res.Raw)
	slots := slotsOn(t, a.id, date)
	ids := []int64{int64(slots[0]["id"].(float64)), int64(slots[1]["id"].(float64)), int64(slots[2]["id"].(float64))}

	res = call(t, "DELETE", slotPath(ids[0]), other.token, nil)
	assert.Equal(t, http.StatusForbidden, res.Status, "someone else's slot")

	require.NoError(t, env.store.DB.Model(&models.Slot{}).Where("id = ?", ids[1]).Update("status", models.SlotHeld).Error)
	res = call(t, "DELETE", slotPath(ids[1]), a.token, nil)
	assert.Equal(t, http.StatusConflict, res.Status, "a held slot stays")
	assert.Equal(t, "This slot is booked or on hold, so it cannot be changed.", res.message())

	res = call(t, "DELETE", slotPath(ids[0]), a.token, nil)
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	assert.Equal(t, http.StatusNotFound, call(t, "GET", slotPath(ids[0]), "", nil).Status)
	assert.Equal(t, http.StatusNotFound, call(t, "DELETE", slotPath(ids[0]), a.token, nil).Status)

	_, err := env.stores.Availability.SlotByID(context.Background(), ids[1])
	assert.NoError(t, err, "the held slot is still there")
}

func TestMoveSlot(t *testing.T) {
	a := verifiedConsultant(t, nil)
	date := futureDate(8)
	require.Equal(t, http.StatusCreated, call(t, "POST", "/api/v1/cerebroslot", a.token, availability(a.id, date, "10:00", 2)).Status)
	slots := slotsOn(t, a.id, date)
	id := int64(slots[0]["id"].(float64))

	res := call(t, "PUT", slotPath(id), a.token, map[string]any{"startDate": date, "startTime": "10:15:00"})
	assert.Equal(t, http.StatusConflict, res.Status, "would overlap the 10:30 slot")

	res = call(t, "PUT", slotPath(id), a.token, map[string]any{"startDate": date, "startTime": "08:00:00"})
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	assert.Equal(t, "08:00:00", res.Body["startTime"])
	assert.Equal(t, "08:30:00", res.Body["endTime"])
}

func TestUpcomingSlotsPage(t *testing.T) {
	res := call(t, "GET", "/api/v1/cerebroslot?limit=2&page=1", "", nil)
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	assert.LessOrEqual(t, len(res.Body["pageData"].([]any)), 2)
	assert.Equal(t, http.StatusBadRequest, call(t, "GET", "/api/v1/cerebroslot?consultantId=abc", "", nil).Status)
}

// A consultant's slot list is bounded: the last 30 days and onwards, 500
// slots at most, and X-Next-From to page on.
func TestConsultantSlotListIsBounded(t *testing.T) {
	seller := newSeller(t)
	old := openSlots(t, seller.id, time.Now().UTC().AddDate(0, 0, -40).Truncate(time.Hour), 1)
	recent := openSlots(t, seller.id, time.Now().UTC().AddDate(0, 0, -3).Truncate(time.Hour), 1)
	future := openSlots(t, seller.id, tomorrow(), 505)
	path := fmt.Sprintf("/api/v1/consultant/%d/slots", seller.id)

	first := call(t, "GET", path, "", nil)
	require.Equal(t, http.StatusOK, first.Status, "%s", first.Raw)
	page := first.raw(t)
	require.Len(t, page, 500)
	assert.EqualValues(t, recent[0], page[0]["id"], "a slot 3 days old is listed, one 40 days old is not")
	assert.EqualValues(t, future[498], page[499]["id"])
	next := first.Header.Get("X-Next-From")
	require.NotEmpty(t, next, "more remain")

	rest := call(t, "GET", path+"?from="+next, "", nil)
	require.Equal(t, http.StatusOK, rest.Status, "%s", rest.Raw)
	require.Len(t, rest.raw(t), 6)
	assert.EqualValues(t, future[499], rest.raw(t)[0]["id"])
	assert.Empty(t, rest.Header.Get("X-Next-From"), "the last page")

	oldest := call(t, "GET", path+"?from="+time.Now().UTC().AddDate(0, 0, -41).Format("2006-01-02"), "", nil)
	assert.EqualValues(t, old[0], oldest.raw(t)[0]["id"], "?from reaches older slots")
	bad := call(t, "GET", path+"?from=yesterday", "", nil)
	assert.Equal(t, http.StatusBadRequest, bad.Status)
	assert.Equal(t, "from must be a date (YYYY-MM-DD) or an instant (RFC 3339).", bad.message())
}
