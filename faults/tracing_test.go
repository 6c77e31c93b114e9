package faults_test

import (
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/faults/harness"
	"cerebro/models"
)

// One card booking, made against the real `cerebro api` and `cerebro
// worker` exporting to an OTLP receiver, is one trace: the api's HTTP span
// of POST /api/v1/booking, its Update-with-Start, the worker's workflow and
// activity spans under it, and SQL spans of both processes, each under the
// span of the request or activity that ran it. The gateway's notification
// is traced too: its HTTP span, its SQL, its signal and the workflow's
// handling of the signal in the worker share one trace.
func TestOneCardBookingIsOneTraceFromTheAPIThroughTheWorkerToSQL(t *testing.T) {
	t.Parallel()
	recv, err := harness.StartOTLPReceiver(false)
	require.NoError(t, err)
	t.Cleanup(recv.Close)
	s := newSystem(t, systemOptions{env: map[string]string{
		"OTEL_EXPORTER_OTLP_ENDPOINT": recv.URL, // http/protobuf, the default protocol
		"OTEL_BSP_SCHEDULE_DELAY":     "100",    // ms: export soon, not every 5 s
	}})
	seller, shopper := s.seller(), s.shopper()
	invoiceID := mustBook(t, s.api.URL, shopper, seller.id, openSlots(t, s.store, seller.id, future(), 1)...)
	inv := invoiceRow(t, s.store, invoiceID)
	require.Equal(t, http.StatusOK, notify(t, s.api.URL, signed(inv.Cref, inv.TotalAmount, fmt.Sprint("trace-", invoiceID), 2)))
	awaitInvoice(t, s.store, invoiceID, models.InvoicePaid, 30*time.Second)

	var booking, payment trace
	require.Eventually(t, func() bool {
		spans := recv.Spans()
		booking = traceOf(spans, "cerebro-api", "POST /api/v1/booking")
		payment = traceOf(spans, "cerebro-api", "POST /api/v1/payments/notify")
		return booking.has("cerebro-worker", "RunWorkflow:Checkout") && booking.has("cerebro-worker", "RunActivity:ConfirmPayment") &&
			payment.has("cerebro-worker", "HandleSignal:payment")
	}, 30*time.Second, 200*time.Millisecond, "the spans of the booking and its payment arrive:\n%s\n%s", booking, payment)

	request := booking.named("cerebro-api", "POST /api/v1/booking")
	assert.Empty(t, request.ParentID, "the request starts the trace")
	assert.Equal(t, "/api/v1/booking", request.Attrs["http.route"])
	update := booking.named("cerebro-api", "UpdateWithStartWorkflow:reserve")
	assert.Equal(t, request.SpanID, update.ParentID, "the api's Update-with-Start is the request's child")
	workflow := booking.named("cerebro-worker", "RunWorkflow:Checkout")
	assert.Equal(t, update.SpanID, workflow.ParentID, "the workflow runs under the api's Update-with-Start")
	assert.Equal(t, update.SpanID, booking.named("cerebro-worker", "HandleUpdate:reserve").ParentID)
	for _, activity := range []string{"ReserveSlots", "ConfirmPayment"} {
		run := booking.named("cerebro-worker", "RunActivity:"+activity)
		assert.True(t, booking.descends(run, workflow), "%s runs under the workflow", activity)
		assert.NotEmpty(t, booking.sqlUnder(run), "%s's SQL is in the trace, under the activity", activity)
	}
	assert.NotEmpty(t, booking.sqlUnder(request), "the api's SQL (the invoice it opens) is under the request")

	notified := payment.named("cerebro-api", "POST /api/v1/payments/notify")
	assert.NotEmpty(t, payment.sqlUnder(notified), "the notification's SQL (stored once) is under its request")
	signal := payment.named("cerebro-api", "SignalWorkflow:payment")
	assert.True(t, payment.descends(signal, notified))
	assert.Equal(t, signal.SpanID, payment.named("cerebro-worker", "HandleSignal:payment").ParentID,
		"the worker handles the signal under the api's span")
	assert.NotEqual(t, booking.id, payment.id, "the notification is a request of its own")
}

// trace is the spans of one trace id.
type trace struct {
	id    string
	spans []harness.Span
}

// traceOf is the trace of the first span of service named name.
func traceOf(spans []harness.Span, service, name string) trace {
	for _, s := range spans {
		if s.Service == service && s.Name == name {
			t := trace{id: s.TraceID}
			for _, x := range spans {
				if x.TraceID == s.TraceID {
					t.spans = append(t.spans, x)
				}
			}
			return t
		}
	}
	return trace{}
}

func (t trace) has(service, name string) bool { return t.named(service, name).SpanID != "" }

// named is the first span of service called name, or a zero span.
func (t trace) named(service, name string) harness.Span {
	for _, s := range t.spans {
		if s.Service == service && s.Name == name {
			return s
		}
	}
	return harness.Span{}
}

// descends reports whether s is below ancestor in the trace.
func (t trace) descends(s, ancestor harness.Span) bool {
	byID := map[string]harness.Span{}
	for _, x := range t.spans {
		byID[x.SpanID] = x
	}
	for p, ok := byID[s.ParentID]; ok; p, ok = byID[p.ParentID] {
		if p.SpanID == ancestor.SpanID {
			return true
		}
	}
	return false
}

// sqlUnder is the PostgreSQL statements run below parent, by the same
// process.
func (t trace) sqlUnder(parent harness.Span) []string {
	var out []string
	for _, s := range t.spans {
		system := s.Attrs["db.system.name"] + s.Attrs["db.system"]
		if system == "postgresql" && s.Service == parent.Service && t.descends(s, parent) {
			out = append(out, s.Attrs["db.query.text"])
		}
	}
	return out
}

// String lists the spans, for a failure's message.
func (t trace) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "trace %s:", t.id)
	for _, s := range t.spans {
		fmt.Fprintf(&b, "\n  %s %s (%s ← %s)", s.Service, s.Name, s.SpanID, s.ParentID)
	}
	return b.String()
}
