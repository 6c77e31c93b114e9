// Package faults is the fault suite: the whole product, run as the real
// processes (`cerebro api`, `cerebro worker`, the Temporal dev server,
// PostgreSQL), is crashed, cut off and fed hostile input, and each test
// checks the database and the workflows afterwards. README.md's "What
// Cerebro promises" names the test behind each promise.
package faults_test

import (
	"context"
	"flag"
	"fmt"
	"os"
	"testing"

	"go.temporal.io/sdk/testsuite"

	"cerebro/faults/harness"
	"cerebro/testutil"
)

// shared is what every test of the suite uses: the cerebro binary, built
// once, and one Temporal dev server (each test has its own task queue).
var shared struct {
	bin      string
	temporal string
}

func TestMain(m *testing.M) { os.Exit(run(m)) }

func run(m *testing.M) int {
	flag.Parse()
	// The cases mostly wait (on timeouts, restarts, outages), so they run
	// side by side unless -parallel says otherwise.
	explicit := false
	flag.Visit(func(f *flag.Flag) { explicit = explicit || f.Name == "test.parallel" })
	if !explicit {
		_ = flag.Set("test.parallel", "8")
	}
	ctx := context.Background()
	dir, err := os.MkdirTemp("", "cerebro-faults-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	defer os.RemoveAll(dir)
	if shared.bin, err = harness.BuildCerebro(ctx, testutil.RepoRoot(), dir); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	var dev *testsuite.DevServer
	if dev, err = testutil.StartTemporal(ctx); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	defer dev.Stop()
	shared.temporal = dev.FrontendHostPort()
	code := m.Run()
	closeInProcessApp()
	return code
}
