package telemetry

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"os"

	"go.opentelemetry.io/otel"
	"go.opentelemetry.io/otel/trace"
	"google.golang.org/grpc/grpclog"
)

// NewLogger is a process's logger: one JSON object per line when json is
// set (production, for the log collector), text otherwise (development).
// A line logged with a context inside a span — a request's, an activity's,
// a workflow's — carries that span's trace_id and span_id, so an operator
// can go from the line to its trace.
func NewLogger(w io.Writer, json bool) *slog.Logger {
	opts := &slog.HandlerOptions{Level: slog.LevelInfo}
	var h slog.Handler = slog.NewTextHandler(w, opts)
	if json {
		h = slog.NewJSONHandler(w, opts)
	}
	return slog.New(traceIDs{h})
}

// Keys of the trace and span ids on a log line.
const (
	TraceIDKey = "trace_id"
	SpanIDKey  = "span_id"
)

// traceIDs adds the ids of the span in a record's context to the record.
type traceIDs struct{ slog.Handler }

func (h traceIDs) Handle(ctx context.Context, r slog.Record) error {
	if sc := trace.SpanContextFromContext(ctx); sc.IsValid() {
		r.AddAttrs(slog.String(TraceIDKey, sc.TraceID().String()), slog.String(SpanIDKey, sc.SpanID().String()))
	}
	return h.Handler.Handle(ctx, r)
}

func (h traceIDs) WithAttrs(attrs []slog.Attr) slog.Handler {
	return traceIDs{h.Handler.WithAttrs(attrs)}
}
func (h traceIDs) WithGroup(name string) slog.Handler { return traceIDs{h.Handler.WithGroup(name)} }

// RouteLibraryLogs sends what the libraries below Cerebro would otherwise
// print on their own, in their own format, through slog's default logger:
// OpenTelemetry's errors (a failed export) and gRPC's (the Temporal
// client's connection). The standard log package already writes through
// slog once slog.SetDefault is called. Call it once, before any client is
// made.
func RouteLibraryLogs() {
	otel.SetErrorHandler(otel.ErrorHandlerFunc(func(err error) {
		slog.Warn("opentelemetry", "err", err)
	}))
	grpclog.SetLoggerV2(grpcLogs{})
}

// grpcLogs is gRPC's logger on slog: errors only, as gRPC's own default
// prints (GRPC_GO_LOG_SEVERITY_LEVEL unset).
type grpcLogs struct{}

func (grpcLogs) Info(...any)                  {}
func (grpcLogs) Infoln(...any)                {}
func (grpcLogs) Infof(string, ...any)         {}
func (grpcLogs) Warning(...any)               {}
func (grpcLogs) Warningln(...any)             {}
func (grpcLogs) Warningf(string, ...any)      {}
func (grpcLogs) Error(args ...any)            { grpcError(fmt.Sprint(args...)) }
func (grpcLogs) Errorln(args ...any)          { grpcError(fmt.Sprint(args...)) }
func (grpcLogs) Errorf(f string, args ...any) { grpcError(fmt.Sprintf(f, args...)) }
func (grpcLogs) Fatal(args ...any)            { grpcFatal(fmt.Sprint(args...)) }
func (grpcLogs) Fatalln(args ...any)          { grpcFatal(fmt.Sprint(args...)) }
func (grpcLogs) Fatalf(f string, args ...any) { grpcFatal(fmt.Sprintf(f, args...)) }
func (grpcLogs) V(int) bool                   { return false }

func grpcError(msg string) { slog.Error(msg, "source", "grpc") }

// grpcFatal logs and exits, as gRPC's own Fatal does.
func grpcFatal(msg string) {
	grpcError(msg)
	os.Exit(1)
}
