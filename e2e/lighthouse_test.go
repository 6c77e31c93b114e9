package e2e_test

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"cerebro/seed"
	"cerebro/testutil"
)

// TestLighthouse is `make lighthouse` (LIGHTHOUSE=1): Lighthouse on the
// public pages of the seeded product, written to webapp/perf/lighthouse.json
// (BENCHMARKS.md reads it). A measurement, not a gate: it is not part of
// `make test`, where timings would make a flaky test.
func TestLighthouse(t *testing.T) {
	if os.Getenv("LIGHTHOUSE") == "" {
		t.Skip("a measurement: run `make lighthouse`")
	}
	root := testutil.RepoRoot()
	_, err := os.Stat(filepath.Join(root, "webapp", "dist", "index.html"))
	require.NoError(t, err, "the web app is not built: run `make webapp`")

	ctx := context.Background()
	app, err := testutil.StartApp(ctx, testutil.AppOptions{})
	require.NoError(t, err)
	t.Cleanup(app.Close)
	require.NoError(t, seed.Demo(ctx, app.Store, time.Now()))
	profile := demoParty(t, app, seed.ConsultantEmail, "consultants")

	ctx, cancel := context.WithTimeout(ctx, 20*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, "node", "perf/lighthouse.mjs")
	cmd.Dir = filepath.Join(root, "webapp")
	cmd.Env = append(os.Environ(),
		"BASE_URL="+app.URL,
		"PROFILE_ID="+strconv.FormatInt(profile, 10),
		"CHROMIUM_PATH="+chromium,
		"OUT="+filepath.Join(root, "webapp", "perf", "lighthouse.json"),
	)
	out, err := cmd.CombinedOutput()
	t.Log(string(out))
	require.NoError(t, err)
}
