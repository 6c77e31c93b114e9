package main_test

import (
	"context"
	"fmt"
	"os"
	"testing"

	"cerebro/faults/harness"
	"cerebro/testutil"
)

// bin is the cerebro binary the tests run, built once.
var bin string

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "cerebro-bin-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	bin, err = harness.BuildCerebro(context.Background(), testutil.RepoRoot(), dir)
	code := 1
	if err == nil {
		code = m.Run()
	} else {
		fmt.Fprintln(os.Stderr, err)
	}
	_ = os.RemoveAll(dir)
	os.Exit(code)
}
