package faults_test

import (
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/faults/harness"
	"cerebro/models"
	"cerebro/testutil"
)

// The restore drill (README, Operating it: Backups): one PostgreSQL cluster
// holds Cerebro's database and the real Temporal server's two, archived
// continuously by pgBackRest with compose's pgbackrest.conf and
// archive_command. Under booking and card-payment load a full backup is
// taken, the load goes on (a bank slip approved, a booking cancelled), a
// moment is noted, and after it the gateway takes the payment of a booking
// made before it. Then the host dies: PostgreSQL, Temporal, api and worker
// are killed, and the cluster is restored to that moment on a fresh data
// directory, by the README's steps.
//
// Afterwards nothing committed before the moment is missing and nothing
// after it is there, in either database; every invoice has its checkout
// workflow in the same state; the checkouts run to their end; the ledger
// balances, every paid invoice has its bookings, no slot stays held; and
// the payment the restored database never heard of is found again through
// the gateway's Retrieval API and pays its invoice, once. The gateway (the
// simulator's ledger) keeps its memory in a database outside the restored
// cluster, as PayHere does.
//
// Not parallel: it runs a PostgreSQL, a Temporal server, an api and a worker
// of its own, and measures how long a restore takes.
func TestRestoreToAPointInTime(t *testing.T) {
	began := time.Now()
	d := startDrill(t)
	seller := d.s.seller()
	slots := openSlots(t, d.s.store, seller.id, future(), 400)
	free := make(chan int64, len(slots))
	for _, id := range slots[4:] {
		free <- id
	}
	load := d.startLoad(seller.id, free, 3)

	// Under load: a full backup, and the load goes on while it runs.
	load.awaitPaid(t, began, 8, time.Minute)
	backupStart := time.Now()
	require.NoError(t, d.repo.Backup(context.Background(), d.pg, "full"))
	t.Logf("full backup under load: %s, %d card bookings paid meanwhile", time.Since(backupStart).Round(time.Millisecond),
		load.paidSince(backupStart))
	info, err := d.repo.Info(context.Background(), d.pg)
	require.NoError(t, err)
	require.Contains(t, info, "full backup:", "pgbackrest info lists it")
	slip := d.slipApproved(seller.id, slots[0])
	cancelled := d.cancelled(seller.id, slots[1])
	late := d.bookOnly(seller.id, slots[2]) // paid only after the moment

	// The moment to restore to, noted while the load runs.
	before := readCommitted(t, d.s.store)
	target, targetLSN := d.now(t), d.currentLSN(t)
	after := time.Now()
	require.Equal(t, models.InvoicePendingPayment, invoiceRow(t, d.s.store, late.invoice).Status)

	// After it: the gateway takes the late booking's payment, and the load
	// books and pays on, more than the 32 ids a sequence logs ahead at once.
	require.NoError(t, payAtGateway(d.s.api.URL, late.who, late.invoice))
	awaitInvoice(t, d.s.store, late.invoice, models.InvoicePaid, 30*time.Second)
	load.awaitPaid(t, after, 40, 2*time.Minute)
	lost := load.stop(t)
	lostAfter := bookingsAfter(lost, after)
	require.GreaterOrEqual(t, len(lostAfter), 40)

	// The host dies, once the moment is in the archive: what was not
	// archived yet is lost with it.
	lag, err := d.pg.ArchiveLag(context.Background())
	require.NoError(t, err)
	_, err = d.pg.WaitArchived(context.Background(), targetLSN, 2*drillArchiveTimeout+30*time.Second)
	require.NoError(t, err)
	t.Logf("RPO at a crash: when the load stopped the newest archived WAL segment was %s old and %d kB of WAL were not "+
		"archived yet (archive_timeout %s here; compose's 60s bounds the age at about a minute)",
		lag.Age.Round(time.Millisecond), lag.Unarchived/1024, drillArchiveTimeout)
	segments, size, err := d.repo.ArchivedWAL()
	require.NoError(t, err)
	t.Logf("archived: %d WAL segments, %d kB in the repository (zstd)", segments, size/1024)
	d.crash(t)

	// The README's restore: pgBackRest into an empty data directory, to the
	// moment; PostgreSQL; the numbering moved on; Temporal; api and worker.
	restoreStart := time.Now()
	d.restore(t, "time", target)
	restored := time.Since(restoreStart)
	d.assertCameBackToTheMoment(t, before, lostAfter, late.invoice)
	tempStart := time.Now()
	require.NoError(t, d.temporal.Restart(context.Background()))
	tempTook := time.Since(tempStart)
	d.assertWorkflowsMatchTheDatabase(t, lostAfter)
	cerebroStart := time.Now()
	d.startCerebro(t)
	t.Logf("restore: %s from `pgbackrest restore` to Cerebro ready (pgbackrest restore and recovery %s, Temporal %s, api and worker %s)",
		(restored + tempTook + time.Since(cerebroStart)).Round(time.Millisecond), restored.Round(time.Millisecond),
		tempTook.Round(time.Millisecond), time.Since(cerebroStart).Round(time.Millisecond))

	// The payment the restored database never heard of is found again, and
	// every checkout the restore brought back runs to its end.
	d.assertFoundThroughTheRetrievalAPI(t, late)
	d.assertNewOrderIDsAreNew(t, seller.id, slots[3], lost)
	d.awaitCheckoutsSettled(t)
	assert.Equal(t, models.InvoicePaid, invoiceRow(t, d.s.store, slip).Status)
	assert.Equal(t, models.InvoiceFailed, invoiceRow(t, d.s.store, cancelled).Status)
	checkInvariants(t, d.s.store, true)
	paidInvoicesHaveTheirBookings(t, d.s.store)
	d.assertNoGatewayPaymentLost(t)
	t.Logf("the drill took %s", time.Since(began).Round(time.Second))
}

// drillArchiveTimeout is the drill's archive_timeout: compose's 60s would
// only make the drill wait longer for the moment to reach the archive.
const drillArchiveTimeout = 10 * time.Second

// drillHold is the drill's CEREBRO_PAYMENT_HOLD: the holds of the checkouts
// the restore brings back run out while the drill waits.
const drillHold = "15s"

// drill is the product on a cluster of its own, archived by pgBackRest.
type drill struct {
	t        *testing.T
	dir      string
	repo     *harness.Repo
	pg       *harness.Postgres
	temporal *harness.ServerCluster
	s        *system
	gateway  *models.Store // the simulator's ledger: what the gateway took, outside the cluster
}

func startDrill(t *testing.T) *drill {
	t.Helper()
	ctx := context.Background()
	dir, err := harness.MkdirShared("cerebro-drill-")
	require.NoError(t, err)
	t.Cleanup(func() { _ = removeAll(dir) })
	d := &drill{t: t, dir: dir}
	d.startCluster(t)
	d.temporal, err = harness.StartServerClusterOn(ctx, t.TempDir(), harness.ServerStore{Host: "127.0.0.1", Port: d.pg.Port,
		DB: "temporal", VisibilityDB: "temporal_visibility"})
	require.NoError(t, err)
	t.Cleanup(d.temporal.Stop)
	gatewayURL, drop, err := testutil.NewDatabase(ctx)
	require.NoError(t, err)
	t.Cleanup(drop)
	d.gateway, err = models.Open(gatewayURL)
	require.NoError(t, err)
	t.Cleanup(func() { _ = d.gateway.Close() })
	d.s = newSystem(t, systemOptions{dbURL: d.pg.URL("cerebro"), temporal: d.temporal.Address,
		env: map[string]string{"CEREBRO_PAYMENT_HOLD": drillHold, "PAYHERE_SIMULATOR_DATABASE_URL": gatewayURL}})
	return d
}

// startCluster starts a PostgreSQL that archives like compose's, creates
// the stanza and Cerebro's database.
func (d *drill) startCluster(t *testing.T) {
	ctx := context.Background()
	repo, err := harness.NewRepo(filepath.Join(d.dir, "backups"))
	require.NoError(t, err)
	d.repo = repo
	require.NoError(t, mkdirShared(filepath.Join(d.dir, "pg")))
	d.pg, err = harness.NewPostgres(ctx, filepath.Join(d.dir, "pg"))
	if errIsNoPostgres(err) {
		t.Skipf("cannot run a private PostgreSQL here, so no restore drill: %v", err)
	}
	require.NoError(t, err)
	d.repo.Archive(d.pg, drillArchiveTimeout)
	require.NoError(t, d.pg.Start(ctx))
	t.Cleanup(func() { d.stopCluster() })
	err = d.repo.CreateStanza(ctx, d.pg)
	if errIsNoPostgres(err) {
		t.Skipf("no pgBackRest here, so no restore drill: %v", err)
	}
	require.NoError(t, err)
	require.NoError(t, models.EnsureDatabase(ctx, d.pg.URL("cerebro")))
	store, err := models.Open(d.pg.URL("cerebro"))
	require.NoError(t, err)
	defer store.Close()
	require.NoError(t, store.Migrate(ctx))
}

func (d *drill) stopCluster() {
	if d.pg.Running(context.Background()) {
		_ = d.pg.Stop(context.Background())
	}
}

// now is the cluster's clock: the moment to restore to.
func (d *drill) now(t *testing.T) string {
	var at time.Time
	require.NoError(t, d.s.store.DB.Raw(`SELECT clock_timestamp()`).Scan(&at).Error)
	return at.UTC().Format("2006-01-02 15:04:05.999999") + "+00"
}

func (d *drill) currentLSN(t *testing.T) string {
	var lsn string
	require.NoError(t, d.s.store.DB.Raw(`SELECT pg_current_wal_lsn()::text`).Scan(&lsn).Error)
	return lsn
}

// crash kills everything at once, as when the host dies.
func (d *drill) crash(t *testing.T) {
	d.s.api.Kill()
	d.s.worker.Kill()
	d.temporal.Kill()
	require.NoError(t, d.pg.Crash(context.Background()))
	_ = d.s.store.Close()
}

// restore is the README's restore up to PostgreSQL taking writes and the
// numbering moved past the lost time: pgBackRest into an empty data
// directory on the old port (compose's postgres:5432), recovery to the
// target, then deploy/postgres/scripts/after-restore.sql.
func (d *drill) restore(t *testing.T, kind, target string) {
	ctx := context.Background()
	dir := filepath.Join(d.dir, "pg-restored")
	require.NoError(t, mkdirShared(dir))
	pg, err := d.repo.Restore(ctx, d.pg, dir, d.pg.Port, kind, target)
	require.NoError(t, err)
	d.pg = pg
	script := filepath.Join(testutil.RepoRoot(), "deploy", "postgres", "scripts", "after-restore.sql")
	out, err := exec.CommandContext(ctx, "psql", "-h", "127.0.0.1", "-p", strconv.Itoa(pg.Port), "-U", "postgres", "-d", "cerebro",
		"-v", "ON_ERROR_STOP=1", "-qf", script).CombinedOutput()
	require.NoError(t, err, "%s", out)
	d.s.store, err = models.Open(pg.URL("cerebro"))
	require.NoError(t, err)
}

// startCerebro starts the same api and worker again and waits until both serve.
func (d *drill) startCerebro(t *testing.T) {
	ctx := context.Background()
	require.NoError(t, d.s.api.Restart())
	require.NoError(t, harness.WaitHTTP(ctx, d.s.api.URL+"/api/v1/health", 200, time.Minute))
	require.NoError(t, harness.RestartWorker(ctx, d.s.worker))
}

// mkdirShared makes a folder the postgres account may enter.
func mkdirShared(dir string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	return os.Chmod(dir, 0o755)
}

func errIsNoPostgres(err error) bool { return errors.Is(err, harness.ErrNoPostgres) }
