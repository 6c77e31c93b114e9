// Command bench measures Cerebro on this machine, in one run and side by
// side: the bare Temporal engine, booking over HTTP, the whole card
// checkout, 200 consultees racing for 5 slots, search over 100,000
// consultants and 1,000,000 slots, the peak memory of `cerebro serve`, and
// what tracing costs a booking.
// It starts its own throwaway database, Temporal dev server and `cerebro
// serve` (a child process, so its memory is its own), and prints a
// Markdown report (BENCHMARKS.md explains it). Run it with `make bench`;
// `make test` runs a tiny smoke run of it (smoke_test.go).
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"time"
)

// Config is the scale of one run.
type Config struct {
	Consultants   int      // search: consultants seeded
	Slots         int      // search: slots seeded (spread evenly)
	Requests      int      // bookings per concurrency level
	Online        int      // full card checkouts
	Bare          int      // bare workflows per concurrency level
	Racers        int      // consultees racing
	RaceSlots     int      // for this many slots
	SearchQueries int      // queries per search measure
	Levels        []int    // booking concurrency levels
	Out           string   // also write the report here
	ProfileDir    string   // CPU profile of an in-process server while booking, if set
	TemporalStore string   // "memory" or "file" (SQLite, as `make dev` runs it)
	DynamicConfig []string // extra dev server dynamic config, KEY=VALUE
	Phases        []string // run only these phases (all when empty)
	Log           func(format string, args ...any)
}

func main() {
	var cfg Config
	flag.IntVar(&cfg.Consultants, "consultants", 100_000, "consultants seeded for the search measures")
	flag.IntVar(&cfg.Slots, "slots", 1_000_000, "slots seeded for the search measures")
	flag.IntVar(&cfg.Requests, "requests", 500, "booking requests per concurrency level (1, 16, 64)")
	flag.IntVar(&cfg.Online, "online", 300, "full card checkouts (book, signed notification, paid)")
	flag.IntVar(&cfg.Bare, "bare", 500, "bare workflows per concurrency level (1, 16)")
	flag.IntVar(&cfg.Racers, "racers", 200, "consultees racing for the same slots")
	flag.IntVar(&cfg.RaceSlots, "race-slots", 5, "slots they race for")
	flag.IntVar(&cfg.SearchQueries, "queries", 1000, "queries per search measure")
	flag.StringVar(&cfg.Out, "out", "", "also write the Markdown report to this file")
	flag.StringVar(&cfg.ProfileDir, "profile", "", "write a CPU profile of an in-process server under booking load to this folder")
	flag.StringVar(&cfg.TemporalStore, "temporal-store", "memory", "the dev server's store: memory (as the tests run it) or file (SQLite, as make dev runs it)")
	dynamic := flag.String("dynamic-config", "", "extra dev server dynamic config, comma-separated KEY=VALUE pairs")
	phases := flag.String("phases", "", "run only these phases, comma-separated (bare,booking,contention,search,profile,topology,tracing); all when empty")
	flag.Parse()
	if *phases != "" {
		cfg.Phases = strings.Split(*phases, ",")
	}
	if *dynamic != "" {
		cfg.DynamicConfig = strings.Split(*dynamic, ",")
	}
	cfg.Levels = []int{1, 16, 64}
	cfg.Log = func(format string, args ...any) {
		fmt.Fprintf(os.Stderr, "%s  %s\n", time.Now().Format("15:04:05"), fmt.Sprintf(format, args...))
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	rep, err := Run(ctx, cfg)
	if rep != nil {
		fmt.Println(rep.Markdown())
		if cfg.Out != "" {
			_ = os.MkdirAll(filepath.Dir(cfg.Out), 0o755)
			if werr := os.WriteFile(cfg.Out, []byte(rep.Markdown()), 0o644); werr != nil {
				fmt.Fprintln(os.Stderr, werr)
			}
		}
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "bench:", err)
		os.Exit(1)
	}
}
