package main

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"runtime/pprof"
	"time"

	"cerebro/activities"
	"cerebro/api"
	"cerebro/config"
	"cerebro/faults/harness"
	"cerebro/mailer"
	"cerebro/models/stores"
	"cerebro/payments"
	"cerebro/worker"
)

// profile (with -profile DIR) runs what `cerebro serve` runs, API and
// worker, inside this process on the same database and Temporal, books at
// c=16 against it, and keeps a CPU profile of that: a child process cannot
// be profiled from outside, and the figures above come from the child.
func (e *env) profile(ctx context.Context) error {
	if e.cfg.ProfileDir == "" {
		return nil
	}
	if err := os.MkdirAll(e.cfg.ProfileDir, 0o755); err != nil {
		return err
	}
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return err
	}
	cfg, err := config.Load()
	if err != nil {
		return err
	}
	cfg.PublicBaseURL = "http://" + l.Addr().String()
	cfg.RateLimits = false // the benchmark floods on purpose
	cfg.MaxUnpaidInvoices, cfg.MaxHeldSlots = 100000, 1000000
	cfg.TaskQueue = "bench-profile-" + randomHex(4)
	cfg.JWTSecret = harness.JWTSecret
	cfg.UploadDir = filepath.Join(e.cerebro.Dir, "profile-uploads")
	cfg.PayHere.MerchantID, cfg.PayHere.MerchantSecret = harness.MerchantID, harness.MerchantSecret
	gateway, err := payments.New(payments.Config{Mode: payments.ModeSimulator, MerchantID: cfg.PayHere.MerchantID,
		MerchantSecret: cfg.PayHere.MerchantSecret, PublicBaseURL: cfg.PublicBaseURL})
	if err != nil {
		return err
	}
	mail := mailer.New(config.SMTP{})
	w := worker.New(e.temporal, cfg.TaskQueue, &activities.Deps{Store: e.store, Stores: stores.New(e.store.DB), Mailer: mail, Gateway: gateway, PublicBaseURL: cfg.PublicBaseURL})
	if err := w.Start(); err != nil {
		return err
	}
	defer w.Stop()
	srv, err := api.NewServer(api.Deps{Config: cfg, Store: e.store, Temporal: e.temporal, Mailer: mail, Gateway: gateway})
	if err != nil {
		return err
	}
	hs := &http.Server{Handler: srv.Handler(), ReadHeaderTimeout: 10 * time.Second}
	go func() { _ = hs.Serve(l) }()
	defer hs.Close()

	first, last, err := seedConsultants(ctx, e.store, "bench-profile-", 50, false)
	if err != nil {
		return err
	}
	if err := seedSlots(ctx, e.store, first, last, (e.cfg.Requests+20+49)/50, colomboMorning(4)); err != nil {
		return err
	}
	slots, err := bookableSlots(ctx, e.store, first, last)
	if err != nil {
		return err
	}
	shoppers, err := seedConsultees(ctx, e.store, "bench-profile-shopper-", 16)
	if err != nil {
		return err
	}
	child := e.serve.URL
	e.serve.URL = cfg.PublicBaseURL // book against the in-process server
	defer func() { e.serve.URL = child }()
	load(ctx, "warm-up", 4, 20, func(ctx context.Context, i int) error { _, err := e.book(ctx, shoppers[i%16], slots[i]); return err })

	path := filepath.Join(e.cfg.ProfileDir, "booking-cpu.pprof")
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	defer f.Close()
	if err := pprof.StartCPUProfile(f); err != nil {
		return err
	}
	batch := slots[20 : 20+e.cfg.Requests]
	r := load(ctx, "Booking, in-process server under the CPU profiler", 16, len(batch), func(ctx context.Context, i int) error {
		_, err := e.book(ctx, shoppers[i%16], batch[i])
		return err
	})
	pprof.StopCPUProfile()
	r.Unit = "holds"
	e.rep.add(r)
	exe, err := os.Executable()
	if err != nil {
		return err
	}
	out, err := exec.CommandContext(ctx, "go", "tool", "pprof", "-top", "-nodecount=40", exe, path).CombinedOutput()
	if err != nil {
		return errors.Join(err, fmt.Errorf("%s", out))
	}
	e.rep.Profile = string(out)
	_ = os.WriteFile(filepath.Join(e.cfg.ProfileDir, "booking-cpu-top.txt"), out, 0o644)
	return nil
}
