package api_test

import (
	"context"
	"net/http"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.temporal.io/sdk/client"

	"cerebro/models"
	"cerebro/models/refund"
	"cerebro/models/stores"
	"cerebro/rules"
	"cerebro/testutil"
	"cerebro/workflows"
	sessionwf "cerebro/workflows/session"
)

// Presence in the room: reported by the two parties' video pages, read by
// them and the admin, and turned into the booking's outcome by the session.

func presence(event string, at time.Time) map[string]any {
	return map[string]any{"event": event, "at": at.Format(time.RFC3339)}
}

func TestPresenceIsReportedByTheTwoPartiesWhileTheRoomIsOpen(t *testing.T) {
	p := paidSession(t, soon())
	stranger, admin := newShopper(t), adminToken(t)
	url := path("/booking/%d/presence", p.bookingID)
	now := time.Now().UTC()

	res := call(t, "POST", url, p.shopper.token, presence(rules.EventJoined, now))
	require.Equal(t, http.StatusNoContent, res.Status, "%s", res.Raw)
	assert.Empty(t, res.Raw)
	require.Equal(t, http.StatusNoContent, call(t, "POST", url, p.seller.token, presence(rules.EventOtherJoined, now)).Status)

	for name, c := range map[string]struct {
		body any
		msg  string
	}{
		"unknown event":   {presence("screenShared", now), "event must be one of"},
		"event of a type": {map[string]any{"event": 5, "at": now.Format(time.RFC3339)}, `Field "event" must be of type string.`},
		"a time not RFC":  {map[string]any{"event": "heartbeat", "at": "yesterday"}, "at must be a time in RFC 3339 form"},
		"no time":         {map[string]any{"event": "heartbeat"}, "at must be a time in RFC 3339 form"},
	} {
		res := call(t, "POST", url, p.shopper.token, c.body)
		assert.Equal(t, http.StatusBadRequest, res.Status, name)
		assert.Contains(t, res.message(), c.msg, name)
	}
	assert.Equal(t, http.StatusForbidden, call(t, "POST", url, stranger.token, presence(rules.EventJoined, now)).Status)
	assert.Equal(t, http.StatusForbidden, call(t, "POST", url, admin, presence(rules.EventJoined, now)).Status, "the admin is never in the room")
	assert.Equal(t, http.StatusUnauthorized, call(t, "POST", url, "", presence(rules.EventJoined, now)).Status)

	// A browser's clock is not trusted: at most a minute back, never ahead.
	require.Equal(t, http.StatusNoContent, call(t, "POST", url, p.shopper.token, presence(rules.EventHeartbeat, now.Add(-time.Hour))).Status)
	require.Equal(t, http.StatusNoContent, call(t, "POST", url, p.shopper.token, presence(rules.EventLeft, now.Add(time.Hour))).Status)
	reports, err := stores.New(env.store.DB).Session.PresenceReports(context.Background(), p.bookingID)
	require.NoError(t, err)
	require.Len(t, reports[string(models.RaterConsultee)], 3, "the refused reports stored nothing")
	after := time.Now().UTC()
	for _, r := range reports[string(models.RaterConsultee)] {
		assert.False(t, r.At.Before(now.Add(-time.Minute).Truncate(time.Second)), "%s at %s", r.Event, r.At)
		assert.False(t, r.At.After(after), "%s at %s", r.Event, r.At)
	}

	view := call(t, "GET", url, admin, nil)
	require.Equal(t, http.StatusOK, view.Status, "%s", view.Raw)
	assert.Equal(t, map[string]any{"CONSULTEE": 3.0, "CONSULTANT": 1.0}, view.Body["reports"])
	assert.Len(t, view.Body["events"], 3, "heartbeats are counted, not listed")
	assert.EqualValues(t, 15*60, view.Body["neededSeconds"], "half the 30-minute slot")
	assert.Equal(t, http.StatusOK, call(t, "GET", url, p.seller.token, nil).Status)
	assert.Equal(t, http.StatusForbidden, call(t, "GET", url, stranger.token, nil).Status)
}

func TestPresenceOutsideTheWindowIsRefused(t *testing.T) {
	later := paidSession(t, tomorrow())
	res := call(t, "POST", path("/booking/%d/presence", later.bookingID), later.shopper.token, presence(rules.EventJoined, time.Now()))
	assert.Equal(t, http.StatusConflict, res.Status)
	assert.Equal(t, "Presence is recorded only while the session's room is open.", res.message())

	over := heldSession(t, time.Hour)
	res = call(t, "POST", path("/booking/%d/presence", over.bookingID), over.seller.token, presence(rules.EventHeartbeat, time.Now()))
	assert.Equal(t, http.StatusConflict, res.Status)
}

func TestPresenceFloodIsCut(t *testing.T) {
	p := paidSession(t, soon())
	url := path("/booking/%d/presence", p.bookingID)
	opens, ends := rules.JoinWindow(p.start, p.start.Add(30*time.Minute), env.cfg.JoinEarly)
	max := rules.MaxPresenceReports(opens, ends)
	for i := 0; i < max; i++ {
		require.Equal(t, http.StatusNoContent, call(t, "POST", url, p.shopper.token, presence(rules.EventHeartbeat, time.Now())).Status, "report %d", i)
	}
	res := call(t, "POST", url, p.shopper.token, presence(rules.EventHeartbeat, time.Now()))
	assert.Equal(t, http.StatusTooManyRequests, res.Status)
	assert.Equal(t, "Too many presence reports for this session.", res.message())
	assert.Equal(t, http.StatusNoContent, call(t, "POST", url, p.seller.token, presence(rules.EventHeartbeat, time.Now())).Status,
		"the other party is not cut")
}

// endedSession is a session whose slot ended two minutes ago, with the
// given presence reports, and its session workflow started now: it decides
// the outcome at once.
func endedSession(t *testing.T, report func(p paid, start time.Time)) paid {
	t.Helper()
	p := storedBooking(t, time.Now().UTC().Add(-32*time.Minute).Truncate(time.Second), models.BookingConfirmed)
	report(p, p.start)
	_, err := env.temporal.ExecuteWorkflow(context.Background(), client.StartWorkflowOptions{
		ID: workflows.SessionWorkflowID(p.bookingID), TaskQueue: env.cfg.TaskQueue}, sessionwf.Session,
		sessionwf.SessionInput{BookingID: p.bookingID, StartsAt: p.start, EndsAt: p.start.Add(30 * time.Minute),
			PriceCents: slotPrice, JoinEarly: env.cfg.JoinEarly})
	require.NoError(t, err)
	require.Eventually(t, func() bool {
		b := bookingRow(t, p.bookingID)
		return b.Outcome != nil && b.Status != models.BookingConfirmed
	}, 15*time.Second, 50*time.Millisecond, "the session decides its outcome and carries it out")
	return p
}

// stayed stores a party's reports (testutil.StayInRoom).
func stayed(t *testing.T, p paid, party models.Rater, start time.Time, from, to int, sees bool) {
	t.Helper()
	require.NoError(t, testutil.StayInRoom(context.Background(), env.store, p.bookingID, party, start, from, to, sees))
}

func TestTheOutcomeFollowsTheEvidence(t *testing.T) {
	t.Run("held", func(t *testing.T) {
		p := endedSession(t, func(p paid, start time.Time) {
			stayed(t, p, models.RaterConsultee, start, 0, 30, true)
			stayed(t, p, models.RaterConsultant, start, 0, 30, true)
		})
		b := bookingRow(t, p.bookingID)
		assert.Equal(t, "HELD", *b.Outcome)
		assert.Equal(t, models.BookingCompleted, b.Status)
		list := call(t, "GET", path("/booking/consultee/%d/previous", p.shopper.id), p.shopper.token, nil)
		assert.Contains(t, string(list.Raw), `"outcome":"HELD"`, "the dashboard shows the outcome")
	})
	t.Run("cut short", func(t *testing.T) {
		p := endedSession(t, func(p paid, start time.Time) {
			stayed(t, p, models.RaterConsultee, start, 0, 10, true)
			stayed(t, p, models.RaterConsultant, start, 0, 30, true)
		})
		b := bookingRow(t, p.bookingID)
		assert.Equal(t, "CUT_SHORT", *b.Outcome)
		assert.Equal(t, models.BookingCompleted, b.Status)
		require.Eventually(t, func() bool {
			var n int64
			env.store.DB.Model(&refund.Refund{}).Where("booking_id = ?", p.bookingID).Count(&n)
			return n == 1
		}, 10*time.Second, 50*time.Millisecond)
		r := refundOfBooking(t, p.bookingID)
		assert.Equal(t, models.CauseCutShort, r.Cause)
		assert.Equal(t, models.RefundRequested, r.Status)
		assert.EqualValues(t, slotPrice, *r.SuggestedAmount, "full refund by default")
		view := call(t, "GET", path("/booking/%d/presence", p.bookingID), adminToken(t), nil)
		require.Equal(t, http.StatusOK, view.Status)
		assert.EqualValues(t, 10*60, view.Body["togetherSeconds"])
		assert.Equal(t, "CUT_SHORT", view.Body["outcome"])
	})
	t.Run("nobody present", func(t *testing.T) {
		p := endedSession(t, func(paid, time.Time) {})
		b := bookingRow(t, p.bookingID)
		assert.Equal(t, "NOBODY_PRESENT", *b.Outcome)
		assert.Equal(t, models.BookingCancelled, b.Status)
		r := refundOfBooking(t, p.bookingID)
		assert.Equal(t, models.CauseNobodyPresent, r.Cause)
		assert.NotEqual(t, models.RefundRequested, r.Status, "refunded at once, nobody asked")
		require.NotNil(t, r.Amount)
		assert.EqualValues(t, slotPrice, *r.Amount, "in full")
		var penalties int64
		env.store.DB.Table("penalties").Where("booking_id = ?", p.bookingID).Count(&penalties)
		assert.Zero(t, penalties, "nobody is penalised")
	})
}
