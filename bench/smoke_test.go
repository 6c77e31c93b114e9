package main

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"
)

// TestBenchSmoke runs the whole benchmark at a tiny scale, as `make test`
// does: every phase runs end to end, no request fails, and no slot is
// booked twice. The figures of a run this small mean nothing.
func TestBenchSmoke(t *testing.T) {
	if testing.Short() {
		t.Skip("the benchmark smoke run starts PostgreSQL databases, Temporal and cerebro serve")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	rep, err := Run(ctx, Config{Consultants: 1000, Slots: 10000, Requests: 30, Online: 10, Bare: 30, Racers: 60,
		RaceSlots: 5, SearchQueries: 30, Levels: []int{1, 16, 64}, TemporalStore: "memory", Log: t.Logf,
		// The topology phase (its own Temporal server) is proven by faults/topology_test.go.
		Phases: []string{"bare", "booking", "contention", "search", "profile", "tracing"}})
	if rep != nil {
		t.Log("\n" + rep.Markdown())
	}
	if err != nil {
		t.Fatal(err)
	}
	if rep.DoubleBookings != 0 {
		t.Fatalf("%d double bookings", rep.DoubleBookings)
	}
	if rep.RaceWon == 0 || rep.RaceWon > 5 {
		t.Fatalf("%d racers won 5 slots", rep.RaceWon)
	}
	for _, r := range rep.Results {
		if r.Errors != 0 || r.OK == 0 {
			t.Errorf("%s (c=%d): %d ok, %d errors %v", r.Name, r.Concurrency, r.OK, r.Errors, r.ErrSamples)
		}
	}
	if rep.PeakRSS == 0 {
		t.Error("no peak RSS measured")
	}
}

// TestBenchTopologySmoke runs the topology phase at a tiny scale: a private
// PostgreSQL sized as compose runs it, the real Temporal server, two api
// replicas behind Caddy and two workers; every measure runs without errors
// and is read against the bare hold on the same server.
func TestBenchTopologySmoke(t *testing.T) {
	if testing.Short() {
		t.Skip("the topology smoke run starts PostgreSQL, the Temporal server, Caddy and four cerebro processes")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	rep, err := Run(ctx, Config{Consultants: 10, Slots: 10, Requests: 20, Online: 5, Bare: 20, Racers: 10, RaceSlots: 5,
		SearchQueries: 10, TemporalStore: "memory", Log: t.Logf, Phases: []string{"topology"}})
	if rep != nil {
		t.Log("\n" + rep.Markdown())
	}
	if err != nil {
		t.Fatal(err)
	}
	for _, conc := range topologyLevels {
		for _, name := range []string{topologyLabel + bareHoldName, topologyLabel + "Booking over HTTP"} {
			r, ok := rep.find(name, conc)
			if !ok || r.OK == 0 || r.Errors != 0 {
				t.Errorf("%s at c=%d: found %v, %d ok, %d errors %v", name, conc, ok, r.OK, r.Errors, r.ErrSamples)
			}
		}
	}
	if card, ok := rep.find(topologyLabel+"Full ONLINE checkout", 16); !ok || card.Errors != 0 {
		t.Errorf("card checkout on the topology: found %v, %d errors %v", ok, card.Errors, card.ErrSamples)
	}
	verdicts := strings.Join(rep.Verdicts, "\n")
	for _, conc := range topologyLevels {
		if !strings.Contains(verdicts, fmt.Sprintf("topology, booking at c=%d vs the bare hold", conc)) {
			t.Errorf("no ratio to the bare hold at c=%d:\n%s", conc, verdicts)
		}
	}
}
