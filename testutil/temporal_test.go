package testutil

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/workflows"
)

// `make dev` must run Temporal the way the tests and the benchmark measured it.
func TestDevScriptStartsTemporalLikeTheTests(t *testing.T) {
	script, err := os.ReadFile(filepath.Join(RepoRoot(), "scripts", "dev.sh"))
	require.NoError(t, err)
	for _, kv := range TemporalDynamicConfig {
		assert.Contains(t, string(script), "--dynamic-config-value "+kv+" ")
	}
	for _, sa := range workflows.SearchAttributeTypes {
		assert.Contains(t, string(script), "--search-attribute "+sa.Name+"="+sa.Type+" ")
	}
}
