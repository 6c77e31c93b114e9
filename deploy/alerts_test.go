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

// promtool is Debian's (the prometheus package; .ci/run installs it).
func promtool(t *testing.T, args ...string) string {
	t.Helper()
	bin, err := exec.LookPath("promtool")
	require.NoError(t, err, "promtool is not installed: apt-get install -y --no-install-recommends prometheus (.ci/run does)")
	cmd := exec.Command(bin, args...)
	cmd.Dir = "prometheus"
	out, err := cmd.CombinedOutput()
	require.NoError(t, err, "promtool %s: %s", strings.Join(args, " "), out)
	return string(out)
}

// The alert rules are valid for Prometheus itself and watch what the
// processes export: readiness, workflow task failures, refund payout
// failures, refused notifications, server errors, refunds left FAILED, the
// Temporal task queues' backlog, PostgreSQL's connections, the platform's
// targets. The newer rules fire on the series they watch (alerts_test.yml).
func TestAlertRulesAreValid(t *testing.T) {
	out := promtool(t, "check", "rules", "alerts.yml")
	assert.Contains(t, out, "SUCCESS: 9 rules found")
	raw, err := os.ReadFile(filepath.Join("prometheus", "alerts.yml"))
	require.NoError(t, err)
	for _, metric := range []string{"temporal_workflow_task_execution_failed_total", `cerebro_refunds_total{outcome="failed"}`,
		"cerebro_notifications_refused_total", "cerebro_http_request_duration_seconds_count", "up{",
		`cerebro_refunds_by_state{state="failed"}`, "approximate_backlog_age_seconds", "pg_stat_activity_count"} {
		assert.True(t, strings.Contains(string(raw), metric), "an alert watches %s", metric)
	}
	assert.Contains(t, promtool(t, "test", "rules", "alerts_test.yml"), "SUCCESS")
}

// Prometheus' config is valid for Prometheus itself, with the rules beside
// it (rule_files resolve from the config's folder: /etc/prometheus in the
// container, deploy/prometheus here).
func TestPrometheusConfigIsValid(t *testing.T) {
	out := promtool(t, "check", "config", "prometheus.yml")
	assert.Contains(t, out, "SUCCESS: 1 rule files found")
	assert.Contains(t, out, "SUCCESS: 9 rules found")
}
