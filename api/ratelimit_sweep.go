package api

import (
	"context"
	"log/slog"
	"sync/atomic"
	"time"

	"cerebro/models"
)

// sweepEvery is how often one api process deletes the rate limits' spent
// buckets (models.RateLimits.Sweep): a bucket is spent once its client has
// been idle long enough to fill it again, at most burst × interval (an
// hour for resendVerification, seconds to minutes for the rest).
const sweepEvery = time.Minute

// sweeper runs the sweep at most once every interval, in the background of
// whichever limited request comes first after it is due: no timer to stop,
// and an idle process sweeps nothing (there is nothing new to sweep).
type sweeper struct {
	limits *models.RateLimits
	every  time.Duration
	next   atomic.Int64 // unix nanoseconds of the next sweep
}

func newSweeper(limits *models.RateLimits, every time.Duration) *sweeper {
	return &sweeper{limits: limits, every: every}
}

// maybe starts a sweep if one is due and no other request started it.
func (s *sweeper) maybe() {
	now := time.Now().UnixNano()
	due := s.next.Load()
	if now < due || !s.next.CompareAndSwap(due, now+int64(s.every)) {
		return
	}
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		if _, err := s.limits.Sweep(ctx); err != nil {
			slog.Warn("rate limits: sweeping spent buckets failed", "err", err)
		}
	}()
}
