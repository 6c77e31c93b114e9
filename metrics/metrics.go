// Package metrics is what Cerebro tells Prometheus: HTTP latency by route,
// the money flow (checkouts started, paid, expired; refunds paid, failed;
// gateway notifications refused) and the Temporal SDK's own metrics (task
// failures, latencies), served on CEREBRO_METRICS_ADDR at /metrics by every
// api and worker process.
package metrics

import (
	"net/http"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"
	otelprom "go.opentelemetry.io/otel/exporters/prometheus"
	sdkmetric "go.opentelemetry.io/otel/sdk/metric"
	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/contrib/opentelemetry"
)

// Registry holds every metric of one process.
var Registry = prometheus.NewRegistry()

// HTTPDuration is how long the API took to answer, by route pattern.
var HTTPDuration = prometheus.NewHistogramVec(prometheus.HistogramOpts{
	Name:    "cerebro_http_request_duration_seconds",
	Help:    "Time to answer an API request, by route pattern, method and status.",
	Buckets: []float64{.005, .01, .025, .05, .1, .25, .5, 1, 2.5, 5, 10, 30},
}, []string{"route", "method", "status"})

// Checkouts counts checkouts by outcome: started, paid, expired. The
// checkout workflow counts them only when it is not replaying a history.
var Checkouts = prometheus.NewCounterVec(prometheus.CounterOpts{
	Name: "cerebro_checkouts_total",
	Help: "Checkouts by outcome: started (slots held), paid, expired (released unpaid at the deadline).",
}, []string{"outcome"})

// Refunds counts refund payouts by outcome: paid, failed.
var Refunds = prometheus.NewCounterVec(prometheus.CounterOpts{
	Name: "cerebro_refunds_total",
	Help: "Refund payouts by outcome: paid (gateway or transfer), failed (refused, or retries ran out).",
}, []string{"outcome"})

// NotificationsRefused counts gateway notifications the API refused
// (forged, malformed, or for no invoice).
var NotificationsRefused = prometheus.NewCounter(prometheus.CounterOpts{
	Name: "cerebro_notifications_refused_total",
	Help: "Payment gateway notifications refused: bad signature, malformed, or for no invoice.",
})

func init() {
	Registry.MustRegister(collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}),
		HTTPDuration, Checkouts, Refunds, NotificationsRefused)
	for _, o := range []string{"started", "paid", "expired"} {
		Checkouts.WithLabelValues(o)
	}
	for _, o := range []string{"paid", "failed"} {
		Refunds.WithLabelValues(o)
	}
}

// TemporalHandler is the Temporal SDK's metrics handler, exported through
// OpenTelemetry to this process's registry (temporal_* metrics).
func TemporalHandler() (client.MetricsHandler, error) {
	exporter, err := otelprom.New(otelprom.WithRegisterer(Registry))
	if err != nil {
		return nil, err
	}
	provider := sdkmetric.NewMeterProvider(sdkmetric.WithReader(exporter))
	return opentelemetry.NewMetricsHandler(opentelemetry.MetricsHandlerOptions{
		Meter: provider.Meter("temporal-sdk"), UseMonotonicCounters: true, // Prometheus counters (_total), for rate()
	}), nil
}

// Handler serves /metrics (Prometheus' text format) and /livez (the
// process answers: the worker's health check).
func Handler() http.Handler {
	mux := http.NewServeMux()
	mux.Handle("/metrics", promhttp.HandlerFor(Registry, promhttp.HandlerOpts{Registry: Registry}))
	mux.HandleFunc("/livez", func(w http.ResponseWriter, _ *http.Request) { _, _ = w.Write([]byte("ok\n")) })
	return mux
}
