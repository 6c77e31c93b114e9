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
	"strconv"
	"strings"
	"text/template"
	"time"

	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/contrib/envconfig"

	"cerebro/testutil"
	"cerebro/testutil/tlstest"
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
	// TLS, when set, are the certificates the frontend and the services
	// between themselves require: a client without one the CA signed is
	// refused (mutual TLS).
	TLS   *tlstest.Files
	store ServerStore
	pools ServerPools
	owned bool // the databases are dropped on Stop
}

// ServerPools are the server's connection pools to PostgreSQL, per
// service (each of the four has its own): the default store's and
// visibility's, as deploy/temporal's SQL_MAX_CONNS, SQL_MAX_IDLE_CONNS,
// SQL_VIS_MAX_CONNS and SQL_VIS_MAX_IDLE_CONNS set them in compose.
type ServerPools struct {
	MaxConns, MaxIdleConns, VisMaxConns, VisMaxIdleConns int
}

// smallPools are the harness's default: the test shares one PostgreSQL
// (max_connections 100) with every other test.
var smallPools = ServerPools{MaxConns: 4, MaxIdleConns: 4, VisMaxConns: 2, VisMaxIdleConns: 2}

// ServerOptions shape StartServerClusterWith.
type ServerOptions struct {
	Store *ServerStore   // default: two throwaway databases on the shared server, dropped on Stop
	Pools *ServerPools   // default: 4 + 2 connections per service
	TLS   *tlstest.Files // default: no TLS
}

// ServerStore is where a Temporal server keeps its state: its two
// databases on a PostgreSQL server (trust auth, user postgres).
type ServerStore struct {
	Host             string
	Port             int
	DB, VisibilityDB string
}

// StartServerCluster creates two throwaway databases on the local
// PostgreSQL, applies Temporal's schemas with temporal-sql-tool, starts
// bin/temporal-server on free ports, and creates the namespace (30-day
// retention) and the search attributes the workflows use, as compose's jobs
// do. Stop drops the databases.
func StartServerCluster(ctx context.Context, dir string) (*ServerCluster, error) {
	return StartServerClusterWith(ctx, dir, ServerOptions{})
}

// StartServerClusterOn does what StartServerCluster does on the given
// store; Stop leaves its databases where they are.
func StartServerClusterOn(ctx context.Context, dir string, store ServerStore) (*ServerCluster, error) {
	return StartServerClusterWith(ctx, dir, ServerOptions{Store: &store})
}

// StartServerClusterWith starts the server as the options say.
func StartServerClusterWith(ctx context.Context, dir string, o ServerOptions) (*ServerCluster, error) {
	c := &ServerCluster{pools: smallPools, TLS: o.TLS}
	if o.Pools != nil {
		c.pools = *o.Pools
	}
	if o.Store != nil {
		c.store = *o.Store
	} else {
		suffix := randomSuffix()
		c.store = ServerStore{Host: "127.0.0.1", Port: 5432, DB: "temporal_" + suffix, VisibilityDB: "temporal_visibility_" + suffix}
		c.owned = true
	}
	return c, c.start(ctx, dir)
}

func (c *ServerCluster) start(ctx context.Context, dir string) error {
	root := testutil.RepoRoot()
	server, sqlTool := filepath.Join(root, "bin", "temporal-server"), filepath.Join(root, "bin", "temporal-sql-tool")
	for _, bin := range []string{server, sqlTool} {
		if _, err := os.Stat(bin); err != nil {
			return fmt.Errorf("%s is missing: run `make temporal-server`", bin)
		}
	}
	if err := c.setupSchemas(ctx, sqlTool); err != nil {
		c.dropDatabases(sqlTool)
		return err
	}
	cfg, err := c.writeConfig(dir, filepath.Join(root, "deploy", "temporal", "cerebro.yaml"))
	if err != nil {
		return err
	}
	c.Proc, err = Start("temporal-server", server, []string{"--config-file", cfg, "--allow-no-auth", "start"}, Env(nil),
		filepath.Join(dir, "temporal-server.log"))
	if err != nil {
		return err
	}
	if err := c.createNamespace(ctx, filepath.Join(root, "bin", "temporal")); err != nil {
		c.Stop()
		return err
	}
	return nil
}

// cli are the temporal CLI's flags that reach this server: its address
// and, under mutual TLS, the client certificate and the CA.
func (c *ServerCluster) cli(args ...string) []string {
	args = append(args, "--address", c.Address)
	if c.TLS != nil {
		args = append(args, "--tls-cert-path", c.TLS.ClientCert, "--tls-key-path", c.TLS.ClientKey,
			"--tls-ca-path", c.TLS.CA, "--tls-server-name", "localhost")
	}
	return args
}

// ClientEnv are the TEMPORAL_* variables that take a Cerebro process to
// this server: the address and, under mutual TLS, the client certificate.
func (c *ServerCluster) ClientEnv() map[string]string {
	env := map[string]string{"TEMPORAL_ADDRESS": c.Address}
	if c.TLS != nil {
		env["TEMPORAL_TLS_CLIENT_CERT_PATH"] = c.TLS.ClientCert
		env["TEMPORAL_TLS_CLIENT_KEY_PATH"] = c.TLS.ClientKey
		env["TEMPORAL_TLS_SERVER_CA_CERT_PATH"] = c.TLS.CA
		env["TEMPORAL_TLS_SERVER_NAME"] = "localhost"
	}
	return env
}

// Databases are the server's two databases.
func (c *ServerCluster) Databases() []string { return []string{c.store.DB, c.store.VisibilityDB} }

// Restart starts the server again with the same configuration (its ports
// and its store, which may have been restored meanwhile) and waits until it
// serves the namespace.
func (c *ServerCluster) Restart(ctx context.Context) error {
	if err := c.Proc.Restart(); err != nil {
		return err
	}
	cli := filepath.Join(testutil.RepoRoot(), "bin", "temporal")
	if err := c.waitServing(ctx, cli); err != nil {
		return err
	}
	out, err := exec.CommandContext(ctx, cli, c.cli("operator", "namespace", "describe", "-n", "default")...).CombinedOutput()
	if err != nil {
		return fmt.Errorf("temporal operator namespace describe: %w\n%s", err, out)
	}
	return nil
}

// Stop stops the server and drops its databases if it made them.
func (c *ServerCluster) Stop() {
	if c.Proc != nil {
		c.Proc.Stop(10 * time.Second)
	}
	c.dropDatabases(filepath.Join(testutil.RepoRoot(), "bin", "temporal-sql-tool"))
}

// sqlArgs are temporal-sql-tool's connection flags for database db.
func (s ServerStore) sqlArgs(db string) []string {
	return []string{"--plugin", "postgres12", "--ep", s.Host, "-p", strconv.Itoa(s.Port), "-u", "postgres", "--db", db}
}

// setupSchemas runs what deploy/temporal/scripts/setup-schema.sh runs, from
// the schemas embedded in the tool instead of the image's folder.
func (c *ServerCluster) setupSchemas(ctx context.Context, tool string) error {
	s := c.store
	steps := [][]string{
		append(s.sqlArgs(s.DB), "create"),
		append(s.sqlArgs(s.DB), "setup-schema", "--schema-name", "postgresql/v12/temporal", "--version", temporalSchemaVersion),
		append(s.sqlArgs(s.VisibilityDB), "create"),
		append(s.sqlArgs(s.VisibilityDB), "setup-schema", "--schema-name", "postgresql/v12/visibility", "--version", visibilitySchemaVersion),
	}
	for _, args := range steps {
		if out, err := exec.CommandContext(ctx, tool, args...).CombinedOutput(); err != nil {
			return fmt.Errorf("temporal-sql-tool %s: %w\n%s", strings.Join(args, " "), err, out)
		}
	}
	return nil
}

func (c *ServerCluster) dropDatabases(tool string) {
	if !c.owned {
		return
	}
	for _, db := range c.Databases() {
		_ = exec.Command(tool, append(c.store.sqlArgs(db), "drop", "--force")...).Run()
	}
}

// waitServing waits until the frontend reports SERVING.
func (c *ServerCluster) waitServing(ctx context.Context, cli string) error {
	deadline := time.Now().Add(time.Minute)
	for {
		out, err := exec.CommandContext(ctx, cli, c.cli("operator", "cluster", "health")...).CombinedOutput()
		if err == nil && strings.Contains(string(out), "SERVING") {
			return nil
		}
		if !c.Alive() || time.Now().After(deadline) {
			return fmt.Errorf("temporal server did not become healthy: %v %s\n%s", err, out, c.Log())
		}
		time.Sleep(500 * time.Millisecond)
	}
}

// createNamespace waits for the frontend, then runs what
// deploy/temporal/scripts/create-namespace.sh runs.
func (c *ServerCluster) createNamespace(ctx context.Context, cli string) error {
	if err := c.waitServing(ctx, cli); err != nil {
		return err
	}
	steps := [][]string{
		{"operator", "namespace", "create", "-n", "default", "--retention", "30d"},
		{"operator", "search-attribute", "create", "-n", "default", "--name", "ConsulteeId", "--type", "Int",
			"--name", "ConsultantId", "--type", "Int", "--name", "InvoiceStatus", "--type", "Keyword",
			"--name", "SessionPhase", "--type", "Keyword"},
	}
	for _, args := range steps {
		if out, err := exec.CommandContext(ctx, cli, c.cli(args...)...).CombinedOutput(); err != nil {
			return fmt.Errorf("temporal %s: %w\n%s", strings.Join(args, " "), err, out)
		}
	}
	return c.awaitSearchAttributes(ctx, cli)
}

// searchAttributesQuery names every search attribute the workflows start
// with or keep current.
const searchAttributesQuery = `ConsulteeId = 0 AND ConsultantId = 0 AND InvoiceStatus = "" AND SessionPhase = ""`

// awaitSearchAttributes waits until the frontend knows the new search
// attributes: it learns them when its namespace cache refreshes, seconds
// after they are created, and until then refuses a workflow started with
// them (a checkout names its parties from the start). Compose's
// create-namespace.sh waits the same way.
func (c *ServerCluster) awaitSearchAttributes(ctx context.Context, cli string) error {
	deadline := time.Now().Add(time.Minute)
	for {
		out, err := exec.CommandContext(ctx, cli, c.cli("workflow", "list", "-n", "default", "--limit", "1",
			"--query", searchAttributesQuery)...).CombinedOutput()
		if err == nil {
			return nil
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("search attributes not usable after a minute: %w\n%s", err, out)
		}
		time.Sleep(500 * time.Millisecond)
	}
}

// writeConfig writes the server's configuration: PostgreSQL persistence and
// visibility, 4 history shards, free ports, the measured dynamic config, the
// connection pools (each of the four services has its own) and, if asked,
// mutual TLS on the frontend and between the services.
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
	return path, serverConfig.Execute(f, map[string]any{"Ports": ports, "Shards": historyShards, "Store": c.store,
		"DynamicConfig": dynamicConfig, "Pools": c.pools, "TLS": c.TLS})
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
      sql: {pluginName: postgres12, databaseName: {{.Store.DB}}, connectAddr: "{{.Store.Host}}:{{.Store.Port}}", connectProtocol: tcp, user: postgres, password: "", maxConns: {{.Pools.MaxConns}}, maxIdleConns: {{.Pools.MaxIdleConns}}, maxConnLifetime: 1h}
    visibility:
      sql: {pluginName: postgres12, databaseName: {{.Store.VisibilityDB}}, connectAddr: "{{.Store.Host}}:{{.Store.Port}}", connectProtocol: tcp, user: postgres, password: "", maxConns: {{.Pools.VisMaxConns}}, maxIdleConns: {{.Pools.VisMaxIdleConns}}, maxConnLifetime: 1h}
global:
  membership: {maxJoinDuration: 30s, broadcastAddress: 127.0.0.1}
{{- with .TLS}}
  tls:
    internode:
      server: {certFile: {{.ServerCert}}, keyFile: {{.ServerKey}}, requireClientAuth: true, clientCaFiles: [{{.CA}}]}
      client: {serverName: localhost, rootCaFiles: [{{.CA}}]}
    frontend:
      server: {certFile: {{.ServerCert}}, keyFile: {{.ServerKey}}, requireClientAuth: true, clientCaFiles: [{{.CA}}]}
      client: {serverName: localhost, rootCaFiles: [{{.CA}}]}
{{- end}}
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

// ClientOptions are the SDK client's options for this server, read from
// ClientEnv by the SDK's envconfig as the product reads its own.
func (c *ServerCluster) ClientOptions() (client.Options, error) {
	env := c.ClientEnv()
	return envconfig.LoadClientOptions(envconfig.LoadClientOptionsRequest{DisableFile: true, EnvLookup: mapLookup(env)})
}

// mapLookup is envconfig's view of a map of variables.
type mapLookup map[string]string

func (m mapLookup) LookupEnv(name string) (string, bool) { v, ok := m[name]; return v, ok }

func (m mapLookup) Environ() []string {
	var out []string
	for k, v := range m {
		out = append(out, k+"="+v)
	}
	return out
}
