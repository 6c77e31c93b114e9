package deploy_test

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"gopkg.in/yaml.v3"

	"cerebro/testutil"
)

// Connections PostgreSQL's max_connections must hold beyond every pool
// compose runs (README, Connections): one more Cerebro process
// (`docker compose up --scale worker=3`) and 10 for operators (psql, a
// `cerebro migrate` or `decide` run by hand).
const (
	marginProcesses = 1
	marginOperators = 10
)

// fixedConnections are the services that reach PostgreSQL with a fixed
// number of connections rather than a pool setting: the exporter's one
// (it sets its pool to 1), pgBackRest's backup and the psql before it,
// Temporal's SQL tool creating the schemas; the uploads-bucket job reads the
// shared environment (which names the database) but never opens it.
var fixedConnections = map[string]int{"postgres-exporter": 1, "backup": 2, "temporal-schema": 1, "uploads-bucket": 0}

// The sum of every pool compose runs, with the margin, fits in
// max_connections: a change that adds a replica, a service on PostgreSQL or
// a bigger pool without raising max_connections fails here.
func TestComposeConnectionsFitPostgres(t *testing.T) {
	c := loadForConnections(t)
	limit := maxConnections(t, c.Services["postgres"].Command)
	perProcess := settingDefault(t, c.Services["api"].Environment, "CEREBRO_DB_MAX_CONNS")
	sum, lines := 0, []string{}
	add := func(what string, n int) { sum += n; lines = append(lines, fmt.Sprintf("%s %d", what, n)) }
	for _, name := range []string{"api", "worker"} {
		svc := c.Services[name]
		require.Equal(t, perProcess, settingDefault(t, svc.Environment, "CEREBRO_DB_MAX_CONNS"), name)
		add(fmt.Sprintf("%s %d × %d", name, svc.replicas(), perProcess), svc.replicas()*perProcess)
	}
	temporal := c.Services["temporal"].Environment
	perService := settingDefault(t, temporal, "SQL_MAX_CONNS") + settingDefault(t, temporal, "SQL_VIS_MAX_CONNS")
	add(fmt.Sprintf("temporal 4 services × %d", perService), 4*perService)
	for name, svc := range c.Services {
		if n, ok := fixedConnections[name]; ok {
			add(name, n)
			continue
		}
		if name != "postgres" && name != "api" && name != "worker" && name != "temporal" {
			require.False(t, svc.reachesPostgres(), "%s connects to PostgreSQL: count its connections in fixedConnections "+
				"and in README's Connections", name)
		}
	}
	margin := marginProcesses*perProcess + marginOperators
	t.Logf("connections: %s = %d; margin %d; max_connections %d", strings.Join(lines, " + "), sum, margin, limit)
	assert.LessOrEqual(t, sum+margin, limit, "max_connections must hold every pool and the margin")
}

// The pool settings compose gives Temporal are the ones its image's
// configuration template reads (a release that renames them would leave
// the server at its defaults, uncounted).
func TestTemporalReadsThePoolSettingsComposeGives(t *testing.T) {
	out, err := exec.Command("go", "env", "GOMODCACHE").Output()
	require.NoError(t, err)
	version := makefileSetting(t, "TEMPORAL_SERVER_VERSION")
	path := filepath.Join(strings.TrimSpace(string(out)), "go.temporal.io", "server@"+version, "common", "config",
		"config_template_embedded.yaml")
	raw, err := os.ReadFile(path)
	require.NoError(t, err, "run `make temporal-server`")
	temporal := loadForConnections(t).Services["temporal"].Environment
	for _, name := range []string{"SQL_MAX_CONNS", "SQL_MAX_IDLE_CONNS", "SQL_VIS_MAX_CONNS", "SQL_VIS_MAX_IDLE_CONNS"} {
		assert.Contains(t, string(raw), `(env "`+name+`")`, "the template reads %s", name)
		assert.Contains(t, temporal, name, "compose sets %s", name)
	}
}

type connectionsCompose struct {
	Services map[string]connectionsService `yaml:"services"`
}

type connectionsService struct {
	Command     []string          `yaml:"command"`
	Environment map[string]string `yaml:"environment"`
	Deploy      struct {
		Replicas int `yaml:"replicas"`
	} `yaml:"deploy"`
}

func (s connectionsService) replicas() int { return max(s.Deploy.Replicas, 1) }

// reachesPostgres: a URL or a host setting names compose's postgres service.
func (s connectionsService) reachesPostgres() bool {
	for _, v := range s.Environment {
		if strings.Contains(v, "@postgres:") || v == "postgres" {
			return true
		}
	}
	return false
}

func loadForConnections(t *testing.T) connectionsCompose {
	raw, err := os.ReadFile(filepath.Join(testutil.RepoRoot(), "docker-compose.yml"))
	require.NoError(t, err)
	var c connectionsCompose
	require.NoError(t, yaml.Unmarshal(raw, &c))
	return c
}

func maxConnections(t *testing.T, command []string) int {
	for _, arg := range command {
		if v, ok := strings.CutPrefix(arg, "max_connections="); ok {
			n, err := strconv.Atoi(v)
			require.NoError(t, err)
			return n
		}
	}
	t.Fatal("postgres's command sets no max_connections (PostgreSQL's default, 100, holds less than compose runs)")
	return 0
}

// settingDefault is a setting's number: literal, or the default of
// ${NAME:-N}.
func settingDefault(t *testing.T, env map[string]string, name string) int {
	v, ok := env[name]
	require.True(t, ok, "%s is not set", name)
	if m := regexp.MustCompile(`^\$\{\w+:-(\d+)\}$`).FindStringSubmatch(v); m != nil {
		v = m[1]
	}
	n, err := strconv.Atoi(v)
	require.NoError(t, err, "%s=%q", name, v)
	return n
}

func makefileSetting(t *testing.T, name string) string {
	raw, err := os.ReadFile(filepath.Join(testutil.RepoRoot(), "Makefile"))
	require.NoError(t, err)
	for _, line := range strings.Split(string(raw), "\n") {
		if v, ok := strings.CutPrefix(line, name+" := "); ok {
			return strings.TrimSpace(v)
		}
	}
	t.Fatalf("the Makefile sets no %s", name)
	return ""
}
