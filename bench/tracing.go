package main

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"time"

	"cerebro/faults/harness"
)

// Labels of the tracing phase's results.
const (
	tracingOff = "Tracing off: "
	tracingOn  = "Tracing on: "
)

// tracing measures what tracing costs a booking: booking at c=16 and the
// whole card checkout on two fresh `cerebro serve` processes, one exporting
// every span by OTLP (http/protobuf) to a receiver in this program that
// reads and discards them, one with tracing off. They take turns off, on,
// on, off, so the machine's other load, drifting over the phase, falls on
// both alike.
func (e *env) tracing(ctx context.Context) error {
	sink, err := harness.StartOTLPReceiver(true)
	if err != nil {
		return err
	}
	defer sink.Close()
	dir := mkdir(filepath.Join(e.cerebro.Dir, "tracing"))
	start := func(name string, env map[string]string) (*harness.Server, error) {
		c := &harness.Cerebro{Bin: e.cerebro.Bin, Dir: dir, DBURL: e.cerebro.DBURL, Temporal: e.cerebro.Temporal,
			TaskQueue: "bench-" + name + "-" + randomHex(4), Env: env}
		return c.StartServe(ctx, "serve-"+name, nil)
	}
	off, err := start("untraced", nil)
	if err != nil {
		return err
	}
	defer off.Stop(10 * time.Second)
	on, err := start("traced", map[string]string{"OTEL_EXPORTER_OTLP_ENDPOINT": sink.URL})
	if err != nil {
		return err
	}
	defer on.Stop(10 * time.Second)
	turns := []struct {
		label string
		serve *harness.Server
	}{{tracingOff, off}, {tracingOn, on}, {tracingOn, on}, {tracingOff, off}}
	for i, turn := range turns {
		t := *e
		t.serve, t.label, t.apis = turn.serve, turn.label, nil
		t.cpu = cpuMeter{serve: []int{turn.serve.Pid()}, temporal: e.dev.Pid(), store: e.store}
		if err := t.measureBooking(ctx, fmt.Sprintf("bench-tracing-%d-", i), []int{16}); err != nil {
			return fmt.Errorf("%s%w", turn.label, err)
		}
	}
	exports, bytes := sink.Received()
	e.rep.TracingSink = fmt.Sprintf("%d OTLP exports, %.1f MB of spans", exports, float64(bytes)/(1<<20))
	if exports == 0 {
		return fmt.Errorf("the traced cerebro serve exported nothing")
	}
	return nil
}

// tracingVerdicts compares the turns with tracing on and off: rates over
// all their operations, latencies and CPU averaged over the turns.
func (r *Report) tracingVerdicts() {
	for _, name := range []string{"Booking over HTTP", "Full ONLINE checkout"} {
		on, off := r.all(tracingOn+name, 16), r.all(tracingOff+name, 16)
		if len(on) == 0 || len(off) == 0 {
			continue
		}
		a, b := combine(on), combine(off)
		r.Verdicts = append(r.Verdicts, fmt.Sprintf("tracing on (every span exported) vs off, %s at c=16: %.1f vs %.1f %s/s (%.2f×), "+
			"p50 %s vs %s ms, p99 %s vs %s ms, cerebro CPU %.1f vs %.1f ms per operation (%s)",
			name, a.rate, b.rate, on[0].Unit, a.rate/b.rate, ms(a.p50), ms(b.p50), ms(a.p99), ms(b.p99), a.cpu, b.cpu, r.TracingSink))
	}
}

// all is every result with the name (prefix) and concurrency.
func (r *Report) all(prefix string, conc int) []Result {
	var out []Result
	for _, x := range r.Results {
		if strings.HasPrefix(x.Name, prefix) && x.Concurrency == conc {
			out = append(out, x)
		}
	}
	return out
}

// combined is several turns of one measure.
type combined struct {
	rate     float64
	p50, p99 time.Duration
	cpu      float64
}

func combine(rs []Result) combined {
	var c combined
	var ok int
	var wall time.Duration
	for _, x := range rs {
		ok += x.OK
		wall += x.Wall
		c.p50 += x.P50 / time.Duration(len(rs))
		c.p99 += x.P99 / time.Duration(len(rs))
		c.cpu += x.ServeCPU / float64(len(rs))
	}
	if wall > 0 {
		c.rate = float64(ok) / wall.Seconds()
	}
	return c
}
