package config

import (
	"fmt"
	"net/url"
	"slices"
	"strings"

	"cerebro/meeting"
)

// Environments (CEREBRO_ENV). Development — `make dev`, the tests — takes
// the laptop defaults; production refuses to start on any unsafe setting.
const (
	EnvDevelopment = "development"
	EnvProduction  = "production"
)

// Development defaults that must never reach production.
const (
	devAdminPassword = "admin12345"
	minProdSecret    = 32
)

// productionProblems lists, per offending variable, why the configuration
// is unsafe outside a laptop; empty when it is fit for production.
func productionProblems(c Config, getenv func(string) string) []string {
	var out []string
	add := func(bad bool, name, why string) {
		if bad {
			out = append(out, name+" "+why)
		}
	}
	paymentProblems(c, add)
	uploadProblems(c, add)
	companyProblems(getenv, add)
	add(strings.TrimSpace(getenv("JWT_SECRET")) == "" || c.JWTSecret == devJWTSecret || len(c.JWTSecret) < minProdSecret,
		"JWT_SECRET", fmt.Sprintf("must be a secret of at least %d characters, not the development one: anyone could sign an admin token", minProdSecret))
	add(c.AdminPassword == devAdminPassword, "CEREBRO_ADMIN_PASSWORD", "must not be the development default")
	add(c.SMTP.Host == "", "SMTP_HOST", "must be set: password resets and booking mails would only reach the log")
	add(c.Jitsi.Mode == meeting.ModePublic, "JITSI_MODE",
		"must be jaas or selfhosted: the public meet.jit.si ends embedded calls after 5 minutes and lets anyone in")
	add(c.Jitsi.Mode == meeting.ModeSelfHosted && len(c.Jitsi.AppSecret) < minProdSecret, "JITSI_APP_SECRET",
		fmt.Sprintf("must be a secret of at least %d characters: anyone who guesses it can sign themselves into any room", minProdSecret))
	add(c.Jitsi.Mode == meeting.ModeJaaS && len(c.Jitsi.JaaSWebhookSecret) < minProdSecret, "JAAS_WEBHOOK_SECRET",
		fmt.Sprintf("must be the JaaS webhook's Authorization header, at least %d characters: without JaaS's events a party's browser decides whether they came to the session", minProdSecret))
	add(c.Jitsi.Mode == meeting.ModeSelfHosted && len(c.Jitsi.EventsSecret) < minProdSecret, "JITSI_EVENTS_SECRET",
		fmt.Sprintf("must be a secret of at least %d characters shared with prosody's event module: without its events a party's browser decides whether they came to the session", minProdSecret))
	u, err := url.Parse(c.PublicBaseURL)
	add(err != nil || u.Scheme != "https", "PUBLIC_BASE_URL",
		"must be https: browsers refuse the camera and microphone on plain http, and tokens would travel in clear")
	add(slices.Contains(c.CORSOrigins, "*"), "CEREBRO_CORS_ORIGINS", "must not allow every origin (*)")
	temporal := temporalProblem(c.Temporal)
	add(temporal != "", "TEMPORAL_ADDRESS", temporal)
	add(!c.RateLimits, "CEREBRO_RATE_LIMITS", "must be on: without limits anyone can flood sign-in, sign-up and booking")
	return out
}

// productionError is the start-up refusal naming every offending variable.
func productionError(problems []string) error {
	return fmt.Errorf("config: CEREBRO_ENV=production refuses to start with unsafe settings:\n  %s",
		strings.Join(problems, "\n  "))
}
