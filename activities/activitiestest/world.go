// Package activitiestest holds what the areas' activity tests share: a
// database with a held invoice.
package activitiestest

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"cerebro/activities"
	checkoutacts "cerebro/activities/checkout"
	refundacts "cerebro/activities/refund"
	"cerebro/mailer"
	"cerebro/models"
	"cerebro/models/account"
	"cerebro/models/checkout"
	"cerebro/models/stores"
	"cerebro/payments"
	"cerebro/testutil"
)

// World is a database with one held ONLINE invoice and a simulated gateway,
// and the activities of the areas that act on it.
type World struct {
	Deps     *activities.Deps
	Checkout *checkoutacts.Activities
	Refund   *refundacts.Activities
	Sim      *payments.Simulator
	Outbox   *mailer.Outbox
	Invoice  models.Reservation
	SlotID   int64
}

// NewWorld holds one slot of a new consultant for a new consultee.
func NewWorld(t *testing.T) *World {
	store := testutil.Store(t)
	ctx := context.Background()
	user := func(email string, role models.Role) int64 {
		u := &models.User{UserName: email, Email: email, PasswordHash: "x", Role: role}
		require.NoError(t, account.New(store.DB).CreateUser(ctx, u))
		return u.ID
	}
	ct := models.Consultant{UserID: user("ct@x.lk", models.RoleConsultant), FirstName: "Nimal", LastName: "Perera", DisplayName: "N",
		Birthday: time.Date(1980, 1, 1, 0, 0, 0, 0, time.UTC), Gender: "MALE", CategoryID: 1, About: "x", Phone: "7",
		Bank: "b", BankBranch: "b", AccNumber: "1", SlotSize: 30, SlotRate: 250000, Status: models.ConsultantVerified, Currency: "LKR"}
	require.NoError(t, store.DB.Omit("User", "Category").Create(&ct).Error)
	ce := models.Consultee{UserID: user("ce@x.lk", models.RoleConsultee), FirstName: "Kamala", LastName: "Silva", DisplayName: "K",
		Birthday: time.Date(1990, 1, 1, 0, 0, 0, 0, time.UTC), Gender: "FEMALE", Phone: "7", Currency: "LKR"}
	require.NoError(t, store.DB.Omit("User").Create(&ce).Error)
	start := time.Now().Add(48 * time.Hour).Truncate(time.Hour).UTC()
	slot := models.Slot{ConsultantID: ct.ID, StartsAt: start, EndsAt: start.Add(30 * time.Minute), SlotSize: 30, Price: 250000, Status: models.SlotAvailable}
	require.NoError(t, store.DB.Omit("Consultant").Create(&slot).Error)
	sim, err := payments.NewSimulator(payments.Config{PublicBaseURL: "http://127.0.0.1:1"})
	require.NoError(t, err)
	w := &World{Sim: sim, Outbox: mailer.NewOutbox(), SlotID: slot.ID}
	w.Deps = &activities.Deps{Store: store, Stores: stores.New(store.DB), Gateway: sim, Mailer: w.Outbox, PublicBaseURL: "http://cerebro.test"}
	w.Checkout, w.Refund = checkoutacts.New(w.Deps), refundacts.New(w.Deps)
	id, _, err := checkout.New(store.DB).NextInvoiceIDFor(ctx, ct.ID)
	require.NoError(t, err)
	w.Invoice, err = w.Checkout.ReserveSlots(ctx, models.ReserveRequest{InvoiceID: id, ConsulteeID: ce.ID, ConsultantID: ct.ID,
		SlotIDs: []int64{slot.ID}, Method: models.PayOnline, BookingDate: time.Now(), ReservedAt: time.Now(), PaymentWindow: time.Hour})
	require.NoError(t, err)
	return w
}
