package api_test

import (
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/testutil"
	"cerebro/workflows"
	sessionwf "cerebro/workflows/session"
)

// An operator sending an update with `temporal workflow update execute` gets
// what the SPA's route gets: the new state, or the workflow's clear refusal.
// The outputs are logged; docs/session.md quotes them. An admin's decision
// sent this way is refused (decisions_test.go): operators decide with
// `cerebro decide`.

// temporalCLI runs the pinned Temporal CLI against the test server and
// returns its output and whether it succeeded.
func temporalCLI(t *testing.T, args ...string) (string, bool) {
	t.Helper()
	cli := filepath.Join(testutil.RepoRoot(), "bin", "temporal")
	out, err := exec.Command(cli, append(args, "--address", env.temporalAddress)...).CombinedOutput()
	t.Logf("$ temporal %v\n%s", args, out)
	return string(out), err == nil
}

func updateByCLI(t *testing.T, workflowID, name, input string) (string, bool) {
	return temporalCLI(t, "workflow", "update", "execute", "--workflow-id", workflowID, "--name", name, "--input", input)
}

func TestOperatorJoinsOnceWithTheCLI(t *testing.T) {
	p := paidSession(t, soon())
	id := workflows.SessionWorkflowID(p.bookingID)

	out, ok := updateByCLI(t, id, sessionwf.JoinUpdate, `{"role":"CONSULTANT"}`)
	require.True(t, ok, out)
	assert.Contains(t, out, "consultantJoined:true")
	out, ok = updateByCLI(t, id, sessionwf.JoinUpdate, `{"role":"CONSULTANT"}`)
	assert.False(t, ok)
	assert.Contains(t, out, "This party's join is already recorded.")
	out, ok = updateByCLI(t, id, sessionwf.JoinUpdate, `{"role":"ADMIN"}`)
	assert.False(t, ok)
	assert.Contains(t, out, "role must be CONSULTEE or CONSULTANT.")
}
