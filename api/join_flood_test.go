package api_test

import (
	"context"
	"fmt"
	"net/http"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	historypb "go.temporal.io/api/history/v1"

	"cerebro/models"
	"cerebro/workflows"
	sessionwf "cerebro/workflows/session"
)

// floodJoins is how many times one party joins in TestJoinFloodLeavesTheSessionWorking.
const floodJoins = 20000

// A party's join is sent to the session once: 20,000 join calls for one
// booking write one join to the workflow's history, and the other party's
// join, a cancellation and the admin's refund decision still work.
func TestJoinFloodLeavesTheSessionWorking(t *testing.T) {
	p := paidSession(t, soon())
	before := historyOf(t, workflows.SessionWorkflowID(p.bookingID))

	var failed atomic.Int64
	var wg sync.WaitGroup
	calls := make(chan struct{}, floodJoins)
	for range floodJoins {
		calls <- struct{}{}
	}
	close(calls)
	started := time.Now()
	for range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for range calls {
				if res := call(t, "POST", path("/booking/rate"), p.shopper.token, map[string]any{"bookingId": p.bookingID}); res.Status != http.StatusOK {
					failed.Add(1)
				}
			}
		}()
	}
	wg.Wait()
	t.Logf("%d join calls in %s", floodJoins, time.Since(started).Round(time.Millisecond))
	require.Zero(t, failed.Load(), "every join call answers 200")

	join := call(t, "POST", path("/booking/rate"), p.seller.token, map[string]any{"bookingId": p.bookingID})
	require.Equal(t, http.StatusOK, join.Status, "%s", join.Raw)
	st := sessionStatus(t, p.bookingID)
	assert.True(t, st.ConsulteeJoined)
	assert.True(t, st.ConsultantJoined, "the other party's join still gets through")

	cancel := call(t, "POST", path("/booking/%d/cancel", p.bookingID), p.shopper.token, map[string]any{"reason": "Flooded"})
	require.Equal(t, http.StatusOK, cancel.Status, "%s", cancel.Raw)
	r := refundOfBooking(t, p.bookingID)
	require.Equal(t, models.RefundRequested, r.Status)
	decided := call(t, "PUT", path("/refunds/%d", r.ID), adminToken(t), map[string]any{"amount": slotPrice, "adminRemark": "In full"})
	require.Equal(t, http.StatusOK, decided.Status, "%s", decided.Raw)
	assert.Equal(t, models.RefundPaid, refundOfBooking(t, p.bookingID).Status)

	events := historyOf(t, workflows.SessionWorkflowID(p.bookingID))
	joins := 0
	for _, e := range events {
		if a := e.GetWorkflowExecutionUpdateAcceptedEventAttributes(); a != nil && a.GetAcceptedRequest().GetInput().GetName() == sessionwf.JoinUpdate {
			joins++
		}
	}
	t.Logf("session history: %d events before the flood; %d after the flood, the other join, the cancellation and its refund request", len(before), len(events))
	assert.Equal(t, 2, joins, "one join per party in history, however often they join")
	// Two joins, the cancellation with its two mails, the refund request and, as the join window opens,
	// the room's notices: 50 to 80 events after the ones before the flood, depending on how far the
	// session got meanwhile. 20,000 recorded joins would be 60,000 more; even one in a hundred, 600.
	assert.Less(t, len(events), len(before)+150, "the flood wrote nothing to history")
}

// historyOf is a workflow's history so far.
func historyOf(t *testing.T, workflowID string) []*historypb.HistoryEvent {
	t.Helper()
	it := env.temporal.GetWorkflowHistory(context.Background(), workflowID, "", false, 0)
	var out []*historypb.HistoryEvent
	for it.HasNext() {
		e, err := it.Next()
		require.NoError(t, err, fmt.Sprintf("history of %s", workflowID))
		out = append(out, e)
	}
	return out
}
