package main_test

import (
	"encoding/json"
	"errors"
	"os"
	"os/exec"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// `cerebro` started with CEREBRO_ENV=production and the laptop defaults
// exits with code 2 before touching anything, naming every unsafe variable;
// each subcommand refuses the same way, in one JSON line like every other.
func TestProductionBinaryRefusesUnsafeSettings(t *testing.T) {
	for _, sub := range []string{"api", "worker", "migrate"} {
		cmd := exec.Command(bin, sub)
		cmd.Env = []string{"PATH=" + os.Getenv("PATH"), "CEREBRO_ENV=production", "CEREBRO_CORS_ORIGINS=*"}
		out, err := cmd.CombinedOutput()
		var exit *exec.ExitError
		require.True(t, errors.As(err, &exit), "%s: %v\n%s", sub, err, out)
		assert.Equal(t, 2, exit.ExitCode(), sub)
		for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
			assert.True(t, json.Valid([]byte(line)), "%s: not a JSON line: %s", sub, line)
		}
		for _, name := range []string{"PAYHERE_MODE", "JWT_SECRET", "CEREBRO_ADMIN_PASSWORD", "SMTP_HOST", "JITSI_MODE",
			"PUBLIC_BASE_URL", "CEREBRO_CORS_ORIGINS"} {
			assert.Contains(t, string(out), "  "+name+" ", "%s names %s", sub, name)
		}
	}
}
