package harness

import (
	"compress/gzip"
	"encoding/hex"
	"fmt"
	"io"
	"net"
	"net/http"
	"sync"
	"sync/atomic"
	"time"

	collectortrace "go.opentelemetry.io/proto/otlp/collector/trace/v1"
	commonpb "go.opentelemetry.io/proto/otlp/common/v1"
	"google.golang.org/protobuf/proto"
)

// OTLPReceiver is an OpenTelemetry collector's trace endpoint in miniature:
// it answers OTLP over HTTP (POST /v1/traces, protobuf), as a process
// exports to when OTEL_EXPORTER_OTLP_ENDPOINT is its URL. It keeps the
// spans it decodes, or, discarding, only counts what arrives (the
// benchmark's sink).
type OTLPReceiver struct {
	// URL is the endpoint to give a process (OTEL_EXPORTER_OTLP_ENDPOINT).
	URL string

	discard  bool
	srv      *http.Server
	requests atomic.Int64
	bytes    atomic.Int64

	mu    sync.Mutex
	spans []Span
}

// Span is one received span, with the service.name of the process that
// sent it and its attributes as text.
type Span struct {
	Service  string
	TraceID  string
	SpanID   string
	ParentID string // empty for a trace's root
	Name     string
	Attrs    map[string]string
	Start    time.Time
	End      time.Time
}

// StartOTLPReceiver listens on a free local port. A discarding receiver
// reads each export and answers without decoding it.
func StartOTLPReceiver(discard bool) (*OTLPReceiver, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, err
	}
	r := &OTLPReceiver{URL: "http://" + l.Addr().String(), discard: discard}
	mux := http.NewServeMux()
	mux.HandleFunc("POST /v1/traces", r.export)
	r.srv = &http.Server{Handler: mux, ReadHeaderTimeout: 10 * time.Second}
	go func() { _ = r.srv.Serve(l) }()
	return r, nil
}

// Close stops listening.
func (r *OTLPReceiver) Close() { _ = r.srv.Close() }

// Received is how many exports and bytes arrived.
func (r *OTLPReceiver) Received() (requests, bytes int64) { return r.requests.Load(), r.bytes.Load() }

// Spans is every span kept so far.
func (r *OTLPReceiver) Spans() []Span {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]Span(nil), r.spans...)
}

func (r *OTLPReceiver) export(w http.ResponseWriter, req *http.Request) {
	body, err := readBody(req)
	r.requests.Add(1)
	r.bytes.Add(int64(len(body)))
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	if !r.discard {
		var in collectortrace.ExportTraceServiceRequest
		if err := proto.Unmarshal(body, &in); err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		r.keep(&in)
	}
	out, _ := proto.Marshal(&collectortrace.ExportTraceServiceResponse{})
	w.Header().Set("Content-Type", "application/x-protobuf")
	_, _ = w.Write(out)
}

func readBody(req *http.Request) ([]byte, error) {
	var rd io.Reader = req.Body
	if req.Header.Get("Content-Encoding") == "gzip" {
		z, err := gzip.NewReader(req.Body)
		if err != nil {
			return nil, err
		}
		defer z.Close()
		rd = z
	}
	return io.ReadAll(rd)
}

func (r *OTLPReceiver) keep(in *collectortrace.ExportTraceServiceRequest) {
	r.mu.Lock()
	defer r.mu.Unlock()
	for _, rs := range in.GetResourceSpans() {
		service := attrs(rs.GetResource().GetAttributes())["service.name"]
		for _, ss := range rs.GetScopeSpans() {
			for _, s := range ss.GetSpans() {
				r.spans = append(r.spans, Span{Service: service, TraceID: hex.EncodeToString(s.GetTraceId()),
					SpanID: hex.EncodeToString(s.GetSpanId()), ParentID: hex.EncodeToString(s.GetParentSpanId()),
					Name: s.GetName(), Attrs: attrs(s.GetAttributes()),
					Start: time.Unix(0, int64(s.GetStartTimeUnixNano())), End: time.Unix(0, int64(s.GetEndTimeUnixNano()))})
			}
		}
	}
}

// attrs writes attribute values as text: strings as they are, the rest
// as fmt prints them.
func attrs(kvs []*commonpb.KeyValue) map[string]string {
	out := make(map[string]string, len(kvs))
	for _, kv := range kvs {
		switch v := kv.GetValue().GetValue().(type) {
		case *commonpb.AnyValue_StringValue:
			out[kv.GetKey()] = v.StringValue
		case *commonpb.AnyValue_IntValue:
			out[kv.GetKey()] = fmt.Sprint(v.IntValue)
		case *commonpb.AnyValue_BoolValue:
			out[kv.GetKey()] = fmt.Sprint(v.BoolValue)
		case *commonpb.AnyValue_DoubleValue:
			out[kv.GetKey()] = fmt.Sprint(v.DoubleValue)
		default:
			out[kv.GetKey()] = kv.GetValue().String()
		}
	}
	return out
}
