package main

import (
	"context"
	"fmt"
	"strings"
	"time"

	"go.temporal.io/sdk/client"
)

// Report is one run's figures.
type Report struct {
	Config         Config
	Machine        Machine
	Started        time.Time
	Took           time.Duration
	Results        []Result
	RaceWon        int
	RaceRefused    int
	DoubleBookings int
	PeakRSS        int64
	Seeded         string
	Plans          []plan
	Profile        string // pprof -top of the in-process server, if profiled
	Verdicts       []string
	Timelines      []string // event histories of the slowest operations
	RSS            []string // resident memory of cerebro serve after each phase
	TracingSink    string   // what the tracing phase's OTLP receiver got
}

// timeline keeps the event history of one workflow, each event with its
// offset from the start, to show where a slow operation waited.
func (r *Report) timeline(ctx context.Context, tc client.Client, what, workflowID string) {
	it := tc.GetWorkflowHistory(ctx, workflowID, "", false, 0)
	var first time.Time
	var parts []string
	for it.HasNext() && len(parts) < 14 {
		ev, err := it.Next()
		if err != nil {
			parts = append(parts, err.Error())
			break
		}
		at := ev.GetEventTime().AsTime()
		if first.IsZero() {
			first = at
		}
		name := strings.TrimPrefix(ev.GetEventType().String(), "EVENT_TYPE_")
		parts = append(parts, fmt.Sprintf("%s +%dms", strings.ToLower(name), at.Sub(first).Milliseconds()))
	}
	r.Timelines = append(r.Timelines, fmt.Sprintf("%s, %s: %s", what, workflowID, strings.Join(parts, " → ")))
}

func (r *Report) add(x Result) { r.Results = append(r.Results, x) }

// find returns the first result with the name (prefix) and concurrency.
func (r *Report) find(prefix string, conc int) (Result, bool) {
	for _, x := range r.Results {
		if strings.HasPrefix(x.Name, prefix) && x.Concurrency == conc {
			return x, true
		}
	}
	return Result{}, false
}

// judge applies the targets.
func (r *Report) judge() {
	mark := func(prefix string, conc int, target string, ok func(Result) bool, verdict func(Result) string) {
		for i, x := range r.Results {
			if strings.HasPrefix(x.Name, prefix) && x.Concurrency == conc {
				r.Results[i].Target, r.Results[i].Met = target, yesNo(ok(x))
				r.Verdicts = append(r.Verdicts, fmt.Sprintf("%s (%s): %s", target, yesNo(ok(x)), verdict(x)))
				return
			}
		}
	}
	mark("Booking over HTTP", 16, "booking p99 ≤ 250 ms at c=16", func(x Result) bool { return x.P99 <= 250*time.Millisecond && x.Errors == 0 },
		func(x Result) string { return fmt.Sprintf("p99 %s ms, %d errors", ms(x.P99), x.Errors) })
	bare, okBare := r.find("Bare Temporal workflow", 16)
	if okBare {
		mark("Booking over HTTP", 16, "holds/s ≥ 80% of bare engine rate", func(x Result) bool { return x.Rate() >= 0.8*bare.Rate() },
			func(x Result) string {
				return fmt.Sprintf("%.1f holds/s vs %.1f workflows/s = %.0f%%", x.Rate(), bare.Rate(), 100*x.Rate()/bare.Rate())
			})
	}
	r.judgeAgainstTheFloor("", []int{16})
	r.judgeAgainstTheFloor(topologyLabel, topologyLevels)
	for _, name := range []string{"Search: name part", "Search typeahead", "A consultant's slots",
		"Search sorted by rating", "Search sorted by price", "Search sorted by next available"} {
		mark(name, 1, "search p99 ≤ 20 ms", func(x Result) bool { return x.P99 <= 20*time.Millisecond && x.Errors == 0 },
			func(x Result) string { return fmt.Sprintf("%s: p99 %s ms", x.Name, ms(x.P99)) })
	}
	for _, name := range []string{"Booking over HTTP", "Full ONLINE checkout"} {
		dev, okDev := r.find(name, 16)
		topo, okTopo := r.find(topologyLabel+name, 16)
		if okDev && okTopo && dev.Rate() > 0 {
			r.Verdicts = append(r.Verdicts, fmt.Sprintf("topology (real server, 2 api + 2 workers) vs dev server, %s at c=16: %.1f vs %.1f %s/s (%.2f×), p99 %s vs %s ms",
				name, topo.Rate(), dev.Rate(), topo.Unit, topo.Rate()/dev.Rate(), ms(topo.P99), ms(dev.P99)))
		}
	}
	r.tracingVerdicts()
	r.Verdicts = append(r.Verdicts, fmt.Sprintf("peak RSS of cerebro serve ≤ 200 MB (%s): %.1f MB", yesNo(r.PeakRSS <= 200<<20), float64(r.PeakRSS)/(1<<20)))
	r.Verdicts = append(r.Verdicts, fmt.Sprintf("0 double bookings (%s): %d", yesNo(r.DoubleBookings == 0), r.DoubleBookings))
}

// judgeAgainstTheFloor reads booking, at each level, and the card checkout
// against the bare hold measured on the same server in the same run: the
// goal is bookings at ≥ 85% of the bare hold's rate with a p99 ≤ 1.15 × its
// p99. The card checkout's ratio is shown, with no target.
func (r *Report) judgeAgainstTheFloor(label string, levels []int) {
	where := "dev server"
	if label != "" {
		where = "topology"
	}
	for _, conc := range levels {
		floor, ok := r.find(label+bareHoldName, conc)
		if !ok || floor.Rate() == 0 || floor.P99 == 0 {
			continue
		}
		for i, x := range r.Results {
			if x.Name != label+"Booking over HTTP (POST /booking, answered once held)" || x.Concurrency != conc {
				continue
			}
			rate, p99 := x.Rate()/floor.Rate(), float64(x.P99)/float64(floor.P99)
			met := rate >= 0.85 && p99 <= 1.15 && x.Errors == 0
			target := "≥ 85% of the bare hold's rate, p99 ≤ 1.15 × its p99"
			if r.Results[i].Target == "" {
				r.Results[i].Target, r.Results[i].Met = target, yesNo(met)
			}
			r.Verdicts = append(r.Verdicts, fmt.Sprintf("%s, booking at c=%d vs the bare hold (%s): %.0f%% of its rate (%.1f vs %.1f/s), p99 %.2f × (%s vs %s ms)",
				where, conc, yesNo(met), 100*rate, x.Rate(), floor.Rate(), p99, ms(x.P99), ms(floor.P99)))
		}
	}
	searchable, okSearchable := r.find(label+searchableHoldName, 16)
	booking, okBooking := r.find(label+"Booking over HTTP", 16)
	if okSearchable && okBooking && searchable.Rate() > 0 && searchable.P99 > 0 {
		r.Verdicts = append(r.Verdicts, fmt.Sprintf("%s, booking at c=16 vs the hold with a checkout's search attributes: %.0f%% of its rate (%.1f vs %.1f/s), p99 %.2f ×",
			where, 100*booking.Rate()/searchable.Rate(), booking.Rate(), searchable.Rate(), float64(booking.P99)/float64(searchable.P99)))
	}
	floor, okFloor := r.find(label+bareHoldName, 16)
	card, okCard := r.find(label+"Full ONLINE checkout", 16)
	if okFloor && okCard && floor.Rate() > 0 {
		r.Verdicts = append(r.Verdicts, fmt.Sprintf("%s, card checkout at c=16 vs the bare hold: %.0f%% of its rate (%.1f checkouts vs %.1f holds/s), p99 %.2f ×",
			where, 100*card.Rate()/floor.Rate(), card.Rate(), floor.Rate(), float64(card.P99)/float64(floor.P99)))
	}
}

// Markdown is the report as BENCHMARKS.md shows it.
func (r *Report) Markdown() string {
	var b strings.Builder
	m := r.Machine
	fmt.Fprintf(&b, "Run %s, %s. Machine: %d CPUs (%s), %s RAM, Linux %s, %s, PostgreSQL %s, %s. Load average before %s, after %s.\n\n",
		r.Started.UTC().Format("2006-01-02 15:04 MST"), r.Took.Round(time.Second), m.CPUs, m.CPUModel, m.MemTotal, m.Kernel, m.Go,
		m.Postgres, strings.ReplaceAll(m.Temporal, "\n", " "), m.LoadBefore, m.LoadAfter)
	c := r.Config
	fmt.Fprintf(&b, "Scale: -consultants %d -slots %d -requests %d -online %d -bare %d -racers %d -race-slots %d -queries %d -temporal-store %s\n\n",
		c.Consultants, c.Slots, c.Requests, c.Online, c.Bare, c.Racers, c.RaceSlots, c.SearchQueries, c.TemporalStore)
	if len(c.DynamicConfig) > 0 {
		fmt.Fprintf(&b, "Extra dev server dynamic config: %s\n\n", strings.Join(c.DynamicConfig, ", "))
	}
	b.WriteString("| measure | c | n | ok | errors | rate /s | p50 ms | p95 ms | p99 ms | max ms | target | met |\n")
	b.WriteString("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---|\n")
	for _, x := range r.Results {
		fmt.Fprintf(&b, "| %s | %d | %d | %d | %d | %.1f %s | %s | %s | %s | %s | %s | %s |\n", x.Name, x.Concurrency, x.N, x.OK, x.Errors,
			x.Rate(), x.Unit, ms(x.P50), ms(x.P95), ms(x.P99), ms(x.Max), x.Target, x.Met)
	}
	fmt.Fprintf(&b, "| Peak RSS of `cerebro serve` (VmHWM) | | | | | | | | | %.1f MB | ≤ 200 MB | %s |\n\n",
		float64(r.PeakRSS)/(1<<20), yesNo(r.PeakRSS <= 200<<20))
	if len(r.RSS) > 0 {
		fmt.Fprintf(&b, "Resident memory of `cerebro serve`: %s.\n\n", strings.Join(r.RSS, ", "))
	}
	b.WriteString("CPU milliseconds per operation, by process:\n\n")
	for _, x := range r.Results {
		if x.Note != "" {
			fmt.Fprintf(&b, "- %s, c=%d: %s\n", x.Name, x.Concurrency, x.Note)
		}
	}
	for _, x := range r.Results {
		for _, e := range x.ErrSamples {
			fmt.Fprintf(&b, "- error sample (%s, c=%d): %s\n", x.Name, x.Concurrency, e)
		}
	}
	b.WriteString("\nTargets:\n\n")
	for _, v := range r.Verdicts {
		fmt.Fprintf(&b, "- %s\n", v)
	}
	if len(r.Timelines) > 0 {
		b.WriteString("\nWhere the slowest operations waited (workflow history, time since start):\n\n")
		for _, t := range r.Timelines {
			fmt.Fprintf(&b, "- %s\n", t)
		}
	}
	if r.Seeded != "" {
		fmt.Fprintf(&b, "\nSearch data: %s.\n", r.Seeded)
	}
	for _, p := range r.Plans {
		fmt.Fprintf(&b, "\nPlan, %s:\n\n```\n%s\n```\n", p.name, strings.Join(p.lines, "\n"))
	}
	if r.Profile != "" {
		fmt.Fprintf(&b, "\nCPU profile of an in-process server while booking at c=16:\n\n```\n%s\n```\n", r.Profile)
	}
	return b.String()
}
