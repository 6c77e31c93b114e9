// Package deploy_test checks the production compose file, since no Docker
// engine runs where the tests do.
package deploy_test

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"gopkg.in/yaml.v3"

	"cerebro/testutil"
	"cerebro/workflows"
)

type compose struct {
	Services map[string]struct {
		Image       string            `yaml:"image"`
		Build       any               `yaml:"build"`
		Command     []string          `yaml:"command"`
		Entrypoint  []string          `yaml:"entrypoint"`
		Environment map[string]string `yaml:"environment"`
		DependsOn   any               `yaml:"depends_on"`
		Ports       []string          `yaml:"ports"`
		Volumes     []string          `yaml:"volumes"`
		Healthcheck struct {
			Test []string `yaml:"test"`
		} `yaml:"healthcheck"`
		StopGracePeriod string `yaml:"stop_grace_period"`
		Deploy          struct {
			Replicas int `yaml:"replicas"`
		} `yaml:"deploy"`
	} `yaml:"services"`
}

func load(t *testing.T) compose {
	raw, err := os.ReadFile(filepath.Join(testutil.RepoRoot(), "docker-compose.yml"))
	require.NoError(t, err)
	var c compose
	require.NoError(t, yaml.Unmarshal(raw, &c))
	return c
}

func TestComposeHasTheProductionServices(t *testing.T) {
	c := load(t)
	for _, name := range []string{"postgres", "temporal", "temporal-ui", "api", "worker"} {
		require.Contains(t, c.Services, name)
	}
	assert.Equal(t, []string{"api"}, c.Services["api"].Command)
	assert.Equal(t, []string{"worker"}, c.Services["worker"].Command)
	assert.NotNil(t, c.Services["api"].Build, "api is built from the Dockerfile")
	assert.NotNil(t, c.Services["worker"].Build, "worker is built from the Dockerfile")
	assert.GreaterOrEqual(t, c.Services["worker"].Deploy.Replicas, 2, "workers scale out")
	assert.Contains(t, c.Services["temporal"].Image, "temporalio/")
	assert.Equal(t, "postgres12", c.Services["temporal"].Environment["DB"], "Temporal persists to PostgreSQL")
	assert.Contains(t, c.Services["temporal-ui"].Image, "temporalio/ui")
	assert.Empty(t, c.Services["api"].Ports, "the api is reached through the TLS proxy only, so any number of replicas can run")
	assert.GreaterOrEqual(t, c.Services["api"].Deploy.Replicas, 2, "the api scales out behind the proxy")
	assert.Contains(t, c.Services["proxy"].Image, "caddy:")
	assert.Contains(t, c.Services["proxy"].Ports, "443:443")
	assert.Contains(t, c.Services["proxy"].Volumes, "./deploy/caddy:/etc/caddy:ro", "the Caddyfile and the video sites it imports")
	assert.Equal(t, []string{"CMD", "/app/cerebro", "healthcheck"}, c.Services["api"].Healthcheck.Test,
		"the distroless image has no curl: the binary checks itself")
	assert.Equal(t, []string{"CMD", "/app/cerebro", "healthcheck", "worker"}, c.Services["worker"].Healthcheck.Test,
		"a worker answers on its metrics server")
	for _, svc := range []string{"api", "worker"} {
		assert.Equal(t, "30s", c.Services[svc].StopGracePeriod, "%s: longer than worker.StopTimeout, so running activities finish", svc)
	}
}

// Every variable the binary reads in production (config/*.go) must reach api and worker.
func TestComposePassesEveryConfigVariable(t *testing.T) {
	c := load(t)
	files, err := filepath.Glob(filepath.Join(testutil.RepoRoot(), "config", "*.go"))
	require.NoError(t, err)
	var src []byte
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		b, err := os.ReadFile(f)
		require.NoError(t, err)
		src = append(src, b...)
	}
	names := regexp.MustCompile(`r\.\w+\("([A-Z_]+)"`).FindAllStringSubmatch(string(src), -1)
	require.NotEmpty(t, names)
	devOnly := map[string]bool{"CEREBRO_ADDR": true, "CEREBRO_WEBAPP_DIR": true, "CEREBRO_TASK_QUEUE": true,
		"CEREBRO_TOKEN_TTL": true, "CEREBRO_PAYMENT_HOLD": true,
		"CEREBRO_SLIP_UPLOAD_WINDOW": true, "CEREBRO_CORS_ORIGINS": true, "PAYHERE_SIMULATOR_DATABASE_URL": true,
		// the simulator's fault injection, refused outside PAYHERE_MODE=simulator
		"PAYHERE_SIMULATOR_RETRIEVAL_LAG": true, "PAYHERE_SIMULATOR_REFUND_FAULTS": true}
	for _, svc := range []string{"api", "worker"} {
		env := c.Services[svc].Environment
		for _, m := range names {
			if devOnly[m[1]] {
				continue
			}
			assert.Contains(t, env, m[1], "%s lacks %s", svc, m[1])
		}
		assert.True(t, strings.HasPrefix(env["DATABASE_URL"], "postgres://"), svc)
		assert.Equal(t, "${TEMPORAL_ADDRESS:-temporal:7233}", env["TEMPORAL_ADDRESS"], svc)
		for _, name := range []string{"TEMPORAL_NAMESPACE", "TEMPORAL_API_KEY", "TEMPORAL_TLS_CLIENT_CERT_PATH",
			"TEMPORAL_TLS_CLIENT_KEY_PATH", "TEMPORAL_TLS_SERVER_CA_CERT_PATH", "TEMPORAL_TLS_SERVER_NAME"} {
			assert.Contains(t, env, name, "%s lacks %s (config/temporal.go reads it through envconfig)", svc, name)
		}
	}
}

// The production Temporal reads the dynamic config the tests and the
// benchmark were measured with, where it applies to a real cluster (the
// one-partition setting is for a single worker on a dev server only).
func TestComposeGivesTemporalTheMeasuredDynamicConfig(t *testing.T) {
	temporal := load(t).Services["temporal"]
	require.Equal(t, "config/dynamicconfig/cerebro.yaml", temporal.Environment["DYNAMIC_CONFIG_FILE_PATH"])
	assert.Contains(t, temporal.Volumes, "./deploy/temporal:/etc/temporal/config/dynamicconfig:ro")

	raw, err := os.ReadFile(filepath.Join(testutil.RepoRoot(), "deploy", "temporal", "cerebro.yaml"))
	require.NoError(t, err)
	var dc map[string][]struct {
		Value any `yaml:"value"`
	}
	require.NoError(t, yaml.Unmarshal(raw, &dc))
	const key = "history.transferProcessorMaxPollRPS"
	require.Len(t, dc[key], 1)
	assert.Contains(t, testutil.TemporalDynamicConfig, fmt.Sprintf("%s=%v", key, dc[key][0].Value))
}

// The production Temporal registers every search attribute the workflows
// keep current; without them the server refuses the workflows' tasks.
func TestComposeRegistersTheSearchAttributes(t *testing.T) {
	c := load(t)
	job, ok := c.Services["temporal-namespace"]
	require.True(t, ok)
	assert.Contains(t, job.Image, "temporalio/admin-tools")
	assert.Equal(t, []string{"/bin/sh", "/scripts/create-namespace.sh"}, job.Entrypoint)
	script, err := os.ReadFile(filepath.Join(testutil.RepoRoot(), "deploy", "temporal", "scripts", "create-namespace.sh"))
	require.NoError(t, err)
	for _, sa := range workflows.SearchAttributeTypes {
		assert.Contains(t, string(script), sa.Name+":"+sa.Type)
	}
	assert.Contains(t, string(script), "--retention 30d")
	for _, svc := range []string{"api", "worker"} {
		assert.Contains(t, fmt.Sprint(c.Services[svc].DependsOn), "temporal-namespace", "%s starts once the attributes exist", svc)
	}
}

// Temporal is the real server (not the deprecated auto-setup), started once
// its schemas are migrated by Temporal's SQL tool; its UI is for operators:
// this host only, read-only by default.
func TestComposeRunsTheRealTemporalServer(t *testing.T) {
	c := load(t)
	server := c.Services["temporal"]
	assert.Equal(t, "temporalio/server:1.32.1", server.Image)
	assert.Equal(t, "4", fmt.Sprint(server.Environment["NUM_HISTORY_SHARDS"]))
	assert.Contains(t, fmt.Sprint(server.DependsOn), "temporal-schema")
	schema := c.Services["temporal-schema"]
	assert.Equal(t, "temporalio/admin-tools:1.32.1", schema.Image, "the SQL tool of the same release")
	script, err := os.ReadFile(filepath.Join(testutil.RepoRoot(), "deploy", "temporal", "scripts", "setup-schema.sh"))
	require.NoError(t, err)
	for _, want := range []string{"temporal-sql-tool --plugin postgres12", "postgresql/v12/temporal/versioned",
		"postgresql/v12/visibility/versioned", "temporal_visibility"} {
		assert.Contains(t, string(script), want)
	}
	ui := c.Services["temporal-ui"]
	assert.Equal(t, "temporalio/ui:2.42.1", ui.Image)
	assert.Equal(t, []string{"CMD", "wget", "-qO-", "http://127.0.0.1:8080/healthz"}, ui.Healthcheck.Test, "ui-server's health route")
	// The rehearsal and the fault suite run the releases compose pins.
	makefile, err := os.ReadFile(filepath.Join(testutil.RepoRoot(), "Makefile"))
	require.NoError(t, err)
	assert.Contains(t, string(makefile), "\nTEMPORAL_SERVER_VERSION := v1.32.1\n")
	assert.Contains(t, string(makefile), "\nTEMPORAL_UI_VERSION := v2.42.1\n")
	assert.Equal(t, []string{"127.0.0.1:8233:8080"}, ui.Ports, "the UI is not published to the world")
	assert.Equal(t, "${TEMPORAL_UI_DISABLE_WRITES:-true}", ui.Environment["TEMPORAL_DISABLE_WRITE_ACTIONS"], "read-only by default")
	for name, svc := range c.Services {
		for _, p := range svc.Ports {
			// The proxy takes the web; the video bridge's UDP port carries the calls' media.
			if strings.Count(p, ":") == 1 && name != "proxy" && !(name == "jitsi-jvb" && strings.HasSuffix(p, "/udp")) {
				t.Errorf("%s publishes %s on every interface", name, p)
			}
		}
	}
}

// The proxy's Caddyfile is valid for Caddy itself (Debian's caddy; .ci/run
// installs it) with exactly the environment compose gives the proxy — in
// JaaS mode compose passes JITSI_DOMAIN set but empty, which once left a
// site block without an address — and sends HSTS; the self-hosted video
// site is served only in selfhosted mode.
func TestCaddyfileIsValidWithWhatComposeGivesTheProxy(t *testing.T) {
	caddy, err := exec.LookPath("caddy")
	require.NoError(t, err, "caddy is not installed: apt-get install -y caddy (.ci/run does)")
	video := append(append([]string{}, productionEnv...), "JITSI_MODE=selfhosted", "JITSI_DOMAIN=meet.cerebro.lk",
		"JITSI_APP_ID=cerebro", "JITSI_APP_SECRET=a-long-shared-secret-a-long-shared-secret")
	for name, tc := range map[string]struct {
		env      []string
		profiles []string
		hosts    []string
	}{
		"jaas":       {env: productionEnv, hosts: []string{"cerebro.lk"}},
		"selfhosted": {env: video, profiles: []string{"video"}, hosts: []string{"cerebro.lk", "meet.cerebro.lk"}},
	} {
		t.Run(name, func(t *testing.T) {
			p, err := loadProject(t, tc.env, tc.profiles...)
			require.NoError(t, err)
			var env []string
			for k, v := range p.Services["proxy"].Environment {
				require.NotNil(t, v, k)
				env = append(env, k+"="+*v)
			}
			cmd := exec.Command(caddy, "adapt", "--config", filepath.Join("caddy", "Caddyfile"), "--adapter", "caddyfile")
			cmd.Env = env
			out, err := cmd.Output()
			require.NoError(t, err, "%s", out)
			for _, host := range tc.hosts {
				assert.Contains(t, string(out), `"host":["`+host+`"]`)
			}
			assert.Equal(t, len(tc.hosts), strings.Count(string(out), `"host":[`), "the sites served")
			assert.Contains(t, string(out), `"module":"acme"`, "Let's Encrypt unless told otherwise")
			// Every api replica Docker's DNS names, a request that no replica
			// took tried on the next, a GET or HEAD also after one broke off.
			assert.Contains(t, string(out), `"dynamic_upstreams":{"name":"api","port":"8080","refresh":2000000000,"source":"a"}`)
			assert.Contains(t, string(out), `"retry_match":[{"method":["GET","HEAD"]}]`)
			assert.Contains(t, string(out), `"try_duration":10000000000`)
		})
	}
	raw, err := os.ReadFile(filepath.Join("caddy", "Caddyfile"))
	require.NoError(t, err)
	assert.Contains(t, string(raw), "Strict-Transport-Security")
}
