package main

import (
	"context"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync/atomic"
	"time"

	"go.temporal.io/sdk/client"

	"cerebro/faults/harness"
	"cerebro/models"
	"cerebro/testutil"
)

// topologyLevels are the concurrencies the topology is measured at.
var topologyLevels = []int{16, 32, 64}

// composePools are Temporal's persistence pools as docker-compose.yml sizes
// them (SQL_MAX_CONNS…): the harness's default is the tests' small share
// of the machine's PostgreSQL, which would bound the server here.
var composePools = harness.ServerPools{MaxConns: 20, MaxIdleConns: 20, VisMaxConns: 10, VisMaxIdleConns: 10}

// topology measures the production topology — the real Temporal server on
// PostgreSQL (4 shards, deploy/temporal's dynamic config, compose's pools),
// two `cerebro api` replicas behind Caddy, two `cerebro worker` processes,
// uploads in an S3 bucket (SeaweedFS) —
// in the same run as the dev server: the bare hold on that server (the
// engine's floor there), booking at c=16, 32 and 64, and the whole card
// checkout at c=16, each read as a ratio to the bare hold.
func (e *env) topology(ctx context.Context) error {
	dir := filepath.Join(e.cerebro.Dir, "topology")
	pg, store, err := startComposePostgres(ctx)
	if err != nil {
		return err
	}
	defer func() { _ = pg.Stop(context.Background()); _ = os.RemoveAll(pg.Dir) }()
	defer store.Close()
	cluster, err := harness.StartServerClusterWith(ctx, mkdir(dir), harness.ServerOptions{Pools: &composePools,
		Store: &harness.ServerStore{Host: "127.0.0.1", Port: pg.Port, DB: "temporal", VisibilityDB: "temporal_visibility"}})
	if err != nil {
		return err
	}
	defer cluster.Stop()
	s3, err := testutil.StartS3(ctx)
	if err != nil {
		return err
	}
	defer s3.Stop()
	bucket, err := s3.Bucket(ctx)
	if err != nil {
		return err
	}
	c := &harness.Cerebro{Bin: e.cerebro.Bin, Dir: dir, DBURL: pg.URL("cerebro"), Temporal: cluster.Address,
		TaskQueue: "bench-topology-" + randomHex(4), Env: testutil.UploadEnv(bucket)}
	var apis []string
	meter := cpuMeter{temporal: cluster.Pid(), store: store, dbs: cluster.Databases()}
	for i := 1; i <= 2; i++ {
		api, err := c.StartAPI(ctx, fmt.Sprintf("api-%d", i), nil)
		if err != nil {
			return err
		}
		defer api.Stop(10 * time.Second)
		apis, meter.api = append(apis, strings.TrimPrefix(api.URL, "http://")), append(meter.api, api.Pid())
		w, err := c.StartWorker(ctx, fmt.Sprintf("worker-%d", i), map[string]string{"PUBLIC_BASE_URL": api.URL})
		if err != nil {
			return err
		}
		defer w.Stop(10 * time.Second)
		meter.worker = append(meter.worker, w.Pid())
	}
	proxy, err := startProxy(ctx, dir, apis)
	if err != nil {
		return err
	}
	defer proxy.stop()
	meter.proxy = proxy.cmd.Process.Pid
	tc, err := client.Dial(client.Options{HostPort: cluster.Address, Logger: quiet{}})
	if err != nil {
		return err
	}
	defer tc.Close()
	t := *e
	t.store, t.temporal, t.apis, t.next, t.label, t.cpu = store, tc, []string{proxy.url}, &atomic.Int64{}, topologyLabel, meter
	if err := t.measureBare(ctx, holdOnly, topologyLevels); err != nil {
		return err
	}
	return t.measureBooking(ctx, "bench-topology-", topologyLevels)
}

// composeMaxConnections is docker-compose.yml's postgres max_connections:
// the machine's shared server keeps 100, fewer than compose's pools take.
const composeMaxConnections = 250

// startComposePostgres is a private PostgreSQL sized as compose runs it,
// with Cerebro's database made and migrated.
func startComposePostgres(ctx context.Context) (*harness.Postgres, *models.Store, error) {
	dir, err := harness.MkdirShared("cerebro-bench-pg-")
	if err != nil {
		return nil, nil, err
	}
	pg, err := harness.NewPostgres(ctx, dir)
	if err != nil {
		return nil, nil, err
	}
	pg.Settings = append(pg.Settings, fmt.Sprintf("max_connections=%d", composeMaxConnections))
	if err := pg.Start(ctx); err != nil {
		return nil, nil, err
	}
	url := pg.URL("cerebro")
	store, err := openMigrated(ctx, url)
	if err != nil {
		_ = pg.Stop(ctx)
		return nil, nil, err
	}
	return pg, store, nil
}

// openMigrated makes the database at url if need be and migrates it.
func openMigrated(ctx context.Context, url string) (*models.Store, error) {
	if err := models.EnsureDatabase(ctx, url); err != nil {
		return nil, err
	}
	store, err := models.Open(url)
	if err != nil {
		return nil, err
	}
	if err := store.Migrate(ctx); err != nil {
		store.Close()
		return nil, err
	}
	return store, nil
}

// proxy is Caddy in front of the api replicas, as compose runs it: round
// robin, a replica that refuses a connection skipped for the next.
type proxy struct {
	cmd *exec.Cmd
	url string
}

func startProxy(ctx context.Context, dir string, upstreams []string) (*proxy, error) {
	port, err := harness.FreePort()
	if err != nil {
		return nil, err
	}
	conf := fmt.Sprintf("{\n\tadmin off\n\tauto_https off\n}\n:%d {\n\treverse_proxy", port)
	for _, u := range upstreams {
		conf += " " + u
	}
	conf += " {\n\t\tlb_policy round_robin\n\t\tlb_try_duration 2s\n\t}\n}\n"
	file := filepath.Join(dir, "Caddyfile")
	if err := os.WriteFile(file, []byte(conf), 0o644); err != nil {
		return nil, err
	}
	log, err := os.Create(filepath.Join(dir, "caddy.log"))
	if err != nil {
		return nil, err
	}
	cmd := exec.Command("caddy", "run", "--adapter", "caddyfile", "--config", file)
	cmd.Stdout, cmd.Stderr = log, log
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	p := &proxy{cmd: cmd, url: fmt.Sprintf("http://127.0.0.1:%d", port)}
	if err := harness.WaitHTTP(ctx, p.url+"/api/v1/livez", http.StatusOK, 30*time.Second); err != nil {
		p.stop()
		return nil, fmt.Errorf("caddy: %w", err)
	}
	return p, nil
}

func (p *proxy) stop() {
	_ = p.cmd.Process.Kill()
	_ = p.cmd.Wait()
}

func mkdir(dir string) string {
	_ = os.MkdirAll(dir, 0o755)
	return dir
}

// topologyLabel prefixes the topology's results.
const topologyLabel = "Topology: "
