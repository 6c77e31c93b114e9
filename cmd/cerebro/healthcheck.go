package main

import (
	"context"
	"fmt"
	"net"
	"net/http"
	"time"

	"cerebro/config"
)

// healthcheck asks this container's process whether it answers, from
// inside: the compose health checks, since the distroless image has no curl.
// The api (the default) on CEREBRO_ADDR's /api/v1/livez; a worker, which
// serves no API, on its metrics server's /livez (CEREBRO_METRICS_ADDR). Nil
// when it answers 200.
func healthcheck(ctx context.Context, cfg config.Config, which string) error {
	addr, path := cfg.Addr, "/api/v1/livez"
	switch which {
	case "", "api":
	case "worker":
		if cfg.MetricsAddr == "" {
			return fmt.Errorf("a worker is checked on CEREBRO_METRICS_ADDR, which is empty")
		}
		addr, path = cfg.MetricsAddr, "/livez"
	default:
		return fmt.Errorf("healthcheck checks api or worker, not %q", which)
	}
	_, port, err := net.SplitHostPort(addr)
	if err != nil {
		return fmt.Errorf("address %q: %w", addr, err)
	}
	ctx, cancel := context.WithTimeout(ctx, 3*time.Second)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, "http://127.0.0.1:"+port+path, nil)
	if err != nil {
		return err
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		return fmt.Errorf("the %s does not answer: %w", orAPI(which), err)
	}
	defer res.Body.Close()
	if res.StatusCode != http.StatusOK {
		return fmt.Errorf("the %s answered %s", orAPI(which), res.Status)
	}
	return nil
}

func orAPI(which string) string {
	if which == "" {
		return "api"
	}
	return which
}
