package metrics_test

import (
	"io"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/metrics"
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
