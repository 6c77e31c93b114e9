package models_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/models"
	"cerebro/models/checkout"
	"cerebro/models/payout"
	"cerebro/rules"
)

// session stores one paid booking of consultee ce with the fixture's
// consultant, in a slot starting at start, with the booking's status.
func (f *fixture) session(t *testing.T, ce int64, start time.Time, price int64, status models.BookingStatus) int64 {
	slot := models.Slot{ConsultantID: f.consultant.ID, StartsAt: start, EndsAt: start.Add(30 * time.Minute),
		SlotSize: 30, Price: price, Status: models.SlotBooked}
	require.NoError(t, f.store.DB.Create(&slot).Error)
	platform, consultant := rules.SplitCommission(price)
	inv := models.Invoice{Cref: fmt.Sprintf("T-%d", slot.ID), ConsulteeID: ce, ConsultantID: f.consultant.ID,
		PaymentMethod: models.PayOnline, Status: models.InvoicePendingPayment, TotalAmount: price, PlatformAmount: platform,
		ConsultantAmount: consultant, Currency: "LKR", HoldExpiresAt: start}
	require.NoError(t, f.store.DB.Create(&inv).Error)
	b := models.Booking{InvoiceID: inv.ID, CerebroslotID: slot.ID, ConsulteeID: ce, ConsultantID: f.consultant.ID,
		BookingDate: start, Status: models.BookingPending, RoomName: fmt.Sprintf("room-%d", slot.ID)}
	require.NoError(t, f.store.DB.Create(&b).Error)
	// Paid the way the checkout pays (into the ledger), then given the status asked for.
	_, err := checkout.New(f.store.DB).ConfirmPayment(context.Background(), models.Confirmation{InvoiceID: inv.ID, PaymentID: fmt.Sprintf("p-%d", inv.ID)})
	require.NoError(t, err)
	require.NoError(t, f.store.DB.Model(&b).Update("status", status).Error)
	return b.ID
}

func (f *fixture) refund(t *testing.T, bookingID int64, status models.RefundStatus) {
	_, _, err := f.areas().Refund.Open(context.Background(), bookingID, models.RefundOpening{
		Cause: rules.CauseTechnicalFault, Status: models.RefundRequested, Requested: 1, Suggested: 1})
	require.NoError(t, err)
	require.NoError(t, f.store.DB.Exec("UPDATE refunds SET status = ?, amount = 1 WHERE booking_id = ?", status, bookingID).Error)
}

func TestEarningsSplitEachBookingAndLeaveRefundedSessionsOut(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	other := models.Consultee{UserID: f.consultee.UserID, FirstName: "Other", LastName: "One", DisplayName: "O",
		Birthday: time.Date(1990, 1, 1, 0, 0, 0, 0, time.UTC), Gender: "MALE", Country: "Sri Lanka", Currency: "LKR", Phone: "7"}
	require.NoError(t, f.store.DB.Exec(`INSERT INTO users (user_name, email, password_hash, role) VALUES ('o', 'o@x.lk', 'x', 'CONSULTEE')`).Error)
	require.NoError(t, f.store.DB.Raw(`SELECT id FROM users WHERE email = 'o@x.lk'`).Scan(&other.UserID).Error)
	require.NoError(t, f.store.DB.Create(&other).Error)
	day1 := time.Date(2030, 3, 1, 3, 30, 0, 0, time.UTC) // 09:00 Colombo
	me := f.consultee.ID

	a := f.session(t, me, day1, 250000, models.BookingCompleted)
	b := f.session(t, me, day1.Add(time.Hour), 100005, models.BookingCompleted) // 30% of 5 cents rounds half up
	c := f.session(t, other.ID, day1.Add(2*time.Hour), 200000, models.BookingCompleted)
	late := f.session(t, me, time.Date(2030, 3, 1, 18, 45, 0, 0, time.UTC), 100000, models.BookingCompleted) // 00:15 on 2 March in Colombo
	requested := f.session(t, me, day1.Add(3*time.Hour), 100000, models.BookingCompleted)
	f.refund(t, requested, models.RefundRequested) // not decided: still earned
	paidBack := f.session(t, me, day1.Add(4*time.Hour), 100000, models.BookingCompleted)
	f.refund(t, paidBack, models.RefundPaid)
	approved := f.session(t, me, day1.Add(5*time.Hour), 100000, models.BookingCompleted)
	f.refund(t, approved, models.RefundApproved)
	f.session(t, me, day1.Add(6*time.Hour), 100000, models.BookingConfirmed)   // not held (yet)
	f.session(t, me, day1.Add(7*time.Hour), 100000, models.BookingCancelled)   // cancelled
	f.session(t, me, day1.Add(-48*time.Hour), 100000, models.BookingCompleted) // before the period
	from, _ := rules.ParseColombo("2030-03-01", "00:00")
	to, _ := rules.ParseColombo("2030-03-02", "00:00")

	list, err := f.areas().Payout.EarnedBookings(ctx, payout.EarningsFilter{ConsultantID: f.consultant.ID, From: from, To: to.Add(24 * time.Hour)})
	require.NoError(t, err)
	e := payout.SummarizeEarnings(list)

	assert.Equal(t, 5, e.Bookings)
	assert.Equal(t, int64(250000+100005+200000+100000+100000), e.Earned)
	assert.Equal(t, int64(75000+30002+60000+30000+30000), e.CerebroShare)
	assert.Equal(t, e.Earned-e.CerebroShare, e.ConsultantShare)
	require.Len(t, e.Lines, 3)
	assert.Equal(t, payout.EarningsLine{BookingIDs: []int64{a, b, requested}, ConsulteeID: me, ConsulteeName: "E F",
		Date: "2030-03-01", Earned: 450005, Consultant: 175000 + 70003 + 70000, Cerebro: 75000 + 30002 + 30000}, e.Lines[0])
	assert.Equal(t, []int64{c}, e.Lines[1].BookingIDs)
	assert.Equal(t, "Other One", e.Lines[1].ConsulteeName)
	assert.Equal(t, payout.EarningsLine{BookingIDs: []int64{late}, ConsulteeID: me, ConsulteeName: "E F", Date: "2030-03-02",
		Earned: 100000, Consultant: 70000, Cerebro: 30000}, e.Lines[2], "grouped by the Colombo date")

	all, err := f.areas().Payout.EarnedBookings(ctx, payout.EarningsFilter{})
	require.NoError(t, err)
	assert.Len(t, all, 6, "without a period: the one before it too")
}
