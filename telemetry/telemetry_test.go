package telemetry_test

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.opentelemetry.io/otel/propagation"
	sdktrace "go.opentelemetry.io/otel/sdk/trace"
	"go.opentelemetry.io/otel/trace"

	"cerebro/telemetry"
)

// unsetOTel clears the variables Start reads for the length of the test.
func unsetOTel(t *testing.T) {
	for _, name := range []string{"OTEL_EXPORTER_OTLP_ENDPOINT", "OTEL_EXPORTER_OTLP_TRACES_ENDPOINT", "OTEL_SDK_DISABLED",
		"OTEL_TRACES_EXPORTER", "OTEL_EXPORTER_OTLP_PROTOCOL", "OTEL_EXPORTER_OTLP_TRACES_PROTOCOL"} {
		t.Setenv(name, "")
	}
}

// Without an OTLP endpoint nothing is recorded, but a caller's trace
// context still passes through.
func TestTracingIsOffWithoutAnEndpointAndStillPropagates(t *testing.T) {
	unsetOTel(t)
	tr, err := telemetry.Start(context.Background(), telemetry.ServiceAPI)
	require.NoError(t, err)
	assert.False(t, tr.Enabled())
	require.NoError(t, tr.Shutdown(context.Background()))

	header := http.Header{"Traceparent": {"00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01"}}
	ctx := tr.Propagator.Extract(context.Background(), propagation.HeaderCarrier(header))
	ctx, span := tr.Provider.Tracer("test").Start(ctx, "child")
	assert.False(t, span.IsRecording(), "no-op")
	out := http.Header{}
	tr.Propagator.Inject(ctx, propagation.HeaderCarrier(out))
	assert.Contains(t, out.Get("Traceparent"), "4bf92f3577b34da6a3ce929d0e0e4736", "the caller's trace goes on")
}

// The endpoint turns tracing on, over http/protobuf by default or grpc;
// another protocol is refused naming the variable, and so is an unknown
// one set for traces only.
func TestTheEndpointTurnsTracingOnInEitherProtocol(t *testing.T) {
	for _, protocol := range []string{"", "http/protobuf", "grpc"} {
		unsetOTel(t)
		t.Setenv("OTEL_EXPORTER_OTLP_ENDPOINT", "http://127.0.0.1:1")
		t.Setenv("OTEL_EXPORTER_OTLP_PROTOCOL", protocol)
		tr, err := telemetry.Start(context.Background(), telemetry.ServiceWorker)
		require.NoError(t, err, protocol)
		assert.True(t, tr.Enabled(), protocol)
		_, span := tr.Provider.Tracer("test").Start(context.Background(), "x")
		assert.True(t, span.IsRecording(), protocol)
		require.NoError(t, tr.Shutdown(context.Background()), protocol) // nothing ended, nothing to send
	}
	t.Setenv("OTEL_EXPORTER_OTLP_PROTOCOL", "http/json")
	_, err := telemetry.Start(context.Background(), telemetry.ServiceAPI)
	assert.ErrorContains(t, err, "OTEL_EXPORTER_OTLP_PROTOCOL")
	t.Setenv("OTEL_EXPORTER_OTLP_PROTOCOL", "grpc")
	t.Setenv("OTEL_EXPORTER_OTLP_TRACES_PROTOCOL", "thrift")
	_, err = telemetry.Start(context.Background(), telemetry.ServiceAPI)
	assert.ErrorContains(t, err, "OTEL_EXPORTER_OTLP_TRACES_PROTOCOL")

	unsetOTel(t)
	t.Setenv("OTEL_EXPORTER_OTLP_ENDPOINT", "http://127.0.0.1:1")
	t.Setenv("OTEL_SDK_DISABLED", "true")
	tr, err := telemetry.Start(context.Background(), telemetry.ServiceAPI)
	require.NoError(t, err)
	assert.False(t, tr.Enabled(), "OTEL_SDK_DISABLED wins")
}

// A line logged inside a span names the span; one outside does not; both
// are JSON.
func TestLogLinesInsideASpanCarryItsIDs(t *testing.T) {
	var buf bytes.Buffer
	log := telemetry.NewLogger(&buf, true)
	ctx, span := sdktrace.NewTracerProvider().Tracer("test").Start(context.Background(), "request")
	log.With("request_id", "r1").InfoContext(ctx, "inside")
	log.InfoContext(context.Background(), "outside")
	span.End()

	lines := strings.Split(strings.TrimSpace(buf.String()), "\n")
	require.Len(t, lines, 2)
	var inside, outside map[string]any
	require.NoError(t, json.Unmarshal([]byte(lines[0]), &inside))
	require.NoError(t, json.Unmarshal([]byte(lines[1]), &outside))
	sc := trace.SpanContextFromContext(ctx)
	assert.Equal(t, sc.TraceID().String(), inside[telemetry.TraceIDKey])
	assert.Equal(t, sc.SpanID().String(), inside[telemetry.SpanIDKey])
	assert.Equal(t, "r1", inside["request_id"])
	assert.NotContains(t, outside, telemetry.TraceIDKey)

	buf.Reset()
	telemetry.NewLogger(&buf, false).InfoContext(ctx, "text in development")
	assert.Contains(t, buf.String(), "trace_id="+sc.TraceID().String())
}
