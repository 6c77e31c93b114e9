package main

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"runtime"
	"strconv"
	"strings"

	"cerebro/models"
)

// Machine is what the numbers were taken on.
type Machine struct {
	CPUs       int
	CPUModel   string
	MemTotal   string
	Kernel     string
	Go         string
	Postgres   string
	Temporal   string
	LoadBefore string
	LoadAfter  string
}

func describeMachine(ctx context.Context, store *models.Store, temporalCLI string) Machine {
	m := Machine{CPUs: runtime.NumCPU(), Go: runtime.Version(), LoadBefore: loadAvg()}
	if b, err := os.ReadFile("/proc/cpuinfo"); err == nil {
		for _, line := range strings.Split(string(b), "\n") {
			if v, ok := strings.CutPrefix(line, "model name"); ok {
				m.CPUModel = strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(v), ":"))
				break
			}
		}
	}
	if b, err := os.ReadFile("/proc/meminfo"); err == nil {
		for _, line := range strings.Split(string(b), "\n") {
			if v, ok := strings.CutPrefix(line, "MemTotal:"); ok {
				kb, _ := strconv.ParseInt(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(v), "kB")), 10, 64)
				m.MemTotal = fmt.Sprintf("%.1f GiB", float64(kb)/(1<<20))
			}
		}
	}
	if b, err := os.ReadFile("/proc/sys/kernel/osrelease"); err == nil {
		m.Kernel = strings.TrimSpace(string(b))
	}
	_ = store.DB.WithContext(ctx).Raw("SHOW server_version").Scan(&m.Postgres).Error
	if out, err := exec.CommandContext(ctx, temporalCLI, "--version").Output(); err == nil {
		m.Temporal = strings.TrimSpace(string(out))
	}
	return m
}

func loadAvg() string {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return "?"
	}
	f := strings.Fields(string(b))
	if len(f) < 3 {
		return "?"
	}
	return strings.Join(f[:3], " ")
}

// cpuTime is the CPU (user + system) a process has used so far, in
// seconds, from /proc/<pid>/stat; 0 if it is gone.
func cpuTime(pid int) float64 {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return 0
	}
	s := string(b)
	// The command name may hold spaces; fields count from after its ")".
	f := strings.Fields(s[strings.LastIndexByte(s, ')')+1:])
	if len(f) < 13 {
		return 0
	}
	utime, _ := strconv.ParseFloat(f[11], 64)
	stime, _ := strconv.ParseFloat(f[12], 64)
	return (utime + stime) / 100 // USER_HZ is 100 on Linux
}

// cpuMeter samples the CPU used by the product's processes around a phase:
// `cerebro serve`, the Temporal dev server, and the PostgreSQL backends
// serving the benchmark's database.
type cpuMeter struct {
	serve    []int // `cerebro serve` (the dev server's phases)
	api      []int // the topology's `cerebro api` replicas
	worker   []int // the topology's `cerebro worker` processes
	proxy    int   // the topology's Caddy
	temporal int
	store    *models.Store
	dbs      []string // more databases whose backends count as postgres (the real server's own)
}

// cpuSample is CPU seconds by process; serve is every cerebro process's.
type cpuSample struct{ serve, api, worker, proxy, temporal, postgres, self float64 }

func (m cpuMeter) sample(ctx context.Context) cpuSample {
	s := cpuSample{temporal: cpuTime(m.temporal), self: cpuTime(os.Getpid())}
	for _, pid := range m.serve {
		s.serve += cpuTime(pid)
	}
	for _, pid := range m.api {
		s.api += cpuTime(pid)
	}
	for _, pid := range m.worker {
		s.worker += cpuTime(pid)
	}
	s.serve += s.api + s.worker
	if m.proxy != 0 {
		s.proxy = cpuTime(m.proxy)
	}
	var pids []int
	_ = m.store.DB.WithContext(ctx).Raw(`SELECT pid FROM pg_stat_activity WHERE datname = current_database() OR datname IN ?`,
		append([]string{""}, m.dbs...)).Scan(&pids).Error
	for _, pid := range pids {
		s.postgres += cpuTime(pid)
	}
	return s
}

// serveMs is the CPU milliseconds the cerebro processes spent per
// operation between two samples.
func (a cpuSample) serveMs(b cpuSample, ops int) float64 {
	if ops == 0 {
		return 0
	}
	return (b.serve - a.serve) * 1000 / float64(ops)
}

// per is the CPU milliseconds each process spent per operation between two
// samples (PostgreSQL's is approximate: backends that closed are missed).
func (a cpuSample) per(b cpuSample, ops int) string {
	if ops == 0 {
		return ""
	}
	f := func(x, y float64) string {
		if y < x { // a process (or a backend) went away in between
			return "?"
		}
		return fmt.Sprintf("%.1f", (y-x)*1000/float64(ops))
	}
	cerebro := "cerebro " + f(a.serve, b.serve)
	if b.api > 0 {
		cerebro = fmt.Sprintf("api %s · worker %s · caddy %s", f(a.api, b.api), f(a.worker, b.worker), f(a.proxy, b.proxy))
	}
	return fmt.Sprintf("%s · temporal %s · postgres ≈%s · bench %s", cerebro, f(a.temporal, b.temporal),
		f(a.postgres, b.postgres), f(a.self, b.self))
}
