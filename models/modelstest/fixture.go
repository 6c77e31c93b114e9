// Package modelstest builds the rows that several areas' store tests start
// from: a verified consultant and a consultee in a fresh database, and
// their slots, invoices and bookings, written straight through GORM so the
// database itself is what refuses bad data.
package modelstest

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"cerebro/models"
	"cerebro/models/account"
	"cerebro/testutil"
)

// Fixture is one consultant and one consultee in a fresh database.
type Fixture struct {
	Store      *models.Store
	Consultant models.Consultant
	Consultee  models.Consultee
}

// NewFixture opens a fresh database with a verified consultant and a
// consultee; the database is dropped when the test ends.
func NewFixture(t *testing.T) *Fixture {
	store := testutil.Store(t)
	ctx := context.Background()
	mk := func(email string, role models.Role) *models.User {
		u := &models.User{UserName: email, Email: email, PasswordHash: "x", Role: role}
		require.NoError(t, account.New(store.DB).CreateUser(ctx, u))
		return u
	}
	f := &Fixture{Store: store}
	f.Consultant = models.Consultant{UserID: mk("c@x.lk", models.RoleConsultant).ID, FirstName: "A", LastName: "B", DisplayName: "A B",
		Birthday: time.Date(1980, 1, 1, 0, 0, 0, 0, time.UTC), Gender: "MALE", Country: "Sri Lanka", TimeZone: "Asia/Colombo", Currency: "LKR",
		CategoryID: 1, Experience: 3, About: "x", DialCode: "94", Phone: "7", Bank: "b", BankBranch: "b", AccNumber: "1",
		SlotSize: 30, SlotRate: 100000, Status: models.ConsultantVerified}
	require.NoError(t, store.DB.Create(&f.Consultant).Error)
	f.Consultee = models.Consultee{UserID: mk("e@x.lk", models.RoleConsultee).ID, FirstName: "E", LastName: "F", DisplayName: "E F",
		Birthday: time.Date(1990, 1, 1, 0, 0, 0, 0, time.UTC), Gender: "FEMALE", Country: "Sri Lanka", TimeZone: "Asia/Colombo", Currency: "LKR",
		DialCode: "94", Phone: "7"}
	require.NoError(t, store.DB.Create(&f.Consultee).Error)
	return f
}

// Slot is an AVAILABLE slot of the consultant, at 1,000.00 LKR.
func (f *Fixture) Slot(t *testing.T, start time.Time, minutes int) models.Slot {
	s := models.Slot{ConsultantID: f.Consultant.ID, StartsAt: start, EndsAt: start.Add(time.Duration(minutes) * time.Minute),
		SlotSize: minutes, Price: 100000, Status: models.SlotAvailable}
	require.NoError(t, f.Store.DB.Create(&s).Error)
	return s
}

// Invoice adds an online invoice of the consultee with the consultant,
// awaiting payment.
func (f *Fixture) Invoice(t *testing.T) models.Invoice {
	inv := models.Invoice{Cref: time.Now().Format("150405.000000000"), ConsulteeID: f.Consultee.ID, ConsultantID: f.Consultant.ID,
		PaymentMethod: models.PayOnline, Status: models.InvoicePendingPayment, TotalAmount: 100000,
		PlatformAmount: 30000, ConsultantAmount: 70000, Currency: "LKR", HoldExpiresAt: time.Now().Add(time.Hour)}
	require.NoError(t, f.Store.DB.Create(&inv).Error)
	return inv
}

// Booking adds a booking of slot on inv.
func (f *Fixture) Booking(inv models.Invoice, slot models.Slot, status models.BookingStatus, room string) error {
	return f.Store.DB.Create(&models.Booking{InvoiceID: inv.ID, CerebroslotID: slot.ID, ConsulteeID: f.Consultee.ID,
		ConsultantID: f.Consultant.ID, BookingDate: time.Now(), Status: status, RoomName: room}).Error
}
