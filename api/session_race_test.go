package api_test

import (
	"context"
	"net/http"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	enumspb "go.temporal.io/api/enums/v1"

	"cerebro/apperr"
	"cerebro/models"
	"cerebro/workflows"
)

// The answers to a session that already decided a cancel or a move, in the
// caller's language (workflows/session/admission.go, answered by api/temporal_errors.go).
var (
	beingCancelled = map[string]string{
		"en": "This booking is being cancelled, so it can no longer be changed.",
		"si": "මෙම වෙන් කිරීම අවලංගු කෙරෙමින් පවතින බැවින් එය තවදුරටත් වෙනස් කළ නොහැක.",
		"ta": "இந்த முன்பதிவு இரத்துச் செய்யப்படுகிறது, எனவே இதை இனி மாற்ற முடியாது.",
	}
	beingMoved = map[string]string{
		"en": "This booking is being moved to another slot. Please try again in a moment.",
		"si": "මෙම වෙන් කිරීම වෙනත් කාල පරාසයකට මාරු කෙරෙමින් පවතී. කරුණාකර මොහොතකින් නැවත උත්සාහ කරන්න.",
		"ta": "இந்த முன்பதிவு வேறொரு நேர இடத்துக்கு மாற்றப்படுகிறது. சிறிது நேரத்தில் தயவுசெய்து மீண்டும் முயற்சிக்கவும்.",
	}
)

// A reschedule and a cancel sent at the same moment — the consultee's move
// and the consultant's cancel, or the consultee's own two clicks — end with
// the booking either moved or cancelled, never stuck: both are answered at
// once, a refusal is a 409 in the caller's language, the session is in
// step with the booking, and the next action works (issue 31).
func TestARescheduleAndACancelAtOnceEndMovedOrCancelledNeverStuck(t *testing.T) {
	rounds := []struct {
		language      string // the consultee's
		consultantToo bool   // the consultant cancels; else the consultee clicks both
	}{{"en", true}, {"si", false}, {"ta", true}, {"ta", false}, {"si", true}, {"en", false}}
	seen := map[string]int{}
	for i, r := range rounds {
		seller := newSeller(t)
		p := paidSessionBetween(t, newShopperIn(t, r.language, "Asia/Colombo"), seller, tomorrow().Add(time.Duration(24+i)*time.Hour))
		later := openSlots(t, p.seller.id, tomorrow().Add(time.Duration(72+i)*time.Hour), 1)[0]
		canceller, cancellerLanguage := p.shopper, r.language
		if r.consultantToo {
			canceller, cancellerLanguage = p.seller, "en"
		}

		moved, cancelled, took := atOnce(t,
			func() response {
				return reschedule(t, p.shopper.token, p.bookingID, map[string]any{"cerebroslotId": later})
			},
			func() response { return cancel(t, p, canceller.token) })

		assert.Less(t, took, 10*time.Second, "round %d: both answered at once", i)
		// A refusal speaks the caller's language: the account's.
		assertAnsweredOr409(t, moved, beingCancelled[r.language], apperr.Text(r.language, "session.not_reschedulable", nil))
		assertAnsweredOr409(t, cancelled, beingMoved[cancellerLanguage], apperr.Text(cancellerLanguage, "session.not_cancellable", nil))
		require.True(t, moved.Status == http.StatusOK || cancelled.Status == http.StatusOK, "round %d: one of them was taken: %s / %s",
			i, moved.Raw, cancelled.Raw)
		seen[outcomeOf(moved, cancelled)]++
		for _, res := range []response{moved, cancelled} {
			if res.Status == http.StatusConflict {
				seen["409: "+res.message()]++
			}
		}
		assertConsistent(t, p, later, r.language, moved.Status == http.StatusOK, cancelled.Status == http.StatusOK)
	}
	t.Logf("outcomes of %d races: %v", len(rounds), seen)
}

// atOnce sends both requests at the same moment and waits for both answers.
func atOnce(t *testing.T, a, b func() response) (response, response, time.Duration) {
	t.Helper()
	var ra, rb response
	var wg sync.WaitGroup
	start := make(chan struct{})
	wg.Add(2)
	go func() { defer wg.Done(); <-start; ra = a() }()
	go func() { defer wg.Done(); <-start; rb = b() }()
	began := time.Now()
	close(start)
	wg.Wait()
	return ra, rb, time.Since(began)
}

// assertAnsweredOr409 checks an answer is a 200 or a 409 with one of the
// clear messages a booking decided otherwise gets.
func assertAnsweredOr409(t *testing.T, res response, messages ...string) {
	t.Helper()
	if res.Status == http.StatusOK {
		return
	}
	require.Equal(t, http.StatusConflict, res.Status, "%s", res.Raw)
	assert.Contains(t, messages, res.message())
}

func outcomeOf(moved, cancelled response) string {
	switch {
	case moved.Status == http.StatusOK && cancelled.Status == http.StatusOK:
		return "moved, then cancelled"
	case moved.Status == http.StatusOK:
		return "moved; cancel refused"
	}
	return "cancelled; move refused"
}

// assertConsistent checks the booking, its slots and its session agree on
// what happened, and that the next action is answered.
func assertConsistent(t *testing.T, p paid, later int64, shopperLanguage string, moved, cancelled bool) {
	t.Helper()
	b := bookingRow(t, p.bookingID)
	if moved {
		assert.Equal(t, later, b.CerebroslotID, "moved to the new slot")
		assert.Equal(t, models.SlotAvailable, slotRow(t, p.slotID).Status, "the old slot is free")
	} else {
		assert.Equal(t, p.slotID, b.CerebroslotID, "not moved")
		assert.Nil(t, b.RescheduledFrom)
	}
	if cancelled {
		assert.Equal(t, models.BookingCancelled, b.Status)
		require.Eventually(t, func() bool { return sessionClosed(t, p.bookingID) }, 10*time.Second, 50*time.Millisecond,
			"a cancelled booking's session ends")
		again := reschedule(t, p.shopper.token, p.bookingID, map[string]any{"cerebroslotId": openSlots(t, p.seller.id, tomorrow().Add(96*time.Hour), 1)[0]})
		assert.Equal(t, http.StatusConflict, again.Status, "%s", again.Raw)
		assert.Equal(t, apperr.Text(shopperLanguage, "session.not_reschedulable", nil), again.message())
		return
	}
	assert.Equal(t, models.BookingConfirmed, b.Status)
	newStart := slotRow(t, later).StartsAt
	require.Eventually(t, func() bool {
		return sessionStatus(t, p.bookingID).JoinOpensAt.Equal(newStart.Add(-env.cfg.JoinEarly))
	}, 10*time.Second, 50*time.Millisecond, "the session follows the new slot")
	after := cancel(t, p, p.seller.token)
	require.Equal(t, http.StatusOK, after.Status, "the moved booking can still be cancelled: %s", after.Raw)
	assert.Equal(t, models.BookingCancelled, bookingRow(t, p.bookingID).Status)
}

// sessionClosed reports that the booking's session workflow has ended.
func sessionClosed(t *testing.T, bookingID int64) bool {
	t.Helper()
	d, err := env.temporal.DescribeWorkflowExecution(context.Background(), workflows.SessionWorkflowID(bookingID), "")
	require.NoError(t, err)
	return d.WorkflowExecutionInfo.Status != enumspb.WORKFLOW_EXECUTION_STATUS_RUNNING
}
