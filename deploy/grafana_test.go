package deploy_test

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/prometheus/client_golang/prometheus"
	dto "github.com/prometheus/client_model/go"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"gopkg.in/yaml.v3"

	"cerebro/deploy/dashboards"
	"cerebro/metrics"
	"cerebro/models/ledger"
)

var dashboardsDir = filepath.Join("grafana", "dashboards")

// Grafana's provisioning (its documented format: apiVersion 1, a data
// source list, a file provider) points at what compose runs: Prometheus by
// its service name and port, polled as often as Prometheus scrapes, and the
// dashboards' folder where compose mounts it.
func TestGrafanaIsProvisionedWithWhatComposeRuns(t *testing.T) {
	var ds struct {
		APIVersion  int `yaml:"apiVersion"`
		Datasources []struct {
			Name, Type, UID, Access, URL string
			IsDefault                    bool `yaml:"isDefault"`
			JSONData                     struct {
				TimeInterval string `yaml:"timeInterval"`
			} `yaml:"jsonData"`
		} `yaml:"datasources"`
	}
	readYAML(t, filepath.Join("grafana", "provisioning", "datasources", "prometheus.yml"), &ds)
	require.Equal(t, 1, ds.APIVersion)
	require.Len(t, ds.Datasources, 1)
	prom := ds.Datasources[0]
	assert.Equal(t, "prometheus", prom.Type)
	assert.Equal(t, "proxy", prom.Access, "Grafana's server asks Prometheus, not the browser")
	assert.True(t, prom.IsDefault)
	assert.Equal(t, "http://prometheus:9090", prom.URL)
	var global struct {
		Global struct {
			ScrapeInterval string `yaml:"scrape_interval"`
		} `yaml:"global"`
	}
	readYAML(t, filepath.Join("prometheus", "prometheus.yml"), &global)
	assert.Equal(t, global.Global.ScrapeInterval, prom.JSONData.TimeInterval, "$__rate_interval follows the scrape interval")

	var providers struct {
		APIVersion int `yaml:"apiVersion"`
		Providers  []struct {
			Name, Type string
			Options    struct {
				Path string `yaml:"path"`
			} `yaml:"options"`
		} `yaml:"providers"`
	}
	readYAML(t, filepath.Join("grafana", "provisioning", "dashboards", "cerebro.yml"), &providers)
	require.Equal(t, 1, providers.APIVersion)
	require.Len(t, providers.Providers, 1)
	assert.Equal(t, "file", providers.Providers[0].Type)

	p := observability(t)
	grafana := p.Services["grafana"]
	assert.True(t, hasMount(grafana, "deploy/grafana/provisioning", "/etc/grafana/provisioning"))
	assert.True(t, hasMount(grafana, "deploy/grafana/dashboards", providers.Providers[0].Options.Path), "the provider reads the mounted dashboards")
	assert.Contains(t, p.Services["prometheus"].Command, "--web.listen-address=0.0.0.0:9090")
	home := *grafana.Environment["GF_DASHBOARDS_DEFAULT_HOME_DASHBOARD_PATH"]
	assert.FileExists(t, filepath.Join(dashboardsDir, strings.TrimPrefix(home, providers.Providers[0].Options.Path+"/")))
	assert.Regexp(t, `^grafana/grafana:\d+\.\d+\.\d+$`, grafana.Image)
	assert.Equal(t, "cerebro-prometheus", prom.UID)
}

// Every panel of every dashboard has a query on the provisioned data
// source, every query is PromQL that Prometheus parses once the rehearsal's
// intervals replace Grafana's variables, and the panels the operators were
// promised are there.
func TestDashboardQueriesAreValidPromQL(t *testing.T) {
	qs, err := dashboards.Queries(dashboardsDir)
	require.NoError(t, err)
	require.NotEmpty(t, qs)

	// promtool parses each as a recording rule's expression: Prometheus' own parser.
	var rules strings.Builder
	rules.WriteString("groups:\n  - name: dashboards\n    rules:\n")
	used := map[string]bool{}
	for i, q := range qs {
		assert.Equal(t, "cerebro-prometheus", q.Datasource, "%s / %s", q.Dashboard, q.Panel)
		assert.NotContains(t, q.Expr, "$", "%s / %s", q.Dashboard, q.Panel)
		quoted, err := json.Marshal(q.Expr)
		require.NoError(t, err)
		fmt.Fprintf(&rules, "      - record: dashboard:query_%d\n        expr: %s\n", i, quoted)
		for _, m := range metricName.FindAllString(q.Expr, -1) {
			used[m] = true
		}
	}
	file := filepath.Join(t.TempDir(), "queries.yml")
	require.NoError(t, os.WriteFile(file, []byte(rules.String()), 0o644))
	out := promtool(t, "check", "rules", file)
	assert.Contains(t, out, fmt.Sprintf("SUCCESS: %d rules found", len(qs)))

	for _, m := range []string{"cerebro_bookings_total", "cerebro_payments_total", "cerebro_checkouts_total",
		"cerebro_refunds_by_state", "cerebro_payouts_by_state", "cerebro_http_request_duration_seconds_bucket",
		"cerebro_http_request_duration_seconds_count", "approximate_backlog_count",
		"temporal_workflow_task_schedule_to_start_latency_seconds_bucket", "temporal_activity_succeed_endtoend_latency_seconds_sum",
		"temporal_activity_execution_latency_seconds_sum",
		"temporal_workflow_failed_total", "pg_stat_activity_count", "pg_settings_max_connections"} {
		assert.True(t, used[m], "a panel shows %s", m)
	}
	exported := exportedNames(t)
	for m := range used {
		if strings.HasPrefix(m, "cerebro_") {
			assert.True(t, exported[m], "%s is not a metric Cerebro exports", m)
		}
	}
}

// Each dashboard has its own uid, plainly titled panels that fit Grafana's
// 24-column grid without overlapping.
func TestDashboardsAreLaidOut(t *testing.T) {
	files, err := filepath.Glob(filepath.Join(dashboardsDir, "*.json"))
	require.NoError(t, err)
	uids := map[string]bool{}
	for _, f := range files {
		var d struct {
			UID           string `json:"uid"`
			SchemaVersion int    `json:"schemaVersion"`
			Panels        []struct {
				Title   string                   `json:"title"`
				GridPos struct{ X, Y, W, H int } `json:"gridPos"`
			} `json:"panels"`
		}
		raw, err := os.ReadFile(f)
		require.NoError(t, err)
		require.NoError(t, json.Unmarshal(raw, &d), f)
		assert.False(t, uids[d.UID], "%s: uid %s taken", f, d.UID)
		uids[d.UID] = true
		assert.Positive(t, d.SchemaVersion, f)
		titles := map[string]bool{}
		for i, p := range d.Panels {
			assert.False(t, titles[p.Title], "%s: two panels titled %q", f, p.Title)
			titles[p.Title] = true
			g := p.GridPos
			assert.True(t, g.W > 0 && g.H > 0 && g.X >= 0 && g.X+g.W <= 24, "%s: %q is off the grid", f, p.Title)
			for _, o := range d.Panels[:i] {
				h := o.GridPos
				overlap := g.X < h.X+h.W && h.X < g.X+g.W && g.Y < h.Y+h.H && h.Y < g.Y+g.H
				assert.False(t, overlap, "%s: %q overlaps %q", f, p.Title, o.Title)
			}
		}
	}
}

// metricName finds metric names in a PromQL expression (the functions and
// label names it also finds are not cerebro_ or pg_ or temporal_ ones).
var metricName = regexp.MustCompile(`\b(?:cerebro|temporal|approximate|pg|go_sql|up)\w*`)

// exportedNames are the series names Cerebro's processes put on their page:
// the registry's families and the database tallies (histograms as their
// _bucket, _count and _sum).
func exportedNames(t *testing.T) map[string]bool {
	t.Helper()
	metrics.HTTPDuration.WithLabelValues("/probe", "GET", "200") // a histogram shows once it has a route
	reg := prometheus.NewRegistry()
	reg.MustRegister(metrics.NewTallyCollector(noTallies{}))
	names := map[string]bool{}
	for _, g := range []prometheus.Gatherer{metrics.Registry, reg} {
		mfs, err := g.Gather()
		require.NoError(t, err)
		for _, mf := range mfs {
			names[mf.GetName()] = true
			if mf.GetType() == dto.MetricType_HISTOGRAM {
				for _, s := range []string{"_bucket", "_count", "_sum"} {
					names[mf.GetName()+s] = true
				}
			}
		}
	}
	return names
}

func readYAML(t *testing.T, path string, into any) {
	t.Helper()
	raw, err := os.ReadFile(path)
	require.NoError(t, err)
	require.NoError(t, yaml.Unmarshal(raw, into), path)
}

// noTallies is a database with no refunds or payouts.
type noTallies struct{}

func (noTallies) Tallies(context.Context) ([]ledger.Tally, error) { return nil, nil }
