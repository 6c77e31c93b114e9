package deploy_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The alert rules are valid for Prometheus itself (promtool from Debian's
// prometheus package; .ci/run installs it) and watch what the processes
// export: readiness, workflow task failures, refund payout failures,
// refused notifications, server errors.
func TestAlertRulesAreValid(t *testing.T) {
	promtool, err := exec.LookPath("promtool")
	require.NoError(t, err, "promtool is not installed: apt-get install -y --no-install-recommends prometheus (.ci/run does)")
	file := filepath.Join("prometheus", "alerts.yml")
	out, err := exec.Command(promtool, "check", "rules", file).CombinedOutput()
	require.NoError(t, err, "%s", out)
	assert.Contains(t, string(out), "SUCCESS: 5 rules found")
	raw, err := os.ReadFile(file)
	require.NoError(t, err)
	for _, metric := range []string{"temporal_workflow_task_execution_failed_total", `cerebro_refunds_total{outcome="failed"}`,
		"cerebro_notifications_refused_total", "cerebro_http_request_duration_seconds_count", "up{"} {
		assert.True(t, strings.Contains(string(raw), metric), "an alert watches %s", metric)
	}
}
