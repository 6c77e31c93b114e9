package deploy_test

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/compose-spec/compose-go/v2/types"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"gopkg.in/yaml.v3"

	"cerebro/testutil"
)

// observabilityEnv is productionEnv with what the observability profile reads.
var observabilityEnv = append(append([]string{}, productionEnv...),
	"ALERT_EMAIL_TO=ops@cerebro.lk", "GRAFANA_ADMIN_PASSWORD=a-grafana-password")

var observabilityServices = []string{"prometheus", "alertmanager", "postgres-exporter", "grafana"}

func observability(t *testing.T) *types.Project {
	t.Helper()
	p, err := loadProject(t, observabilityEnv, "observability")
	require.NoError(t, err)
	return p
}

// prometheusConfig is the part of deploy/prometheus/prometheus.yml the
// compose file must agree with.
type prometheusConfig struct {
	RuleFiles     []string `yaml:"rule_files"`
	ScrapeConfigs []struct {
		JobName      string `yaml:"job_name"`
		DNSSDConfigs []struct {
			Names []string `yaml:"names"`
			Type  string   `yaml:"type"`
			Port  int      `yaml:"port"`
		} `yaml:"dns_sd_configs"`
		StaticConfigs []struct {
			Targets []string `yaml:"targets"`
		} `yaml:"static_configs"`
	} `yaml:"scrape_configs"`
}

func readPrometheusConfig(t *testing.T) prometheusConfig {
	t.Helper()
	raw, err := os.ReadFile(filepath.Join("prometheus", "prometheus.yml"))
	require.NoError(t, err)
	var c prometheusConfig
	require.NoError(t, yaml.Unmarshal(raw, &c))
	return c
}

// The observability profile adds Prometheus, Alertmanager, PostgreSQL's
// exporter and Grafana, each a pinned image with a health check, reachable
// from this host only; without the profile none of them runs and nothing
// of theirs is required.
func TestObservabilityProfileRunsTheOperatorsServices(t *testing.T) {
	without, err := loadProject(t, productionEnv)
	require.NoError(t, err, "no observability variable is needed without the profile")
	p := observability(t)
	for _, name := range observabilityServices {
		assert.NotContains(t, without.ServiceNames(), name)
		require.Contains(t, p.Services, name)
		svc := p.Services[name]
		assert.Regexp(t, `:v?\d+\.\d+\.\d+$`, svc.Image, "%s is pinned to a release", name)
		require.NotNil(t, svc.HealthCheck, name)
		assert.Equal(t, "wget", svc.HealthCheck.Test[1], "%s: a health check Debian can run too", name)
		for _, port := range svc.Ports {
			assert.Equal(t, "127.0.0.1", port.HostIP, "%s publishes %s beyond this host", name, port.Published)
		}
	}
	assert.Regexp(t, `^prom/prometheus:v2\.`, p.Services["prometheus"].Image, "Prometheus 2 (Debian's promtool and prometheus check it)")
	assert.Regexp(t, `^prom/alertmanager:v0\.`, p.Services["alertmanager"].Image)
	assert.Equal(t, "3000", p.Services["grafana"].Ports[0].Published)
	for _, v := range []string{"prometheus-data", "alertmanager-data", "grafana-data"} {
		assert.Contains(t, p.Volumes, v)
	}
}

// Prometheus reads deploy/prometheus as /etc/prometheus, so alerts.yml
// resolves the same natively and in the container; it finds every api and
// worker replica by the service's DNS name on CEREBRO_METRICS_ADDR's
// default port, and scrapes the Temporal server where its
// PROMETHEUS_ENDPOINT listens.
func TestPrometheusScrapesWhatComposeRuns(t *testing.T) {
	p := observability(t)
	prom := p.Services["prometheus"]
	assert.Contains(t, prom.Command, "--config.file=/etc/prometheus/prometheus.yml")
	assert.True(t, hasMount(prom, "deploy/prometheus", "/etc/prometheus"), "the config folder is mounted whole")
	assert.True(t, hasMount(prom, "prometheus-data", "/prometheus"))
	assert.Contains(t, strings.Join(prom.Command, " "), "--storage.tsdb.retention.time=30d")

	src, err := os.ReadFile(filepath.Join(testutil.RepoRoot(), "config", "config.go"))
	require.NoError(t, err)
	require.Contains(t, string(src), `return ":9464"`, "CEREBRO_METRICS_ADDR's default")
	cfg := readPrometheusConfig(t)
	assert.Equal(t, []string{"alerts.yml"}, cfg.RuleFiles)
	jobs := map[string]bool{}
	for _, sc := range cfg.ScrapeConfigs {
		jobs[sc.JobName] = true
		switch sc.JobName {
		case "cerebro-api", "cerebro-worker":
			svc := strings.TrimPrefix(sc.JobName, "cerebro-")
			require.Len(t, sc.DNSSDConfigs, 1, sc.JobName)
			assert.Equal(t, []string{svc}, sc.DNSSDConfigs[0].Names, "every replica of %s, by its DNS name", svc)
			assert.Equal(t, "A", sc.DNSSDConfigs[0].Type)
			assert.Equal(t, 9464, sc.DNSSDConfigs[0].Port)
			assert.NotContains(t, p.Services[svc].Environment, "CEREBRO_METRICS_ADDR", "the default port")
		case "temporal":
			endpoint := p.Services["temporal"].Environment["PROMETHEUS_ENDPOINT"]
			require.NotNil(t, endpoint, "the Temporal server's metrics are switched on")
			_, port, _ := strings.Cut(*endpoint, ":")
			assert.Equal(t, []string{"temporal:" + port}, sc.StaticConfigs[0].Targets)
		}
	}
	for _, job := range []string{"cerebro-api", "cerebro-worker", "temporal", "postgres", "alertmanager", "prometheus"} {
		assert.True(t, jobs[job], "Prometheus scrapes %s", job)
	}
	exporter := p.Services["postgres-exporter"]
	assert.Equal(t, "postgresql://cerebro:pg-secret@postgres:5432/cerebro?sslmode=disable", *exporter.Environment["DATA_SOURCE_NAME"])
}

// Grafana refuses to start without an admin password: compose cannot
// require one with :? for this profile only, since it reads every
// service's variables whichever profiles run.
func TestGrafanaRefusesToStartWithoutAnAdminPassword(t *testing.T) {
	env := append(append([]string{}, productionEnv...), "ALERT_EMAIL_TO=ops@cerebro.lk")
	p, err := loadProject(t, env, "observability")
	require.NoError(t, err)
	g := p.Services["grafana"]
	assert.Equal(t, "", *g.Environment["GF_SECURITY_ADMIN_PASSWORD"])
	require.Equal(t, []string{"/bin/sh", "-c"}, []string(g.Entrypoint[:2]))
	cmd := exec.Command("/bin/sh", "-c", g.Entrypoint[2])
	cmd.Env = []string{"PATH=/usr/bin:/bin", "GF_SECURITY_ADMIN_PASSWORD="}
	out, err := cmd.CombinedOutput()
	require.Error(t, err)
	assert.Equal(t, 2, cmd.ProcessState.ExitCode())
	assert.Contains(t, string(out), "set GRAFANA_ADMIN_PASSWORD")
	assert.Regexp(t, regexp.MustCompile(`exec /run\.sh$`), g.Entrypoint[2], "then Grafana's own entrypoint")
	assert.Equal(t, "a-grafana-password", *observability(t).Services["grafana"].Environment["GF_SECURITY_ADMIN_PASSWORD"])
}

// hasMount reports whether svc mounts source (a path ending, or a volume's
// name) at target.
func hasMount(svc types.ServiceConfig, source, target string) bool {
	for _, v := range svc.Volumes {
		if v.Target == target && (v.Source == source || strings.HasSuffix(v.Source, "/"+source)) {
			return true
		}
	}
	return false
}

// hostPath maps a container path of svc to this machine, by svc's bind
// mounts and the given folders for its named volumes.
func hostPath(svc types.ServiceConfig, volumes map[string]string, path string) string {
	for _, v := range svc.Volumes {
		if path != v.Target && !strings.HasPrefix(path, v.Target+"/") {
			continue
		}
		src := v.Source
		if v.Type == types.VolumeTypeVolume {
			src = volumes[v.Source]
		}
		return src + strings.TrimPrefix(path, v.Target)
	}
	return path
}

// nativeArgs is svc's entrypoint and command with every container path
// under a mount mapped to this machine.
func nativeArgs(svc types.ServiceConfig, volumes map[string]string) []string {
	var out []string
	for _, a := range append(append([]string{}, svc.Entrypoint...), svc.Command...) {
		if name, val, ok := strings.Cut(a, "="); ok && strings.HasPrefix(val, "/") {
			out = append(out, fmt.Sprintf("%s=%s", name, hostPath(svc, volumes, val)))
			continue
		}
		out = append(out, hostPath(svc, volumes, a))
	}
	return out
}
