package faults_test

import (
	"context"
	"net/http/httptest"
	"sync"
	"testing"

	"github.com/stretchr/testify/require"

	"cerebro/api"
	"cerebro/config"
	"cerebro/testutil"
)

// The input and header cases need the Gin engine itself (to walk its
// routes), so they run against the whole app in-process: testutil.StartApp,
// started once for the suite on first use.
var inProcess struct {
	once sync.Once
	app  *testutil.App
	err  error
}

func inProcessApp(t testing.TB) *testutil.App {
	t.Helper()
	inProcess.once.Do(func() {
		inProcess.app, inProcess.err = testutil.StartApp(context.Background(), testutil.AppOptions{})
	})
	require.NoError(t, inProcess.err)
	return inProcess.app
}

func closeInProcessApp() {
	if inProcess.app != nil {
		inProcess.app.Close()
	}
}

// serverWith runs another API server on the in-process app's database,
// Temporal and gateway, with its configuration changed by edit.
func serverWith(t testing.TB, app *testutil.App, edit func(*config.Config)) *httptest.Server {
	t.Helper()
	cfg := app.Config
	edit(&cfg)
	srv, err := api.NewServer(api.Deps{Config: cfg, Store: app.Store, Temporal: app.Temporal, Mailer: app.Outbox, Gateway: app.Gateway})
	require.NoError(t, err)
	ts := httptest.NewServer(srv.Handler())
	t.Cleanup(ts.Close)
	return ts
}
