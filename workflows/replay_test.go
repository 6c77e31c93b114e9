package workflows_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
	"go.temporal.io/sdk/worker"

	"cerebro/workflows"
)

// historiesDir holds workflow histories recorded from real runs
// (scripts/record-histories.sh), one folder per recording.
const historiesDir = "testdata/histories"

// TestRecordedHistoriesReplay replays every recorded history against
// today's workflow code: a change that would break a workflow already
// running in production (a step added, removed or reordered without a
// workflow.GetVersion gate) fails here. See docs/versioning.md.
func TestRecordedHistoriesReplay(t *testing.T) {
	files := recordedHistories(t)
	require.NotEmpty(t, files, "no recorded histories under %s", historiesDir)
	for _, file := range files {
		t.Run(strings.TrimSuffix(strings.TrimPrefix(file, historiesDir+"/"), ".json"), func(t *testing.T) {
			t.Parallel()
			r := worker.NewWorkflowReplayer()
			workflows.RegisterAll(r)
			require.NoError(t, r.ReplayWorkflowHistoryFromJSONFile(nil, file))
		})
	}
}

func recordedHistories(t *testing.T) []string {
	var files []string
	err := filepath.WalkDir(historiesDir, func(path string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(path, ".json") {
			files = append(files, path)
		}
		return err
	})
	require.NoError(t, err)
	return files
}
