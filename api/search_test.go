package api_test

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// names of the consultants in a page answer.
func pageNames(t *testing.T, res response) []string {
	t.Helper()
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	var out []string
	for _, row := range res.Body["pageData"].([]any) {
		r := row.(map[string]any)
		out = append(out, r["firstName"].(string)+" "+r["lastName"].(string))
		assert.NotContains(t, r, "accNumber", "public lists never carry bank details")
	}
	return out
}

func TestPublicSearch(t *testing.T) {
	tag := uniqueLetters() // shared by this test's consultants only
	mk := func(first string, category, rate int) {
		verifiedConsultant(t, func(b map[string]any) {
			b["firstName"], b["lastName"], b["categoryId"], b["slotRate"] = first, "Van"+tag, category, rate
		})
	}
	mk("Amara", tutorCategory, 100000) // Tutor and Programmer (3): no registration to check
	mk("Bandu", tutorCategory, 300000)
	mk("Chathu", 3, 500000)
	createConsultantProfile(t, func(b map[string]any) { b["firstName"], b["lastName"] = "Pending", "Van"+tag })
	q := url.QueryEscape(strings.ToUpper(tag[2:])) // part of the name, other case

	assert.Equal(t, []string{"Amara Van" + tag, "Bandu Van" + tag, "Chathu Van" + tag},
		pageNames(t, call(t, "GET", "/api/v1/consultant?consultantName="+q, "", nil)), "unverified consultants stay hidden")
	assert.Equal(t, []string{"Amara Van" + tag, "Bandu Van" + tag},
		pageNames(t, call(t, "GET", fmt.Sprintf("/api/v1/consultant?category=%d&consultantName=%s", tutorCategory, q), "", nil)))
	assert.Equal(t, []string{"Bandu Van" + tag, "Chathu Van" + tag},
		pageNames(t, call(t, "GET", "/api/v1/consultant?srmin=200000&srmax=500000&consultantName="+q, "", nil)))
	assert.Equal(t, []string{"Chathu Van" + tag},
		pageNames(t, call(t, "GET", fmt.Sprintf("/api/v1/consultant/pagedConsultantByName/%s/1", "chathu%20van"+tag), "", nil)))
	assert.Empty(t, pageNames(t, call(t, "GET", "/api/v1/consultant?consultantName="+url.QueryEscape("%"+tag[1:]+"_"), "", nil)),
		"LIKE wildcards in the input match literally")

	res := call(t, "GET", "/api/v1/consultant?rows=2&page=2&consultantName="+q, "", nil)
	assert.Equal(t, []string{"Chathu Van" + tag}, pageNames(t, res))
	assert.EqualValues(t, 2, res.Body["currentPageNo"])
	assert.EqualValues(t, 2, res.Body["totalNoOfPages"])

	res = call(t, "POST", "/api/v1/consultant/getPagedConsultantListPublic", "", map[string]any{
		"consultantName": tag, "categoryId": "3", "page": 1, "rows": 20, "status": "PENDING_APPROVAL"})
	assert.Equal(t, []string{"Chathu Van" + tag}, pageNames(t, res), "the public cannot ask for other statuses")

	assert.Equal(t, http.StatusBadRequest, call(t, "GET", "/api/v1/consultant?srmin=cheap", "", nil).Status)
}

func TestPagingDefaultsAndCaps(t *testing.T) {
	res := call(t, "GET", "/api/v1/consultant/all", "", nil)
	require.Equal(t, http.StatusOK, res.Status)
	assert.EqualValues(t, 1, res.Body["currentPageNo"])
	assert.LessOrEqual(t, len(res.Body["pageData"].([]any)), 20)

	res = call(t, "GET", "/api/v1/consultant/paged/1/1000", "", nil)
	require.Equal(t, http.StatusOK, res.Status)
	assert.LessOrEqual(t, len(res.Body["pageData"].([]any)), 100, "rows are capped at 100")

	res = call(t, "GET", "/api/v1/consultant/pagedConsultant/999999", "", nil)
	require.Equal(t, http.StatusOK, res.Status)
	assert.Empty(t, res.Body["pageData"])
}

func TestAdminConsultantList(t *testing.T) {
	tag := uniqueLetters()
	pending := createConsultantProfile(t, func(b map[string]any) { b["lastName"] = tag })
	verifiedConsultant(t, func(b map[string]any) { b["lastName"] = tag })
	list := func(body map[string]any) response {
		body["lastName"] = tag
		return call(t, "POST", "/api/v1/consultant/getPagedConsultantList", adminToken(t), body)
	}
	res := list(map[string]any{})
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	rows := res.Body["pageData"].([]any)
	require.Len(t, rows, 1, "status defaults to VERIFIED")
	assert.Equal(t, "VERIFIED", rows[0].(map[string]any)["status"])

	res = list(map[string]any{"status": "PENDING_APPROVAL", "email": pending.email[:12]})
	rows = res.Body["pageData"].([]any)
	require.Len(t, rows, 1)
	assert.Equal(t, pending.email, rows[0].(map[string]any)["email"])

	assert.Len(t, list(map[string]any{"status": "ALL"}).Body["pageData"], 2)
	assert.Equal(t, http.StatusBadRequest, list(map[string]any{"status": "BANNED"}).Status)
}

// A common name part matches thousands of consultants; the search counts at
// most 200 matches past the page asked for and says there are more.
func TestSearchStopsCountingFarAhead(t *testing.T) {
	tag := uniqueLetters()
	db := env.store.DB
	require.NoError(t, db.Exec(`INSERT INTO users (user_name, email, password_hash, role)
		SELECT ? || g, ? || g || '@count.example.lk', 'x', 'CONSULTANT' FROM generate_series(1, 1010) g`, tag, tag).Error)
	require.NoError(t, db.Exec(`INSERT INTO consultants (user_id, first_name, last_name, display_name, birthday, gender,
		category_id, experience, about, phone, bank, bank_branch, acc_number, slot_size, slot_rate, status)
		SELECT id, 'Many' || chr((65 + (id * 7) % 26)::int), ?, 'Many ' || ?, date '1980-01-01', 'MALE', 1, 5, 'x', '771234567', 'BOC', 'Colombo', '1', 30, 100000, 'VERIFIED'
		FROM users WHERE email LIKE ? || '%@count.example.lk'`, tag, tag, tag).Error)
	q := url.QueryEscape(strings.ToLower(tag))
	inNameOrder := func(offset, limit int) []int64 {
		var ids []int64
		require.NoError(t, db.Raw(`SELECT id FROM consultants WHERE last_name = ? ORDER BY first_name, last_name, id OFFSET ? LIMIT ?`,
			tag, offset, limit).Scan(&ids).Error)
		return ids
	}
	pageIDs := func(res response) []int64 {
		var ids []int64
		for _, row := range res.Body["pageData"].([]any) {
			ids = append(ids, int64(row.(map[string]any)["id"].(float64)))
		}
		return ids
	}

	first := call(t, "GET", "/api/v1/consultant?rows=5&consultantName="+q, "", nil)
	assert.Len(t, pageNames(t, first), 5)
	assert.Equal(t, inNameOrder(0, 5), pageIDs(first), "the first five by name")
	assert.EqualValues(t, 40, first.Body["totalNoOfPages"], "200 matches counted, 5 a page")
	assert.Equal(t, true, first.Body["hasMorePages"])

	far := call(t, "GET", "/api/v1/consultant?rows=5&page=201&consultantName="+q, "", nil)
	assert.Equal(t, inNameOrder(1000, 5), pageIDs(far), "paging on past the first count works, in name order")
	assert.EqualValues(t, 202, far.Body["totalNoOfPages"], "counted exactly once the end is within reach")
	assert.NotContains(t, far.Body, "hasMorePages")

	last := call(t, "GET", "/api/v1/consultant?rows=5&page=202&consultantName="+q, "", nil)
	assert.Equal(t, inNameOrder(1005, 5), pageIDs(last))
	beyond := call(t, "GET", "/api/v1/consultant?rows=5&page=203&consultantName="+q, "", nil)
	assert.Empty(t, pageNames(t, beyond))
	assert.EqualValues(t, 202, beyond.Body["totalNoOfPages"])
}
