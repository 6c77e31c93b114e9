package deploy_test

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/golang-jwt/jwt/v5"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/deploy/journey"
	"cerebro/testutil/smtpsink"
)

// The default deployment (README "Deploying", JaaS video, no profile),
// started natively from docker-compose.yml with a production .env: every
// service comes up healthy, and through the proxy over HTTPS a consultee
// signs up, opens the mailed link, books and pays by card in PayHere's
// sandbox (the stand-in), the consultant joins the room with a JaaS token
// signed by the key in secrets/, and the admin approves a slip; the
// operators' Temporal UI shows the journey's workflows, read-only.
func TestRehearsalDefaultDeploymentServesTheJourney(t *testing.T) {
	s := rehearse(t, deployment{name: "default (JaaS)"})
	assert.Empty(t, s.NotRun, "every service of the default deployment runs here")
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	res, err := journey.Run(ctx, s.journeySite(t))
	require.NoError(t, err)

	claims := jwt.MapClaims{}
	_, err = jwt.ParseWithClaims(res.Meeting.JWT, claims, func(*jwt.Token) (any, error) { return &s.jaasKey.PublicKey, nil },
		jwt.WithValidMethods([]string{"RS256"}), jwt.WithAudience("jitsi"), jwt.WithIssuer("chat"))
	require.NoError(t, err, "the room token is signed with secrets/jaas.pem")
	assert.Equal(t, "vpaas-magic-cookie-rehearsal", claims["sub"])

	taken := s.payhere.Payments()
	require.Len(t, taken, 1, "one card payment at the gateway")
	assert.Equal(t, res.Card.GatewayPaymentID, taken[0].PaymentID)
	notes := s.payhere.Notifications()
	require.Len(t, notes, 1)
	assert.Equal(t, 200, notes[0].HTTPStatus, "the notification reached the api through the proxy")

	// The journey's slip went to the uploads bucket on SeaweedFS (compose's
	// CEREBRO_UPLOAD_STORE=s3), as its filer lists it.
	slips, err := s.Exec(ctx, "seaweedfs", 1, "wget", "-qO-", "--header=Accept: application/json",
		"http://127.0.0.1:8888/buckets/cerebro-uploads/slips/")
	require.NoError(t, err, slips)
	assert.Regexp(t, `"FullPath":\s*"/buckets/cerebro-uploads/slips/[0-9a-f]{32}\.(png|jpg)"`, slips, "the slip is in the bucket")

	// The backup service made the stanza, took the first full backup, and
	// PostgreSQL archives WAL into the repository (README, Backups).
	info := awaitBackup(t, s)
	assert.Contains(t, info, `"type":"full"`)

	// A staging site says so on every page and in every mail.
	page, err := s.client.Get("https://" + siteDomain + "/")
	require.NoError(t, err)
	body, _ := io.ReadAll(page.Body)
	page.Body.Close()
	assert.Contains(t, string(body), "data-test-payments", "the banner is shown")
	mails := s.mail.Messages()
	require.NotEmpty(t, mails)
	for _, m := range mails {
		assert.True(t, strings.HasPrefix(m.Text, "Test payments: no real money moves."), "%q begins with the notice", m.Subject)
	}

	assertTemporalUI(t, s)
}

// assertTemporalUI asks the Temporal UI's server, at its container's port
// (what 127.0.0.1:8233 publishes), what an operator's browser asks: its
// settings (read-only, as compose sets by default), the namespaces, and the
// workflows of the namespace the product uses.
func assertTemporalUI(t *testing.T, s *site) {
	ui, err := s.Addr("temporal-ui")
	require.NoError(t, err)
	base := "http://" + ui.String() + ":8080/api/v1"
	var settings struct {
		Version             string
		DisableWriteActions bool
	}
	getJSON(t, s.client, base+"/settings", &settings)
	assert.Equal(t, "2.42.1", settings.Version, "the release compose pins")
	assert.True(t, settings.DisableWriteActions, "TEMPORAL_DISABLE_WRITE_ACTIONS reached the UI")
	var namespaces struct {
		Namespaces []struct {
			NamespaceInfo struct{ Name string } `json:"namespaceInfo"`
		} `json:"namespaces"`
	}
	getJSON(t, s.client, base+"/namespaces", &namespaces)
	var names []string
	for _, ns := range namespaces.Namespaces {
		names = append(names, ns.NamespaceInfo.Name)
	}
	assert.Contains(t, names, "default", "the namespace temporal-namespace created")
	var workflows struct {
		Executions []struct {
			Type struct{ Name string } `json:"type"`
		} `json:"executions"`
	}
	getJSON(t, s.client, base+"/namespaces/default/workflows", &workflows)
	assert.NotEmpty(t, workflows.Executions, "the journey's workflows are listed")
}

// getJSON decodes a 200 answer of a GET on the project network.
func getJSON(t *testing.T, client *http.Client, url string, into any) {
	t.Helper()
	res, err := client.Get(url)
	require.NoError(t, err)
	defer res.Body.Close()
	body, err := io.ReadAll(res.Body)
	require.NoError(t, err)
	require.Equal(t, http.StatusOK, res.StatusCode, "GET %s: %s", url, body)
	require.NoError(t, json.Unmarshal(body, into), "GET %s: %s", url, body)
}

// journeySite is the rehearsed site as its users reach it: the proxy over
// HTTPS, mail in the sink SMTP_HOST names, PayHere's sandbox page paid with
// its test Visa card.
func (s *site) journeySite(t *testing.T) journey.Site {
	return journey.Site{
		BaseURL: "https://" + siteDomain, Client: s.client, AdminEmail: adminEmail, AdminPassword: adminPasswd,
		Mail: func(to string, match func(subject, text string) bool, timeout time.Duration) (string, string, error) {
			m, err := s.mail.Await(func(m smtpsink.Message) bool {
				for _, rcpt := range m.To {
					if strings.EqualFold(rcpt, to) && match(m.Subject, m.Text) {
						return true
					}
				}
				return false
			}, timeout)
			return m.Subject, m.Text, err
		},
		PayByCard: journey.FormPayer(s.client, map[string]string{"card_no": "4916217501611292"}),
		Logf:      t.Logf,
	}
}

// awaitBackup waits for the backup service's first full backup and returns
// `pgbackrest info` as JSON, run in its container as an operator would.
func awaitBackup(t *testing.T, s *site) string {
	deadline := time.Now().Add(2 * time.Minute)
	for {
		out, err := s.Exec(context.Background(), "backup", 1, "pgbackrest", "--stanza=cerebro", "info", "--output=json")
		if err == nil && strings.Contains(out, `"label"`) && strings.Contains(out, `"max":"0000`) {
			return out
		}
		if time.Now().After(deadline) {
			t.Fatalf("no backup with archived WAL after 2 minutes: %v %s\n%s", err, out, s.Logs("backup", 20))
		}
		time.Sleep(2 * time.Second)
	}
}
