package api_test

import (
	"crypto/rand"
	"crypto/rsa"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/golang-jwt/jwt/v5"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/config"
	"cerebro/models"
	"cerebro/rules"
)

// The booking, its join window and its room, as the two parties, a
// stranger consultee, the consultant of another booking and the admin see it.

func TestBookingAndItsRoomAreForItsTwoPartiesInsideTheWindow(t *testing.T) {
	p := paidSession(t, soon())
	stranger, otherConsultant, admin := newShopper(t), newSeller(t), adminToken(t)

	mine := call(t, "GET", path("/booking/%d", p.bookingID), p.shopper.token, nil)
	require.Equal(t, http.StatusOK, mine.Status, "%s", mine.Raw)
	assert.EqualValues(t, p.bookingID, mine.Body["id"])
	assert.EqualValues(t, p.seller.id, mine.Body["consultantId"])
	assert.EqualValues(t, p.shopper.id, mine.Body["consulteeId"])
	assert.Equal(t, "CONSULTEE", mine.Body["role"])
	assert.InDelta(t, 35*60, mine.Body["endCountDownTime"], 15)
	assert.InDelta(t, 5*60, mine.Body["startCountDownTime"], 15)
	assert.Equal(t, true, mine.Body["showButton"])
	theirs := call(t, "GET", path("/booking/%d", p.bookingID), p.seller.token, nil)
	require.Equal(t, http.StatusOK, theirs.Status)
	assert.Equal(t, "CONSULTANT", theirs.Body["role"])
	asAdmin := call(t, "GET", path("/booking/%d", p.bookingID), admin, nil)
	require.Equal(t, http.StatusOK, asAdmin.Status)
	assert.Equal(t, false, asAdmin.Body["showButton"], "the admin does not join")

	for who, token := range map[string]string{"stranger": stranger.token, "other consultant": otherConsultant.token} {
		assert.Equal(t, http.StatusForbidden, call(t, "GET", path("/booking/%d", p.bookingID), token, nil).Status, who)
		assert.Equal(t, http.StatusForbidden, call(t, "GET", path("/booking/validate/?bookingId=%d", p.bookingID), token, nil).Status, who)
		assert.Equal(t, http.StatusForbidden, call(t, "GET", path("/booking/%d/meeting", p.bookingID), token, nil).Status, who)
		assert.Equal(t, http.StatusForbidden, call(t, "POST", path("/booking/rate"), token, map[string]any{"bookingId": p.bookingID}).Status, who)
	}
	assert.Equal(t, http.StatusForbidden, call(t, "GET", path("/booking/validate/?bookingId=%d", p.bookingID), admin, nil).Status)

	for _, token := range []string{p.shopper.token, p.seller.token} {
		res := call(t, "GET", path("/booking/validate/?bookingId=%d", p.bookingID), token, nil)
		require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
		assert.Equal(t, "true", strings.TrimSpace(string(res.Raw)))
	}
	list := call(t, "GET", path("/booking/consultee/%d", p.shopper.id), p.shopper.token, nil)
	assert.Contains(t, string(list.Raw), `"showButton":true`)
	list = call(t, "GET", path("/booking/consultant?consultantId=%d", p.seller.id), p.seller.token, nil)
	assert.Contains(t, string(list.Raw), `"showButton":true`)

	room := call(t, "GET", path("/booking/%d/meeting", p.bookingID), p.shopper.token, nil)
	require.Equal(t, http.StatusOK, room.Status, "%s", room.Raw)
	assert.Equal(t, env.cfg.Jitsi.Domain, room.Body["domain"])
	assert.Equal(t, bookingRow(t, p.bookingID).RoomName, room.Body["roomName"])
	assert.Regexp(t, `^[0-9a-f]{32}$`, room.Body["roomName"], "a room name nobody can guess")
	assert.NotContains(t, room.Body, "jwt", "meet.jit.si needs no token")
	assert.Equal(t, "public", room.Body["mode"])
	assert.EqualValues(t, 5, room.Body["callLimitMinutes"], "the video page says calls end after 5 minutes")
}

func TestOutsideTheWindowNobodyJoins(t *testing.T) {
	p := paidSession(t, tomorrow())

	res := call(t, "GET", path("/booking/validate/?bookingId=%d", p.bookingID), p.shopper.token, nil)
	require.Equal(t, http.StatusOK, res.Status)
	assert.Equal(t, "false", strings.TrimSpace(string(res.Raw)))
	assert.Equal(t, false, call(t, "GET", path("/booking/%d", p.bookingID), p.shopper.token, nil).Body["showButton"])
	assert.Contains(t, string(call(t, "GET", path("/booking/consultee/%d", p.shopper.id), p.shopper.token, nil).Raw), `"showButton":false`)
	room := call(t, "GET", path("/booking/%d/meeting", p.bookingID), p.seller.token, nil)
	assert.Equal(t, http.StatusConflict, room.Status)
	assert.Contains(t, room.message(), "The meeting room opens at")
	assert.Equal(t, http.StatusConflict, call(t, "POST", path("/booking/rate"), p.shopper.token, map[string]any{"bookingId": p.bookingID}).Status)

	over := heldSession(t, time.Hour)
	res = call(t, "GET", path("/booking/validate/?bookingId=%d", over.bookingID), over.seller.token, nil)
	assert.Equal(t, "false", strings.TrimSpace(string(res.Raw)))
	expired := call(t, "GET", path("/booking/%d/meeting", over.bookingID), over.shopper.token, nil)
	assert.Equal(t, http.StatusConflict, expired.Status)
	assert.Equal(t, "This meeting is expired.", expired.message())
}

func TestJoiningReportsToTheSessionAndCreatesTheRatingRecordOnce(t *testing.T) {
	p := paidSession(t, soon())
	join := func(token string) int64 {
		res := call(t, "POST", path("/booking/rate"), token, map[string]any{"bookingId": p.bookingID})
		require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
		return int64(res.Body["id"].(float64))
	}

	first, again, theirs := join(p.shopper.token), join(p.shopper.token), join(p.seller.token)

	assert.Equal(t, first, again, "joining again (a reload) keeps one record")
	assert.NotEqual(t, first, theirs)
	assert.Equal(t, map[models.Rater]int64{models.RaterConsultee: first, models.RaterConsultant: theirs}, rateIDs(t, p.bookingID))
	require.Eventually(t, func() bool {
		b := bookingRow(t, p.bookingID)
		return b.ConsulteeJoinedAt != nil && b.ConsultantJoinedAt != nil
	}, 10*time.Second, 50*time.Millisecond, "the session records both joins")
	st := sessionStatus(t, p.bookingID)
	assert.Equal(t, "OPEN", st.Phase)
	assert.True(t, st.ConsulteeJoined)
	assert.True(t, st.ConsultantJoined)
	rate := call(t, "GET", path("/booking/rate/%d", first), p.shopper.token, nil)
	require.Equal(t, http.StatusOK, rate.Status)
	assert.EqualValues(t, -1, rate.Body["rate"])
	assert.Equal(t, false, rate.Body["hasRated"])
}

func TestMeetingTokenWhenJitsiTokenAuthIsConfigured(t *testing.T) {
	ts := serverWithConfig(t, func(c *config.Config) {
		c.Jitsi = config.Jitsi{Mode: "selfhosted", Domain: "meet.cerebro.lk", AppID: "cerebro", AppSecret: "a-long-jitsi-secret",
			TokenIssuer: "cerebro", TokenAudience: "jitsi", TokenSubject: "meet.jitsi"}
	})
	p := paidSession(t, soon())
	opens, ends := rules.JoinWindow(p.start, p.start.Add(30*time.Minute), env.cfg.JoinEarly)

	for token, moderator := range map[string]string{p.seller.token: "true", p.shopper.token: "false"} {
		res := callOn(t, ts, "GET", path("/booking/%d/meeting", p.bookingID), token, nil)
		require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
		assert.Equal(t, "meet.cerebro.lk", res.Body["domain"])
		assert.Equal(t, "selfhosted", res.Body["mode"])
		claims := jwt.MapClaims{}
		_, err := jwt.ParseWithClaims(res.Body["jwt"].(string), claims, func(*jwt.Token) (any, error) {
			return []byte("a-long-jitsi-secret"), nil
		})
		require.NoError(t, err)
		assert.Equal(t, res.Body["roomName"], claims["room"])
		assert.EqualValues(t, opens.Unix(), claims["nbf"], "valid from the window's opening")
		assert.EqualValues(t, ends.Unix(), claims["exp"], "to the session's end")
		user := claims["context"].(map[string]any)["user"].(map[string]any)
		assert.Equal(t, moderator, user["moderator"], "the consultant moderates")
	}
}

func TestJaaSRoomIsTheAppsRoomWithAnRS256Token(t *testing.T) {
	key, err := rsa.GenerateKey(rand.Reader, 2048)
	require.NoError(t, err)
	ts := serverWithConfig(t, func(c *config.Config) {
		c.Jitsi = config.Jitsi{Mode: "jaas", Domain: "8x8.vc", JaaSAppID: "vpaas-magic-cookie-abc", JaaSKeyID: "k1", JaaSPrivateKey: key}
	})
	p := paidSession(t, soon())

	res := callOn(t, ts, "GET", path("/booking/%d/meeting", p.bookingID), p.shopper.token, nil)
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	room := bookingRow(t, p.bookingID).RoomName
	assert.Equal(t, "vpaas-magic-cookie-abc/"+room, res.Body["roomName"])
	assert.Equal(t, "https://8x8.vc/vpaas-magic-cookie-abc/external_api.js", res.Body["scriptUrl"])
	claims := jwt.MapClaims{}
	tok, err := jwt.ParseWithClaims(res.Body["jwt"].(string), claims, func(*jwt.Token) (any, error) { return &key.PublicKey, nil },
		jwt.WithValidMethods([]string{"RS256"}))
	require.NoError(t, err)
	assert.Equal(t, "vpaas-magic-cookie-abc/k1", tok.Header["kid"])
	assert.Equal(t, room, claims["room"])
	noFollow := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	page, err := noFollow.Get(ts.URL + "/") // (a redirect to the public address carries the headers too)
	require.NoError(t, err)
	_ = page.Body.Close()
	assert.Contains(t, page.Header.Get("Content-Security-Policy"), "script-src 'self' https://8x8.vc", "the CSP follows the mode's domain")
}
