package discovery_test

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/models"
	"cerebro/models/account"
	"cerebro/models/discovery"
	"cerebro/models/session"
	"cerebro/testutil"
)

// discoveryFixture: four verified consultants with different rates,
// ratings and open slots, and a consultee who booked them.
type discoveryFixture struct {
	store     *models.Store
	discovery *discovery.Store
	consultee int64
	ids       map[string]int64
}

func newDiscoveryFixture(t *testing.T) *discoveryFixture {
	store := testutil.Store(t)
	ctx := context.Background()
	f := &discoveryFixture{store: store, discovery: discovery.New(store.DB), ids: map[string]int64{}}
	user := func(email string, role models.Role) int64 {
		u := &models.User{UserName: email, Email: email, PasswordHash: "x", Role: role}
		require.NoError(t, account.New(store.DB).CreateUser(ctx, u))
		return u.ID
	}
	e := models.Consultee{UserID: user("kamala@x.lk", models.RoleConsultee), FirstName: "Kamala", LastName: "Silva",
		DisplayName: "Kamala Silva", Birthday: time.Date(1990, 1, 1, 0, 0, 0, 0, time.UTC), Gender: "FEMALE",
		Country: "Sri Lanka", TimeZone: "Asia/Colombo", Currency: "LKR", DialCode: "94", Phone: "7"}
	require.NoError(t, store.DB.Create(&e).Error)
	f.consultee = e.ID
	for name, rate := range map[string]int64{"Amal": 300000, "Bimal": 100000, "Chamal": 200000, "Dimal": 150000} {
		c := models.Consultant{UserID: user(name+"@x.lk", models.RoleConsultant), FirstName: name, LastName: "Perera",
			DisplayName: name + " Perera", Birthday: time.Date(1980, 1, 1, 0, 0, 0, 0, time.UTC), Gender: "MALE",
			Country: "Sri Lanka", TimeZone: "Asia/Colombo", Currency: "LKR", CategoryID: 1, Experience: 3, About: "x", DialCode: "94",
			Phone: "7", Bank: "b", BankBranch: "b", AccNumber: "1", SlotSize: 30, SlotRate: rate, Status: models.ConsultantVerified}
		require.NoError(t, store.DB.Create(&c).Error)
		f.ids[name] = c.ID
	}
	return f
}

// rate has the consultee rate a past session with the consultant.
func (f *discoveryFixture) rate(t *testing.T, consultant string, stars int, comment string, at time.Time) {
	t.Helper()
	ctx := context.Background()
	b, err := testutil.StoreBooking(ctx, f.store, f.consultee, f.ids[consultant], at.Add(-time.Hour), 100000, models.BookingCompleted)
	require.NoError(t, err)
	r, err := session.New(f.store.DB).EnsureRate(ctx, b.BookingID, models.RaterConsultee)
	require.NoError(t, err)
	require.NoError(t, session.New(f.store.DB).SubmitRate(ctx, r.ID, stars, comment, at))
}

// openSlot adds an AVAILABLE 30-minute slot of the consultant.
func (f *discoveryFixture) openSlot(t *testing.T, consultant string, start time.Time) models.Slot {
	t.Helper()
	s := models.Slot{ConsultantID: f.ids[consultant], StartsAt: start, EndsAt: start.Add(30 * time.Minute), SlotSize: 30,
		Price: 100000, Status: models.SlotAvailable}
	require.NoError(t, f.store.DB.Omit("Consultant").Create(&s).Error)
	return s
}

func (f *discoveryFixture) names(t *testing.T, sort discovery.ConsultantSort) []string {
	t.Helper()
	list, _, err := f.discovery.SearchConsultants(context.Background(),
		discovery.ConsultantFilter{Name: "mal", Status: models.ConsultantVerified, Sort: sort}, models.NewPage(1, 10))
	require.NoError(t, err)
	out := make([]string, len(list))
	for i, c := range list {
		out[i] = c.FirstName
	}
	return out
}

// The search sorts by rating (best average, then most ratings; unrated
// last), by price (lowest rate first) and by the next open slot (soonest
// first; none last), each kept in step by triggers as ratings are given and
// slots opened, held, deleted or passed.
func TestSearchSortsByRatingPriceAndNextFreeSlot(t *testing.T) {
	f := newDiscoveryFixture(t)
	ctx := context.Background()
	now := time.Now().UTC().Truncate(time.Minute)

	f.rate(t, "Amal", 5, "Clear advice.", now.Add(-48*time.Hour))
	f.rate(t, "Amal", 4, "", now.Add(-24*time.Hour))
	f.rate(t, "Bimal", 5, "Excellent.", now.Add(-72*time.Hour))
	f.rate(t, "Dimal", 3, "", now.Add(-96*time.Hour))
	assert.Equal(t, []string{"Bimal", "Amal", "Dimal", "Chamal"}, f.names(t, discovery.SortByRating))
	f.rate(t, "Dimal", 5, "", now.Add(-90*time.Hour)) // 4.0 from two
	f.rate(t, "Chamal", 4, "", now.Add(-80*time.Hour))
	f.rate(t, "Chamal", 4, "", now.Add(-70*time.Hour)) // 4.0 from two, and the later id
	ranked := f.names(t, discovery.SortByRating)
	assert.Equal(t, []string{"Bimal", "Amal"}, ranked[:2])
	assert.ElementsMatch(t, []string{"Dimal", "Chamal"}, ranked[2:], "4.0 from two ratings each, in id order")

	assert.Equal(t, []string{"Bimal", "Dimal", "Chamal", "Amal"}, f.names(t, discovery.SortByPrice))

	f.openSlot(t, "Amal", now.Add(3*time.Hour))
	held := f.openSlot(t, "Bimal", now.Add(time.Hour))
	f.openSlot(t, "Bimal", now.Add(5*time.Hour))
	chamal := f.openSlot(t, "Chamal", now.Add(2*time.Hour))
	assert.Equal(t, []string{"Bimal", "Chamal", "Amal", "Dimal"}, f.names(t, discovery.SortByNextFree))
	require.NoError(t, f.store.DB.Exec(`UPDATE cerebroslots SET status = 'HELD' WHERE id = ?`, held.ID).Error)
	require.NoError(t, f.store.DB.Exec(`DELETE FROM cerebroslots WHERE id = ?`, chamal.ID).Error)
	assert.Equal(t, []string{"Amal", "Bimal"}, f.names(t, discovery.SortByNextFree)[:2], "a held slot is not free; a deleted one is gone")

	next, err := f.discovery.NextFreeSlots(ctx, []int64{f.ids["Amal"], f.ids["Bimal"], f.ids["Dimal"]}, now)
	require.NoError(t, err)
	assert.Equal(t, map[int64]time.Time{f.ids["Amal"]: now.Add(3 * time.Hour), f.ids["Bimal"]: now.Add(5 * time.Hour)}, next)

	// Time passes: a recorded next slot that has started is moved on by the refresher.
	require.NoError(t, f.store.DB.Exec(`UPDATE consultant_search SET next_free_at = now() - interval '1 minute' WHERE id = ?`,
		f.ids["Bimal"]).Error)
	assert.Equal(t, "Bimal", f.names(t, discovery.SortByNextFree)[0], "stale until refreshed")
	moved, err := f.discovery.RefreshNextFreeSlots(ctx)
	require.NoError(t, err)
	assert.EqualValues(t, 1, moved)
	assert.Equal(t, []string{"Amal", "Bimal"}, f.names(t, discovery.SortByNextFree)[:2])
}

// A walk of the sort's index gives the same page as the sort of every match.
func TestEverySortWalksAndSortsAlike(t *testing.T) {
	f := newDiscoveryFixture(t)
	now := time.Now().UTC().Truncate(time.Minute)
	f.rate(t, "Amal", 4, "", now.Add(-time.Hour))
	f.rate(t, "Chamal", 5, "", now.Add(-time.Hour))
	f.openSlot(t, "Dimal", now.Add(time.Hour))
	for _, sort := range discovery.ConsultantSorts {
		filter := discovery.ConsultantFilter{Status: models.ConsultantVerified, Sort: sort}
		walked, err := discovery.PageInOrder(f.store.DB, filter, models.NewPage(1, 10))
		require.NoError(t, err)
		list, _, err := f.discovery.SearchConsultants(context.Background(), filter, models.NewPage(1, 10))
		require.NoError(t, err)
		counted := make([]int64, len(list))
		for i, c := range list {
			counted[i] = c.ID
		}
		assert.Equal(t, counted, walked, "sort %s", sort)
		assert.Len(t, walked, 4)
	}
}

// A consultant's reviews: newest first, paged, with the reviewer's first
// name and initial; the days with open slots are marked in Colombo time.
func TestReviewsAndAvailableDays(t *testing.T) {
	f := newDiscoveryFixture(t)
	ctx := context.Background()
	now := time.Now().UTC().Truncate(time.Minute)
	f.rate(t, "Amal", 5, "Clear advice.", now.Add(-48*time.Hour))
	f.rate(t, "Amal", 3, "Started late.", now.Add(-24*time.Hour))
	f.rate(t, "Bimal", 4, "Someone else's review.", now.Add(-time.Hour))

	page, total, err := f.discovery.Reviews(ctx, f.ids["Amal"], models.NewPage(1, 1))
	require.NoError(t, err)
	assert.EqualValues(t, 2, total)
	require.Len(t, page, 1)
	assert.NotZero(t, page[0].ID, "its id, to reply to or report")
	page[0].ID = 0
	assert.Equal(t, discovery.Review{Rate: 3, Comment: "Started late.", RatedAt: now.Add(-24 * time.Hour), Reviewer: "Kamala S."}, page[0],
		"no reply yet")
	second, _, err := f.discovery.Reviews(ctx, f.ids["Amal"], models.NewPage(2, 1))
	require.NoError(t, err)
	assert.Equal(t, "Clear advice.", second[0].Comment)

	colombo := time.FixedZone("Asia/Colombo", 5*3600+1800)
	tomorrow := time.Date(now.In(colombo).Year(), now.In(colombo).Month(), now.In(colombo).Day()+1, 0, 0, 0, 0, colombo)
	f.openSlot(t, "Amal", tomorrow.Add(23*time.Hour+30*time.Minute)) // 23:30 Colombo, 18:00 UTC
	f.openSlot(t, "Amal", tomorrow.AddDate(0, 0, 2).Add(time.Hour))  // 01:00 Colombo, 19:30 UTC the day before
	f.openSlot(t, "Amal", tomorrow.AddDate(0, 0, 9))                 // past the window asked for
	days, err := f.discovery.AvailableDays(ctx, f.ids["Amal"], tomorrow, 7, now)
	require.NoError(t, err)
	assert.Equal(t, []string{tomorrow.Format("2006-01-02"), tomorrow.AddDate(0, 0, 2).Format("2006-01-02")}, days)
}

// The next open slot follows every change that can move it — the first open
// slot held, released or moved, a later one moved ahead of it — and holding
// a later slot leaves it as it was.
func TestNextFreeSlotFollowsHoldsAndMoves(t *testing.T) {
	f := newDiscoveryFixture(t)
	now := time.Now().UTC().Truncate(time.Minute)
	first := f.openSlot(t, "Amal", now.Add(2*time.Hour))
	second := f.openSlot(t, "Amal", now.Add(4*time.Hour))
	third := f.openSlot(t, "Amal", now.Add(6*time.Hour))
	nextFree := func() time.Time {
		var at []time.Time
		require.NoError(t, f.store.DB.Raw(`SELECT next_free_at FROM consultant_search WHERE id = ?`, f.ids["Amal"]).Scan(&at).Error)
		require.Len(t, at, 1)
		return at[0].UTC()
	}
	set := func(sql string, args ...any) {
		t.Helper()
		require.NoError(t, f.store.DB.Exec(sql, args...).Error)
	}
	require.Equal(t, first.StartsAt.UTC(), nextFree())

	set(`UPDATE cerebroslots SET status = 'HELD' WHERE id = ?`, third.ID)
	assert.Equal(t, first.StartsAt.UTC(), nextFree(), "a later slot held")
	set(`UPDATE cerebroslots SET status = 'HELD' WHERE id = ?`, first.ID)
	assert.Equal(t, second.StartsAt.UTC(), nextFree(), "the first open slot held")
	set(`UPDATE cerebroslots SET status = 'AVAILABLE' WHERE id = ?`, first.ID)
	assert.Equal(t, first.StartsAt.UTC(), nextFree(), "and released")
	set(`UPDATE cerebroslots SET status = 'AVAILABLE', starts_at = ?, ends_at = ? WHERE id = ?`,
		now.Add(time.Hour), now.Add(90*time.Minute), third.ID)
	assert.Equal(t, now.Add(time.Hour), nextFree(), "a later slot moved ahead of the first")
	set(`UPDATE cerebroslots SET starts_at = ?, ends_at = ? WHERE id = ?`, now.Add(8*time.Hour), now.Add(9*time.Hour), third.ID)
	assert.Equal(t, first.StartsAt.UTC(), nextFree(), "the first open slot moved later")
	set(`UPDATE cerebroslots SET status = 'BOOKED' WHERE id IN ?`, []int64{first.ID, second.ID, third.ID})
	var none bool
	require.NoError(t, f.store.DB.Raw(`SELECT next_free_at IS NULL FROM consultant_search WHERE id = ?`, f.ids["Amal"]).Scan(&none).Error)
	assert.True(t, none, "every slot booked: none open")
}
