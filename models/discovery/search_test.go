package discovery_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/models"
	"cerebro/models/discovery"
	"cerebro/models/modelstest"
	"cerebro/models/profile"
	"cerebro/testutil"
)

// addConsultants adds n consultants with these names and status.
func addConsultants(t *testing.T, store *models.Store, n int, first, last string, status models.ConsultantStatus) {
	t.Helper()
	tag := first + last
	require.NoError(t, store.DB.Exec(`INSERT INTO users (user_name, email, password_hash, role)
		SELECT ? || g, ? || g || '@search.example.lk', 'x', 'CONSULTANT' FROM generate_series(1, ?) g`, tag, tag, n).Error)
	require.NoError(t, store.DB.Exec(`INSERT INTO consultants (user_id, first_name, last_name, display_name, birthday, gender,
		category_id, experience, about, phone, bank, bank_branch, acc_number, slot_size, slot_rate, status)
		SELECT id, ?, ?, ? || ' ' || ?, date '1980-01-01', 'MALE', 1, 5, 'x', '771234567', 'BOC', 'Colombo', '1', 30, 100000, ?
		FROM users WHERE email LIKE ? || '%@search.example.lk'`, first, last, first, last, status, tag).Error)
}

// The page of a name part with more matches than are counted is the same
// whether the search walks the name order or sorts the matches, and the
// walk gives up where the matches lie past walkBudget consultants.
func TestSearchPagesOfManyMatches(t *testing.T) {
	store := testutil.Store(t)
	ctx := context.Background()
	// Each part's matches in two batches, the second first in name order, so
	// that name order is not the order of ids.
	addConsultants(t, store, 150, "Aardvark", "Wvyb", models.ConsultantVerified) // first in name order
	addConsultants(t, store, 150, "Aardvark", "Wvya", models.ConsultantVerified)
	addConsultants(t, store, discovery.WalkBudget, "Aaron", "Plain", models.ConsultantVerified)
	addConsultants(t, store, 150, "Zora", "Qzxlate", models.ConsultantVerified) // after WalkBudget others
	addConsultants(t, store, 150, "Zara", "Qzxlate", models.ConsultantVerified)
	addConsultants(t, store, 20, "Aaa", "Qzxpending", "PENDING_APPROVAL")
	require.NoError(t, store.DB.Exec(`ANALYZE consultants`).Error)

	inNameOrder := func(part string, status models.ConsultantStatus, p models.Page) []int64 {
		var ids []int64
		q := store.DB.Table("consultants").Where("lower(last_name) LIKE ?", "%"+part+"%")
		if status != "" {
			q = q.Where("status = ?", status)
		}
		require.NoError(t, q.Order("first_name, last_name, id").Offset((p.Number-1)*p.Rows).Limit(p.Rows).Pluck("id", &ids).Error)
		require.Len(t, ids, p.Rows)
		return ids
	}
	search := func(f discovery.ConsultantFilter, p models.Page) []int64 {
		list, found, err := discovery.New(store.DB).SearchConsultants(ctx, f, p)
		require.NoError(t, err)
		assert.Equal(t, discovery.Matches{N: int64((p.Number-1)*p.Rows + 200), More: true}, found)
		ids := make([]int64, len(list))
		for i, c := range list {
			ids[i] = c.ID
		}
		return ids
	}
	walk := func(f discovery.ConsultantFilter, p models.Page) []int64 {
		ids, err := discovery.PageInFirstOfOrder(store.DB.WithContext(ctx), f, p, discovery.WalkBudget)
		require.NoError(t, err)
		return ids
	}

	for _, p := range []models.Page{models.NewPage(1, 5), models.NewPage(3, 20)} {
		early := discovery.ConsultantFilter{Name: "WVY", Status: models.ConsultantVerified}
		assert.Equal(t, inNameOrder("wvy", early.Status, p), walk(early, p), "matches early in name order: the walk finds the page")
		assert.Equal(t, inNameOrder("wvy", early.Status, p), search(early, p))

		late := discovery.ConsultantFilter{Name: "qzx", Status: models.ConsultantVerified}
		assert.Empty(t, walk(late, p), "matches past the budget: the walk gives up")
		assert.Equal(t, inNameOrder("qzx", late.Status, p), search(late, p), "and the sorted matches give the page")

		anyStatus := discovery.ConsultantFilter{Name: "qzx"} // an admin's search: no walk
		assert.Equal(t, inNameOrder("qzx", "", p), search(anyStatus, p))
	}
}

// The search's copy of the consultants follows every change: a new name,
// a status, a deletion.
func TestSearchFollowsConsultantChanges(t *testing.T) {
	f := modelstest.NewFixture(t)
	ctx := context.Background()
	public := func(name string) []int64 {
		list, _, err := discovery.New(f.Store.DB).SearchConsultants(ctx, discovery.ConsultantFilter{Name: name, Status: models.ConsultantVerified}, models.NewPage(1, 20))
		require.NoError(t, err)
		ids := []int64{}
		for _, c := range list {
			ids = append(ids, c.ID)
		}
		return ids
	}
	id := f.Consultant.ID
	assert.Empty(t, public("zqwerty"))

	f.Consultant.DisplayName = "Dr Zqwerty"
	require.NoError(t, profile.New(f.Store.DB).UpdateConsultantProfile(ctx, &f.Consultant))
	assert.Equal(t, []int64{id}, public("ZQWERTY"), "found by the new display name")

	require.NoError(t, profile.New(f.Store.DB).SetConsultantStatus(ctx, id, "PENDING_APPROVAL"))
	assert.Empty(t, public("zqwerty"), "hidden once no longer verified")

	require.NoError(t, profile.New(f.Store.DB).DeleteConsultant(ctx, id))
	var copies int64
	require.NoError(t, f.Store.DB.Table("consultant_search").Where("id = ?", id).Count(&copies).Error)
	assert.Zero(t, copies)
}
