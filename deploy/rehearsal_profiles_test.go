package deploy_test

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"path/filepath"
	"sort"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/deploy/dashboards"
	"cerebro/deploy/journey"
	"cerebro/testutil"
)

// The self-hosted video deployment (`docker compose --profile video up`):
// every service whose program runs here comes up healthy with the
// selfhosted mode's settings (the proxy serving JITSI_DOMAIN too); the
// four Jitsi containers cannot run here and are checked against
// docker-jitsi-meet's documented settings instead
// (TestVideoProfileIsASelfHostedJitsiWithTheAppsTokens).
func TestRehearsalVideoDeploymentComesUp(t *testing.T) {
	s := rehearse(t, deployment{name: "video (self-hosted Jitsi)", profiles: []string{"video"}, env: map[string]string{
		"JITSI_MODE": "selfhosted", "JITSI_DOMAIN": jitsiDomain, "JITSI_APP_ID": "cerebro",
		"JITSI_APP_SECRET": "a-long-shared-secret-for-the-rehearsal-0123456789", "JICOFO_AUTH_PASSWORD": "jicofo-pw",
		"JVB_AUTH_PASSWORD": "jvb-pw", "JAAS_APP_ID": "", "JAAS_KEY_ID": "", "JAAS_PRIVATE_KEY_FILE": "", "JAAS_WEBHOOK_SECRET": "",
		"JITSI_EVENTS_SECRET": "a-long-prosody-events-secret-for-the-rehearsal-0123"}})
	assert.ElementsMatch(t, []string{"jitsi-jicofo", "jitsi-jvb", "jitsi-prosody", "jitsi-web"}, s.NotRun)

	// The proxy answers for the video host with a certificate for it (what
	// is behind it, jitsi-web, does not run here: 502).
	res, err := s.client.Get("https://" + jitsiDomain + "/")
	require.NoError(t, err, "the proxy serves JITSI_DOMAIN over HTTPS")
	res.Body.Close()
	assert.Equal(t, http.StatusBadGateway, res.StatusCode)
	res, err = s.client.Get("https://" + siteDomain + "/api/v1/readyz")
	require.NoError(t, err)
	res.Body.Close()
	assert.Equal(t, http.StatusOK, res.StatusCode)
}

// The observability profile: Prometheus finds every api and worker replica
// by DNS and scrapes them, the Temporal server and PostgreSQL's exporter;
// after a journey, every panel of the provisioned Grafana dashboards
// returns data from the rehearsal's Prometheus.
func TestRehearsalObservabilityAnswersEveryDashboardPanel(t *testing.T) {
	s := rehearse(t, deployment{name: "observability", profiles: []string{"observability"},
		env: map[string]string{"GRAFANA_ADMIN_PASSWORD": "rehearsal-grafana", "ALERT_EMAIL_TO": "oncall@rehearsal.cerebro.lk",
			"ALERT_SMTP_REQUIRE_TLS": "false"}})
	assert.ElementsMatch(t, []string{"grafana"}, s.NotRun)
	ctx, cancel := context.WithTimeout(context.Background(), 8*time.Minute)
	defer cancel()
	_, err := journey.Run(ctx, s.journeySite(t))
	require.NoError(t, err)

	prom, err := s.Addr("prometheus")
	require.NoError(t, err)
	base := "http://" + prom.String() + ":9090"
	// Service discovery refreshes every 15 s: wait until every job is up,
	// with every api and worker replica.
	jobs := map[string]int{"cerebro-api": s.Containers("api"), "cerebro-worker": s.Containers("worker"), "temporal": 1,
		"postgres": 1, "alertmanager": 1, "prometheus": 1}
	deadline := time.Now().Add(3 * time.Minute)
	for missing := jobsDown(t, s.client, base, jobs); len(missing) > 0; missing = jobsDown(t, s.client, base, jobs) {
		if time.Now().After(deadline) {
			t.Fatalf("Prometheus does not scrape every target of %v", missing)
		}
		time.Sleep(5 * time.Second)
	}

	queries, err := dashboards.Queries(filepath.Join(testutil.RepoRoot(), "deploy", "grafana", "dashboards"))
	require.NoError(t, err)
	for _, q := range queries {
		var got []promSeries
		deadline := time.Now().Add(2 * time.Minute)
		for got = promQuery(t, s.client, base, q.Expr); len(got) == 0 && time.Now().Before(deadline); got = promQuery(t, s.client, base, q.Expr) {
			time.Sleep(5 * time.Second)
		}
		if !assert.NotEmpty(t, got, "%s › %s (%s) returns no data: %s", q.Dashboard, q.Panel, q.RefID, q.Expr) {
			t.Logf("temporal_* series Prometheus has: %v", promQuery(t, s.client, base, `count by (__name__) ({__name__=~"temporal_.*"})`))
		}
	}
}

// jobsDown are the jobs with fewer targets up than they should have.
func jobsDown(t *testing.T, client *http.Client, base string, jobs map[string]int) []string {
	up := map[string]string{}
	for _, r := range promQuery(t, client, base, `count by (job) (up == 1)`) {
		up[r.Metric["job"]] = fmt.Sprint(r.Value[1])
	}
	var down []string
	for job, n := range jobs {
		if up[job] != fmt.Sprint(n) {
			down = append(down, job)
		}
	}
	sort.Strings(down)
	return down
}

type promSeries struct {
	Metric map[string]string `json:"metric"`
	Value  []any             `json:"value"`
}

// promQuery runs an instant query on Prometheus' HTTP API.
func promQuery(t *testing.T, client *http.Client, base, expr string) []promSeries {
	t.Helper()
	var body struct {
		Status string `json:"status"`
		Error  string `json:"error"`
		Data   struct {
			Result []promSeries `json:"result"`
		} `json:"data"`
	}
	getJSON(t, client, base+"/api/v1/query?"+url.Values{"query": {expr}}.Encode(), &body)
	require.Equal(t, "success", body.Status, "%s: %s", expr, body.Error)
	return body.Data.Result
}
