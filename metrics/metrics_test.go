package metrics_test

import (
	"context"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/promhttp"
	"github.com/prometheus/client_golang/prometheus/testutil"
	"github.com/prometheus/common/expfmt"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/metrics"
	"cerebro/models"
	"cerebro/models/ledger"
	"cerebro/models/payout"
	"cerebro/models/refund"
)

// The page carries Cerebro's own metrics and the Temporal SDK's, side by side.
func TestMetricsPage(t *testing.T) {
	h, err := metrics.TemporalHandler()
	require.NoError(t, err)
	h.Counter("temporal_probe").Inc(1)
	metrics.Checkouts.WithLabelValues("paid").Inc()
	metrics.Refunds.WithLabelValues("paid").Inc()
	srv := httptest.NewServer(metrics.Handler())
	defer srv.Close()
	res, err := http.Get(srv.URL + "/metrics")
	require.NoError(t, err)
	defer res.Body.Close()
	body, _ := io.ReadAll(res.Body)
	require.Equal(t, http.StatusOK, res.StatusCode, "%s", body)
	assert.Contains(t, string(body), `cerebro_refunds_total{outcome="paid"} 1`)
	assert.Contains(t, string(body), `cerebro_checkouts_total{outcome="paid"} 1`)
	assert.Contains(t, string(body), "# TYPE temporal_probe_total counter", "the SDK's metrics on the same page, as counters")
}

// page scrapes a registry as Prometheus does.
func page(t *testing.T, h http.Handler) string {
	t.Helper()
	srv := httptest.NewServer(h)
	defer srv.Close()
	res, err := http.Get(srv.URL + "/metrics")
	require.NoError(t, err)
	defer res.Body.Close()
	body, _ := io.ReadAll(res.Body)
	require.Equal(t, http.StatusOK, res.StatusCode, "%s", body)
	return string(body)
}

// A paid checkout counts its payment, its money and its sessions under the
// method the consultee chose; both methods are on the page from the start.
func TestPaidCheckoutsAreCountedByMethod(t *testing.T) {
	before := page(t, metrics.Handler())
	assert.Contains(t, before, `cerebro_payments_total{method="slip"}`)
	assert.Contains(t, before, `cerebro_bookings_total{method="card"}`)
	slip := testutil.ToFloat64(metrics.Payments.WithLabelValues(metrics.MethodSlip))
	sessions := testutil.ToFloat64(metrics.Bookings.WithLabelValues(metrics.MethodSlip))
	money := testutil.ToFloat64(metrics.PaymentsAmount.WithLabelValues(metrics.MethodSlip))

	metrics.CountPaid(models.PaySlip, 3, 450000)

	assert.Equal(t, slip+1, testutil.ToFloat64(metrics.Payments.WithLabelValues(metrics.MethodSlip)))
	assert.Equal(t, sessions+3, testutil.ToFloat64(metrics.Bookings.WithLabelValues(metrics.MethodSlip)))
	assert.Equal(t, money+450000, testutil.ToFloat64(metrics.PaymentsAmount.WithLabelValues(metrics.MethodSlip)))
	assert.Equal(t, metrics.MethodCard, metrics.MethodLabel(models.PayOnline), "an online payment is a card payment")
}

type tallies struct {
	rows []ledger.Tally
	err  error
}

func (f tallies) Tallies(context.Context) ([]ledger.Tally, error) { return f.rows, f.err }

// Refunds and payouts by state: every state on the page, 0 where the
// database has none, the amounts beside the counts.
func TestTalliesServeEveryStateFromTheDatabase(t *testing.T) {
	reg := prometheus.NewPedanticRegistry()
	reg.MustRegister(metrics.NewTallyCollector(tallies{rows: []ledger.Tally{
		{Kind: ledger.TallyRefunds, Status: string(models.RefundRequested), Count: 2, AmountCents: 7000},
		{Kind: ledger.TallyPayouts, Status: string(payout.Pending), Count: 1, AmountCents: 175000},
	}}))
	want := `
# HELP cerebro_payouts_by_state Consultant payout lines (one per consultant and period) now in each state (pending, paid), read from the database.
# TYPE cerebro_payouts_by_state gauge
cerebro_payouts_by_state{state="paid"} 0
cerebro_payouts_by_state{state="pending"} 1
# HELP cerebro_refunds_by_state Refunds now in each state (requested, approved, submitting, failed, rejected, paid), read from the database.
# TYPE cerebro_refunds_by_state gauge
cerebro_refunds_by_state{state="approved"} 0
cerebro_refunds_by_state{state="failed"} 0
cerebro_refunds_by_state{state="paid"} 0
cerebro_refunds_by_state{state="rejected"} 0
cerebro_refunds_by_state{state="requested"} 2
cerebro_refunds_by_state{state="submitting"} 0
`
	require.NoError(t, testutil.GatherAndCompare(reg, strings.NewReader(want), "cerebro_refunds_by_state", "cerebro_payouts_by_state"))
	n, err := testutil.GatherAndCount(reg, "cerebro_refunds_amount_cents", "cerebro_payouts_amount_cents")
	require.NoError(t, err)
	assert.Equal(t, len(refund.Statuses)+len(payout.Statuses), n)
	assert.Contains(t, gathered(t, reg), `cerebro_payouts_amount_cents{state="pending"} 175000`)
}

// A database that does not answer leaves the gauges out; the rest of the
// page is still served, so the process is not reported down with it.
func TestTalliesFailingLeaveTheRestOfThePage(t *testing.T) {
	reg := prometheus.NewRegistry()
	reg.MustRegister(metrics.NewTallyCollector(tallies{err: errors.New("connection refused")}), metrics.Checkouts)
	body := page(t, promhttp.HandlerFor(reg, promhttp.HandlerOpts{}))
	assert.NotContains(t, body, "cerebro_refunds_by_state")
	assert.Contains(t, body, `cerebro_checkouts_total{outcome="paid"}`)
}

func gathered(t *testing.T, g prometheus.Gatherer) string {
	t.Helper()
	mfs, err := g.Gather()
	require.NoError(t, err)
	var b strings.Builder
	for _, mf := range mfs {
		_, err := expfmt.MetricFamilyToText(&b, mf)
		require.NoError(t, err)
	}
	return b.String()
}

// The SDK's latencies are in seconds with buckets for seconds: a 30 ms
// schedule-to-start lands below 50 ms, not in OpenTelemetry's default first
// bucket of 5 s.
func TestTemporalLatenciesHaveSecondsBuckets(t *testing.T) {
	h, err := metrics.TemporalHandler()
	require.NoError(t, err)
	h.Timer("temporal_bucket_probe_latency").Record(30 * time.Millisecond)
	body := page(t, metrics.Handler())
	assert.Regexp(t, `temporal_bucket_probe_latency_seconds_bucket\{[^}]*le="0.025"\} 0`, body)
	assert.Regexp(t, `temporal_bucket_probe_latency_seconds_bucket\{[^}]*le="0.05"\} 1`, body)
}

// The SDK's failure counters are on the page at 0 for each workflow type
// before the first failure, with the SDK's own tags.
func TestWorkflowFailureCountersStartAtZero(t *testing.T) {
	h, err := metrics.TemporalHandler()
	require.NoError(t, err)
	metrics.InitWorkflowCounters(h, "default", "cerebro", []string{"Checkout", "Session"})
	body := page(t, metrics.Handler())
	for _, wt := range []string{"Checkout", "Session"} {
		assert.Regexp(t, `temporal_workflow_failed_total\{[^}]*task_queue="cerebro"[^}]*workflow_type="`+wt+`"\} 0`, body)
		for _, reason := range metrics.WorkflowFailureReasons {
			assert.Regexp(t, `temporal_workflow_task_execution_failed_total\{[^}]*failure_reason="`+reason+`"[^}]*workflow_type="`+wt+`"\} 0`, body)
		}
	}
	assert.Regexp(t, `temporal_workflow_failed_total\{activity_type="none",client_name="temporal_go",namespace="default",`, body)
}
