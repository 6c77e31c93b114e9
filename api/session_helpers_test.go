package api_test

import (
	"context"
	"fmt"
	"net/http"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
	"go.temporal.io/sdk/client"

	"cerebro/models"
	"cerebro/models/refund"
	"cerebro/models/session"
	"cerebro/models/stores"
	"cerebro/testutil"
	"cerebro/workflows"
	sessionwf "cerebro/workflows/session"
)

// Fixtures of the session tests: a booking paid through the real checkout
// (so its session workflow runs), or rows written straight to the database
// for sessions already over.

// paid is one paid booking of a new consultee with a new consultant.
type paid struct {
	shopper, seller party
	slotID          int64
	invoiceID       int64
	bookingID       int64
	paymentID       string
	start           time.Time
}

// paidSession books a 30-minute slot starting at start and pays it by card;
// it returns once the booking's session workflow runs.
func paidSession(t testing.TB, start time.Time) paid {
	t.Helper()
	return paidSessionBetween(t, newShopper(t), newSeller(t), start)
}

// paidSessionBetween is paidSession between given parties.
func paidSessionBetween(t testing.TB, shopper, seller party, start time.Time) paid {
	t.Helper()
	p := paid{shopper: shopper, seller: seller, start: start}
	p.slotID = openSlots(t, p.seller.id, start, 1)[0]
	var bookings []int64
	p.invoiceID, bookings = mustBook(t, p.shopper, "ONLINE", p.seller.id, p.slotID)
	p.bookingID = bookings[0]
	inv := invoiceRow(t, p.invoiceID)
	p.paymentID = fmt.Sprintf("42%010d", p.invoiceID)
	require.Equal(t, http.StatusOK, notify(t, notification(inv.Cref, inv.TotalAmount, inv.Currency, p.paymentID, 2)))
	awaitInvoice(t, p.invoiceID, models.InvoicePaid, 10*time.Second)
	require.Eventually(t, func() bool {
		_, err := env.temporal.DescribeWorkflowExecution(context.Background(), workflows.SessionWorkflowID(p.bookingID), "")
		return err == nil
	}, 10*time.Second, 50*time.Millisecond, "the checkout starts the session")
	return p
}

// soon is a slot start inside the join window: the room is open now.
func soon() time.Time { return time.Now().UTC().Add(5 * time.Minute).Truncate(time.Second) }

// storedBooking writes a paid booking with the given status straight to the
// database, without a session workflow.
func storedBooking(t testing.TB, start time.Time, status models.BookingStatus) paid {
	t.Helper()
	return storedBookingWith(t, newShopper(t), newSeller(t), start, status)
}

// storedBookingWith is storedBooking between given parties.
func storedBookingWith(t testing.TB, shopper, seller party, start time.Time, status models.BookingStatus) paid {
	t.Helper()
	b, err := testutil.StoreBooking(context.Background(), env.store, shopper.id, seller.id, start, slotPrice, status)
	require.NoError(t, err)
	return paid{shopper: shopper, seller: seller, start: start, slotID: b.SlotID, invoiceID: b.InvoiceID,
		bookingID: b.BookingID, paymentID: b.PaymentID}
}

// heldSession is a session that ended endedAgo, COMPLETED the way the
// session workflow completes it (both rating records open).
func heldSession(t testing.TB, endedAgo time.Duration) paid {
	t.Helper()
	p := storedBooking(t, time.Now().UTC().Add(-endedAgo-30*time.Minute).Truncate(time.Second), models.BookingConfirmed)
	require.NoError(t, stores.New(env.store.DB).Session.CompleteSession(context.Background(), p.bookingID))
	return p
}

// followedUpSession is a session that ended a few minutes ago, which the
// consultant attended, with its session workflow in the follow-up.
func followedUpSession(t testing.TB) paid {
	t.Helper()
	p := storedBooking(t, time.Now().UTC().Add(-40*time.Minute).Truncate(time.Second), models.BookingConfirmed)
	_, err := env.temporal.SignalWithStartWorkflow(context.Background(), workflows.SessionWorkflowID(p.bookingID),
		sessionwf.JoinedSignal, sessionwf.Joined{Role: models.RaterConsultant},
		client.StartWorkflowOptions{TaskQueue: env.cfg.TaskQueue}, sessionwf.Session,
		sessionwf.SessionInput{BookingID: p.bookingID, StartsAt: p.start, EndsAt: p.start.Add(30 * time.Minute),
			PriceCents: slotPrice, JoinEarly: env.cfg.JoinEarly, ConsulteeID: p.shopper.id, ConsultantID: p.seller.id})
	require.NoError(t, err)
	require.Eventually(t, func() bool { return bookingRow(t, p.bookingID).Status == models.BookingCompleted },
		10*time.Second, 50*time.Millisecond, "the session completes the booking")
	return p
}

func bookingRow(t testing.TB, id int64) models.Booking {
	t.Helper()
	var b models.Booking
	require.NoError(t, env.store.DB.Take(&b, id).Error)
	return b
}

func slotRow(t testing.TB, id int64) models.Slot {
	t.Helper()
	var s models.Slot
	require.NoError(t, env.store.DB.Take(&s, id).Error)
	return s
}

// refundOfBooking is the booking's refund (a cancellation's or a claim's),
// not the difference refunded by a cheaper reschedule (differenceRefundOf).
func refundOfBooking(t testing.TB, bookingID int64) refund.Refund {
	t.Helper()
	var r refund.Refund
	require.NoError(t, env.store.DB.Where("booking_id = ? AND cause <> ?", bookingID, models.CauseRescheduledCheaper).
		Take(&r).Error)
	return r
}

// differenceRefundOf is the refund of the difference a cheaper reschedule
// of the booking gave back.
func differenceRefundOf(t testing.TB, bookingID int64) refund.Refund {
	t.Helper()
	var r refund.Refund
	require.NoError(t, env.store.DB.Where("booking_id = ? AND cause = ?", bookingID, models.CauseRescheduledCheaper).
		Take(&r).Error)
	return r
}

// rateIDs are the booking's rating records by rater role.
func rateIDs(t testing.TB, bookingID int64) map[models.Rater]int64 {
	t.Helper()
	var rows []session.BookingRate
	require.NoError(t, env.store.DB.Where("booking_id = ?", bookingID).Find(&rows).Error)
	out := map[models.Rater]int64{}
	for _, r := range rows {
		out[r.RaterRole] = r.ID
	}
	return out
}

// sessionStatus queries the booking's session workflow.
func sessionStatus(t testing.TB, bookingID int64) sessionwf.SessionStatus {
	t.Helper()
	v, err := env.temporal.QueryWorkflow(context.Background(), workflows.SessionWorkflowID(bookingID), "", sessionwf.SessionStatusQuery)
	require.NoError(t, err)
	var st sessionwf.SessionStatus
	require.NoError(t, v.Get(&st))
	return st
}

func path(format string, args ...any) string { return "/api/v1" + fmt.Sprintf(format, args...) }

// refusedRefund is a paid card session the consultee cancelled whose refund
// the gateway declined: the refund FAILED, for the admin to settle.
func refusedRefund(t *testing.T) (paid, refund.Refund) {
	t.Helper()
	p := paidSession(t, tomorrow())
	simulator(t).DeclineRefundsOf(p.paymentID, 1)
	require.Equal(t, http.StatusOK, cancel(t, p, p.shopper.token).Status)
	require.Eventually(t, func() bool { return refundOfBooking(t, p.bookingID).Status == models.RefundFailed },
		20*time.Second, 100*time.Millisecond)
	return p, refundOfBooking(t, p.bookingID)
}
