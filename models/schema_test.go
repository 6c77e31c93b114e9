package models_test

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/models"
	"cerebro/models/account"
	"cerebro/models/profile"
	"cerebro/testutil"
)

// fixture builds the rows the constraint tests need, straight through GORM so
// the database itself is what refuses bad data.
type fixture struct {
	store      *models.Store
	consultant models.Consultant
	consultee  models.Consultee
}

func newFixture(t *testing.T) *fixture {
	store := testutil.Store(t)
	ctx := context.Background()
	mk := func(email string, role models.Role) *models.User {
		u := &models.User{UserName: email, Email: email, PasswordHash: "x", Role: role}
		require.NoError(t, account.New(store.DB).CreateUser(ctx, u))
		return u
	}
	f := &fixture{store: store}
	f.consultant = models.Consultant{UserID: mk("c@x.lk", models.RoleConsultant).ID, FirstName: "A", LastName: "B", DisplayName: "A B",
		Birthday: time.Date(1980, 1, 1, 0, 0, 0, 0, time.UTC), Gender: "MALE", Country: "Sri Lanka", TimeZone: "Asia/Colombo", Currency: "LKR",
		CategoryID: 1, Experience: 3, About: "x", DialCode: "94", Phone: "7", Bank: "b", BankBranch: "b", AccNumber: "1",
		SlotSize: 30, SlotRate: 100000, Status: models.ConsultantVerified}
	require.NoError(t, store.DB.Create(&f.consultant).Error)
	f.consultee = models.Consultee{UserID: mk("e@x.lk", models.RoleConsultee).ID, FirstName: "E", LastName: "F", DisplayName: "E F",
		Birthday: time.Date(1990, 1, 1, 0, 0, 0, 0, time.UTC), Gender: "FEMALE", Country: "Sri Lanka", TimeZone: "Asia/Colombo", Currency: "LKR",
		DialCode: "94", Phone: "7"}
	require.NoError(t, store.DB.Create(&f.consultee).Error)
	return f
}

func (f *fixture) slot(t *testing.T, start time.Time, minutes int) models.Slot {
	s := models.Slot{ConsultantID: f.consultant.ID, StartsAt: start, EndsAt: start.Add(time.Duration(minutes) * time.Minute),
		SlotSize: minutes, Price: 100000, Status: models.SlotAvailable}
	require.NoError(t, f.store.DB.Create(&s).Error)
	return s
}

func (f *fixture) invoice(t *testing.T) models.Invoice {
	inv := models.Invoice{Cref: time.Now().Format("150405.000000000"), ConsulteeID: f.consultee.ID, ConsultantID: f.consultant.ID,
		PaymentMethod: models.PayOnline, Status: models.InvoicePendingPayment, TotalAmount: 100000,
		PlatformAmount: 30000, ConsultantAmount: 70000, Currency: "LKR", HoldExpiresAt: time.Now().Add(time.Hour)}
	require.NoError(t, f.store.DB.Create(&inv).Error)
	return inv
}

func (f *fixture) booking(inv models.Invoice, slot models.Slot, status models.BookingStatus, room string) error {
	return f.store.DB.Create(&models.Booking{InvoiceID: inv.ID, CerebroslotID: slot.ID, ConsulteeID: f.consultee.ID,
		ConsultantID: f.consultant.ID, BookingDate: time.Now(), Status: status, RoomName: room}).Error
}

func TestDatabaseRefusesOverlappingSlots(t *testing.T) {
	f := newFixture(t)
	start := time.Date(2030, 1, 1, 3, 30, 0, 0, time.UTC)
	f.slot(t, start, 30)
	f.slot(t, start.Add(30*time.Minute), 30) // touching is fine
	err := f.store.DB.Create(&models.Slot{ConsultantID: f.consultant.ID, StartsAt: start.Add(15 * time.Minute),
		EndsAt: start.Add(45 * time.Minute), SlotSize: 30, Price: 50000, Status: models.SlotAvailable}).Error
	assert.True(t, models.IsExclusionViolation(err), "got %v", err)
}

func TestDatabaseAllowsOneActiveBookingPerSlot(t *testing.T) {
	f := newFixture(t)
	slot := f.slot(t, time.Date(2030, 1, 2, 3, 30, 0, 0, time.UTC), 30)
	first, second := f.invoice(t), f.invoice(t)
	require.NoError(t, f.booking(first, slot, models.BookingPending, "room-a"))
	err := f.booking(second, slot, models.BookingPending, "room-b")
	assert.True(t, models.IsUniqueViolation(err), "got %v", err)

	// Once the first is cancelled the slot can be sold again.
	require.NoError(t, f.store.DB.Model(&models.Booking{}).Where("invoice_id = ?", first.ID).Update("status", models.BookingCancelled).Error)
	assert.NoError(t, f.booking(second, slot, models.BookingPending, "room-b"))
}

func TestDatabaseRefusesUnknownStatusesAndBadMoney(t *testing.T) {
	f := newFixture(t)
	slot := f.slot(t, time.Date(2030, 1, 3, 3, 30, 0, 0, time.UTC), 30)
	assert.Error(t, f.store.DB.Model(&slot).Update("status", "SOLD").Error)
	inv := f.invoice(t)
	assert.Error(t, f.store.DB.Model(&inv).Update("status", "PAID").Error)
	assert.Error(t, f.store.DB.Model(&inv).Update("platform_amount", 1).Error, "shares must add up to the total")
	assert.Error(t, f.store.DB.Model(&f.consultant).Update("status", "BANNED").Error)
	assert.Error(t, f.store.DB.Model(&f.consultant).Update("slot_size", 20).Error, "slot size is on the 15-minute grid")
}

func TestMigrationsAreIdempotent(t *testing.T) {
	store := testutil.Store(t)
	require.NoError(t, store.Migrate(context.Background()))
	cats, err := profile.New(store.DB).ListCategories(context.Background())
	require.NoError(t, err)
	assert.Len(t, cats, 18)
}
