// Package meeting describes a booking's video room on Jitsi Meet: where it
// is (JaaS, a self-hosted Jitsi, or meet.jit.si for development), a room
// name nobody can guess, and the room token that lets only the booking's two
// parties in, only during its join window.
package meeting

import (
	"crypto/rsa"
	"errors"
	"fmt"
	"time"

	"github.com/golang-jwt/jwt/v5"
)

// The video modes (JITSI_MODE).
const (
	// ModeJaaS is 8x8's Jitsi as a Service: RS256 tokens signed with the
	// app's private key; the room is <AppID>/<room> on 8x8.vc.
	ModeJaaS = "jaas"
	// ModeSelfHosted is your own Jitsi (docker-jitsi-meet) with token
	// authentication: HS256 tokens signed with the shared app secret.
	ModeSelfHosted = "selfhosted"
	// ModePublic is meet.jit.si without tokens: development only, since it
	// ends calls embedded through the IFrame API after 5 minutes.
	ModePublic = "public"
)

// Domains of the hosted modes.
const (
	JaaSDomain   = "8x8.vc"
	PublicDomain = "meet.jit.si"
)

// PublicCallLimitMinutes is how long meet.jit.si lets an embedded call
// last (jitsi.org/api); the video page says so.
const PublicCallLimitMinutes = 5

// Room is what the video page needs to open the Jitsi IFrame API.
type Room struct {
	Mode      string `json:"mode"`
	Domain    string `json:"domain"`    // the IFrame API's domain argument
	ScriptURL string `json:"scriptUrl"` // where external_api.js is loaded from
	RoomName  string `json:"roomName"`  // as the IFrame API joins it (JaaS: <AppID>/<room>)
	JWT       string `json:"jwt,omitempty"`
	// CallLimitMinutes is set when the service cuts calls short (public).
	CallLimitMinutes int `json:"callLimitMinutes,omitempty"`
}

// Participant is the person the room token is issued to.
type Participant struct {
	ID        string
	Name      string
	Email     string
	AvatarURL string
	Moderator bool
}

// Window is when a room token is valid: from the join window's opening to
// the session's end.
type Window struct {
	Opens, Ends time.Time
}

// Rooms issues rooms in one mode.
type Rooms struct {
	Mode   string
	Domain string // selfhosted and public: the Jitsi's host; JaaS: 8x8.vc

	// Self-hosted token authentication (prosody's token plugin).
	AppSecret string
	Issuer    string // iss: one of prosody's asap_accepted_issuers (default: its app_id)
	Audience  string // aud: one of asap_accepted_audiences
	Subject   string // sub: the XMPP domain, checked with domain verification

	// JaaS.
	AppID      string // vpaas-magic-cookie-…
	KeyID      string // the API key's id in the JaaS console
	PrivateKey *rsa.PrivateKey
}

// For returns the room of a booking for one participant, with a token valid
// for the window when the mode has tokens.
func (r Rooms) For(roomName string, p Participant, w Window) (Room, error) {
	if roomName == "" {
		return Room{}, errors.New("meeting: empty room name")
	}
	if !w.Ends.After(w.Opens) {
		return Room{}, errors.New("meeting: the window must end after it opens")
	}
	switch r.Mode {
	case ModeJaaS:
		token, err := r.jaasToken(roomName, p, w)
		return Room{Mode: r.Mode, Domain: JaaSDomain, ScriptURL: "https://" + JaaSDomain + "/" + r.AppID + "/external_api.js",
			RoomName: r.AppID + "/" + roomName, JWT: token}, err
	case ModeSelfHosted:
		token, err := r.selfHostedToken(roomName, p, w)
		return Room{Mode: r.Mode, Domain: r.Domain, ScriptURL: "https://" + r.Domain + "/external_api.js",
			RoomName: roomName, JWT: token}, err
	case ModePublic:
		return Room{Mode: r.Mode, Domain: r.Domain, ScriptURL: "https://" + r.Domain + "/external_api.js",
			RoomName: roomName, CallLimitMinutes: PublicCallLimitMinutes}, nil
	}
	return Room{}, fmt.Errorf("meeting: unknown mode %q", r.Mode)
}

// TokenLifetime is how long a room token issued at the window's opening
// lives: the whole window, no more.
func TokenLifetime(w Window) time.Duration { return w.Ends.Sub(w.Opens) }

// roomUser is context.user. JaaS reads moderator as the string "true" or
// "false"; the jitsi-contrib token_affiliation plugin of a self-hosted
// Jitsi reads affiliation (owner: moderator).
type roomUser struct {
	ID          string `json:"id"`
	Name        string `json:"name"`
	Email       string `json:"email,omitempty"`
	Avatar      string `json:"avatar,omitempty"`
	Moderator   string `json:"moderator"`
	Affiliation string `json:"affiliation,omitempty"`
}

// consultationFeatures turns off what a private consultation must not do
// (recording, streaming, dialling out); JaaS honours them for moderators.
var consultationFeatures = map[string]string{
	"livestreaming": "false", "recording": "false", "transcription": "false",
	"outbound-call": "false", "sip-outbound-call": "false",
}

// claims is the token payload both Jitsi deployments read: JaaS
// (developer.8x8.com/jaas/docs/api-keys-jwt) and prosody's token plugin
// (jitsi-meet resources/prosody-plugins/token/util.lib.lua: iss, aud, room,
// sub and the context). aud is a single string, not a list: prosody
// compares it with its accepted audiences as a string.
func claims(roomName string, user roomUser, w Window, iss, aud, sub string) jwt.MapClaims {
	return jwt.MapClaims{
		"iss": iss, "aud": aud, "sub": sub, "room": roomName,
		"nbf": w.Opens.Unix(), "exp": w.Ends.Unix(),
		"context": map[string]any{"user": user},
	}
}

func userOf(p Participant) roomUser {
	return roomUser{ID: p.ID, Name: p.Name, Email: p.Email, Avatar: p.AvatarURL, Moderator: fmt.Sprint(p.Moderator)}
}

// jaasToken is the RS256 token JaaS asks for: kid <AppID>/<keyId>, iss
// "chat", aud "jitsi", sub the AppID.
func (r Rooms) jaasToken(roomName string, p Participant, w Window) (string, error) {
	if r.AppID == "" || r.KeyID == "" || r.PrivateKey == nil {
		return "", errors.New("meeting: JaaS needs the app id, the key id and the private key")
	}
	c := claims(roomName, userOf(p), w, "chat", "jitsi", r.AppID)
	c["context"] = map[string]any{"user": userOf(p), "features": consultationFeatures}
	t := jwt.NewWithClaims(jwt.SigningMethodRS256, c)
	t.Header["kid"] = r.AppID + "/" + r.KeyID
	return t.SignedString(r.PrivateKey)
}

// selfHostedToken is the HS256 token prosody's token plugin checks.
func (r Rooms) selfHostedToken(roomName string, p Participant, w Window) (string, error) {
	if r.AppSecret == "" || r.Issuer == "" || r.Audience == "" || r.Subject == "" {
		return "", errors.New("meeting: a self-hosted Jitsi needs the app secret, issuer, audience and subject")
	}
	user := userOf(p)
	user.Affiliation = "member"
	if p.Moderator {
		user.Affiliation = "owner"
	}
	c := claims(roomName, user, w, r.Issuer, r.Audience, r.Subject)
	return jwt.NewWithClaims(jwt.SigningMethodHS256, c).SignedString([]byte(r.AppSecret))
}
