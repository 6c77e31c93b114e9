package main

import (
	"context"
	"fmt"
	"slices"
	"sync"
	"sync/atomic"
	"time"
)

// Result is one measured line of the report.
type Result struct {
	Name        string
	Concurrency int
	N           int // requests made
	OK          int
	Errors      int
	Wall        time.Duration
	P50         time.Duration
	P95         time.Duration
	P99         time.Duration
	Max         time.Duration
	Unit        string // what Rate counts, per second
	Target      string // the target for this figure, if any
	Met         string // "yes", "no" or ""
	Note        string
	ServeCPU    float64 // CPU milliseconds of the cerebro processes per operation, when measured
	ErrSamples  []string
	Slowest     int // index of the slowest successful operation
}

// Rate is successful operations per second of wall time.
func (r Result) Rate() float64 {
	if r.Wall <= 0 {
		return 0
	}
	return float64(r.OK) / r.Wall.Seconds()
}

// load runs op n times on conc goroutines and measures each call.
func load(ctx context.Context, name string, conc, n int, op func(ctx context.Context, i int) error) Result {
	var next atomic.Int64
	lat := make([]time.Duration, n)
	errs := make([]error, n)
	var wg sync.WaitGroup
	start := time.Now()
	for w := 0; w < conc; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				i := int(next.Add(1)) - 1
				if i >= n || ctx.Err() != nil {
					return
				}
				t0 := time.Now()
				errs[i] = op(ctx, i)
				lat[i] = time.Since(t0)
			}
		}()
	}
	wg.Wait()
	r := Result{Name: name, Concurrency: conc, N: n, Wall: time.Since(start), Unit: "ops"}
	var ok []time.Duration
	for i, err := range errs {
		if err == nil && lat[i] > lat[r.Slowest] {
			r.Slowest = i
		}
		if err != nil {
			r.Errors++
			if len(r.ErrSamples) < 5 {
				r.ErrSamples = append(r.ErrSamples, err.Error())
			}
			continue
		}
		ok = append(ok, lat[i])
	}
	r.OK = len(ok)
	r.P50, r.P95, r.P99, r.Max = percentiles(ok)
	return r
}

// percentiles are nearest-rank percentiles of the samples.
func percentiles(d []time.Duration) (p50, p95, p99, top time.Duration) {
	if len(d) == 0 {
		return
	}
	s := slices.Clone(d)
	slices.Sort(s)
	at := func(p float64) time.Duration {
		i := int(p*float64(len(s))+0.999999) - 1
		return s[min(max(i, 0), len(s)-1)]
	}
	return at(0.50), at(0.95), at(0.99), s[len(s)-1]
}

func ms(d time.Duration) string {
	if d == 0 {
		return "–"
	}
	return fmt.Sprintf("%.1f", float64(d.Microseconds())/1000)
}
