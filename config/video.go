package config

import (
	"crypto/rsa"
	"os"

	"github.com/golang-jwt/jwt/v5"

	"cerebro/meeting"
)

// Jitsi holds the video settings (JITSI_MODE and the mode's own variables;
// README "Video"). Domain is where the rooms are, whatever the mode.
type Jitsi struct {
	Mode   string // jaas | selfhosted | public
	Domain string

	// selfhosted: docker-jitsi-meet's token auth (JWT_APP_ID, JWT_APP_SECRET,
	// JWT_ACCEPTED_ISSUERS, JWT_ACCEPTED_AUDIENCES on its side).
	AppID         string
	AppSecret     string
	TokenIssuer   string
	TokenAudience string
	TokenSubject  string

	// jaas: the app and an API key from the JaaS console.
	JaaSAppID      string
	JaaSKeyID      string
	JaaSPrivateKey *rsa.PrivateKey

	// The video service's events (POST /api/v1/video/events): the value
	// of the Authorization header the service sends. jaas: the header set
	// on the JaaS console's webhook (JAAS_WEBHOOK_SECRET); selfhosted: the
	// header our prosody module sends (JITSI_EVENTS_SECRET).
	JaaSWebhookSecret string
	EventsSecret      string
}

// EventsAuthorization is the Authorization header the mode's video service sends
// with its events; empty when the mode sends none (public) or it is unset.
func (j Jitsi) EventsAuthorization() string {
	switch j.Mode {
	case meeting.ModeJaaS:
		return j.JaaSWebhookSecret
	case meeting.ModeSelfHosted:
		return j.EventsSecret
	}
	return ""
}

// EventsAppID is the AppID part of the events' fqn ([AppID]/[room]):
// the JaaS app, or the self-hosted JITSI_APP_ID our module sends.
func (j Jitsi) EventsAppID() string {
	if j.Mode == meeting.ModeJaaS {
		return j.JaaSAppID
	}
	return j.AppID
}

// VideoEvents reports whether the video service posts who entered and left
// the rooms: then only its events decide a session's outcome, never the
// parties' browsers.
func (j Jitsi) VideoEvents() bool { return j.EventsAuthorization() != "" }

// Rooms is the meeting rooms these settings issue.
func (j Jitsi) Rooms() meeting.Rooms {
	return meeting.Rooms{Mode: j.Mode, Domain: j.Domain, AppSecret: j.AppSecret, Issuer: j.TokenIssuer,
		Audience: j.TokenAudience, Subject: j.TokenSubject, AppID: j.JaaSAppID, KeyID: j.JaaSKeyID, PrivateKey: j.JaaSPrivateKey}
}

// readJitsi reads the video settings. Without JITSI_MODE the mode follows
// what is set: JaaS keys, a self-hosted app id, else the public service.
func readJitsi(r *reader) Jitsi {
	def := meeting.ModePublic
	switch {
	case r.getenv("JAAS_APP_ID") != "":
		def = meeting.ModeJaaS
	case r.getenv("JITSI_APP_ID") != "":
		def = meeting.ModeSelfHosted
	}
	j := Jitsi{Mode: r.oneOf("JITSI_MODE", def, meeting.ModeJaaS, meeting.ModeSelfHosted, meeting.ModePublic)}
	switch j.Mode {
	case meeting.ModeJaaS:
		j.Domain = meeting.JaaSDomain
		j.JaaSAppID = r.str("JAAS_APP_ID", "")
		j.JaaSKeyID = r.str("JAAS_KEY_ID", "")
		r.check(j.JaaSAppID != "", "JAAS_APP_ID", "must be set when JITSI_MODE is jaas (your vpaas-magic-cookie-… app id)")
		r.check(j.JaaSKeyID != "", "JAAS_KEY_ID", "must be set when JITSI_MODE is jaas (the API key's id in the JaaS console)")
		j.JaaSPrivateKey = readPrivateKey(r, "JAAS_PRIVATE_KEY_FILE")
		j.JaaSWebhookSecret = r.str("JAAS_WEBHOOK_SECRET", "")
	case meeting.ModeSelfHosted:
		j.Domain = r.str("JITSI_DOMAIN", "")
		j.AppID = r.str("JITSI_APP_ID", "")
		j.AppSecret = r.str("JITSI_APP_SECRET", "")
		j.TokenIssuer = r.str("JITSI_TOKEN_ISSUER", j.AppID)
		j.TokenAudience = r.str("JITSI_TOKEN_AUDIENCE", "jitsi")
		j.TokenSubject = r.str("JITSI_TOKEN_SUBJECT", "meet.jitsi")
		j.EventsSecret = r.str("JITSI_EVENTS_SECRET", "")
		r.check(j.Domain != "" && j.Domain != meeting.PublicDomain, "JITSI_DOMAIN",
			"must be your Jitsi's host name when JITSI_MODE is selfhosted")
		r.check(j.AppID != "" && j.AppSecret != "", "JITSI_APP_SECRET",
			"JITSI_APP_ID and JITSI_APP_SECRET (docker-jitsi-meet's JWT_APP_ID and JWT_APP_SECRET) must be set when JITSI_MODE is selfhosted")
	default:
		j.Domain = r.str("JITSI_DOMAIN", meeting.PublicDomain)
	}
	return j
}

// readPrivateKey reads the PEM RSA private key in the file the variable names.
func readPrivateKey(r *reader, name string) *rsa.PrivateKey {
	path := r.str(name, "")
	if path == "" {
		r.fail(name, "must name the API key's private key file (PEM) when JITSI_MODE is jaas")
		return nil
	}
	pem, err := os.ReadFile(path)
	if err != nil {
		r.fail(name, "cannot be read: "+err.Error())
		return nil
	}
	key, err := jwt.ParseRSAPrivateKeyFromPEM(pem)
	if err != nil {
		r.fail(name, "is not a PEM RSA private key: "+err.Error())
		return nil
	}
	return key
}
