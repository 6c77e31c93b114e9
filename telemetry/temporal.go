package telemetry

import (
	"go.opentelemetry.io/otel/trace"
	temporalotel "go.temporal.io/sdk/contrib/opentelemetry"
	"go.temporal.io/sdk/interceptor"
	"go.temporal.io/sdk/log"
)

// TemporalInterceptor traces the Temporal client and the workers made from
// it (the SDK's OpenTelemetry interceptor): the api's span of starting,
// updating or signalling a workflow travels in the Temporal headers and is
// the parent of the workflow's spans (RunWorkflow, HandleUpdate,
// HandleSignal, StartActivity) and, through them, of each activity's
// RunActivity span, whose context the activity's SQL statements join. It
// adds no event to a workflow's history, only a header to the events that
// carry one, and starts no span while a workflow replays.
//
// Workflow and activity loggers get the span's trace_id and span_id, as
// slog lines do (NewLogger).
func (t *Tracing) TemporalInterceptor() (interceptor.Interceptor, error) {
	tracer, err := temporalotel.NewTracer(temporalotel.TracerOptions{
		Tracer:            t.Provider.Tracer("temporal-sdk-go"),
		TextMapPropagator: t.Propagator,
	})
	if err != nil {
		return nil, err
	}
	return interceptor.NewTracingInterceptor(idsOnLogs{tracer}), nil
}

// idsOnLogs is the SDK's tracer, writing the span's ids on the workflow's
// and activity's log lines under the same keys as every other line.
type idsOnLogs struct{ interceptor.Tracer }

func (t idsOnLogs) GetLogger(logger log.Logger, ref interceptor.TracerSpanRef) log.Logger {
	span, ok := ref.(interface{ SpanContext() trace.SpanContext })
	if !ok || !span.SpanContext().IsValid() {
		return logger
	}
	sc := span.SpanContext()
	return log.With(logger, TraceIDKey, sc.TraceID().String(), SpanIDKey, sc.SpanID().String())
}
