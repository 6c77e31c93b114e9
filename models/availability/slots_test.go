package availability_test

import (
	"context"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/apperr"
	"cerebro/models"
	"cerebro/models/account"
	"cerebro/models/availability"
	"cerebro/rules"
	"cerebro/testutil"
)

// slotConsultant is one verified consultant in a fresh database.
func slotConsultant(t *testing.T) (*models.Store, models.Consultant) {
	store := testutil.Store(t)
	u := &models.User{UserName: "c", Email: "slots@x.lk", PasswordHash: "x", Role: models.RoleConsultant}
	require.NoError(t, account.New(store.DB).CreateUser(context.Background(), u))
	c := models.Consultant{UserID: u.ID, FirstName: "A", LastName: "B", DisplayName: "A B",
		Birthday: time.Date(1980, 1, 1, 0, 0, 0, 0, time.UTC), Gender: "MALE", Country: "Sri Lanka", TimeZone: "Asia/Colombo",
		Currency: "LKR", CategoryID: 1, Experience: 3, About: "x", DialCode: "94", Phone: "7", Bank: "b",
		BankBranch: "b", AccNumber: "1", SlotSize: 30, SlotRate: 100000, Status: models.ConsultantVerified}
	require.NoError(t, store.DB.Create(&c).Error)
	return store, c
}

// expand is four 30-minute slots from the given Colombo clock time, next week.
func expand(t *testing.T, clock string) []availability.Interval {
	now := time.Now()
	ivs, err := availability.ExpandAvailability(availability.Availability{
		StartDate: rules.ColomboToday(now).AddDate(0, 0, 7).Format(rules.DateLayout), StartTime: clock,
		NoOfSlots: 4, NoOfOccurrence: 1, Repeat: availability.RepeatOnce, SlotSize: 30}, now)
	require.NoError(t, err)
	return ivs
}

// raceCreate sends one CreateSlots per interval set at the same moment and
// reports how many succeeded and how many were refused with 409.
func raceCreate(t *testing.T, store *models.Store, c models.Consultant, sets [][]availability.Interval) (created, conflicts int) {
	var wg sync.WaitGroup
	var mu sync.Mutex
	start := make(chan struct{})
	for _, ivs := range sets {
		wg.Add(1)
		go func() {
			defer wg.Done()
			<-start
			_, err := availability.New(store.DB).CreateSlots(context.Background(), c.ID, 30, c.SlotRate, ivs)
			mu.Lock()
			defer mu.Unlock()
			if err == nil {
				created++
				return
			}
			e, ok := apperr.As(err)
			if assert.True(t, ok, "unexpected error: %v", err) {
				assert.Contains(t, []apperr.Code{"availability.overlaps_a_slot", "availability.overlaps_slot"}, e.Code, e.Error())
				conflicts++
			}
		}()
	}
	close(start)
	wg.Wait()
	return created, conflicts
}

func countSlots(t *testing.T, store *models.Store, consultantID int64) int64 {
	var n int64
	require.NoError(t, store.DB.Model(&models.Slot{}).Where("consultant_id = ?", consultantID).Count(&n).Error)
	return n
}

// The same availability sent eight times at once is created exactly once.
func TestConcurrentIdenticalAvailabilityCreatesOnce(t *testing.T) {
	store, c := slotConsultant(t)
	sets := make([][]availability.Interval, 8)
	for i := range sets {
		sets[i] = expand(t, "09:00")
	}
	created, conflicts := raceCreate(t, store, c, sets)
	assert.Equal(t, 1, created)
	assert.Equal(t, 7, conflicts)
	assert.EqualValues(t, 4, countSlots(t, store, c.ID))
}

// Staggered, pairwise-overlapping requests can deadlock inside PostgreSQL's
// exclusion checks; one still wins and the rest are clean 409s.
func TestConcurrentStaggeredAvailabilityCreatesOnce(t *testing.T) {
	store, c := slotConsultant(t)
	clocks := []string{"09:00", "09:15", "09:30", "09:45", "10:00", "10:15"}
	sets := make([][]availability.Interval, len(clocks))
	for i, clock := range clocks {
		sets[i] = expand(t, clock)
	}
	created, conflicts := raceCreate(t, store, c, sets)
	assert.Equal(t, 1, created)
	assert.Equal(t, len(clocks)-1, conflicts)
	assert.EqualValues(t, 4, countSlots(t, store, c.ID))
}

func TestDeleteAvailableSlot(t *testing.T) {
	store, c := slotConsultant(t)
	ctx := context.Background()
	avail := availability.New(store.DB)
	_, err := avail.CreateSlots(ctx, c.ID, 30, c.SlotRate, expand(t, "09:00"))
	require.NoError(t, err)
	slots, err := avail.SlotsOfConsultant(ctx, c.ID, time.Time{}, time.Time{}, 100)
	require.NoError(t, err)

	assert.ErrorIs(t, avail.DeleteAvailableSlot(ctx, slots[0].ID, c.ID+1), models.ErrNotFound, "not theirs")
	require.NoError(t, store.DB.Model(&slots[1]).Update("status", models.SlotBooked).Error)
	assert.ErrorIs(t, avail.DeleteAvailableSlot(ctx, slots[1].ID, c.ID), availability.ErrSlotNotAvailable)
	require.NoError(t, avail.DeleteAvailableSlot(ctx, slots[0].ID, c.ID))
	assert.ErrorIs(t, avail.DeleteAvailableSlot(ctx, slots[0].ID, c.ID), models.ErrNotFound)
	assert.EqualValues(t, 3, countSlots(t, store, c.ID))
}
