package metrics

import (
	"sync"

	otelprom "go.opentelemetry.io/otel/exporters/prometheus"
	sdkmetric "go.opentelemetry.io/otel/sdk/metric"
	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/contrib/opentelemetry"
)

// TemporalHandler is the Temporal SDK's metrics handler, exported through
// OpenTelemetry to this process's registry (temporal_* metrics); one per
// process, whoever asks.
//
// The SDK's latencies are histograms in seconds (temporal_*_latency_seconds);
// OpenTelemetry's default buckets (5, 10, 25 … 10,000) are sized for
// milliseconds and would put every schedule-to-start latency of a healthy
// worker in the first bucket, so they get LatencyBuckets instead.
func TemporalHandler() (client.MetricsHandler, error) { return temporalHandler() }

var temporalHandler = sync.OnceValues(func() (client.MetricsHandler, error) {
	exporter, err := otelprom.New(otelprom.WithRegisterer(Registry))
	if err != nil {
		return nil, err
	}
	seconds := sdkmetric.NewView(
		sdkmetric.Instrument{Kind: sdkmetric.InstrumentKindHistogram, Unit: "s"},
		sdkmetric.Stream{Aggregation: sdkmetric.AggregationExplicitBucketHistogram{Boundaries: LatencyBuckets}},
	)
	provider := sdkmetric.NewMeterProvider(sdkmetric.WithReader(exporter), sdkmetric.WithView(seconds))
	return opentelemetry.NewMetricsHandler(opentelemetry.MetricsHandlerOptions{
		Meter: provider.Meter("temporal-sdk"), UseMonotonicCounters: true, // Prometheus counters (_total), for rate()
	}), nil
})

// LatencyBuckets are the SDK latencies' histogram buckets, in seconds: from
// a task handed over at once (milliseconds) to a long poll (a minute) and a
// workflow's whole life (beyond, in +Inf).
var LatencyBuckets = []float64{.005, .01, .025, .05, .1, .25, .5, 1, 2.5, 5, 10, 30, 60, 300}

// The Temporal SDK's tags on a workflow's own metrics (its internal
// metrics.RootTags, narrowed to a task queue and a workflow type).
var sdkRootTags = map[string]string{"client_name": "temporal_go", "worker_type": "none", "activity_type": "none"}

// WorkflowFailureReasons are the failure_reason values of the SDK's
// temporal_workflow_task_execution_failed counter that a workflow's code
// causes: an error or panic in it, or a change that no longer replays.
var WorkflowFailureReasons = []string{"WorkflowError", "NonDeterminismError"}

// InitWorkflowCounters puts the SDK's failure counters on the page at 0 for
// every workflow type a worker runs, as Cerebro's own counters are: the SDK
// creates a series only when it first counts, and a dashboard should show
// "no failures", not "no data". The tags are the ones the SDK counts with,
// so the first failure adds to the same series: temporal_workflow_failed
// (a workflow ended failed) and temporal_workflow_task_execution_failed by
// failure_reason (its code failed or no longer replays).
func InitWorkflowCounters(h client.MetricsHandler, namespace, taskQueue string, workflowTypes []string) {
	for _, wt := range workflowTypes {
		tags := map[string]string{"namespace": namespace, "task_queue": taskQueue, "workflow_type": wt}
		for k, v := range sdkRootTags {
			tags[k] = v
		}
		wh := h.WithTags(tags)
		wh.Counter("temporal_workflow_failed").Inc(0)
		for _, reason := range WorkflowFailureReasons {
			wh.WithTags(map[string]string{"failure_reason": reason}).Counter("temporal_workflow_task_execution_failed").Inc(0)
		}
	}
}
