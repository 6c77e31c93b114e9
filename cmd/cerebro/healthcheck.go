package main

import (
	"context"
	"fmt"
	"net"
	"net/http"
	"time"

	"cerebro/config"
)

// healthcheck asks this container's API whether it answers (GET
// /api/v1/livez on CEREBRO_ADDR, from inside): the compose health check,
// since the distroless image has no curl. Nil when it answers 200.
func healthcheck(ctx context.Context, cfg config.Config) error {
	_, port, err := net.SplitHostPort(cfg.Addr)
	if err != nil {
		return fmt.Errorf("CEREBRO_ADDR %q: %w", cfg.Addr, err)
	}
	ctx, cancel := context.WithTimeout(ctx, 3*time.Second)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, "http://127.0.0.1:"+port+"/api/v1/livez", nil)
	if err != nil {
		return err
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		return fmt.Errorf("the API does not answer: %w", err)
	}
	defer res.Body.Close()
	if res.StatusCode != http.StatusOK {
		return fmt.Errorf("the API answered %s", res.Status)
	}
	return nil
}
