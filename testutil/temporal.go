package testutil

import (
	"context"
	"fmt"
	"os"
	"path/filepath"

	"go.temporal.io/sdk/testsuite"
)

// TemporalCLI is the pinned Temporal CLI that `make temporal` builds.
func TemporalCLI() (string, error) {
	path := filepath.Join(RepoRoot(), "bin", "temporal")
	if _, err := os.Stat(path); err != nil {
		return "", fmt.Errorf("the Temporal CLI is missing at %s: run `make temporal`", path)
	}
	return path, nil
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
		ExtraArgs: []string{
			"--dynamic-config-value", "frontend.enableUpdateWorkflowExecution=true",
			"--dynamic-config-value", "frontend.enableExecuteMultiOperation=true",
			"--dynamic-config-value", "system.enableEagerWorkflowStart=true",
		},
	})
}
