package api_test

import (
	"fmt"
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/api/profile"
)

func consultantPath(id int64) string { return fmt.Sprintf("/api/v1/consultant/%d", id) }

func TestCreateConsultantDefaultsAndPending(t *testing.T) {
	a := createConsultantProfile(t, nil)
	res := call(t, "GET", consultantPath(a.id), a.token, nil)
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	b := res.Body
	assert.Equal(t, "PENDING_APPROVAL", b["status"])
	assert.Equal(t, "Nimal Perera", b["displayName"])
	assert.Equal(t, "Sri Lanka", b["country"])
	assert.Equal(t, "Asia/Colombo", b["timeZone"])
	assert.Equal(t, "LKR", b["currency"])
	assert.Equal(t, "94", b["dialCode"])
	assert.Equal(t, a.email, b["email"])
	assert.Equal(t, float64(a.userID), b["userId"])
	assert.Equal(t, "Tutor", b["categoryName"])
	assert.Equal(t, float64(250000), b["slotRate"])
	assert.Equal(t, "", b["imageUrl"])
	assert.EqualValues(t, 0, b["ratingCount"])
	assert.Greater(t, b["age"], float64(40))

	byUser := call(t, "GET", fmt.Sprintf("/api/v1/consultant/user/%d", a.userID), a.token, nil)
	require.Equal(t, http.StatusOK, byUser.Status, "%s", byUser.Raw)
	assert.Equal(t, float64(a.id), byUser.Body["id"])
}

func TestOneConsultantProfilePerUser(t *testing.T) {
	a := createConsultantProfile(t, nil)
	res := call(t, "POST", "/api/v1/consultant/", a.token, consultantBody())
	assert.Equal(t, http.StatusConflict, res.Status, "%s", res.Raw)
	assert.Equal(t, "You already have a consultant profile.", res.message())
}

func TestConsultantProfileEditPermissions(t *testing.T) {
	owner := createConsultantProfile(t, nil)
	other := createConsultantProfile(t, nil)
	consulteeToken, _ := signUp(t, "CONSULTEE")
	edit := func(token, about string) response {
		body := consultantBody()
		body["about"] = about
		return call(t, "PUT", consultantPath(owner.id), token, body)
	}

	res := edit(owner.token, "Edited by the owner.")
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	assert.Equal(t, profile.MsgUpdateSuccessful, res.message())
	assert.Equal(t, "Edited by the owner.", res.Body["about"])

	res = edit(other.token, "Edited by someone else.")
	assert.Equal(t, http.StatusForbidden, res.Status)
	assert.Equal(t, "You can only change your own profile.", res.message())

	res = edit(consulteeToken, "Edited by a consultee.")
	assert.Equal(t, http.StatusForbidden, res.Status)

	res = edit(adminToken(t), "Edited by the admin.")
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)

	got := call(t, "GET", consultantPath(owner.id), owner.token, nil)
	assert.Equal(t, "Edited by the admin.", got.Body["about"])
	assert.Equal(t, float64(owner.userID), got.Body["userId"], "the admin's edit keeps the owner")

	res = call(t, "GET", fmt.Sprintf("/api/v1/consultant/user/%d", owner.userID), other.token, nil)
	assert.Equal(t, http.StatusForbidden, res.Status)
}

// A refused save answers every field's message and changes nothing.
func TestRefusedConsultantSaveChangesNothing(t *testing.T) {
	a := createConsultantProfile(t, nil)
	body := consultantBody()
	body["about"] = "Should not be saved."
	body["firstName"] = ""
	body["accNumber"] = "12AB"
	res := call(t, "PUT", consultantPath(a.id), a.token, body)
	require.Equal(t, http.StatusBadRequest, res.Status)
	assert.Equal(t, "Cannot leave First Name empty", res.message())
	assert.Equal(t, map[string]any{"firstName": "Cannot leave First Name empty",
		"accNumber": "Account number contains string values"}, res.Body["fields"])

	body = consultantBody()
	body["categoryId"] = 999999
	res = call(t, "PUT", consultantPath(a.id), a.token, body)
	assert.Equal(t, http.StatusBadRequest, res.Status)
	assert.Equal(t, "Cannot leave category empty", res.message())

	got := call(t, "GET", consultantPath(a.id), a.token, nil)
	assert.Equal(t, "Attorney-at-law in Colombo.", got.Body["about"])
	assert.Equal(t, "Nimal", got.Body["firstName"])

	young := consultantBody()
	young["birthday"] = futureDate(-365 * 17)
	token, _ := signUp(t, "CONSULTANT")
	res = call(t, "POST", "/api/v1/consultant/", token, young)
	assert.Equal(t, http.StatusBadRequest, res.Status)
	assert.Equal(t, "You must be at least 18 years old to use Cerebro", res.message())
}

var privateConsultantFields = []string{"bank", "bankBranch", "accNumber", "email", "phone", "dialCode", "birthday"}

func TestBankDetailsOnlyForOwnerAndAdmin(t *testing.T) {
	a := verifiedConsultant(t, nil)
	other := createConsultantProfile(t, nil)
	consulteeToken, _ := signUp(t, "CONSULTEE")
	for who, token := range map[string]string{"owner": a.token, "admin": adminToken(t)} {
		res := call(t, "GET", consultantPath(a.id), token, nil)
		require.Equal(t, http.StatusOK, res.Status)
		assert.Equal(t, "1002003004", res.Body["accNumber"], who)
		assert.Equal(t, "Commercial Bank", res.Body["bank"], who)
		assert.Equal(t, "Kollupitiya", res.Body["bankBranch"], who)
	}
	for who, token := range map[string]string{"anonymous": "", "consultee": consulteeToken, "other consultant": other.token} {
		res := call(t, "GET", consultantPath(a.id), token, nil)
		require.Equal(t, http.StatusOK, res.Status)
		for _, f := range privateConsultantFields {
			assert.NotContains(t, res.Body, f, "%s sees %s", who, f)
		}
		assert.Equal(t, "Nimal", res.Body["firstName"], who)
	}
	list := call(t, "POST", "/api/v1/consultant/getPagedConsultantList", adminToken(t), map[string]any{"email": a.email})
	require.Equal(t, http.StatusOK, list.Status, "%s", list.Raw)
	page := list.Body["pageData"].([]any)
	require.Len(t, page, 1)
	assert.Equal(t, "1002003004", page[0].(map[string]any)["accNumber"], "the admin's list carries bank details")
}

func TestUnverifiedConsultantIsPrivate(t *testing.T) {
	a := createConsultantProfile(t, func(b map[string]any) { b["lastName"] = uniqueLetters() })
	res := call(t, "GET", consultantPath(a.id), "", nil)
	assert.Equal(t, http.StatusNotFound, res.Status)
	res = call(t, "GET", consultantPath(a.id), a.token, nil)
	assert.Equal(t, http.StatusOK, res.Status)

	res = call(t, "POST", "/api/v1/cerebroslot", a.token, availability(a.id, futureDate(2), "09:00", 2))
	assert.Equal(t, http.StatusForbidden, res.Status)
	assert.Equal(t, "Your profile is in review process.", res.message())
}

func TestDeleteConsultant(t *testing.T) {
	a := createConsultantProfile(t, nil)
	res := call(t, "DELETE", consultantPath(a.id), adminToken(t), nil)
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	assert.Equal(t, http.StatusNotFound, call(t, "GET", consultantPath(a.id), adminToken(t), nil).Status)

	withSlots := verifiedConsultant(t, nil)
	res = call(t, "POST", "/api/v1/cerebroslot", withSlots.token, availability(withSlots.id, futureDate(3), "10:00", 1))
	require.Equal(t, http.StatusCreated, res.Status, "%s", res.Raw)
	res = call(t, "DELETE", consultantPath(withSlots.id), adminToken(t), nil)
	assert.Equal(t, http.StatusConflict, res.Status)
	assert.Equal(t, "This consultant has slots and cannot be deleted.", res.message())
}
