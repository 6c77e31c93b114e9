package session_test

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/models"
	"cerebro/models/discovery"
	"cerebro/models/refund"
	"cerebro/models/session"
)

func TestCancelBookingIsOnceAndKeepsSoldSlotsOfConsultants(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	ahead := time.Now().Add(72 * time.Hour).Truncate(time.Hour)
	freed := f.Session(t, f.Consultee.ID, ahead, 250000, models.BookingConfirmed)
	kept := f.Session(t, f.Consultee.ID, ahead.Add(time.Hour), 250000, models.BookingConfirmed)
	c := session.Cancellation{BookingID: freed, By: models.CancelledByConsultee, ReleaseSlot: true,
		Refund: &refund.Opening{Cause: models.CauseConsulteeCancel, Status: models.RefundRequested,
			Requested: 250000, Suggested: 0, Note: "Exam moved"}}

	first, err := session.New(f.Store.DB).CancelBooking(ctx, c)
	require.NoError(t, err)
	again, err := session.New(f.Store.DB).CancelBooking(ctx, c) // a retry after the commit
	require.NoError(t, err)
	_, err = session.New(f.Store.DB).CancelBooking(ctx, session.Cancellation{BookingID: kept, By: models.CancelledByConsultant,
		Penalty: models.PenaltyCancelled, Refund: &refund.Opening{Cause: models.CauseConsultantCancel,
			Status: models.RefundApproved, Requested: 250000, Amount: 250000}})
	require.NoError(t, err)

	assert.Equal(t, first, again)
	assert.Equal(t, refund.State{ID: first.ID, Cause: models.CauseConsulteeCancel, Status: models.RefundRequested,
		Method: string(models.PayOnline), Requested: 250000}, first)
	var statuses []models.SlotStatus
	require.NoError(t, f.Store.DB.Raw(`SELECT s.status FROM bookings b JOIN cerebroslots s ON s.id = b.cerebroslot_id
		WHERE b.id IN (?, ?) ORDER BY b.id`, freed, kept).Scan(&statuses).Error)
	assert.Equal(t, []models.SlotStatus{models.SlotAvailable, models.SlotBooked}, statuses, "a consultant's cancelled slot is not resold")
	var n int64
	require.NoError(t, f.Store.DB.Model(&refund.Refund{}).Count(&n).Error)
	assert.Equal(t, int64(2), n, "one refund per booking")
	require.NoError(t, f.Store.DB.Model(&session.Penalty{}).Where("booking_id = ?", kept).Count(&n).Error)
	assert.Equal(t, int64(1), n)

	held := f.Session(t, f.Consultee.ID, ahead.Add(2*time.Hour), 250000, models.BookingCompleted)
	_, err = session.New(f.Store.DB).CancelBooking(ctx, session.Cancellation{BookingID: held, By: models.CancelledByConsultee})
	assert.ErrorIs(t, err, session.ErrBookingNotConfirmed)
}

func TestRefundRequestIsSettledOnce(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	id := f.Session(t, f.Consultee.ID, time.Now().Add(-time.Hour), 250000, models.BookingCompleted)
	r, _, err := f.areas().Refund.Open(ctx, id, refund.Opening{Cause: models.CauseTechnicalFault,
		Status: models.RefundRequested, Requested: 250000, Suggested: 250000, Note: "No sound"})
	require.NoError(t, err)

	rejected, _, err := f.areas().Refund.SettleRequest(ctx, refund.Verdict{RefundID: r.ID, AmountCents: 0, AdminRemark: "Sound was fine"})
	require.NoError(t, err)
	later, decided, err := f.areas().Refund.SettleRequest(ctx, refund.Verdict{RefundID: r.ID, AmountCents: 250000})
	require.NoError(t, err)

	assert.Equal(t, models.RefundRejected, rejected.Status)
	assert.Equal(t, rejected, later, "a decision stands")
	assert.False(t, decided, "the second verdict decided nothing")
	assert.Error(t, f.Store.DB.Exec("UPDATE refunds SET amount = 250001 WHERE id = ?", r.ID).Error, "never more than was paid")
}

func TestRatingsAreGivenOnceAndOnlyGivenOnesCount(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	id := f.Session(t, f.Consultee.ID, time.Now().Add(-time.Hour), 250000, models.BookingConfirmed)
	joined, err := session.New(f.Store.DB).EnsureRate(ctx, id, models.RaterConsultee) // the consultee joined
	require.NoError(t, err)
	require.NoError(t, session.New(f.Store.DB).CompleteSession(ctx, id))
	require.NoError(t, session.New(f.Store.DB).CompleteSession(ctx, id))

	rates, err := session.New(f.Store.DB).RatesOfBookings(ctx, []int64{id}, models.RaterConsultee)
	require.NoError(t, err)
	assert.Equal(t, joined.ID, rates[id].ID, "the record made on joining is kept")
	assert.Equal(t, -1, rates[id].Rate)
	due, err := session.New(f.Store.DB).LatestUnrated(ctx, models.RaterConsultee, f.Consultee.ID, time.Now())
	require.NoError(t, err)
	require.NotNil(t, due)
	assert.Equal(t, joined.ID, due.ID)
	assert.Equal(t, "A", due.FirstName, "the consultee rates the consultant")
	ratings, err := discovery.New(f.Store.DB).Standings(ctx, []int64{f.Consultant.ID}, time.Now())
	require.NoError(t, err)
	assert.Equal(t, discovery.Rating{}, ratings[f.Consultant.ID].Rating, "unrated records do not count")

	require.NoError(t, session.New(f.Store.DB).SubmitRate(ctx, joined.ID, 4, "Clear advice", time.Now()))
	assert.ErrorIs(t, session.New(f.Store.DB).SubmitRate(ctx, joined.ID, 1, "changed my mind", time.Now()), session.ErrAlreadyRated)
	theirs, err := session.New(f.Store.DB).EnsureRate(ctx, id, models.RaterConsultant)
	require.NoError(t, err)
	require.NoError(t, session.New(f.Store.DB).SubmitRate(ctx, theirs.ID, 2, "", time.Now())) // the consultant's rating of the consultee

	ratings, err = discovery.New(f.Store.DB).Standings(ctx, []int64{f.Consultant.ID}, time.Now())
	require.NoError(t, err)
	assert.Equal(t, discovery.Rating{Average: 4, Count: 1}, ratings[f.Consultant.ID].Rating, "only consultees' stars rate a consultant")
	due, err = session.New(f.Store.DB).LatestUnrated(ctx, models.RaterConsultee, f.Consultee.ID, time.Now())
	require.NoError(t, err)
	assert.Nil(t, due)
	due, err = session.New(f.Store.DB).LatestUnrated(ctx, models.RaterConsultant, f.Consultant.ID, time.Now().Add(8*24*time.Hour))
	require.NoError(t, err)
	assert.Nil(t, due, "nothing is due once the rating window has closed")
}
