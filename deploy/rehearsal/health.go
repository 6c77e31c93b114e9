package rehearsal

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/compose-spec/compose-go/v2/types"
)

// Docker's health check defaults.
const (
	defaultInterval = 30 * time.Second
	defaultTimeout  = 30 * time.Second
	defaultRetries  = 3
	// crashLoop: a container that exited this many times without ever
	// passing its check is reported at once instead of after its retries.
	crashLoop = 3
)

// healthRules are a service's health check settings with Docker's defaults.
type healthRules struct {
	argv                     []string
	interval, timeout, start time.Duration
	retries                  int
}

func rulesOf(hc *types.HealthCheckConfig) healthRules {
	h := healthRules{interval: defaultInterval, timeout: defaultTimeout, retries: defaultRetries}
	if hc.Interval != nil {
		h.interval = time.Duration(*hc.Interval)
	}
	if hc.Timeout != nil {
		h.timeout = time.Duration(*hc.Timeout)
	}
	if hc.StartPeriod != nil {
		h.start = time.Duration(*hc.StartPeriod)
	}
	if hc.Retries != nil {
		h.retries = int(*hc.Retries)
	}
	switch hc.Test[0] {
	case "CMD":
		h.argv = hc.Test[1:]
	case "CMD-SHELL":
		h.argv = []string{"/bin/sh", "-c", strings.Join(hc.Test[1:], " ")}
	default:
		h.argv = hc.Test
	}
	return h
}

// checkHealth runs the container's check every interval, as Docker does:
// healthy at the first pass; failures inside the start period do not
// count; after it, retries failures in a row make the container unhealthy,
// which fails the service. The service is healthy when every replica is.
func (s *service) checkHealth(ctx context.Context, c *container) {
	h := rulesOf(s.cfg.HealthCheck)
	started := time.Now()
	failures := 0
	var last string
	for {
		select {
		case <-time.After(h.interval):
		case <-s.stopping:
			return
		case <-ctx.Done():
			return
		}
		if ok, _ := c.exited(); ok && c.startCount() >= crashLoop {
			s.healthy.reach(fmt.Errorf("%s keeps exiting (%d starts) and never passed its health check:\n%s",
				c.Name, c.startCount(), c.tail(20)))
			return
		}
		cctx, cancel := context.WithTimeout(ctx, h.timeout)
		out, err := c.exec(cctx, h.argv)
		cancel()
		if err == nil {
			s.markHealthy(c)
			return
		}
		last = strings.TrimSpace(out)
		if time.Since(started) < h.start {
			continue
		}
		if failures++; failures >= h.retries {
			s.healthy.reach(fmt.Errorf("%s is unhealthy: %q failed %d times (last: %v %s):\n%s",
				c.Name, strings.Join(h.argv, " "), failures, err, last, c.tail(20)))
			return
		}
	}
}

func (s *service) markHealthy(c *container) {
	s.r.mu.Lock()
	defer s.r.mu.Unlock()
	if s.r.health == nil {
		s.r.health = map[string]bool{}
	}
	s.r.health[c.Name] = true
	for _, other := range s.containers {
		if !s.r.health[other.Name] {
			return
		}
	}
	s.healthy.reach(nil)
}
