package meeting_test

import (
	"crypto/rand"
	"crypto/rsa"
	"testing"
	"time"

	"github.com/golang-jwt/jwt/v5"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/meeting"
)

var (
	opens  = time.Date(2030, 1, 1, 3, 50, 0, 0, time.UTC)
	ends   = time.Date(2030, 1, 1, 5, 0, 0, 0, time.UTC)
	window = meeting.Window{Opens: opens, Ends: ends}
	nimal  = meeting.Participant{ID: "consultant-7", Name: "Nimal Perera", Email: "nimal@example.lk",
		AvatarURL: "https://cerebro.lk/api/v1/images/n.png", Moderator: true}
	kamala = meeting.Participant{ID: "consultee-9", Name: "Kamala Silva"}
)

// during verifies tokens as if it were the given instant.
func during(at time.Time) jwt.ParserOption {
	return jwt.WithTimeFunc(func() time.Time { return at })
}

func TestPublicModeHasNoTokenAndSaysCallsAreCut(t *testing.T) {
	rooms := meeting.Rooms{Mode: meeting.ModePublic, Domain: meeting.PublicDomain}
	room, err := rooms.For("a1b2", kamala, window)
	require.NoError(t, err)
	assert.Equal(t, meeting.Room{Mode: "public", Domain: "meet.jit.si", ScriptURL: "https://meet.jit.si/external_api.js",
		RoomName: "a1b2", CallLimitMinutes: 5}, room)
}

func TestJaaSTokenVerifiesWithThePublicKeyAndCarriesEveryClaim(t *testing.T) {
	key, err := rsa.GenerateKey(rand.Reader, 2048)
	require.NoError(t, err)
	rooms := meeting.Rooms{Mode: meeting.ModeJaaS, AppID: "vpaas-magic-cookie-1fc542a3", KeyID: "4f4910", PrivateKey: key}
	room, err := rooms.For("f00dfeed", nimal, window)
	require.NoError(t, err)
	assert.Equal(t, "8x8.vc", room.Domain)
	assert.Equal(t, "https://8x8.vc/vpaas-magic-cookie-1fc542a3/external_api.js", room.ScriptURL)
	assert.Equal(t, "vpaas-magic-cookie-1fc542a3/f00dfeed", room.RoomName, "the IFrame API joins <AppID>/<room>")
	assert.Zero(t, room.CallLimitMinutes)

	claims := jwt.MapClaims{}
	token, err := jwt.ParseWithClaims(room.JWT, claims, func(tok *jwt.Token) (any, error) { return &key.PublicKey, nil },
		jwt.WithValidMethods([]string{"RS256"}), during(opens.Add(time.Minute)))
	require.NoError(t, err)
	assert.Equal(t, map[string]any{"alg": "RS256", "typ": "JWT", "kid": "vpaas-magic-cookie-1fc542a3/4f4910"}, token.Header)
	assert.Equal(t, "chat", claims["iss"])
	assert.Equal(t, "jitsi", claims["aud"], "a single string, as JaaS hardcodes it")
	assert.Equal(t, "vpaas-magic-cookie-1fc542a3", claims["sub"])
	assert.Equal(t, "f00dfeed", claims["room"], "the room claim is the bare room name")
	assert.EqualValues(t, opens.Unix(), claims["nbf"], "valid from the join window's opening")
	assert.EqualValues(t, ends.Unix(), claims["exp"], "until the session's end")
	context := claims["context"].(map[string]any)
	assert.Equal(t, map[string]any{"id": "consultant-7", "name": "Nimal Perera", "email": "nimal@example.lk",
		"avatar": "https://cerebro.lk/api/v1/images/n.png", "moderator": "true"}, context["user"])
	assert.Equal(t, map[string]any{"livestreaming": "false", "recording": "false", "transcription": "false",
		"outbound-call": "false", "sip-outbound-call": "false"}, context["features"])

	consultee, err := rooms.For("f00dfeed", kamala, window)
	require.NoError(t, err)
	claims = jwt.MapClaims{}
	_, err = jwt.ParseWithClaims(consultee.JWT, claims, func(*jwt.Token) (any, error) { return &key.PublicKey, nil }, during(opens))
	require.NoError(t, err)
	assert.Equal(t, "false", claims["context"].(map[string]any)["user"].(map[string]any)["moderator"], "only the consultant moderates")

	other, err := rsa.GenerateKey(rand.Reader, 2048)
	require.NoError(t, err)
	_, err = jwt.Parse(room.JWT, func(*jwt.Token) (any, error) { return &other.PublicKey, nil }, during(opens))
	assert.Error(t, err, "another key's public half refuses it")
	_, err = jwt.Parse(room.JWT, func(*jwt.Token) (any, error) { return &key.PublicKey, nil }, during(opens.Add(-time.Second)))
	assert.ErrorIs(t, err, jwt.ErrTokenNotValidYet, "useless before the window opens")
	_, err = jwt.Parse(room.JWT, func(*jwt.Token) (any, error) { return &key.PublicKey, nil }, during(ends.Add(time.Second)))
	assert.ErrorIs(t, err, jwt.ErrTokenExpired, "useless after the session's end")
}

func TestSelfHostedTokenIsWhatProsodyChecks(t *testing.T) {
	rooms := meeting.Rooms{Mode: meeting.ModeSelfHosted, Domain: "meet.cerebro.lk", AppSecret: "s3cret-s3cret-s3cret",
		Issuer: "cerebro", Audience: "jitsi", Subject: "meet.jitsi"}
	room, err := rooms.For("f00dfeed", nimal, window)
	require.NoError(t, err)
	assert.Equal(t, "https://meet.cerebro.lk/external_api.js", room.ScriptURL)
	assert.Equal(t, "f00dfeed", room.RoomName)

	claims := jwt.MapClaims{}
	_, err = jwt.ParseWithClaims(room.JWT, claims, func(*jwt.Token) (any, error) { return []byte("s3cret-s3cret-s3cret"), nil },
		jwt.WithValidMethods([]string{"HS256"}), during(opens))
	require.NoError(t, err)
	assert.Equal(t, "cerebro", claims["iss"], "prosody accepts iss in asap_accepted_issuers")
	assert.Equal(t, "jitsi", claims["aud"], "and aud, a string, in asap_accepted_audiences")
	assert.Equal(t, "meet.jitsi", claims["sub"], "docker-jitsi-meet's XMPP domain")
	assert.Equal(t, "f00dfeed", claims["room"])
	assert.EqualValues(t, ends.Unix(), claims["exp"])
	user := claims["context"].(map[string]any)["user"].(map[string]any)
	assert.Equal(t, "true", user["moderator"])
	assert.Equal(t, "owner", user["affiliation"])

	_, err = jwt.Parse(room.JWT, func(*jwt.Token) (any, error) { return []byte("wrong"), nil }, during(opens))
	assert.Error(t, err, "a token signed with another secret is refused")
}

func TestTokenLifetimeIsTheJoinWindow(t *testing.T) {
	assert.Equal(t, 70*time.Minute, meeting.TokenLifetime(window))
}

func TestMisconfiguredRoomsRefuse(t *testing.T) {
	for name, rooms := range map[string]meeting.Rooms{
		"jaas without a key":          {Mode: meeting.ModeJaaS, AppID: "vpaas-magic-cookie-1", KeyID: "k"},
		"selfhosted without a secret": {Mode: meeting.ModeSelfHosted, Domain: "d", Issuer: "i", Audience: "a", Subject: "s"},
		"an unknown mode":             {Mode: "zoom"},
	} {
		_, err := rooms.For("r", kamala, window)
		assert.Error(t, err, name)
	}
	_, err := meeting.Rooms{Mode: meeting.ModePublic, Domain: "meet.jit.si"}.For("", kamala, window)
	assert.Error(t, err, "an empty room name")
}
