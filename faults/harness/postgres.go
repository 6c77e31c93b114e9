package harness

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"strconv"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib" // the "pgx" driver, to wait for readiness
)

// PostgresBin is where Debian installs PostgreSQL 15's server programs.
const PostgresBin = "/usr/lib/postgresql/15/bin"

// Postgres is a private PostgreSQL server in a temporary folder, with trust
// auth, listening on 127.0.0.1 on its own port, that a test may stop and
// start without disturbing the machine's shared server.
type Postgres struct {
	Dir  string
	Port int
	as   string // the account the server runs as ("" = the current one)
}

// ErrNoPostgres means a private server cannot be made on this machine.
var ErrNoPostgres = errors.New("no private PostgreSQL")

// StartPostgres initialises a cluster under dir and starts it. initdb
// refuses to run as root, so as root the cluster belongs to the postgres
// account and every server command runs through runuser.
func StartPostgres(ctx context.Context, dir string) (*Postgres, error) {
	if _, err := os.Stat(filepath.Join(PostgresBin, "initdb")); err != nil {
		return nil, fmt.Errorf("%w: %s/initdb is missing", ErrNoPostgres, PostgresBin)
	}
	p := &Postgres{Dir: dir}
	if os.Geteuid() == 0 {
		pg, err := user.Lookup("postgres")
		if err != nil {
			return nil, fmt.Errorf("%w: running as root and there is no postgres account to run initdb as", ErrNoPostgres)
		}
		if _, err := exec.LookPath("runuser"); err != nil {
			return nil, fmt.Errorf("%w: running as root and runuser is missing", ErrNoPostgres)
		}
		uid, _ := strconv.Atoi(pg.Uid)
		gid, _ := strconv.Atoi(pg.Gid)
		if err := os.Chown(dir, uid, gid); err != nil {
			return nil, err
		}
		// The folder's parents must let the postgres account through.
		_ = os.Chmod(dir, 0o755)
		p.as = "postgres"
	}
	var err error
	if p.Port, err = FreePort(); err != nil {
		return nil, err
	}
	if out, err := p.run(ctx, "initdb", "-D", p.data(), "-A", "trust", "-U", "postgres", "-E", "UTF8",
		"--no-sync", "--locale", "C"); err != nil {
		return nil, fmt.Errorf("initdb: %w\n%s", err, out)
	}
	return p, p.Start(ctx)
}

func (p *Postgres) data() string { return filepath.Join(p.Dir, "data") }

// URL is the address of database name on this server.
func (p *Postgres) URL(name string) string {
	return fmt.Sprintf("postgres://postgres@127.0.0.1:%d/%s?sslmode=disable", p.Port, name)
}

// Start starts the server and waits until it takes connections.
func (p *Postgres) Start(ctx context.Context) error {
	opts := fmt.Sprintf("-p %d -k %s -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200", p.Port, p.Dir)
	if out, err := p.run(ctx, "pg_ctl", "-D", p.data(), "-o", opts, "-l", filepath.Join(p.Dir, "server.log"), "-w", "-t", "60", "start"); err != nil {
		return fmt.Errorf("pg_ctl start: %w\n%s", err, out)
	}
	return p.waitReady(ctx)
}

// Stop shuts the server down at once (fast mode: open connections are
// closed, as when the database host goes away).
func (p *Postgres) Stop(ctx context.Context) error {
	if out, err := p.run(ctx, "pg_ctl", "-D", p.data(), "-m", "fast", "-w", "-t", "60", "stop"); err != nil {
		return fmt.Errorf("pg_ctl stop: %w\n%s", err, out)
	}
	return nil
}

// Running reports whether the server answers pg_ctl status.
func (p *Postgres) Running(ctx context.Context) bool {
	_, err := p.run(ctx, "pg_ctl", "-D", p.data(), "status")
	return err == nil
}

// ServerLog is the server's own log.
func (p *Postgres) ServerLog() string {
	b, _ := os.ReadFile(filepath.Join(p.Dir, "server.log"))
	return string(b)
}

func (p *Postgres) run(ctx context.Context, prog string, args ...string) ([]byte, error) {
	path := filepath.Join(PostgresBin, prog)
	var cmd *exec.Cmd
	if p.as != "" {
		cmd = exec.CommandContext(ctx, "runuser", append([]string{"-u", p.as, "--", path}, args...)...)
	} else {
		cmd = exec.CommandContext(ctx, path, args...)
	}
	cmd.Dir = p.Dir
	return cmd.CombinedOutput()
}

func (p *Postgres) waitReady(ctx context.Context) error {
	db, err := sql.Open("pgx", p.URL("postgres"))
	if err != nil {
		return err
	}
	defer db.Close()
	deadline := time.Now().Add(30 * time.Second)
	for {
		err := db.PingContext(ctx)
		if err == nil {
			return nil
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("private PostgreSQL on port %d not ready: %w", p.Port, err)
		}
		time.Sleep(100 * time.Millisecond)
	}
}
