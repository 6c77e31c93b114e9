// Package e2e runs the web app's browser journeys (webapp/e2e/*.journey.mjs,
// playwright-core driving Debian's headless Chromium) against the whole
// product: `cerebro serve` in-process, a real PostgreSQL database and a real
// Temporal dev server, with the demo data loaded.
package e2e_test

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"cerebro/config"
	"cerebro/seed"
	"cerebro/testutil"
)

const chromium = "/usr/bin/chromium"

func TestBrowserJourneys(t *testing.T) {
	root := testutil.RepoRoot()
	journeys, err := filepath.Glob(filepath.Join(root, "webapp", "e2e", "*.journey.mjs"))
	require.NoError(t, err)
	require.NotEmpty(t, journeys, "no browser journeys found in webapp/e2e")
	_, err = os.Stat(filepath.Join(root, "webapp", "dist", "index.html"))
	require.NoError(t, err, "the web app is not built: run `make webapp`")
	_, err = os.Stat(chromium)
	require.NoError(t, err, "Debian's chromium is not installed: apt-get install -y chromium")

	ctx := context.Background()
	// The journeys book a slot at most 18 minutes ahead; opening the room 20
	// minutes early puts it inside the join window, so joining always runs.
	app, err := testutil.StartApp(ctx, testutil.AppOptions{Configure: func(c *config.Config) {
		c.JoinEarly = 20 * time.Minute
	}})
	require.NoError(t, err)
	t.Cleanup(app.Close)
	require.NoError(t, seed.Demo(ctx, app.Store, time.Now()))

	shots := filepath.Join(root, "webapp", "screenshots")
	require.NoError(t, os.MkdirAll(shots, 0o755))
	for _, journey := range journeys {
		name := strings.TrimSuffix(filepath.Base(journey), ".journey.mjs")
		t.Run(name, func(t *testing.T) {
			ctx, cancel := context.WithTimeout(ctx, 5*time.Minute)
			defer cancel()
			cmd := exec.CommandContext(ctx, "node", journey)
			cmd.Dir = filepath.Join(root, "webapp")
			cmd.Env = append(os.Environ(),
				"BASE_URL="+app.URL,
				"SCREENSHOT_DIR="+shots,
				"CHROMIUM_PATH="+chromium,
				"ADMIN_EMAIL="+app.Config.AdminEmail,
				"ADMIN_PASSWORD="+app.Config.AdminPassword,
				"DEMO_CONSULTANT_EMAIL="+seed.ConsultantEmail,
				"DEMO_CONSULTANT_PASSWORD="+seed.ConsultantPassword,
				"REQUIRE_JOIN=1",
			)
			out, err := cmd.CombinedOutput()
			t.Log(string(out))
			require.NoError(t, err, "journey %s failed", name)
		})
	}
}
