package models_test

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/models"
	"cerebro/models/modelstest"
	"cerebro/models/profile"
	"cerebro/testutil"
)

// fixture builds the rows the constraint tests need, straight through GORM so
// the database itself is what refuses bad data.
func TestDatabaseRefusesOverlappingSlots(t *testing.T) {
	f := modelstest.NewFixture(t)
	start := time.Date(2030, 1, 1, 3, 30, 0, 0, time.UTC)
	f.Slot(t, start, 30)
	f.Slot(t, start.Add(30*time.Minute), 30) // touching is fine
	err := f.Store.DB.Create(&models.Slot{ConsultantID: f.Consultant.ID, StartsAt: start.Add(15 * time.Minute),
		EndsAt: start.Add(45 * time.Minute), SlotSize: 30, Price: 50000, Status: models.SlotAvailable}).Error
	assert.True(t, models.IsExclusionViolation(err), "got %v", err)
}

func TestDatabaseAllowsOneActiveBookingPerSlot(t *testing.T) {
	f := modelstest.NewFixture(t)
	slot := f.Slot(t, time.Date(2030, 1, 2, 3, 30, 0, 0, time.UTC), 30)
	first, second := f.Invoice(t), f.Invoice(t)
	require.NoError(t, f.Booking(first, slot, models.BookingPending, "room-a"))
	err := f.Booking(second, slot, models.BookingPending, "room-b")
	assert.True(t, models.IsUniqueViolation(err), "got %v", err)

	// Once the first is cancelled the slot can be sold again.
	require.NoError(t, f.Store.DB.Model(&models.Booking{}).Where("invoice_id = ?", first.ID).Update("status", models.BookingCancelled).Error)
	assert.NoError(t, f.Booking(second, slot, models.BookingPending, "room-b"))
}

func TestDatabaseRefusesUnknownStatusesAndBadMoney(t *testing.T) {
	f := modelstest.NewFixture(t)
	slot := f.Slot(t, time.Date(2030, 1, 3, 3, 30, 0, 0, time.UTC), 30)
	assert.Error(t, f.Store.DB.Model(&slot).Update("status", "SOLD").Error)
	inv := f.Invoice(t)
	assert.Error(t, f.Store.DB.Model(&inv).Update("status", "PAID").Error)
	assert.Error(t, f.Store.DB.Model(&inv).Update("platform_amount", 1).Error, "shares must add up to the total")
	assert.Error(t, f.Store.DB.Model(&f.Consultant).Update("status", "BANNED").Error)
	assert.Error(t, f.Store.DB.Model(&f.Consultant).Update("slot_size", 20).Error, "slot size is on the 15-minute grid")
}

func TestMigrationsAreIdempotent(t *testing.T) {
	store := testutil.Store(t)
	require.NoError(t, store.Migrate(context.Background()))
	cats, err := profile.New(store.DB).ListCategories(context.Background())
	require.NoError(t, err)
	assert.Len(t, cats, 18)
}
