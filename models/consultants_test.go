package models_test

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/models"
)

// Ratings count only the stars consultees actually gave: not unrated
// placeholders, not the consultant's rating of the consultee.
func TestConsultantRatings(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	inv := f.invoice(t)
	rate := func(day, stars int, role models.Rater, rated bool) {
		slot := f.slot(t, time.Date(2030, 2, day, 3, 30, 0, 0, time.UTC), 30)
		room := "room-" + slot.StartsAt.Format("0102")
		require.NoError(t, f.booking(inv, slot, models.BookingCompleted, room))
		var b models.Booking
		require.NoError(t, f.store.DB.Where("room_name = ?", room).Take(&b).Error)
		require.NoError(t, f.store.DB.Create(&models.BookingRate{BookingID: b.ID, RaterRole: role, Rate: stars, HasRated: rated}).Error)
	}
	rate(1, 5, models.RaterConsultee, true)
	rate(2, 4, models.RaterConsultee, true)
	rate(3, -1, models.RaterConsultee, false)
	rate(4, 1, models.RaterConsultant, true)

	got, err := f.store.Standings(ctx, []int64{f.consultant.ID, 999999}, time.Now())
	require.NoError(t, err)
	require.Len(t, got, 1, "no standing for a consultant who does not exist")
	assert.Equal(t, models.Rating{Average: 4.5, Count: 2}, got[f.consultant.ID].Rating)
}

func TestConsultantProfileLifecycle(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	c := f.consultant
	c.ID, c.Status = 0, models.ConsultantVerified
	assert.ErrorIs(t, f.store.CreateConsultant(ctx, &c), models.ErrDuplicate, "one profile per account")

	f.consultant.About = "Changed"
	f.consultant.Status = "PENDING_APPROVAL" // not a profile column: ignored
	require.NoError(t, f.store.UpdateConsultantProfile(ctx, &f.consultant))
	got, err := f.store.ConsultantByID(ctx, f.consultant.ID)
	require.NoError(t, err)
	assert.Equal(t, "Changed", got.About)
	assert.Equal(t, models.ConsultantVerified, got.Status, "only the approval workflow changes the status")

	f.slot(t, time.Date(2030, 3, 1, 3, 30, 0, 0, time.UTC), 30)
	assert.ErrorIs(t, f.store.DeleteConsultant(ctx, f.consultant.ID), models.ErrInUse)
	assert.ErrorIs(t, f.store.DeleteConsultant(ctx, 999999), models.ErrNotFound)
}
