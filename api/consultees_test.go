package api_test

import (
	"fmt"
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func consulteePath(id int64) string { return fmt.Sprintf("/api/v1/consultee/%d", id) }

func TestConsulteeProfile(t *testing.T) {
	a := createConsulteeProfile(t)
	res := call(t, "GET", consulteePath(a.id), a.token, nil)
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	assert.Equal(t, "Kamala Silva", res.Body["displayName"])
	assert.Equal(t, "Sri Lanka", res.Body["country"])
	assert.Equal(t, "94", res.Body["dialCode"])
	assert.Equal(t, a.email, res.Body["email"])
	assert.Equal(t, "1990-09-03", res.Body["birthday"])

	res = call(t, "POST", "/api/v1/consultee/", a.token, map[string]any{
		"firstName": "Kamala", "lastName": "Silva", "birthday": "1990-09-03", "gender": "FEMALE", "phone": "719876543"})
	assert.Equal(t, http.StatusConflict, res.Status)
	assert.Equal(t, "You already have a consultee profile.", res.message())

	byUser := call(t, "GET", fmt.Sprintf("/api/v1/consultee/user/%d", a.userID), a.token, nil)
	assert.Equal(t, float64(a.id), byUser.Body["id"])
}

func TestConsulteeEditPermissions(t *testing.T) {
	owner := createConsulteeProfile(t)
	other := createConsulteeProfile(t)
	body := func(country string) map[string]any {
		return map[string]any{"firstName": "Kamala", "lastName": "Silva", "birthday": "1990-09-03", "gender": "FEMALE",
			"phone": "719876543", "country": country}
	}
	res := call(t, "PUT", consulteePath(owner.id), owner.token, body("India"))
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	assert.Equal(t, "Update successful.", res.message())

	res = call(t, "PUT", consulteePath(owner.id), other.token, body("United States"))
	assert.Equal(t, http.StatusForbidden, res.Status)
	assert.Equal(t, http.StatusForbidden, call(t, "GET", consulteePath(owner.id), other.token, nil).Status)

	res = call(t, "PUT", consulteePath(owner.id), adminToken(t), body("United Kingdom"))
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)

	res = call(t, "PUT", consulteePath(owner.id), owner.token, map[string]any{"firstName": "Kamala"})
	assert.Equal(t, http.StatusBadRequest, res.Status)
	assert.Equal(t, "Cannot leave Last Name empty", res.message())
	got := call(t, "GET", consulteePath(owner.id), owner.token, nil)
	assert.Equal(t, "United Kingdom", got.Body["country"], "a refused save changes nothing")
}

func TestAdminConsulteeList(t *testing.T) {
	a := createConsulteeProfile(t)
	res := call(t, "GET", "/api/v1/consultee?rows=100", adminToken(t), nil)
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	assert.EqualValues(t, 1, res.Body["currentPageNo"])
	found := false
	pages := int(res.Body["totalNoOfPages"].(float64))
	for p := 1; p <= pages && !found; p++ {
		page := call(t, "GET", fmt.Sprintf("/api/v1/consultee?rows=100&page=%d", p), adminToken(t), nil)
		for _, row := range page.Body["pageData"].([]any) {
			r := row.(map[string]any)
			if r["id"] == float64(a.id) {
				found = true
				assert.Equal(t, "FEMALE", r["gender"])
				assert.Equal(t, "719876543", r["phone"])
				assert.Greater(t, r["age"], float64(30))
			}
		}
	}
	assert.True(t, found)
	assert.Equal(t, http.StatusBadRequest, call(t, "GET", "/api/v1/consultee?page=x", adminToken(t), nil).Status)
}

func TestAdminDeletesConsultee(t *testing.T) {
	a := createConsulteeProfile(t)
	assert.Equal(t, http.StatusForbidden, call(t, "DELETE", consulteePath(a.id), a.token, nil).Status)
	res := call(t, "DELETE", consulteePath(a.id), adminToken(t), nil)
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	assert.Equal(t, http.StatusNotFound, call(t, "GET", consulteePath(a.id), adminToken(t), nil).Status)
	res = call(t, "GET", fmt.Sprintf("/api/v1/consultee/user/%d", a.userID), a.token, nil)
	assert.Equal(t, http.StatusNotFound, res.Status, "the account may create a new profile")
}
