package harness

import (
	"context"
	"database/sql"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"time"

	"cerebro/testutil"
)

// Continuous archiving as compose runs it (deploy/postgres), on a private
// cluster: the same pgbackrest.conf and the same archive_command, only the
// paths moved into a temporary folder through PGBACKREST_* variables, which
// pgBackRest reads before its configuration file. Debian here has
// PostgreSQL 15 and pgBackRest 2.45; compose runs postgres:16 with PGDG's
// pgBackRest. Neither the configuration nor the commands differ between
// them.

// Stanza is the pgBackRest stanza compose's postgres archives to.
const Stanza = "cerebro"

// ArchiveCommand is compose's archive_command, word for word.
const ArchiveCommand = "pgbackrest --stanza=" + Stanza + " archive-push %p"

// Repo is a pgBackRest repository in a temporary folder.
type Repo struct {
	Dir  string
	conf string
}

// NewRepo makes a repository under dir with a copy of deploy/postgres/pgbackrest.conf.
func NewRepo(dir string) (*Repo, error) {
	r := &Repo{Dir: dir, conf: filepath.Join(dir, "pgbackrest.conf")}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	raw, err := os.ReadFile(filepath.Join(testutil.RepoRoot(), "deploy", "postgres", "pgbackrest.conf"))
	if err != nil {
		return nil, err
	}
	if err := os.WriteFile(r.conf, raw, 0o644); err != nil {
		return nil, err
	}
	for _, sub := range []string{"repo", "lock", "log"} {
		if err := os.MkdirAll(filepath.Join(dir, sub), 0o750); err != nil {
			return nil, err
		}
	}
	if os.Geteuid() == 0 {
		for _, path := range []string{dir, filepath.Join(dir, "repo"), filepath.Join(dir, "lock"), filepath.Join(dir, "log")} {
			if err := chownToPostgres(path); err != nil {
				return nil, err
			}
		}
		_ = os.Chmod(dir, 0o755)
	}
	return r, nil
}

// env points pgBackRest at this repository and at the cluster pg.
func (r *Repo) env(pg *Postgres) []string {
	return []string{
		"PGBACKREST_CONFIG=" + r.conf,
		"PGBACKREST_REPO1_PATH=" + filepath.Join(r.Dir, "repo"),
		"PGBACKREST_LOCK_PATH=" + filepath.Join(r.Dir, "lock"),
		"PGBACKREST_LOG_PATH=" + filepath.Join(r.Dir, "log"),
		"PGBACKREST_PG1_PATH=" + pg.DataDir(),
		"PGBACKREST_PG1_PORT=" + strconv.Itoa(pg.Port),
		"PGBACKREST_PG1_SOCKET_PATH=" + pg.Dir,
		"PGBACKREST_PG1_USER=postgres", // initdb -U postgres; compose's superuser is cerebro
		// Two processes are compose's; on 2 shared cores one copies as fast.
		"PGBACKREST_PROCESS_MAX=1",
	}
}

// Archive makes pg archive every WAL segment into the repository as
// compose's postgres does, with archiveTimeout for archive_timeout. It
// takes effect at pg's next start.
func (r *Repo) Archive(pg *Postgres, archiveTimeout time.Duration) {
	pg.Settings = append(pg.Settings, "wal_level=replica", "archive_mode=on", "archive_command="+ArchiveCommand,
		fmt.Sprintf("archive_timeout=%ds", int(archiveTimeout.Seconds())))
	pg.Env = append(pg.Env, r.env(pg)...)
}

// CreateStanza does what the backup service does at start
// (deploy/postgres/scripts/backup.sh): wakes the checkpointer so that
// archive_timeout holds from now on, creates the stanza for pg, running,
// and checks that WAL reaches the repository.
func (r *Repo) CreateStanza(ctx context.Context, pg *Postgres) error {
	db, err := sql.Open("pgx", pg.URL("postgres"))
	if err != nil {
		return err
	}
	defer db.Close()
	if _, err := db.ExecContext(ctx, "SELECT pg_reload_conf()"); err != nil {
		return err
	}
	if _, err := r.run(ctx, pg, "stanza-create"); err != nil {
		return err
	}
	_, err = r.run(ctx, pg, "check")
	return err
}

// Backup takes a backup of pg ("full", "diff" or "incr") while it runs.
func (r *Repo) Backup(ctx context.Context, pg *Postgres, kind string) error {
	_, err := r.run(ctx, pg, "--type="+kind, "backup")
	return err
}

// Info is `pgbackrest info`: the backups and the archived WAL.
func (r *Repo) Info(ctx context.Context, pg *Postgres) (string, error) {
	out, err := r.run(ctx, pg, "info")
	return string(out), err
}

// Restore restores the repository into dir, a new cluster folder, to
// target (pgBackRest's --type and --target: "name" and a restore point,
// "time" and a timestamp), promoting there; then starts it on port,
// archiving like from, and waits until it takes writes. As in compose, the
// restore_command pgBackRest writes finds the repository through the
// server's environment.
func (r *Repo) Restore(ctx context.Context, from *Postgres, dir string, port int, kind, target string) (*Postgres, error) {
	pg := &Postgres{Dir: dir, Port: port, Settings: append([]string(nil), from.Settings...)}
	if err := pg.ownDir(); err != nil {
		return nil, err
	}
	if err := os.Mkdir(pg.DataDir(), 0o700); err != nil {
		return nil, err
	}
	if pg.as != "" {
		if err := chownToPostgres(pg.DataDir()); err != nil {
			return nil, err
		}
	}
	pg.Env = r.env(pg)
	if _, err := r.run(ctx, pg, "--type="+kind, "--target="+target, "--target-action=promote", "restore"); err != nil {
		return nil, err
	}
	if err := pg.Start(ctx); err != nil {
		return nil, fmt.Errorf("%w\n%s", err, pg.ServerLog())
	}
	return pg, pg.WaitPromoted(ctx, 2*time.Minute)
}

func (r *Repo) run(ctx context.Context, pg *Postgres, args ...string) ([]byte, error) {
	bin, err := exec.LookPath("pgbackrest")
	if err != nil {
		return nil, fmt.Errorf("%w: pgbackrest is not installed (apt-get install pgbackrest)", ErrNoPostgres)
	}
	out, err := pg.runAs(ctx, r.env(pg), bin, append([]string{"--stanza=" + Stanza}, args...)...)
	if err != nil {
		return out, fmt.Errorf("pgbackrest %s: %w\n%s", strings.Join(args, " "), err, out)
	}
	return out, nil
}

// WaitPromoted waits until recovery is over and the server takes writes.
// A server that gave up (a target the archive does not reach) is an error
// at once.
func (p *Postgres) WaitPromoted(ctx context.Context, within time.Duration) error {
	db, err := sql.Open("pgx", p.URL("postgres"))
	if err != nil {
		return err
	}
	defer db.Close()
	deadline := time.Now().Add(within)
	for {
		var recovering bool
		err := db.QueryRowContext(ctx, "SELECT pg_is_in_recovery()").Scan(&recovering)
		switch {
		case err == nil && !recovering:
			return nil
		case err != nil && !p.Running(ctx):
			return fmt.Errorf("PostgreSQL on port %d stopped while recovering (%v)\n%s", p.Port, err, p.ServerLog())
		case time.Now().After(deadline):
			return fmt.Errorf("PostgreSQL on port %d still recovering after %s (%v)\n%s", p.Port, within, err, p.ServerLog())
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// ArchivedWAL counts the WAL segments in the repository and the bytes they
// take there, compressed.
func (r *Repo) ArchivedWAL() (segments int, size int64, err error) {
	err = filepath.WalkDir(filepath.Join(r.Dir, "repo", "archive"), func(path string, e os.DirEntry, err error) error {
		if err != nil || e.IsDir() || !walSegment.MatchString(e.Name()) {
			return err
		}
		info, err := e.Info()
		if err != nil {
			return err
		}
		segments++
		size += info.Size()
		return nil
	})
	return segments, size, err
}

// walSegment is a segment's name in the repository: the name, its
// checksum, the compression's extension.
var walSegment = regexp.MustCompile(`^[0-9A-F]{24}-[0-9a-f]{40}`)

// ArchiveLag is how far the archive is behind the server: what a crash at
// this moment would lose, the WAL not yet in the repository.
type ArchiveLag struct {
	LastArchived string        // the newest segment in the repository
	Age          time.Duration // since it was archived
	Unarchived   int64         // bytes of WAL written after it
}

// ArchiveLag reads pg_stat_archiver.
func (p *Postgres) ArchiveLag(ctx context.Context) (ArchiveLag, error) {
	db, err := sql.Open("pgx", p.URL("postgres"))
	if err != nil {
		return ArchiveLag{}, err
	}
	defer db.Close()
	var lag ArchiveLag
	var at time.Time
	var current string
	var segSize int64
	err = db.QueryRowContext(ctx, `SELECT coalesce(last_archived_wal, ''), coalesce(last_archived_time, now()),
		pg_current_wal_lsn()::text, (SELECT setting::bigint FROM pg_settings WHERE name = 'wal_segment_size')
		FROM pg_stat_archiver`).
		Scan(&lag.LastArchived, &at, &current, &segSize)
	if err != nil {
		return ArchiveLag{}, err
	}
	lag.Age = time.Since(at)
	if end, ok := segmentEnd(lag.LastArchived, segSize); ok {
		lag.Unarchived = lsnBytes(current) - end
	}
	return lag, nil
}

// WaitArchived waits until the WAL segment holding lsn is in the repository.
func (p *Postgres) WaitArchived(ctx context.Context, lsn string, within time.Duration) (time.Duration, error) {
	db, err := sql.Open("pgx", p.URL("postgres"))
	if err != nil {
		return 0, err
	}
	defer db.Close()
	start := time.Now()
	for {
		var archived bool
		err := db.QueryRowContext(ctx, `SELECT coalesce(last_archived_wal >= pg_walfile_name($1::pg_lsn), false)
			FROM pg_stat_archiver`, lsn).Scan(&archived)
		if err == nil && archived {
			return time.Since(start), nil
		}
		if time.Since(start) > within {
			return 0, fmt.Errorf("WAL at %s not archived within %s (%v)", lsn, within, err)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// segmentEnd is the LSN, as bytes, where the named WAL segment ends
// (TTTTTTTTXXXXXXXXYYYYYYYY: timeline, log, segment).
func segmentEnd(name string, segSize int64) (int64, bool) {
	if len(name) != 24 {
		return 0, false
	}
	log, err1 := strconv.ParseInt(name[8:16], 16, 64)
	seg, err2 := strconv.ParseInt(name[16:24], 16, 64)
	if err1 != nil || err2 != nil {
		return 0, false
	}
	return log<<32 + (seg+1)*segSize, true
}

// lsnBytes reads an LSN written as X/Y.
func lsnBytes(lsn string) int64 {
	hi, lo, _ := strings.Cut(lsn, "/")
	h, _ := strconv.ParseInt(hi, 16, 64)
	l, _ := strconv.ParseInt(lo, 16, 64)
	return h<<32 + l
}
