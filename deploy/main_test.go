package deploy_test

import (
	"fmt"
	"os"
	"testing"
)

// imageDir holds the cerebro binary the rehearsal builds as the Dockerfile
// does, once per test binary, removed at the end.
var imageDir string

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "cerebro-image-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	imageDir = dir
	code := m.Run()
	_ = os.RemoveAll(dir)
	os.Exit(code)
}
