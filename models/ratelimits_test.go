package models_test

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/models"
	"cerebro/models/modelstest"
)

// A bucket of 10 refilled one every 6 s: 10 calls at once, the 11th told to
// wait about 6 s; the bucket refills by the interval, as x/time/rate's
// token bucket did when it lived in each process.
func TestRateLimitIsABucketOfBurstRefilledEveryInterval(t *testing.T) {
	f := modelstest.NewFixture(t)
	ctx := context.Background()
	limits := models.NewRateLimits(f.Store.DB)
	for i := 0; i < 10; i++ {
		wait, err := limits.Take(ctx, "signin ip:198.51.100.1", 6*time.Second, 10)
		require.NoError(t, err)
		require.Zero(t, wait, "call %d is within the burst", i)
	}
	wait, err := limits.Take(ctx, "signin ip:198.51.100.1", 6*time.Second, 10)
	require.NoError(t, err)
	assert.InDelta(t, 6, wait.Seconds(), 0.5, "the 11th call waits one interval")
	wait, err = limits.Take(ctx, "signin ip:198.51.100.2", 6*time.Second, 10)
	require.NoError(t, err)
	assert.Zero(t, wait, "another client has its own bucket")

	fast := "notify ip:198.51.100.3"
	for i := 0; i < 3; i++ {
		w, err := limits.Take(ctx, fast, 200*time.Millisecond, 3)
		require.NoError(t, err)
		require.Zero(t, w)
	}
	w, err := limits.Take(ctx, fast, 200*time.Millisecond, 3)
	require.NoError(t, err)
	require.Positive(t, w, "the burst is spent")
	time.Sleep(w + 20*time.Millisecond)
	w, err = limits.Take(ctx, fast, 200*time.Millisecond, 3)
	require.NoError(t, err)
	assert.Zero(t, w, "one call came back after the wait it was told")
}

// Fifty calls at once on one bucket of 10: the row's lock counts them one
// by one, so exactly 10 go ahead.
func TestRateLimitCountsParallelCallsOneByOne(t *testing.T) {
	f := modelstest.NewFixture(t)
	limits := models.NewRateLimits(f.Store.DB)
	var allowed atomic.Int32
	var wg sync.WaitGroup
	for i := 0; i < 50; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			wait, err := limits.Take(context.Background(), "booking user:7", time.Minute, 10)
			assert.NoError(t, err)
			if wait == 0 {
				allowed.Add(1)
			}
		}()
	}
	wg.Wait()
	assert.EqualValues(t, 10, allowed.Load())
}

// The sweep deletes buckets that are full again (their moment passed)
// through tat's index, and keeps every bucket still being spent.
func TestSweepDeletesOnlyBucketsFullAgain(t *testing.T) {
	f := modelstest.NewFixture(t)
	ctx := context.Background()
	limits := models.NewRateLimits(f.Store.DB)
	for i := 0; i < 300; i++ {
		_, err := limits.Take(ctx, fmt.Sprintf("idle ip:203.0.113.%d", i), 10*time.Millisecond, 5)
		require.NoError(t, err)
	}
	for i := 0; i < 5; i++ {
		_, err := limits.Take(ctx, "busy user:1", time.Hour, 5)
		require.NoError(t, err)
	}
	time.Sleep(50 * time.Millisecond)
	deleted, err := limits.Sweep(ctx)
	require.NoError(t, err)
	assert.EqualValues(t, 300, deleted, "every idle client's bucket is full again")
	var left []string
	require.NoError(t, f.Store.DB.Raw(`SELECT key FROM rate_limits`).Scan(&left).Error)
	assert.Equal(t, []string{"busy user:1"}, left)
	wait, err := limits.Take(ctx, "busy user:1", time.Hour, 5)
	require.NoError(t, err)
	assert.Positive(t, wait, "the busy client's spent bucket was not forgotten")

	var plan []string
	require.NoError(t, f.Store.DB.Raw(`EXPLAIN (COSTS OFF) SELECT key FROM rate_limits WHERE tat < statement_timestamp() ORDER BY tat LIMIT 5000`).
		Scan(&plan).Error)
	assert.Contains(t, strings.Join(plan, "\n"), "Index Scan on rate_limits_tat", "the sweep finds the spent buckets through tat's index")
	assert.NotContains(t, strings.Join(plan, "\n"), "Seq Scan", "the sweep never reads the whole table")
}

// A flood from many more addresses than any batch: each call costs one
// statement whatever the table holds, and once their buckets are full again
// one sweep leaves only the clients still spending theirs, however many
// batches that takes.
func TestRateLimitsStayBoundedUnderManyClients(t *testing.T) {
	f := modelstest.NewFixture(t)
	ctx := context.Background()
	limits := models.NewRateLimits(f.Store.DB)
	const clients, workers = 12_000, 8
	var wg sync.WaitGroup
	start := time.Now()
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := w; i < clients; i += workers {
				_, err := limits.Take(ctx, fmt.Sprintf("POST /api/v1/auth/signup ip:%d.%d.%d.1", 10+i>>16, i>>8&255, i&255),
					100*time.Millisecond, 5)
				assert.NoError(t, err)
			}
		}()
	}
	wg.Wait()
	took := time.Since(start)
	_, err := limits.Take(ctx, "busy user:1", time.Hour, 5)
	require.NoError(t, err)
	count := func() (n int64) {
		require.NoError(t, f.Store.DB.Raw(`SELECT count(*) FROM rate_limits`).Scan(&n).Error)
		return n
	}
	require.EqualValues(t, clients+1, count())
	time.Sleep(150 * time.Millisecond)
	sweepStart := time.Now()
	deleted, err := limits.Sweep(ctx)
	require.NoError(t, err)
	t.Logf("%d clients: %s a call with %d at once (%.0f calls a second), one sweep of %d buckets in %s",
		clients, took/clients*workers, workers, clients/took.Seconds(), deleted, time.Since(sweepStart))
	assert.EqualValues(t, clients, deleted, "more than two batches, all swept")
	assert.EqualValues(t, 1, count(), "only the client still spending its bucket is left")
}
