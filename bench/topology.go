package main

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"sync/atomic"
	"time"

	"go.temporal.io/sdk/client"

	"cerebro/faults/harness"
)

// topology measures booking at c=16 and the whole card checkout on the
// production topology — the real Temporal server on PostgreSQL (4 shards,
// deploy/temporal's dynamic config), two `cerebro api` and two `cerebro
// worker` processes, requests round-robin over the APIs — in the same run
// as the dev server's, so the report gives their ratio.
func (e *env) topology(ctx context.Context) error {
	dir := filepath.Join(e.cerebro.Dir, "topology")
	cluster, err := harness.StartServerCluster(ctx, mkdir(dir))
	if err != nil {
		return err
	}
	defer cluster.Stop()
	c := &harness.Cerebro{Bin: e.cerebro.Bin, Dir: dir, DBURL: e.cerebro.DBURL, Temporal: cluster.Address,
		TaskQueue: "bench-topology-" + randomHex(4)}
	var apis []string
	var pids []int
	for i := 1; i <= 2; i++ {
		api, err := c.StartAPI(ctx, fmt.Sprintf("api-%d", i), nil)
		if err != nil {
			return err
		}
		defer api.Stop(10 * time.Second)
		apis, pids = append(apis, api.URL), append(pids, api.Pid())
		w, err := c.StartWorker(ctx, fmt.Sprintf("worker-%d", i), map[string]string{"PUBLIC_BASE_URL": api.URL})
		if err != nil {
			return err
		}
		defer w.Stop(10 * time.Second)
		pids = append(pids, w.Pid())
	}
	tc, err := client.Dial(client.Options{HostPort: cluster.Address, Logger: quiet{}})
	if err != nil {
		return err
	}
	defer tc.Close()
	t := *e
	t.temporal, t.apis, t.next, t.label = tc, apis, &atomic.Int64{}, topologyLabel
	t.cpu = cpuMeter{serve: pids, temporal: cluster.Pid(), store: e.store, dbs: cluster.Databases()}
	return t.measureBooking(ctx, "bench-topology-", []int{16})
}

func mkdir(dir string) string {
	_ = os.MkdirAll(dir, 0o755)
	return dir
}

// topologyLabel prefixes the topology's results.
const topologyLabel = "Topology: "
