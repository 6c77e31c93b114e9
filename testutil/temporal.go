package testutil

import (
	"context"
	"fmt"
	"os"
	"path/filepath"

	"go.temporal.io/sdk/testsuite"

	"cerebro/workflows"
)

// TemporalCLI is the pinned Temporal CLI that `make temporal` builds.
func TemporalCLI() (string, error) {
	path := filepath.Join(RepoRoot(), "bin", "temporal")
	if _, err := os.Stat(path); err != nil {
		return "", fmt.Errorf("the Temporal CLI is missing at %s: run `make temporal`", path)
	}
	return path, nil
}

// TemporalDynamicConfig is the dev server's dynamic config for Cerebro, the
// same in the tests, the fault suite, the benchmark and `make dev`
// (scripts/dev.sh repeats it; TestDevScriptStartsTemporalLikeTheTests checks).
//   - Update-with-Start and eager start are on by default since Server 1.26;
//     they are stated so an older server fails loudly instead of refusing
//     every booking.
//   - One task-queue partition: with the default four and a single worker, a
//     burst of new checkouts sat 2–3 s in partitions no poller was waiting on.
//   - The history service reads its transfer queue (where "a workflow task is
//     due" waits to be handed to matching) at most 20 times a second per shard
//     by default, which added ≈ 50 ms to every hand-off; 1,000 removes that
//     wait without turning the reads into a busy loop.
var TemporalDynamicConfig = []string{
	"frontend.enableUpdateWorkflowExecution=true",
	"frontend.enableExecuteMultiOperation=true",
	"system.enableEagerWorkflowStart=true",
	"matching.numTaskqueueReadPartitions=1",
	"matching.numTaskqueueWritePartitions=1",
	"history.transferProcessorMaxPollRPS=1000",
}

// TemporalFlags are TemporalDynamicConfig as `temporal server start-dev`
// flags, with the search attributes the workflows keep current
// (workflows.SearchAttributeTypes).
func TemporalFlags() []string {
	var out []string
	for _, kv := range TemporalDynamicConfig {
		out = append(out, "--dynamic-config-value", kv)
	}
	for _, sa := range workflows.SearchAttributeTypes {
		out = append(out, "--search-attribute", sa.Name+"="+sa.Type)
	}
	return out
}

// StartTemporal starts an in-memory Temporal dev server from the pinned CLI
// (never the SDK's download). Stop it with the returned server's Stop.
func StartTemporal(ctx context.Context) (*testsuite.DevServer, error) {
	cli, err := TemporalCLI()
	if err != nil {
		return nil, err
	}
	return testsuite.StartDevServer(ctx, testsuite.DevServerOptions{
		ExistingPath: cli,
		LogLevel:     "error",
		ExtraArgs:    TemporalFlags(),
	})
}
