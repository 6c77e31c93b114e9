package faults_test

import (
	"context"
	"database/sql"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"gopkg.in/yaml.v3"

	"cerebro/faults/harness"
	"cerebro/models"
	"cerebro/testutil"
	"cerebro/testutil/tlstest"
)

// connectionMargin is what max_connections holds beyond every pool
// compose runs (README, Connections; deploy/connections_test.go sums the
// pools): one more Cerebro process's pool and 10 for operators.
func connectionMargin(perProcess int) int { return perProcess + 10 }

// The compose-size topology under load, measured at the server: a private
// PostgreSQL with compose's max_connections; the real Temporal server with
// compose's pools (SQL_MAX_CONNS, SQL_VIS_MAX_CONNS per service) over
// mutual TLS; two `cerebro api` and two `cerebro worker` processes with
// compose's CEREBRO_DB_MAX_CONNS. Bookings come in from 16 clients at once
// through both APIs and are paid; pg_stat_activity, sampled every 50 ms,
// stays under max_connections less the documented margin.
func TestComposeSizeTopologyStaysUnderMaxConnections(t *testing.T) {
	ctx := context.Background()
	sizes := composeSizes(t)
	dir, err := harness.MkdirShared("cerebro-conns-")
	require.NoError(t, err)
	t.Cleanup(func() { _ = removeAll(dir) })
	pg, err := harness.NewPostgres(ctx, dir)
	if errIsNoPostgres(err) {
		t.Skipf("cannot run a private PostgreSQL here: %v", err)
	}
	require.NoError(t, err)
	pg.Settings = append(pg.Settings, fmt.Sprintf("max_connections=%d", sizes.maxConnections))
	require.NoError(t, pg.Start(ctx))
	t.Cleanup(func() { _ = pg.Stop(context.Background()) })
	dbURL := pg.URL("cerebro")
	require.NoError(t, models.EnsureDatabase(ctx, dbURL))

	certs, err := tlstest.Make(t.TempDir())
	require.NoError(t, err)
	cluster, err := harness.StartServerClusterWith(ctx, t.TempDir(), harness.ServerOptions{TLS: &certs, Pools: &sizes.temporal,
		Store: &harness.ServerStore{Host: "127.0.0.1", Port: pg.Port, DB: "temporal", VisibilityDB: "temporal_visibility"}})
	require.NoError(t, err)
	t.Cleanup(cluster.Stop)
	pool := strconv.Itoa(sizes.perProcess)
	s := newSystem(t, systemOptions{dbURL: dbURL, cluster: cluster,
		env: map[string]string{"CEREBRO_DB_MAX_CONNS": pool, "CEREBRO_DB_MAX_IDLE_CONNS": pool}})
	api2 := s.startAPI("api-2", nil)
	w2, err := s.c.StartWorker(ctx, "worker-2", map[string]string{"PUBLIC_BASE_URL": s.api.URL})
	require.NoError(t, err)
	s.cleanupProc(w2)

	sampler := sampleConnections(t, pg.URL("postgres"))
	invoices := bookAndPayAtOnce(t, s, []string{s.api.URL, api2.URL}, 16, 4)
	for _, id := range invoices {
		awaitInvoice(t, s.store, id, models.InvoicePaid, 90*time.Second)
	}
	peak, byDB, samples := sampler.stop()

	limit := sizes.maxConnections - connectionMargin(sizes.perProcess)
	t.Logf("pg_stat_activity over %d samples: peak %d (%s); max_connections %d, margin %d", samples, peak, byDB,
		sizes.maxConnections, connectionMargin(sizes.perProcess))
	require.Greater(t, samples, 10, "sampled while the load ran")
	assert.Greater(t, peak, 2*sizes.perProcess/4, "the load opened connections: the sampler sees them")
	assert.LessOrEqual(t, peak, limit, "connections stay under max_connections with the margin")
	checkInvariants(t, s.store, false)
}

// bookAndPayAtOnce books clients × each slots at once through the APIs in
// turn, paying each as soon as it is booked; it returns the invoices.
func bookAndPayAtOnce(t *testing.T, s *system, apis []string, clients, each int) []int64 {
	seller := s.seller()
	slots := openSlots(t, s.store, seller.id, future(), clients*each)
	shoppers := make([]party, clients)
	for i := range shoppers {
		shoppers[i] = s.shopper()
	}
	invoices := make([]int64, len(slots))
	var wg sync.WaitGroup
	for c := range clients {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for k := range each {
				i := c*each + k
				base := apis[i%len(apis)]
				res := book(t, base, shoppers[c], "ONLINE", seller.id, slots[i])
				if !assert.Equal(t, http.StatusOK, res.Status, "%s", res.Raw) {
					return
				}
				invoices[i] = int64(res.Body["invoiceId"].(float64))
				notify(t, base, notificationFor(invoiceRow(t, s.store, invoices[i]), fmt.Sprintf("conns-%d", i)))
			}
		}()
	}
	wg.Wait()
	require.False(t, t.Failed(), "every booking was taken")
	return invoices
}

// composeSizing is what docker-compose.yml sizes: max_connections, each
// Cerebro process's pool and Temporal's per service.
type composeSizing struct {
	maxConnections, perProcess int
	temporal                   harness.ServerPools
}

func composeSizes(t *testing.T) composeSizing {
	raw, err := os.ReadFile(filepath.Join(testutil.RepoRoot(), "docker-compose.yml"))
	require.NoError(t, err)
	var c struct {
		Services map[string]struct {
			Command     []string          `yaml:"command"`
			Environment map[string]string `yaml:"environment"`
		} `yaml:"services"`
	}
	require.NoError(t, yaml.Unmarshal(raw, &c))
	var out composeSizing
	for _, arg := range c.Services["postgres"].Command {
		if v, ok := strings.CutPrefix(arg, "max_connections="); ok {
			out.maxConnections, err = strconv.Atoi(v)
			require.NoError(t, err)
		}
	}
	require.NotZero(t, out.maxConnections, "compose's postgres sets max_connections")
	number := func(env map[string]string, name string) int {
		v := env[name]
		if m := regexp.MustCompile(`^\$\{\w+:-(\d+)\}$`).FindStringSubmatch(v); m != nil {
			v = m[1]
		}
		n, err := strconv.Atoi(v)
		require.NoError(t, err, "%s=%q", name, v)
		return n
	}
	out.perProcess = number(c.Services["api"].Environment, "CEREBRO_DB_MAX_CONNS")
	temporal := c.Services["temporal"].Environment
	out.temporal = harness.ServerPools{MaxConns: number(temporal, "SQL_MAX_CONNS"), MaxIdleConns: number(temporal, "SQL_MAX_IDLE_CONNS"),
		VisMaxConns: number(temporal, "SQL_VIS_MAX_CONNS"), VisMaxIdleConns: number(temporal, "SQL_VIS_MAX_IDLE_CONNS")}
	return out
}

// connectionSampler counts pg_stat_activity's rows (every backend the
// server runs, as max_connections sees them and more) until stopped.
type connectionSampler struct {
	done    chan struct{}
	wg      sync.WaitGroup
	peak    atomic.Int64
	samples atomic.Int64
	mu      sync.Mutex
	byDB    string // the breakdown at the peak
}

func sampleConnections(t *testing.T, url string) *connectionSampler {
	db, err := sql.Open("pgx", url)
	require.NoError(t, err)
	db.SetMaxOpenConns(1)
	t.Cleanup(func() { _ = db.Close() })
	s := &connectionSampler{done: make(chan struct{})}
	s.wg.Add(1)
	go func() {
		defer s.wg.Done()
		for {
			s.sample(db)
			select {
			case <-s.done:
				return
			case <-time.After(50 * time.Millisecond):
			}
		}
	}()
	return s
}

func (s *connectionSampler) sample(db *sql.DB) {
	rows, err := db.Query(`SELECT coalesce(datname, backend_type), count(*) FROM pg_stat_activity GROUP BY 1 ORDER BY 1`)
	if err != nil {
		return
	}
	defer rows.Close()
	var total int64
	var parts []string
	for rows.Next() {
		var name string
		var n int64
		if rows.Scan(&name, &n) == nil {
			total += n
			parts = append(parts, fmt.Sprintf("%s %d", name, n))
		}
	}
	s.samples.Add(1)
	if total > s.peak.Load() {
		s.peak.Store(total)
		s.mu.Lock()
		s.byDB = strings.Join(parts, ", ")
		s.mu.Unlock()
	}
}

func (s *connectionSampler) stop() (peak int, byDB string, samples int) {
	close(s.done)
	s.wg.Wait()
	s.mu.Lock()
	defer s.mu.Unlock()
	return int(s.peak.Load()), s.byDB, int(s.samples.Load())
}
