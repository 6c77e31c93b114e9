package dashboards_test

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/deploy/dashboards"
)

// Grafana's interval variables become PromQL durations, braced or not; any
// other variable is refused, since nothing could run the query as written.
func TestExpandReplacesGrafanasIntervals(t *testing.T) {
	got, err := dashboards.Expand(`sum(rate(x[$__rate_interval])) / sum(increase(y[${__range}])) + z[$__interval]`, dashboards.Rehearsal)
	require.NoError(t, err)
	assert.Equal(t, `sum(rate(x[1m])) / sum(increase(y[5m])) + z[15s]`, got)
	_, err = dashboards.Expand(`up{instance="$instance"}`, dashboards.Rehearsal)
	assert.ErrorContains(t, err, "$instance")
	_, err = dashboards.Expand(`rate(x[$__range_s])`, dashboards.Rehearsal)
	assert.ErrorContains(t, err, "$__range_s")
	same, err := dashboards.Expand(`x{a=~"^b$"}`, dashboards.Rehearsal)
	require.NoError(t, err)
	assert.Equal(t, `x{a=~"^b$"}`, same, "a regexp's anchor is not a variable")
}

func TestDurationIsPromQLs(t *testing.T) {
	for d, want := range map[time.Duration]string{time.Hour: "1h", 5 * time.Minute: "5m", 15 * time.Second: "15s",
		90 * time.Second: "1m30s", 250 * time.Millisecond: "250ms", 26 * time.Hour: "26h"} {
		assert.Equal(t, want, dashboards.Duration(d))
	}
}

// Panels inside a collapsed row count; a panel without a query is refused.
func TestQueriesWalksRowsAndRefusesEmptyPanels(t *testing.T) {
	dir := t.TempDir()
	write := func(body string) {
		require.NoError(t, os.WriteFile(filepath.Join(dir, "d.json"), []byte(body), 0o644))
	}
	write(`{"uid":"d","title":"D","panels":[{"type":"row","title":"r","panels":[
		{"type":"timeseries","title":"p","datasource":{"type":"prometheus","uid":"u"},
		 "targets":[{"refId":"A","expr":"rate(x[$__rate_interval])"}]}]}]}`)
	qs, err := dashboards.Queries(dir)
	require.NoError(t, err)
	assert.Equal(t, []dashboards.Query{{File: "d.json", Dashboard: "D", Panel: "p", RefID: "A", Datasource: "u",
		Raw: "rate(x[$__rate_interval])", Expr: "rate(x[1m])"}}, qs)

	write(`{"uid":"d","title":"D","panels":[{"type":"text","title":"notes"}]}`)
	_, err = dashboards.Queries(dir)
	assert.ErrorContains(t, err, `panel "notes" has no query`)
}
