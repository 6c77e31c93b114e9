package faults_test

import (
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/faults/harness"
	"cerebro/models"
	"cerebro/testutil"
)

// productionEnv is a configuration CEREBRO_ENV=production accepts: the
// gateway's sandbox on a staging site, a mail server nobody answers on, a
// self-hosted Jitsi by name, limits on.
func productionEnv() map[string]string {
	return map[string]string{
		"CEREBRO_ENV": "production", "CEREBRO_RATE_LIMITS": "on", "PUBLIC_BASE_URL": "https://cerebro.example.lk",
		"CEREBRO_ADMIN_PASSWORD": "faults-admin-password", "PAYHERE_MODE": "sandbox", "CEREBRO_TEST_PAYMENTS": "allowed",
		"PAYHERE_APP_ID": "faults-app", "PAYHERE_APP_SECRET": "faults-app-secret",
		"SMTP_HOST": "127.0.0.1", "SMTP_PORT": "9", "JITSI_MODE": "selfhosted", "JITSI_DOMAIN": "meet.example.lk",
		"JITSI_APP_ID": "cerebro", "JITSI_APP_SECRET": "faults-jitsi-secret-0123456789abcdef",
		"JITSI_EVENTS_SECRET": "faults-prosody-events-secret-0123456789",
		// one process on this host: the folder store is its only store
		"CEREBRO_UPLOAD_SINGLE_HOST": "true",
		"COMPANY_NAME":               "Cerebro Faults (Private) Limited", "COMPANY_ADDRESS": "1 Faults Road, Colombo 03",
		"COMPANY_REGISTRATION_NO": "PV 000002",
		"SMS_PROVIDER":            "notifylk", "SMS_NOTIFYLK_USER_ID": "faults", "SMS_NOTIFYLK_API_KEY": "faults-notify-key",
		"VAPID_PUBLIC_KEY":  "BK29HqAhlsTsPV6h5QrSkZAgIm0UP51yKvV8NgpQ4m6MKiHoIaNd8YNSrbexUgfYhrzMO3_2VT52iICT9CfT5X8",
		"VAPID_PRIVATE_KEY": "v4JevgGOvIq8XP5ed8mIB2tRnQPQ7SggR7CRHCYVqBU", "VAPID_SUBJECT": "mailto:ops@example.lk",
	}
}

// In production every line a process writes is one JSON object: its own,
// GORM's (a statement slowed past models.SlowStatement by a lock), the
// Temporal SDK's. The lines of a traced request carry trace_id and span_id,
// and they name the request's span, which the process exports when it
// stops (the batch delay is far longer than the test).
func TestProductionProcessWritesOnlyJSONWithTraceIDs(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	recv, err := harness.StartOTLPReceiver(false)
	require.NoError(t, err)
	t.Cleanup(recv.Close)
	dbURL, drop, err := testutil.NewDatabase(ctx)
	require.NoError(t, err)
	t.Cleanup(drop)
	env := productionEnv()
	env["OTEL_EXPORTER_OTLP_ENDPOINT"], env["OTEL_BSP_SCHEDULE_DELAY"] = recv.URL, "600000"
	c := &harness.Cerebro{Bin: shared.bin, Dir: t.TempDir(), DBURL: dbURL, Temporal: shared.temporal,
		TaskQueue: "faults-" + randomHex(6), Env: env}
	srv, err := c.StartServe(ctx, "serve-production", nil)
	require.NoError(t, err)
	defer srv.Stop(30 * time.Second)
	require.NoError(t, harness.WaitWorker(ctx, srv.Proc))

	var listed answer
	slowCategories(t, dbURL, func() { listed, err = tryDo("GET", srv.URL+"/api/v1/consultantCategory", "", nil) })
	require.NoError(t, err)
	require.Equal(t, http.StatusOK, listed.Status)
	srv.Stop(30 * time.Second)

	lines := jsonLines(t, srv.Log())
	request := lineWith(lines, "msg", "request", "route", "/api/v1/consultantCategory")
	require.NotNil(t, request, "the request's access line")
	slow := lineWith(lines, "msg", "SQL executed", "level", "WARN")
	require.NotNil(t, slow, "GORM's slow-statement line")
	assert.Contains(t, slow["trace"].(map[string]any)["sql"], "consultant_categories")
	assert.NotNil(t, lineWith(lines, "msg", "Started Worker"), "the Temporal SDK's line")
	assert.NotNil(t, lineWith(lines, "msg", "worker started"), "cerebro's own line")

	traceID, spanID := request["trace_id"], request["span_id"]
	require.NotEmpty(t, traceID, "the access line names its trace")
	assert.Equal(t, traceID, slow["trace_id"], "GORM's line is in the request's trace")
	assert.Equal(t, spanID, slow["span_id"])
	var exported bool
	for _, s := range recv.Spans() {
		exported = exported || (s.TraceID == traceID && s.SpanID == spanID && s.Name == "GET /api/v1/consultantCategory")
	}
	assert.True(t, exported, "the request's span was exported at shutdown: %d spans received", len(recv.Spans()))
}

// slowCategories runs fn while a transaction holds the category table, so
// fn's statements on it wait past models.SlowStatement.
func slowCategories(t *testing.T, dbURL string, fn func()) {
	t.Helper()
	locker, err := models.Open(dbURL)
	require.NoError(t, err)
	defer locker.Close()
	tx := locker.DB.Begin()
	require.NoError(t, tx.Exec(`LOCK TABLE consultant_categories IN ACCESS EXCLUSIVE MODE`).Error)
	done := make(chan struct{})
	go func() { defer close(done); fn() }()
	time.Sleep(400 * time.Millisecond)
	require.NoError(t, tx.Commit().Error)
	<-done
}

// jsonLines decodes every line a process wrote, failing on any that is not
// one JSON object; the harness's own "==== name start" markers are skipped.
func jsonLines(t *testing.T, log string) []map[string]any {
	t.Helper()
	var out []map[string]any
	for _, line := range strings.Split(log, "\n") {
		if line == "" || strings.HasPrefix(line, "==== ") {
			continue
		}
		var m map[string]any
		if !assert.NoError(t, json.Unmarshal([]byte(line), &m), "not a JSON line: %s", line) {
			continue
		}
		out = append(out, m)
	}
	require.NotEmpty(t, out)
	return out
}

// lineWith is the first line whose fields have the given values (key,
// value pairs), or nil.
func lineWith(lines []map[string]any, kv ...string) map[string]any {
	for _, l := range lines {
		match := true
		for i := 0; i+1 < len(kv); i += 2 {
			match = match && l[kv[i]] == kv[i+1]
		}
		if match {
			return l
		}
	}
	return nil
}
