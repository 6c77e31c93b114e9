package journey_test

import (
	"context"
	"crypto/rand"
	"crypto/rsa"
	"errors"
	"fmt"
	"net/http"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/golang-jwt/jwt/v5"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/config"
	"cerebro/deploy/journey"
	"cerebro/mailer"
	"cerebro/meeting"
	"cerebro/testutil"
)

// app is the whole product in-process (testutil.StartApp: a throwaway
// database, the Temporal dev server, what `cerebro serve` runs) on a real
// port, with the simulator gateway, mail in its outbox and rooms in JaaS
// mode signed with jaasKey — the journey reaches it only over HTTP.
var (
	app     *testutil.App
	jaasKey *rsa.PrivateKey
)

const jaasApp = "vpaas-magic-cookie-journey"

func TestMain(m *testing.M) { os.Exit(run(m)) }

func run(m *testing.M) int {
	var err error
	if jaasKey, err = rsa.GenerateKey(rand.Reader, 2048); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	app, err = testutil.StartApp(context.Background(), testutil.AppOptions{Configure: func(c *config.Config) {
		// The first slot starts 2 to 17 minutes after it is opened: a room
		// opened 20 minutes early can be joined at once.
		c.JoinEarly = 20 * time.Minute
		c.RateLimits = true // as in production
		c.Jitsi = config.Jitsi{Mode: meeting.ModeJaaS, Domain: meeting.JaaSDomain, JaaSAppID: jaasApp,
			JaaSKeyID: "journey-key", JaaSPrivateKey: jaasKey}
	}})
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	defer app.Close()
	return m.Run()
}

// site is the app as the journey reaches it; the card is paid on the
// simulator's page with the given button.
func site(t *testing.T, button string) journey.Site {
	client := &http.Client{Timeout: 90 * time.Second}
	return journey.Site{BaseURL: app.URL, Client: client,
		AdminEmail: app.Config.AdminEmail, AdminPassword: app.Config.AdminPassword,
		Mail: func(to string, match func(string, string) bool, timeout time.Duration) (string, string, error) {
			return outboxMail(app.Outbox, to, match, timeout)
		},
		PayByCard: journey.FormPayer(client, map[string]string{"decision": button}), Logf: t.Logf}
}

// outboxMail waits for a matching mail in an app's outbox (no SMTP_HOST).
func outboxMail(outbox *mailer.Outbox, to string, match func(subject, text string) bool, timeout time.Duration) (string, string, error) {
	deadline := time.Now().Add(timeout)
	for {
		for _, m := range outbox.To(to) {
			if match(m.Subject, m.Body) {
				return m.Subject, m.Body, nil
			}
		}
		if time.Now().After(deadline) {
			return "", "", fmt.Errorf("no matching mail to %s in %s (%d to it)", to, timeout, len(outbox.To(to)))
		}
		time.Sleep(100 * time.Millisecond)
	}
}

func TestAConsulteeBooksPaysMeetsAndTheAdminApprovesASlip(t *testing.T) {
	start := time.Now()
	res, err := journey.Run(context.Background(), site(t, "pay"))
	require.NoError(t, err)
	t.Logf("the journey took %s", time.Since(start).Round(time.Millisecond))

	assert.Len(t, res.Steps, 18)
	assert.Positive(t, res.ConsultantID)
	assert.Positive(t, res.ConsulteeID)
	for _, b := range []journey.Booking{res.Card, res.Slip} {
		assert.Positive(t, b.InvoiceID)
		assert.Positive(t, b.BookingID)
		assert.Equal(t, fmt.Sprintf("CRB-%06d", b.InvoiceID), b.Cref)
	}
	assert.NotEmpty(t, res.Card.GatewayPaymentID)
	assert.Equal(t, 30*time.Minute, res.Slip.StartsAt.Sub(res.Card.StartsAt))
	assert.Equal(t, "jaas", res.Meeting.Mode)
	assert.Equal(t, "8x8.vc", res.Meeting.Domain)
	roomTokenIsTheConsultants(t, res)
}

// roomTokenIsTheConsultants checks the JaaS token as 8x8 would: RS256 under
// the app's key, for this room, the consultant its moderator, valid now.
func roomTokenIsTheConsultants(t *testing.T, res journey.Result) {
	t.Helper()
	claims := jwt.MapClaims{}
	tok, err := jwt.ParseWithClaims(res.Meeting.JWT, claims, func(*jwt.Token) (any, error) { return &jaasKey.PublicKey, nil },
		jwt.WithValidMethods([]string{"RS256"}), jwt.WithAudience("jitsi"), jwt.WithIssuer("chat"))
	require.NoError(t, err)
	assert.Equal(t, jaasApp+"/journey-key", tok.Header["kid"])
	assert.Equal(t, jaasApp, claims["sub"])
	assert.Equal(t, jaasApp+"/"+claims["room"].(string), res.Meeting.RoomName)
	user := claims["context"].(map[string]any)["user"].(map[string]any)
	assert.Equal(t, "true", user["moderator"])
	assert.Equal(t, res.ConsultantEmail, user["email"])
}

func TestAWrongAdminPasswordStopsTheJourneyAtTheFirstStepWithTheSitesAnswer(t *testing.T) {
	s := site(t, "pay")
	s.AdminPassword = "not-the-password"
	res, err := journey.Run(context.Background(), s)
	step, answer := failure(t, err)
	assert.Equal(t, "the admin signs in", step.Step)
	assert.Equal(t, http.StatusUnauthorized, answer.Status)
	assert.Contains(t, answer.URL, "/api/v1/auth/signin")
	assert.Contains(t, err.Error(), "HTTP 401")
	assert.Len(t, res.Steps, 1)
}

func TestADeclinedCardStopsTheJourneyWhereTheGatewaySendsTheBrowserBack(t *testing.T) {
	res, err := journey.Run(context.Background(), site(t, "decline"))
	var step *journey.StepError
	require.ErrorAs(t, err, &step)
	assert.Equal(t, "the consultee pays on the gateway's page", step.Step)
	assert.Contains(t, err.Error(), "/#/payment-gate/failed?invoiceId=")
	assert.Positive(t, res.Card.InvoiceID)
	assert.Zero(t, res.Slip.InvoiceID)
}

func TestARoomNotOpenYetStopsTheJourneyWithWhenItOpens(t *testing.T) {
	early, err := testutil.StartApp(context.Background(), testutil.AppOptions{Configure: func(c *config.Config) {
		c.JoinEarly = time.Minute // the first slot starts at least two minutes after it is opened
	}})
	require.NoError(t, err)
	t.Cleanup(early.Close)
	s := site(t, "pay")
	s.BaseURL, s.AdminEmail, s.AdminPassword = early.URL, early.Config.AdminEmail, early.Config.AdminPassword
	s.Mail = func(to string, match func(string, string) bool, timeout time.Duration) (string, string, error) {
		return outboxMail(early.Outbox, to, match, timeout)
	}
	res, err := journey.Run(context.Background(), s)
	var step *journey.StepError
	require.ErrorAs(t, err, &step)
	assert.Equal(t, "the consultant joins the room", step.Step)
	assert.Contains(t, err.Error(), "is not open")
	assert.Contains(t, err.Error(), "The meeting room opens at")
	assert.Contains(t, err.Error(), "CEREBRO_JOIN_EARLY")
	assert.Empty(t, res.Meeting.RoomName)
}

// failure is the failed step and the site's answer that failed it.
func failure(t *testing.T, err error) (*journey.StepError, *journey.HTTPError) {
	t.Helper()
	var step *journey.StepError
	var answer *journey.HTTPError
	require.ErrorAs(t, err, &step)
	require.True(t, errors.As(err, &answer), "%v", err)
	require.True(t, strings.HasPrefix(err.Error(), "journey step"), "%v", err)
	return step, answer
}
