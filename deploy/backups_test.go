package deploy_test

import (
	"bufio"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/compose-spec/compose-go/v2/types"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/testutil"
)

// PostgreSQL archives every WAL segment with pgBackRest, into the stanza and
// the repository pgbackrest.conf names, within archive_timeout; the backup
// service and postgres read the same configuration, and the backup service
// sees the data files where the stanza says they are. The drill
// (faults/restore_drill_test.go) runs the same archive_command and
// configuration against a real cluster.
func TestPostgresArchivesContinuouslyWithPgBackRest(t *testing.T) {
	p, err := loadProject(t, productionEnv)
	require.NoError(t, err)
	conf := pgBackRestConf(t)
	stanza := "cerebro"
	require.Contains(t, conf, stanza, "pgbackrest.conf has the [cerebro] stanza")

	pg := p.Services["postgres"]
	require.NotNil(t, pg.Build, "postgres is built from deploy/postgres (PostgreSQL 16 with pgBackRest)")
	settings := serverSettings(pg.Command)
	assert.Equal(t, "replica", settings["wal_level"])
	assert.Equal(t, "on", settings["archive_mode"])
	assert.Equal(t, "pgbackrest --stanza="+stanza+" archive-push %p", settings["archive_command"])
	assert.Equal(t, "60s", settings["archive_timeout"], "the RPO the README promises")
	assert.Equal(t, conf[stanza]["pg1-path"], mountOf(pg, "postgres-data"))
	assert.Equal(t, conf["global"]["repo1-path"], mountOf(pg, "pgbackrest"))
	assert.Equal(t, "/etc/pgbackrest/pgbackrest.conf", mountOf(pg, "./deploy/postgres/pgbackrest.conf"))

	backup, ok := p.Services["backup"]
	require.True(t, ok, "a backup service takes the backups")
	assert.Equal(t, types.ShellCommand{"/bin/sh", "/scripts/backup.sh"}, backup.Command)
	assert.Equal(t, "postgres", backup.User, "the data files' owner reads them")
	assert.Equal(t, conf[stanza]["pg1-path"], mountOf(backup, "postgres-data"))
	assert.Equal(t, conf["global"]["repo1-path"], mountOf(backup, "pgbackrest"))
	assert.Equal(t, "/etc/pgbackrest/pgbackrest.conf", mountOf(backup, "./deploy/postgres/pgbackrest.conf"))
	assert.Equal(t, "/scripts", mountOf(backup, "./deploy/postgres/scripts"))
	assert.Equal(t, "service_healthy", backup.DependsOn["postgres"].Condition)
	assert.Equal(t, conf[stanza]["pg1-user"], *backup.Environment["PGUSER"])
	assert.Contains(t, p.Volumes, "pgbackrest")

	df, err := os.ReadFile(filepath.Join(testutil.RepoRoot(), "deploy", "postgres", "Dockerfile"))
	require.NoError(t, err)
	assert.Contains(t, string(df), "FROM postgres:16\n")
	assert.Contains(t, string(df), "apt-get install -y --no-install-recommends pgbackrest")
}

// The backup script is plain /bin/sh: it parses, and it sets the stanza up
// before it backs anything up.
func TestBackupScriptIsPlainShell(t *testing.T) {
	script := filepath.Join(testutil.RepoRoot(), "deploy", "postgres", "scripts", "backup.sh")
	out, err := exec.Command("/bin/sh", "-n", script).CombinedOutput()
	require.NoError(t, err, "%s", out)
	raw, err := os.ReadFile(script)
	require.NoError(t, err)
	body := string(raw)
	for _, step := range []string{"pg_reload_conf()", "stanza-create", "check", "--type=\"$1\" backup"} {
		assert.Contains(t, body, step)
	}
	assert.Less(t, strings.Index(body, "stanza-create"), strings.Index(body, "backup full"))
}

// pgBackRestConf reads deploy/postgres/pgbackrest.conf: section → option → value.
func pgBackRestConf(t *testing.T) map[string]map[string]string {
	t.Helper()
	f, err := os.Open(filepath.Join(testutil.RepoRoot(), "deploy", "postgres", "pgbackrest.conf"))
	require.NoError(t, err)
	defer f.Close()
	out := map[string]map[string]string{}
	section := ""
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		switch {
		case line == "" || strings.HasPrefix(line, "#"):
		case strings.HasPrefix(line, "["):
			section = strings.Trim(line, "[]")
			out[section] = map[string]string{}
		default:
			k, v, _ := strings.Cut(line, "=")
			out[section][k] = v
		}
	}
	require.NoError(t, sc.Err())
	return out
}

// serverSettings reads the `-c name=value` pairs of a postgres command.
func serverSettings(cmd types.ShellCommand) map[string]string {
	out := map[string]string{}
	for i := 0; i+1 < len(cmd); i++ {
		if cmd[i] == "-c" {
			k, v, _ := strings.Cut(cmd[i+1], "=")
			out[k] = v
		}
	}
	return out
}

// mountOf is where the service mounts source (a volume's name, or a path
// relative to the compose file), or "".
func mountOf(svc types.ServiceConfig, source string) string {
	for _, v := range svc.Volumes {
		if v.Source == source || "./"+relToRoot(v.Source) == source {
			return v.Target
		}
	}
	return ""
}

func relToRoot(path string) string {
	rel, err := filepath.Rel(testutil.RepoRoot(), path)
	if err != nil {
		return path
	}
	return rel
}

// A first full backup that fails is tried again soon, not on the next
// night: the script runs with stand-in tools whose first backup fails, and
// it takes a second one before it settles into the nightly wait.
func TestBackupScriptRetriesTheFirstFullBackup(t *testing.T) {
	bin := t.TempDir()
	state := t.TempDir()
	tools := map[string]string{
		"pg_isready": "exit 0",
		"psql":       "exit 0",
		// info shows a label once a backup succeeded; the first backup fails.
		"pgbackrest": `case "$*" in
*info*) [ -f "$STATE/done" ] && echo '[{"backup":[{"label":"20261127-000000F"}]}]' || echo '[{"backup":[]}]';;
*backup*) echo x >> "$STATE/tries"; [ "$(wc -l < "$STATE/tries")" -ge 2 ] && touch "$STATE/done" || exit 56;;
esac`,
		// A nightly wait (hours) ends the run; a retry wait is recorded.
		"sleep": `echo "$1" >> "$STATE/sleeps"; [ "$1" -lt 3600 ] || kill -TERM $PPID`,
	}
	for name, body := range tools {
		require.NoError(t, os.WriteFile(filepath.Join(bin, name), []byte("#!/bin/sh\n"+body+"\n"), 0o755))
	}
	script := filepath.Join(testutil.RepoRoot(), "deploy", "postgres", "scripts", "backup.sh")
	cmd := exec.Command("/bin/sh", script)
	cmd.Env = append(os.Environ(), "PATH="+bin+":"+os.Getenv("PATH"), "STATE="+state, "BACKUP_RETRY_SECONDS=7",
		"BACKUP_AT="+time.Now().UTC().Add(-time.Hour).Format("15:04"))
	out, _ := cmd.CombinedOutput()

	tries, err := os.ReadFile(filepath.Join(state, "tries"))
	require.NoError(t, err, "%s", out)
	assert.Equal(t, 2, strings.Count(string(tries), "x"), "the failed first backup was taken again: %s", out)
	sleeps, err := os.ReadFile(filepath.Join(state, "sleeps"))
	require.NoError(t, err)
	assert.Equal(t, "7", strings.Fields(string(sleeps))[0], "it waited BACKUP_RETRY_SECONDS before trying again")
	assert.Contains(t, string(out), "the full backup failed")
}
