package harness

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"text/template"
	"time"

	"cerebro/testutil"
)

// The production topology on one machine: the real Temporal server (not the
// CLI's dev server), built at the release docker-compose.yml pins
// (`make temporal-server`), on PostgreSQL, with its schemas applied by
// Temporal's own SQL tool, 4 history shards and the dynamic config of
// deploy/temporal — what compose runs, without Docker.

// Schema versions of the pinned release's embedded PostgreSQL schemas
// (go.temporal.io/server@v1.32.1 schema/postgresql/v12: Version, VisibilityVersion).
const (
	temporalSchemaVersion   = "1.19"
	visibilitySchemaVersion = "1.14"
	historyShards           = 4
)

// ServerCluster is a running Temporal server on PostgreSQL.
type ServerCluster struct {
	*Proc
	Address string
	dbs     []string
}

// StartServerCluster creates two throwaway databases on the local
// PostgreSQL, applies Temporal's schemas with temporal-sql-tool, starts
// bin/temporal-server on free ports, and creates the namespace (30-day
// retention) and the search attributes the workflows use, as compose's jobs
// do. Stop drops the databases.
func StartServerCluster(ctx context.Context, dir string) (*ServerCluster, error) {
	root := testutil.RepoRoot()
	server, sqlTool := filepath.Join(root, "bin", "temporal-server"), filepath.Join(root, "bin", "temporal-sql-tool")
	for _, bin := range []string{server, sqlTool} {
		if _, err := os.Stat(bin); err != nil {
			return nil, fmt.Errorf("%s is missing: run `make temporal-server`", bin)
		}
	}
	suffix := randomSuffix()
	c := &ServerCluster{dbs: []string{"temporal_" + suffix, "temporal_visibility_" + suffix}}
	if err := c.setupSchemas(ctx, sqlTool); err != nil {
		c.dropDatabases(sqlTool)
		return nil, err
	}
	cfg, err := c.writeConfig(dir, filepath.Join(root, "deploy", "temporal", "cerebro.yaml"))
	if err != nil {
		return nil, err
	}
	c.Proc, err = Start("temporal-server", server, []string{"--config-file", cfg, "--allow-no-auth", "start"}, Env(nil),
		filepath.Join(dir, "temporal-server.log"))
	if err != nil {
		return nil, err
	}
	if err := c.createNamespace(ctx, filepath.Join(root, "bin", "temporal")); err != nil {
		c.Stop()
		return nil, err
	}
	return c, nil
}

// Databases are the server's two databases.
func (c *ServerCluster) Databases() []string { return append([]string(nil), c.dbs...) }

// Stop stops the server and drops its databases.
func (c *ServerCluster) Stop() {
	if c.Proc != nil {
		c.Proc.Stop(10 * time.Second)
	}
	c.dropDatabases(filepath.Join(testutil.RepoRoot(), "bin", "temporal-sql-tool"))
}

// sqlArgs are temporal-sql-tool's connection flags for database db.
func sqlArgs(db string) []string {
	return []string{"--plugin", "postgres12", "--ep", "127.0.0.1", "-p", "5432", "-u", "postgres", "--db", db}
}

// setupSchemas runs what deploy/temporal/scripts/setup-schema.sh runs, from
// the schemas embedded in the tool instead of the image's folder.
func (c *ServerCluster) setupSchemas(ctx context.Context, tool string) error {
	steps := [][]string{
		append(sqlArgs(c.dbs[0]), "create"),
		append(sqlArgs(c.dbs[0]), "setup-schema", "--schema-name", "postgresql/v12/temporal", "--version", temporalSchemaVersion),
		append(sqlArgs(c.dbs[1]), "create"),
		append(sqlArgs(c.dbs[1]), "setup-schema", "--schema-name", "postgresql/v12/visibility", "--version", visibilitySchemaVersion),
	}
	for _, args := range steps {
		if out, err := exec.CommandContext(ctx, tool, args...).CombinedOutput(); err != nil {
			return fmt.Errorf("temporal-sql-tool %s: %w\n%s", strings.Join(args, " "), err, out)
		}
	}
	return nil
}

func (c *ServerCluster) dropDatabases(tool string) {
	for _, db := range c.dbs {
		_ = exec.Command(tool, append(sqlArgs(db), "drop", "--force")...).Run()
	}
}

// createNamespace waits for the frontend, then runs what
// deploy/temporal/scripts/create-namespace.sh runs.
func (c *ServerCluster) createNamespace(ctx context.Context, cli string) error {
	deadline := time.Now().Add(time.Minute)
	for {
		out, err := exec.CommandContext(ctx, cli, "operator", "cluster", "health", "--address", c.Address).CombinedOutput()
		if err == nil && strings.Contains(string(out), "SERVING") {
			break
		}
		if !c.Alive() || time.Now().After(deadline) {
			return fmt.Errorf("temporal server did not become healthy: %v %s\n%s", err, out, c.Log())
		}
		time.Sleep(500 * time.Millisecond)
	}
	steps := [][]string{
		{"operator", "namespace", "create", "-n", "default", "--retention", "30d"},
		{"operator", "search-attribute", "create", "-n", "default", "--name", "ConsulteeId", "--type", "Int",
			"--name", "ConsultantId", "--type", "Int", "--name", "InvoiceStatus", "--type", "Keyword",
			"--name", "SessionPhase", "--type", "Keyword"},
	}
	for _, args := range steps {
		if out, err := exec.CommandContext(ctx, cli, append(args, "--address", c.Address)...).CombinedOutput(); err != nil {
			return fmt.Errorf("temporal %s: %w\n%s", strings.Join(args, " "), err, out)
		}
	}
	return nil
}

// writeConfig writes the server's configuration: PostgreSQL persistence and
// visibility, 4 history shards, free ports, the measured dynamic config, and
// small connection pools (each of the four services has its own): the test
// shares one PostgreSQL (max_connections 100) with every other test.
func (c *ServerCluster) writeConfig(dir, dynamicConfig string) (string, error) {
	ports := map[string]int{}
	for _, name := range []string{"frontend", "frontendMembership", "frontendHTTP", "history", "historyMembership",
		"matching", "matchingMembership", "worker", "workerMembership"} {
		p, err := freeSmallPort()
		if err != nil {
			return "", err
		}
		ports[name] = p
	}
	c.Address = fmt.Sprintf("127.0.0.1:%d", ports["frontend"])
	path := filepath.Join(dir, "temporal-server.yaml")
	f, err := os.Create(path)
	if err != nil {
		return "", err
	}
	defer f.Close()
	return path, serverConfig.Execute(f, map[string]any{"Ports": ports, "Shards": historyShards, "DB": c.dbs[0],
		"VisibilityDB": c.dbs[1], "DynamicConfig": dynamicConfig})
}

var serverConfig = template.Must(template.New("config").Parse(`log:
  stdout: true
  level: warn
persistence:
  defaultStore: default
  visibilityStore: visibility
  numHistoryShards: {{.Shards}}
  datastores:
    default:
      sql: {pluginName: postgres12, databaseName: {{.DB}}, connectAddr: "127.0.0.1:5432", connectProtocol: tcp, user: postgres, password: "", maxConns: 4, maxIdleConns: 4, maxConnLifetime: 1h}
    visibility:
      sql: {pluginName: postgres12, databaseName: {{.VisibilityDB}}, connectAddr: "127.0.0.1:5432", connectProtocol: tcp, user: postgres, password: "", maxConns: 2, maxIdleConns: 2, maxConnLifetime: 1h}
global:
  membership: {maxJoinDuration: 30s, broadcastAddress: 127.0.0.1}
services:
  frontend:
    rpc: {grpcPort: {{.Ports.frontend}}, membershipPort: {{.Ports.frontendMembership}}, httpPort: {{.Ports.frontendHTTP}}, bindOnLocalHost: true}
  history:
    rpc: {grpcPort: {{.Ports.history}}, membershipPort: {{.Ports.historyMembership}}, bindOnLocalHost: true}
  matching:
    rpc: {grpcPort: {{.Ports.matching}}, membershipPort: {{.Ports.matchingMembership}}, bindOnLocalHost: true}
  worker:
    rpc: {grpcPort: {{.Ports.worker}}, membershipPort: {{.Ports.workerMembership}}, bindOnLocalHost: true}
clusterMetadata:
  enableGlobalNamespace: false
  failoverVersionIncrement: 10
  masterClusterName: active
  currentClusterName: active
  clusterInformation:
    active: {enabled: true, initialFailoverVersion: 1, rpcName: frontend, rpcAddress: "127.0.0.1:{{.Ports.frontend}}"}
dcRedirectionPolicy:
  policy: noop
dynamicConfigClient:
  filepath: {{.DynamicConfig}}
  pollInterval: 10s
`))

// freeSmallPort is a free TCP port below 32768: Temporal stores membership
// ports in a PostgreSQL smallint, and the kernel's ephemeral range is above it.
func freeSmallPort() (int, error) {
	for range 200 {
		b := make([]byte, 2)
		_, _ = rand.Read(b)
		port := 20000 + (int(b[0])<<8|int(b[1]))%12000
		l, err := net.Listen("tcp", fmt.Sprintf("127.0.0.1:%d", port))
		if err == nil {
			_ = l.Close()
			return port, nil
		}
	}
	return 0, fmt.Errorf("no free port below 32768")
}

func randomSuffix() string {
	b := make([]byte, 4)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}
