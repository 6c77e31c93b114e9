package faults_test

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/faults/harness"
	"cerebro/models"
)

// scrape reads a /metrics page.
func scrape(t *testing.T, addr string) string {
	t.Helper()
	page, err := tryScrape(addr)
	require.NoError(t, err)
	return page
}

func tryScrape(addr string) (string, error) {
	res, err := httpClient.Get("http://" + addr + "/metrics")
	if err != nil {
		return "", err
	}
	defer res.Body.Close()
	body, err := io.ReadAll(res.Body)
	if err == nil && res.StatusCode != http.StatusOK {
		err = fmt.Errorf("%s: %s", res.Status, body)
	}
	return string(body), err
}

func freeAddr(t *testing.T) string {
	t.Helper()
	port, err := harness.FreePort()
	require.NoError(t, err)
	return fmt.Sprintf("127.0.0.1:%d", port)
}

// The real processes serve Prometheus metrics on CEREBRO_METRICS_ADDR: the
// api its request latencies by route and refused notifications, the worker
// the checkouts it started and paid and the Temporal SDK's own metrics.
func TestProcessesServePrometheusMetrics(t *testing.T) {
	t.Parallel()
	s := newSystem(t, systemOptions{})
	apiMetrics, workerMetrics := freeAddr(t), freeAddr(t)
	api := s.startAPI("api-metrics", map[string]string{"CEREBRO_METRICS_ADDR": apiMetrics})
	s.killWorker()
	w, err := s.c.StartWorker(context.Background(), "worker-metrics",
		map[string]string{"PUBLIC_BASE_URL": api.URL, "CEREBRO_METRICS_ADDR": workerMetrics})
	require.NoError(t, err)
	s.cleanupProc(w)

	seller, shopper := s.seller(), s.shopper()
	invoiceID := mustBook(t, api.URL, shopper, seller.id, openSlots(t, s.store, seller.id, future(), 1)...)
	inv := invoiceRow(t, s.store, invoiceID)
	require.Equal(t, http.StatusOK, notify(t, api.URL, signed(inv.Cref, inv.TotalAmount, "77"+fmt.Sprint(invoiceID), 2)))
	require.Eventually(t, func() bool { return invoiceRow(t, s.store, invoiceID).Status == models.InvoicePaid },
		20*time.Second, 100*time.Millisecond)
	forged := signed(inv.Cref, inv.TotalAmount, "78", 2)
	forged["md5sig"] = []string{"0000"}
	require.Equal(t, http.StatusBadRequest, notify(t, api.URL, forged))

	apiPage := scrape(t, apiMetrics)
	assert.Contains(t, apiPage, `cerebro_http_request_duration_seconds_count{method="POST",route="/api/v1/booking",status="200"} 1`)
	assert.Contains(t, apiPage, "cerebro_notifications_refused_total 1")
	assert.Contains(t, apiPage, `cerebro_refunds_by_state{state="requested"} 0`, "the api reads refunds by state from the database")
	assert.Contains(t, apiPage, `go_sql_max_open_connections{db_name="cerebro"}`, "its connection pool")
	var workerPage string
	var scrapeErr error
	require.Eventually(t, func() bool {
		workerPage, scrapeErr = tryScrape(workerMetrics)
		return strings.Contains(workerPage, `cerebro_checkouts_total{outcome="paid"} 1`)
	}, 20*time.Second, 200*time.Millisecond, "the worker counts the checkout: %v %s", scrapeErr, fmt.Sprintf("%.600s", workerPage))
	assert.Contains(t, workerPage, `cerebro_checkouts_total{outcome="started"} 1`)
	assert.Contains(t, workerPage, `cerebro_checkouts_total{outcome="paid"} 1`)
	assert.Contains(t, workerPage, `temporal_activity_execution_latency_seconds_count{activity_type="ConfirmPayment"`, "the SDK's own metrics")
	assert.Contains(t, workerPage, `cerebro_refunds_total{outcome="failed"} 0`)
	assert.Contains(t, workerPage, `cerebro_payments_total{method="card"} 1`)
	assert.NotContains(t, workerPage, "cerebro_refunds_by_state", "one process reads the database's tallies: the api")
	assert.Regexp(t, `temporal_workflow_failed_total\{[^}]*workflow_type="Checkout"\} 0`, workerPage, "failures start at 0")
	assert.Regexp(t, `temporal_workflow_task_schedule_to_start_latency_seconds_bucket\{[^}]*le="0.05"`, workerPage, "seconds buckets")
}
