// Package metrics is what Cerebro tells Prometheus: HTTP latency by route,
// the money flow (checkouts started, paid, expired; bookings and payments by
// method; refunds paid, failed; gateway notifications refused), the refunds
// and payouts waiting in each status (read from the database at scrape
// time, by the api), the connection pool, and the Temporal SDK's own metrics
// (task failures, latencies), served on CEREBRO_METRICS_ADDR at /metrics by
// every api and worker process.
package metrics

import (
	"database/sql"
	"net/http"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"

	"cerebro/models"
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

// Bookings counts sessions booked (the slots of a paid checkout), by
// payment method: card or slip.
var Bookings = prometheus.NewCounterVec(prometheus.CounterOpts{
	Name: "cerebro_bookings_total",
	Help: "Sessions booked: the slots of each checkout paid, by payment method (card, slip).",
}, []string{"method"})

// Payments counts checkouts paid, by method: a card payment the gateway
// confirmed, or a bank slip an admin approved.
var Payments = prometheus.NewCounterVec(prometheus.CounterOpts{
	Name: "cerebro_payments_total",
	Help: "Checkouts paid, by method: card (the gateway confirmed it) or slip (an admin approved it).",
}, []string{"method"})

// PaymentsAmount is the money those payments brought, in cents (LKR).
var PaymentsAmount = prometheus.NewCounterVec(prometheus.CounterOpts{
	Name: "cerebro_payments_amount_cents_total",
	Help: "Money received in paid checkouts, in cents, by method (card, slip).",
}, []string{"method"})

// Payment methods as labels: what the consultee chose at checkout.
const (
	MethodCard = "card"
	MethodSlip = "slip"
)

// MethodLabel is the method label of a checkout's payment method
// (models.PayOnline is a card payment at the gateway).
func MethodLabel(method models.PaymentMethod) string {
	if method == models.PaySlip {
		return MethodSlip
	}
	return MethodCard
}

// CountPaid counts a paid checkout of method: the payment, its amount and
// the sessions it booked. The checkout workflow calls it when it is not
// replaying a history.
func CountPaid(method models.PaymentMethod, sessions int, amountCents int64) {
	m := MethodLabel(method)
	Payments.WithLabelValues(m).Inc()
	PaymentsAmount.WithLabelValues(m).Add(float64(amountCents))
	Bookings.WithLabelValues(m).Add(float64(sessions))
}

// NotificationsRefused counts gateway notifications the API refused
// (forged, malformed, or for no invoice).
var NotificationsRefused = prometheus.NewCounter(prometheus.CounterOpts{
	Name: "cerebro_notifications_refused_total",
	Help: "Payment gateway notifications refused: bad signature, malformed, or for no invoice.",
})

func init() {
	Registry.MustRegister(collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}),
		HTTPDuration, Checkouts, Refunds, NotificationsRefused, Bookings, Payments, PaymentsAmount)
	// Every known label value from the start, so a dashboard shows 0 rather
	// than nothing before the first event.
	for _, o := range []string{"started", "paid", "expired"} {
		Checkouts.WithLabelValues(o)
	}
	for _, o := range []string{"paid", "failed"} {
		Refunds.WithLabelValues(o)
	}
	for _, m := range []string{MethodCard, MethodSlip} {
		Bookings.WithLabelValues(m)
		Payments.WithLabelValues(m)
		PaymentsAmount.WithLabelValues(m)
	}
}

// RegisterPool adds a database connection pool's numbers (go_sql_*: open,
// in use, idle, waits) to this process's page, labelled db_name="cerebro".
func RegisterPool(db *sql.DB) error {
	return Registry.Register(collectors.NewDBStatsCollector(db, "cerebro"))
}

// Handler serves /metrics (Prometheus' text format) and /livez (the
// process answers: the worker's health check).
func Handler() http.Handler {
	mux := http.NewServeMux()
	mux.Handle("/metrics", promhttp.HandlerFor(Registry, promhttp.HandlerOpts{Registry: Registry}))
	mux.HandleFunc("/livez", func(w http.ResponseWriter, _ *http.Request) { _, _ = w.Write([]byte("ok\n")) })
	return mux
}
