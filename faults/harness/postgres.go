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
	"strings"
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
	// Settings are server settings ("name=value") added to every start.
	Settings []string
	// Env is added to the server's environment, where archive_command runs.
	Env []string
	as  string // the account the server runs as ("" = the current one)
}

// ErrNoPostgres means a private server cannot be made on this machine.
var ErrNoPostgres = errors.New("no private PostgreSQL")

// StartPostgres initialises a cluster under dir and starts it. initdb
// refuses to run as root, so as root the cluster belongs to the postgres
// account and every server command runs through runuser.
func StartPostgres(ctx context.Context, dir string) (*Postgres, error) {
	p, err := NewPostgres(ctx, dir)
	if err != nil {
		return nil, err
	}
	return p, p.Start(ctx)
}

// NewPostgres initialises a cluster under dir, on a free port, without
// starting it, so the caller may add Settings first.
func NewPostgres(ctx context.Context, dir string) (*Postgres, error) {
	if _, err := os.Stat(filepath.Join(PostgresBin, "initdb")); err != nil {
		return nil, fmt.Errorf("%w: %s/initdb is missing", ErrNoPostgres, PostgresBin)
	}
	p := &Postgres{Dir: dir}
	if err := p.ownDir(); err != nil {
		return nil, err
	}
	var err error
	if p.Port, err = FreePort(); err != nil {
		return nil, err
	}
	if out, err := p.run(ctx, "initdb", "-D", p.DataDir(), "-A", "trust", "-U", "postgres", "-E", "UTF8",
		"--no-sync", "--locale", "C"); err != nil {
		return nil, fmt.Errorf("initdb: %w\n%s", err, out)
	}
	return p, nil
}

// ownDir hands dir to the account the server will run as. initdb refuses
// to run as root, so as root the cluster belongs to the postgres account
// and every server command runs through runuser.
func (p *Postgres) ownDir() error {
	if os.Geteuid() != 0 {
		return nil
	}
	if _, err := user.Lookup("postgres"); err != nil {
		return fmt.Errorf("%w: running as root and there is no postgres account to run initdb as", ErrNoPostgres)
	}
	if _, err := exec.LookPath("runuser"); err != nil {
		return fmt.Errorf("%w: running as root and runuser is missing", ErrNoPostgres)
	}
	if err := chownToPostgres(p.Dir); err != nil {
		return err
	}
	// The folder's parents must let the postgres account through.
	_ = os.Chmod(p.Dir, 0o755)
	p.as = "postgres"
	return nil
}

// chownToPostgres gives path to the postgres account.
func chownToPostgres(path string) error {
	pg, err := user.Lookup("postgres")
	if err != nil {
		return err
	}
	uid, _ := strconv.Atoi(pg.Uid)
	gid, _ := strconv.Atoi(pg.Gid)
	return os.Chown(path, uid, gid)
}

// DataDir is the cluster's data directory.
func (p *Postgres) DataDir() string { return filepath.Join(p.Dir, "data") }

// URL is the address of database name on this server.
func (p *Postgres) URL(name string) string {
	return fmt.Sprintf("postgres://postgres@127.0.0.1:%d/%s?sslmode=disable", p.Port, name)
}

// Start starts the server and waits until it takes connections.
func (p *Postgres) Start(ctx context.Context) error {
	opts := fmt.Sprintf("-p %d -k %s -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200", p.Port, p.Dir)
	for _, kv := range p.Settings {
		opts += " -c " + shellQuote(kv) // pg_ctl hands the options to a shell
	}
	if out, err := p.run(ctx, "pg_ctl", "-D", p.DataDir(), "-o", opts, "-l", filepath.Join(p.Dir, "server.log"), "-w", "-t", "60", "start"); err != nil {
		return fmt.Errorf("pg_ctl start: %w\n%s", err, out)
	}
	return p.waitReady(ctx)
}

// Stop shuts the server down at once (fast mode: open connections are
// closed, as when the database host goes away).
func (p *Postgres) Stop(ctx context.Context) error {
	if out, err := p.run(ctx, "pg_ctl", "-D", p.DataDir(), "-m", "fast", "-w", "-t", "60", "stop"); err != nil {
		return fmt.Errorf("pg_ctl stop: %w\n%s", err, out)
	}
	return nil
}

// Running reports whether the server answers pg_ctl status.
func (p *Postgres) Running(ctx context.Context) bool {
	_, err := p.run(ctx, "pg_ctl", "-D", p.DataDir(), "status")
	return err == nil
}

// ServerLog is the server's own log.
func (p *Postgres) ServerLog() string {
	b, _ := os.ReadFile(filepath.Join(p.Dir, "server.log"))
	return string(b)
}

// Crash stops the server the way a power cut does (immediate mode: no
// shutdown checkpoint, nothing more archived).
func (p *Postgres) Crash(ctx context.Context) error {
	if out, err := p.run(ctx, "pg_ctl", "-D", p.DataDir(), "-m", "immediate", "-w", "-t", "60", "stop"); err != nil {
		return fmt.Errorf("pg_ctl stop -m immediate: %w\n%s", err, out)
	}
	return nil
}

func (p *Postgres) run(ctx context.Context, prog string, args ...string) ([]byte, error) {
	return p.runAs(ctx, p.Env, filepath.Join(PostgresBin, prog), args...)
}

// runAs runs a program as the server's account, in its folder, with env
// added to this process's environment.
func (p *Postgres) runAs(ctx context.Context, env []string, path string, args ...string) ([]byte, error) {
	var cmd *exec.Cmd
	if p.as != "" {
		cmd = exec.CommandContext(ctx, "runuser", append([]string{"-u", p.as, "--", path}, args...)...)
	} else {
		cmd = exec.CommandContext(ctx, path, args...)
	}
	cmd.Dir = p.Dir
	cmd.Env = append(os.Environ(), env...)
	return cmd.CombinedOutput()
}

// shellQuote quotes s for /bin/sh.
func shellQuote(s string) string { return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'" }

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
