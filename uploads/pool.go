package uploads

import (
	"context"
	"sync/atomic"
	"time"

	"golang.org/x/sync/semaphore"
)

// The decoding pool: the images being decoded and re-encoded at once in
// this process may together take at most PoolBytes (by their header's
// estimate, plus room for the re-encoded copy). An upload waits at most
// SlotWait for room, and at most MaxWaiting wait at once (each holds its
// file in memory); past either it is answered 503 with Retry-After
// BusyRetry instead of queueing without bound.
const (
	PoolBytes  = 128 << 20
	SlotWait   = 3 * time.Second
	MaxWaiting = 8
	BusyRetry  = 5 * time.Second
)

type pool struct {
	sem     *semaphore.Weighted
	size    int64
	waiting atomic.Int32
}

var decodes = &pool{sem: semaphore.NewWeighted(PoolBytes), size: PoolBytes}

// acquire takes weight bytes of the pool (all of it at most) and answers
// the function that gives them back.
func (p *pool) acquire(ctx context.Context, weight int64) (func(), error) {
	weight = min(max(weight, 1), p.size)
	if p.sem.TryAcquire(weight) {
		return func() { p.sem.Release(weight) }, nil
	}
	if p.waiting.Add(1) > MaxWaiting {
		p.waiting.Add(-1)
		return nil, busy()
	}
	defer p.waiting.Add(-1)
	ctx, cancel := context.WithTimeout(ctx, SlotWait)
	defer cancel()
	if err := p.sem.Acquire(ctx, weight); err != nil {
		return nil, busy()
	}
	return func() { p.sem.Release(weight) }, nil
}
