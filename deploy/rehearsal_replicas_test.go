package deploy_test

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/deploy/journey"
)

// The default deployment runs two api replicas behind the proxy (compose's
// deploy.replicas). A consultee books 8 slots through the proxy, four at a
// time, and one replica is killed (SIGKILL) with four bookings in flight:
// nothing is lost. Every booking is answered, at once or when the booking
// dialog confirms again with the same Idempotency-Key; every slot is held
// by exactly one invoice, pending payment; the consultee has no other
// invoice; and every read made meanwhile answered 200, the proxy trying it
// on the other replica. The killed replica comes back by its restart policy.
func TestRehearsalAnAPIReplicaKilledMidBookingLosesNothing(t *testing.T) {
	s := rehearse(t, deployment{name: "api replica killed mid-booking", env: map[string]string{
		// One consultee holds the 8 bookings at once (README, No hoarding).
		"CEREBRO_MAX_UNPAID_INVOICES": "10", "CEREBRO_MAX_HELD_SLOTS": "10"}})
	require.Equal(t, 2, s.Containers("api"), "compose runs two api replicas")
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	res, err := journey.BookThroughAFailover(ctx, s.journeySite(t), 8, func() error { return s.Kill("api", 1) })
	t.Logf("%d bookings in %d confirms, %d of them unanswered by an api and confirmed again; %d reads, %d failed",
		len(res.Bookings), res.Attempts, res.Broken, res.Reads, len(res.Failed))
	require.NoError(t, err)
	assert.Len(t, res.Bookings, 8)
	assert.Empty(t, res.Failed, "every read answered while the replica died and came back")
	assert.Positive(t, res.Broken, "a booking was in flight on the killed replica")

	deadline := time.Now().Add(time.Minute)
	for {
		out, err := s.Exec(ctx, "api", 1, "/app/cerebro", "healthcheck")
		if err == nil {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the killed replica did not come back within a minute: %v %s\n%s", err, out, s.Logs("api", 20))
		}
		time.Sleep(time.Second)
	}
}
