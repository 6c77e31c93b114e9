// Package telemetry is what Cerebro's processes report besides metrics:
// OpenTelemetry traces that follow one request from the HTTP handler through
// the Temporal workflow and its activities down to the SQL statements
// (exported by OTLP when OTEL_EXPORTER_OTLP_ENDPOINT is set), and log lines —
// one JSON object each in production — that carry the trace and span ids of
// the request they belong to.
//
// The OTEL_* variables are read here, through the OpenTelemetry SDK's own
// handling where it has one, not by package config.
package telemetry

import (
	"context"
	"fmt"
	"os"
	"strings"

	"go.opentelemetry.io/otel"
	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracegrpc"
	"go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracehttp"
	"go.opentelemetry.io/otel/propagation"
	"go.opentelemetry.io/otel/sdk/resource"
	sdktrace "go.opentelemetry.io/otel/sdk/trace"
	"go.opentelemetry.io/otel/trace"
	"go.opentelemetry.io/otel/trace/noop"
)

// Service names of the processes, unless OTEL_SERVICE_NAME says otherwise.
const (
	ServiceAPI    = "cerebro-api"    // cerebro api
	ServiceWorker = "cerebro-worker" // cerebro worker
	ServiceServe  = "cerebro"        // cerebro serve: API and worker in one process
)

// Tracing is one process's tracer provider and trace-context propagator.
type Tracing struct {
	// Provider makes the spans: the SDK's, batching them to the OTLP
	// exporter, when tracing is on; a no-op provider otherwise, whose spans
	// cost nothing and only carry a caller's trace context along.
	Provider trace.TracerProvider
	// Propagator reads and writes W3C trace context and baggage: the
	// traceparent header of HTTP requests, the Temporal headers.
	Propagator propagation.TextMapPropagator

	sdk *sdktrace.TracerProvider
}

// Off is tracing switched off: no spans recorded, trace context still
// propagated.
func Off() *Tracing {
	return &Tracing{Provider: noop.NewTracerProvider(), Propagator: propagation.NewCompositeTextMapPropagator(
		propagation.TraceContext{}, propagation.Baggage{})}
}

// Enabled reports whether spans are recorded and exported.
func (t *Tracing) Enabled() bool { return t != nil && t.sdk != nil }

// Start sets up tracing for a process named service. With neither
// OTEL_EXPORTER_OTLP_ENDPOINT nor OTEL_EXPORTER_OTLP_TRACES_ENDPOINT set
// (or with OTEL_SDK_DISABLED=true or OTEL_TRACES_EXPORTER=none) tracing is
// off. Otherwise spans are batched to an OTLP exporter speaking
// OTEL_EXPORTER_OTLP_PROTOCOL (http/protobuf, the default, or grpc); the
// SDK reads the exporter's other variables, OTEL_TRACES_SAMPLER(_ARG),
// OTEL_BSP_* and OTEL_SERVICE_NAME / OTEL_RESOURCE_ATTRIBUTES itself.
// The provider and propagator also become OpenTelemetry's globals.
func Start(ctx context.Context, service string) (*Tracing, error) {
	t := Off()
	otel.SetTextMapPropagator(t.Propagator)
	if !exporting() {
		return t, nil
	}
	ctx = context.WithoutCancel(ctx) // the exporter outlives a stop signal: it flushes at Shutdown
	exporter, err := newExporter(ctx)
	if err != nil {
		return nil, err
	}
	res, err := resource.New(ctx,
		resource.WithAttributes(attribute.String("service.name", service)), // later options win: OTEL_SERVICE_NAME overrides
		resource.WithFromEnv(), resource.WithTelemetrySDK(), resource.WithHost(), resource.WithProcessPID())
	if err != nil {
		return nil, fmt.Errorf("OTEL_RESOURCE_ATTRIBUTES: %w", err)
	}
	t.sdk = sdktrace.NewTracerProvider(sdktrace.WithBatcher(exporter), sdktrace.WithResource(res))
	t.Provider = t.sdk
	otel.SetTracerProvider(t.sdk)
	return t, nil
}

// Shutdown exports the spans still queued and stops the exporter; a
// process calls it last, once its server and worker have stopped.
func (t *Tracing) Shutdown(ctx context.Context) error {
	if !t.Enabled() {
		return nil
	}
	return t.sdk.Shutdown(ctx)
}

// exporting reports whether the environment asks for spans to be exported.
func exporting() bool {
	if strings.EqualFold(env("OTEL_SDK_DISABLED"), "true") || strings.EqualFold(env("OTEL_TRACES_EXPORTER"), "none") {
		return false
	}
	return env("OTEL_EXPORTER_OTLP_ENDPOINT") != "" || env("OTEL_EXPORTER_OTLP_TRACES_ENDPOINT") != ""
}

// newExporter is the OTLP exporter of the configured protocol; it reads
// the endpoint, headers, timeout, compression and TLS variables itself.
func newExporter(ctx context.Context) (sdktrace.SpanExporter, error) {
	name, protocol := "OTEL_EXPORTER_OTLP_TRACES_PROTOCOL", env("OTEL_EXPORTER_OTLP_TRACES_PROTOCOL")
	if protocol == "" {
		name, protocol = "OTEL_EXPORTER_OTLP_PROTOCOL", env("OTEL_EXPORTER_OTLP_PROTOCOL")
	}
	switch protocol {
	case "", "http/protobuf": // the specification's default
		return otlptracehttp.New(ctx)
	case "grpc":
		return otlptracegrpc.New(ctx)
	}
	return nil, fmt.Errorf("%s: must be http/protobuf or grpc (got %q)", name, protocol)
}

func env(name string) string { return strings.TrimSpace(os.Getenv(name)) }
