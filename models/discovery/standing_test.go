package discovery_test

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/models"
	"cerebro/models/discovery"
	"cerebro/models/modelstest"
	"cerebro/models/session"
)

// Ratings count only the stars consultees actually gave: not unrated
// placeholders, not the consultant's rating of the consultee.
func TestConsultantRatings(t *testing.T) {
	f := modelstest.NewFixture(t)
	ctx := context.Background()
	inv := f.Invoice(t)
	rate := func(day, stars int, role models.Rater, rated bool) {
		slot := f.Slot(t, time.Date(2030, 2, day, 3, 30, 0, 0, time.UTC), 30)
		room := "room-" + slot.StartsAt.Format("0102")
		require.NoError(t, f.Booking(inv, slot, models.BookingCompleted, room))
		var b models.Booking
		require.NoError(t, f.Store.DB.Where("room_name = ?", room).Take(&b).Error)
		require.NoError(t, f.Store.DB.Create(&session.BookingRate{BookingID: b.ID, RaterRole: role, Rate: stars, HasRated: rated}).Error)
	}
	rate(1, 5, models.RaterConsultee, true)
	rate(2, 4, models.RaterConsultee, true)
	rate(3, -1, models.RaterConsultee, false)
	rate(4, 1, models.RaterConsultant, true)

	got, err := discovery.New(f.Store.DB).Standings(ctx, []int64{f.Consultant.ID, 999999}, time.Now())
	require.NoError(t, err)
	require.Len(t, got, 1, "no standing for a consultant who does not exist")
	assert.Equal(t, discovery.Rating{Average: 4.5, Count: 2}, got[f.Consultant.ID].Rating)
}
