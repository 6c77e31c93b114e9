package api_test

import (
	"net/http"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestEighteenSeededCategoriesWithThumbnails(t *testing.T) {
	res, err := http.Get(env.server.URL + "/api/v1/consultantCategory")
	require.NoError(t, err)
	defer res.Body.Close()
	var cats []struct {
		ID        int64  `json:"id"`
		Name      string `json:"name"`
		Thumbnail string `json:"thumbnail"`
	}
	require.NoError(t, decode(res, &cats))
	names := map[string]bool{}
	for _, c := range cats {
		names[c.Name] = true
	}
	for _, want := range []string{"Stock Broker", "Engineer", "Programmer", "Architect", "Interior Designer", "Lawyer",
		"Beautician", "Doctor", "Nursing and Midwifery", "Astrology", "Tutor", "Counselor", "Tour Guide", "Business",
		"Accountant", "Investment Specialist", "Culinary", "Dietician"} {
		assert.True(t, names[want], want)
	}
	for _, c := range cats {
		img, err := http.Get(env.server.URL + c.Thumbnail)
		require.NoError(t, err)
		img.Body.Close()
		assert.Equal(t, 200, img.StatusCode, c.Thumbnail)
		assert.Equal(t, "image/svg+xml", img.Header.Get("Content-Type"), c.Thumbnail)
	}
}

func TestAdminManagesCategories(t *testing.T) {
	admin := adminToken(t)
	res := call(t, "POST", "/api/v1/consultantCategory/", admin, map[string]any{"name": "Veterinarian"})
	require.Equal(t, http.StatusCreated, res.Status, string(res.Raw))
	id := strconv.FormatInt(int64(res.Body["id"].(float64)), 10)

	res = call(t, "POST", "/api/v1/consultantCategory/", admin, map[string]any{"name": "veterinarian"})
	assert.Equal(t, http.StatusConflict, res.Status, "names are unique regardless of case")
	res = call(t, "POST", "/api/v1/consultantCategory/", admin, map[string]any{"name": "  "})
	assert.Equal(t, http.StatusBadRequest, res.Status)

	res = call(t, "PUT", "/api/v1/consultantCategory/"+id, admin, map[string]any{"name": "Vet"})
	require.Equal(t, http.StatusOK, res.Status)
	assert.Equal(t, "Vet", res.Body["name"])

	res = call(t, "DELETE", "/api/v1/consultantCategory/"+id, admin, nil)
	assert.Equal(t, http.StatusNoContent, res.Status)
	res = call(t, "GET", "/api/v1/consultantCategory/"+id, "", nil)
	assert.Equal(t, http.StatusNotFound, res.Status)
	res = call(t, "GET", "/api/v1/consultantCategory/abc", "", nil)
	assert.Equal(t, http.StatusBadRequest, res.Status)
}
