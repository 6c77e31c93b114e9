package workflows_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	sdktrace "go.opentelemetry.io/otel/sdk/trace"
	"go.temporal.io/sdk/interceptor"
	sdkworker "go.temporal.io/sdk/worker"

	"cerebro/telemetry"
	"cerebro/worker"
)

// historiesDir holds workflow histories recorded from real runs
// (scripts/record-histories.sh), one folder per recording.
const historiesDir = "testdata/histories"

// TestRecordedHistoriesReplay replays every recorded history against
// today's workflow code: a change that would break a workflow already
// running in production (a step added, removed or reordered without a
// workflow.GetVersion gate) fails here. See docs/versioning.md. The
// workers run with the tracing interceptor, spans recorded, as production's
// do: it must change nothing a replay compares.
func TestRecordedHistoriesReplay(t *testing.T) {
	files := recordedHistories(t)
	require.NotEmpty(t, files, "no recorded histories under %s", historiesDir)
	traced := &telemetry.Tracing{Provider: sdktrace.NewTracerProvider(), Propagator: telemetry.Off().Propagator}
	tracing, err := traced.TemporalInterceptor()
	require.NoError(t, err)
	for _, file := range files {
		t.Run(strings.TrimSuffix(strings.TrimPrefix(file, historiesDir+"/"), ".json"), func(t *testing.T) {
			t.Parallel()
			r, err := sdkworker.NewWorkflowReplayerWithOptions(sdkworker.WorkflowReplayerOptions{
				Interceptors: []interceptor.WorkerInterceptor{tracing}})
			require.NoError(t, err)
			worker.RegisterWorkflows(r)
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

// Every workflow type the worker runs has a recorded history to replay, so
// a change to any of them is checked: a new type is recorded before its
// first deploy (api/histories_record_test.go).
func TestEveryWorkflowTypeHasARecordedHistory(t *testing.T) {
	recorded := map[string]bool{}
	for _, file := range recordedHistories(t) {
		raw, err := os.ReadFile(file)
		require.NoError(t, err)
		var h struct {
			Events []struct {
				Started *struct {
					WorkflowType struct{ Name string } `json:"workflowType"`
				} `json:"workflowExecutionStartedEventAttributes"`
			} `json:"events"`
		}
		require.NoError(t, json.Unmarshal(raw, &h), file)
		require.NotEmpty(t, h.Events, file)
		require.NotNil(t, h.Events[0].Started, "%s starts with its workflow's start", file)
		recorded[h.Events[0].Started.WorkflowType.Name] = true
	}
	for _, name := range worker.WorkflowTypes() {
		assert.True(t, recorded[name], "no recorded history of %s", name)
	}
}
