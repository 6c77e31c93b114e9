package metrics

import (
	"context"
	"log/slog"
	"strings"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"cerebro/models/ledger"
	"cerebro/models/payout"
	"cerebro/models/refund"
)

// Refunds and consultant payouts by status are read from the database when
// Prometheus scrapes, not counted as they change: what is waiting now (a
// refund for an admin's decision, a payout for its transfer) is a fact of
// the database, true whichever process or release moved it there.
//
// Only the api serves them (RegisterTallies in `cerebro api` and `serve`):
// one query a scrape, not one per worker. Every api replica reads the same
// database and reports the same numbers, so dashboards and alerts take
// max by (state), never sum.

// TallyTimeout bounds the query a scrape runs; past it the scrape goes on
// without these gauges rather than hold Prometheus up.
const TallyTimeout = 2 * time.Second

// TallyReader reads refunds and payouts by status (ledger.Store).
type TallyReader interface {
	Tallies(ctx context.Context) ([]ledger.Tally, error)
}

var (
	refundsByState = prometheus.NewDesc("cerebro_refunds_by_state",
		"Refunds now in each state (requested, approved, submitting, failed, rejected, paid), read from the database.",
		[]string{"state"}, nil)
	refundsAmount = prometheus.NewDesc("cerebro_refunds_amount_cents",
		"Money in the refunds of each state, in cents: the decided amount, else what was asked for.",
		[]string{"state"}, nil)
	payoutsByState = prometheus.NewDesc("cerebro_payouts_by_state",
		"Consultant payout lines (one per consultant and period) now in each state (pending, paid), read from the database.",
		[]string{"state"}, nil)
	payoutsAmount = prometheus.NewDesc("cerebro_payouts_amount_cents",
		"Money in the payout lines of each state, in cents.",
		[]string{"state"}, nil)
)

type tallyCollector struct{ read TallyReader }

// NewTallyCollector serves the refunds and payouts by state that r reads,
// every known state included (at 0 when none is in it).
func NewTallyCollector(r TallyReader) prometheus.Collector { return tallyCollector{read: r} }

// RegisterTallies adds the refunds and payouts by state to this process's
// page; the api does, the workers do not.
func RegisterTallies(r TallyReader) error { return Registry.Register(NewTallyCollector(r)) }

// Describe sends the four gauges' descriptions.
func (c tallyCollector) Describe(ch chan<- *prometheus.Desc) {
	for _, d := range []*prometheus.Desc{refundsByState, refundsAmount, payoutsByState, payoutsAmount} {
		ch <- d
	}
}

// Collect runs the one query and sends every state of both kinds; when the
// query fails it sends nothing (the series go absent) and logs why.
func (c tallyCollector) Collect(ch chan<- prometheus.Metric) {
	ctx, cancel := context.WithTimeout(context.Background(), TallyTimeout)
	defer cancel()
	rows, err := c.read.Tallies(ctx)
	if err != nil {
		slog.Warn("metrics: refunds and payouts by state not read", "err", err)
		return
	}
	type key struct{ kind, status string }
	found := make(map[key]ledger.Tally, len(rows))
	for _, r := range rows {
		found[key{r.Kind, r.Status}] = r
	}
	send := func(kind string, statuses []string, count, amount *prometheus.Desc) {
		for _, s := range statuses {
			t := found[key{kind, s}]
			state := strings.ToLower(s)
			ch <- prometheus.MustNewConstMetric(count, prometheus.GaugeValue, float64(t.Count), state)
			ch <- prometheus.MustNewConstMetric(amount, prometheus.GaugeValue, float64(t.AmountCents), state)
		}
	}
	send(ledger.TallyRefunds, names(refund.Statuses), refundsByState, refundsAmount)
	send(ledger.TallyPayouts, names(payout.Statuses), payoutsByState, payoutsAmount)
}

// names are the typed statuses as the rows carry them.
func names[S ~string](statuses []S) []string {
	out := make([]string, len(statuses))
	for i, s := range statuses {
		out[i] = string(s)
	}
	return out
}
