package rehearsal_test

import (
	"context"
	"fmt"
	"os"
	"os/user"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/deploy/rehearsal"
)

// The runtime honours what compose says: a health check gates a
// service_healthy dependant, a job's exit gates a
// service_completed_successfully one, service names resolve to each
// container on the project network, a variable set but empty reaches the
// process set and empty, a named volume takes the image's owner, and each
// replica is its own container.
func TestRuntimeHonoursComposesOrderHealthAndEnvironment(t *testing.T) {
	if os.Geteuid() != 0 {
		t.Fatal("the rehearsal needs root (network namespaces)")
	}
	dir := t.TempDir()
	raw, err := os.ReadFile(filepath.Join("testdata", "compose.yml"))
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(filepath.Join(dir, "docker-compose.yml"), raw, 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(dir, ".env"), nil, 0o644))
	majors, _ := filepath.Glob("/usr/lib/postgresql/*/bin")
	require.NotEmpty(t, majors)

	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	r, err := rehearsal.New(ctx, rehearsal.Options{ProjectDir: dir, Work: t.TempDir(), Log: t.Logf,
		Tools: rehearsal.Tools{PostgresBin: majors[len(majors)-1]}})
	require.NoError(t, err)
	defer r.Down()
	require.NoError(t, r.Up(ctx), "%s", r.Logs("db", 30))

	answer, err := os.ReadFile(filepath.Join(dir, "out", "answer"))
	require.NoError(t, err)
	assert.Equal(t, "42\n", string(answer), "the job reached db by its service name once it was healthy")
	env, err := os.ReadFile(filepath.Join(dir, "out", "env"))
	require.NoError(t, err)
	assert.Contains(t, strings.Split(string(env), "\n"), "EMPTY=", "set but empty, as compose passes it")
	assert.Equal(t, 2, r.Containers("after"))
	assert.Len(t, r.Lookup("after"), 2, "the service name answers every replica")
	assert.Len(t, r.Lookup("t-after-2"), 1)

	info, err := os.Stat(filepath.Join(r.Work(), "volumes", "t_data"))
	require.NoError(t, err)
	pg, err := user.Lookup("postgres")
	require.NoError(t, err)
	assert.Equal(t, pg.Uid, fmt.Sprint(info.Sys().(*syscall.Stat_t).Uid), "the volume is the image's postgres user's")
	assert.Equal(t, os.FileMode(0o700), info.Mode().Perm())
	out, err := r.Exec(ctx, "db", 1, "id", "-un")
	require.NoError(t, err, out)
	assert.Equal(t, "root\n", out)
}
