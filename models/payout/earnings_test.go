package payout_test

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/models"
	"cerebro/models/payout"
	"cerebro/rules"
)

func TestEarningsSplitEachBookingAndLeaveRefundedSessionsOut(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	other := models.Consultee{UserID: f.Consultee.UserID, FirstName: "Other", LastName: "One", DisplayName: "O",
		Birthday: time.Date(1990, 1, 1, 0, 0, 0, 0, time.UTC), Gender: "MALE", Country: "Sri Lanka", Currency: "LKR", Phone: "7"}
	require.NoError(t, f.Store.DB.Exec(`INSERT INTO users (user_name, email, password_hash, role) VALUES ('o', 'o@x.lk', 'x', 'CONSULTEE')`).Error)
	require.NoError(t, f.Store.DB.Raw(`SELECT id FROM users WHERE email = 'o@x.lk'`).Scan(&other.UserID).Error)
	require.NoError(t, f.Store.DB.Create(&other).Error)
	day1 := time.Date(2030, 3, 1, 3, 30, 0, 0, time.UTC) // 09:00 Colombo
	me := f.Consultee.ID

	a := f.Session(t, me, day1, 250000, models.BookingCompleted)
	b := f.Session(t, me, day1.Add(time.Hour), 100005, models.BookingCompleted) // 30% of 5 cents rounds half up
	c := f.Session(t, other.ID, day1.Add(2*time.Hour), 200000, models.BookingCompleted)
	late := f.Session(t, me, time.Date(2030, 3, 1, 18, 45, 0, 0, time.UTC), 100000, models.BookingCompleted) // 00:15 on 2 March in Colombo
	requested := f.Session(t, me, day1.Add(3*time.Hour), 100000, models.BookingCompleted)
	f.Refund(t, requested, models.RefundRequested) // not decided: still earned
	paidBack := f.Session(t, me, day1.Add(4*time.Hour), 100000, models.BookingCompleted)
	f.Refund(t, paidBack, models.RefundPaid)
	approved := f.Session(t, me, day1.Add(5*time.Hour), 100000, models.BookingCompleted)
	f.Refund(t, approved, models.RefundApproved)
	f.Session(t, me, day1.Add(6*time.Hour), 100000, models.BookingConfirmed)   // not held (yet)
	f.Session(t, me, day1.Add(7*time.Hour), 100000, models.BookingCancelled)   // cancelled
	f.Session(t, me, day1.Add(-48*time.Hour), 100000, models.BookingCompleted) // before the period
	from, _ := rules.ParseColombo("2030-03-01", "00:00")
	to, _ := rules.ParseColombo("2030-03-02", "00:00")

	list, err := f.areas().Payout.EarnedBookings(ctx, payout.EarningsFilter{ConsultantID: f.Consultant.ID, From: from, To: to.Add(24 * time.Hour)})
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
