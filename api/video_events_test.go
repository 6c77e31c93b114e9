package api_test

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.temporal.io/sdk/client"

	"cerebro/activities"
	"cerebro/api"
	"cerebro/config"
	"cerebro/meeting"
	"cerebro/models"
	"cerebro/models/refund"
	"cerebro/models/session"
	"cerebro/rules"
	"cerebro/worker"
	"cerebro/workflows"
	sessionwf "cerebro/workflows/session"
)

// Presence from the video service (POST /api/v1/video/events): JaaS's
// webhooks, or our prosody module on a self-hosted Jitsi, posting the
// bodies JaaS documents (developer.8x8.com/jaas/docs/webhooks-payload).
// Where the mode has them, only they decide the outcome.

const (
	jaasApp          = "vpaas-magic-cookie-c2824d584eac4489a1e32e4e164d5a3c"
	jaasWebhookAuth  = "Bearer jaas-console-authorization-header-0123456789"
	prosodyApp       = "cerebro"
	prosodyEventAuth = "prosody-events-secret-of-32-characters-0123"
)

// videoSite is the app in one video mode: its own API server and a worker
// on its own task queue, over the shared PostgreSQL and Temporal.
type videoSite struct {
	url, queue, app, auth string
}

func newVideoSite(t *testing.T, j config.Jitsi) videoSite {
	t.Helper()
	cfg := env.cfg
	cfg.Jitsi = j
	cfg.TaskQueue = "video-" + j.Mode + "-" + randomHex(t)
	w := worker.New(env.temporal, cfg.TaskQueue, &activities.Deps{Store: env.store, Stores: env.stores, Mailer: env.outbox,
		Gateway: env.gateway, PublicBaseURL: cfg.PublicBaseURL, UploadDir: cfg.UploadDir, VideoEvents: j.VideoEvents()})
	require.NoError(t, w.Start())
	t.Cleanup(w.Stop)
	srv, err := api.NewServer(api.Deps{Config: cfg, Store: env.store, Temporal: env.temporal, Mailer: env.outbox, Gateway: env.gateway})
	require.NoError(t, err)
	ts := httptest.NewServer(checkCodes(srv.Handler(), func(v string) { t.Errorf("an error left the API without a proper code: %s", v) }))
	t.Cleanup(ts.Close)
	return videoSite{url: ts.URL, queue: cfg.TaskQueue, app: j.EventsAppID(), auth: j.EventsAuthorization()}
}

func jaasSite(t *testing.T) videoSite {
	return newVideoSite(t, config.Jitsi{Mode: meeting.ModeJaaS, Domain: meeting.JaaSDomain, JaaSAppID: jaasApp,
		JaaSWebhookSecret: jaasWebhookAuth})
}

func selfHostedSite(t *testing.T) videoSite {
	return newVideoSite(t, config.Jitsi{Mode: meeting.ModeSelfHosted, Domain: "meet.cerebro.test", AppID: prosodyApp,
		AppSecret: "a-jitsi-secret-of-thirty-two-characters", TokenIssuer: prosodyApp, TokenAudience: "jitsi",
		TokenSubject: "meet.jitsi", EventsSecret: prosodyEventAuth})
}

func randomHex(t *testing.T) string {
	b := make([]byte, 8)
	_, err := rand.Read(b)
	require.NoError(t, err)
	return hex.EncodeToString(b)
}

// jaasBody is a webhook body as JaaS documents it.
func jaasBody(t *testing.T, app, typ, room, userID, conn string, at time.Time) map[string]any {
	data := map[string]any{"conference": room + "@conference." + app + ".8x8.vc", "isBreakout": false}
	if typ == rules.VideoParticipantJoined || typ == rules.VideoParticipantLeft {
		data = map[string]any{"moderator": "false", "name": "Kamala Silva", "group": "", "email": "", "id": userID,
			"participantJid": conn + "@" + app + ".8x8.vc/" + conn, "participantId": conn, "avatar": "", "isBreakout": false}
		if typ == rules.VideoParticipantLeft {
			data["disconnectReason"] = "left"
		}
	}
	return map[string]any{"idempotencyKey": randomHex(t) + "-" + typ, "customerId": "c2824d584eac4489a1e32e4e164d5a3c",
		"appId": app, "eventType": typ, "sessionId": "c3348153-1027-4382-afad-5ae91b433c26", "timestamp": at.UnixMilli(),
		"fqn": app + "/" + room, "data": data}
}

// post delivers an event to the site with the given Authorization header.
func (v videoSite) post(t *testing.T, auth string, body any) response {
	t.Helper()
	return send(t, v.url, "POST", "/api/v1/video/events", "", body, map[string]string{"Authorization": auth})
}

// deliver posts an event as the site's video service does and expects it recorded.
func (v videoSite) deliver(t *testing.T, body map[string]any) {
	t.Helper()
	res := v.post(t, v.auth, body)
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	require.Equal(t, "recorded", res.Body["result"], "%s", res.Raw)
}

// room is a booking's room and its parties' user ids, as the tokens carry them.
type room struct{ name, consultee, consultant string }

func roomOf(t *testing.T, bookingID int64) room {
	b := bookingRow(t, bookingID)
	return room{b.RoomName, session.ParticipantUserID(models.RaterConsultee, b.ConsulteeID),
		session.ParticipantUserID(models.RaterConsultant, b.ConsultantID)}
}

// inRoom delivers a party's stay from minute from to minute to of the slot.
func (v videoSite) inRoom(t *testing.T, p paid, userID string, from, to float64) {
	t.Helper()
	r, at := roomOf(t, p.bookingID), func(n float64) time.Time { return p.start.Add(time.Duration(n * float64(time.Minute))) }
	conn := randomHex(t)
	v.deliver(t, jaasBody(t, v.app, rules.VideoParticipantJoined, r.name, userID, conn, at(from)))
	v.deliver(t, jaasBody(t, v.app, rules.VideoParticipantLeft, r.name, userID, conn, at(to)))
}

// decide starts the session workflow of a booking that ended two minutes
// ago on the site's worker, and waits for its outcome.
func (v videoSite) decide(t *testing.T, p paid) models.Booking {
	t.Helper()
	_, err := env.temporal.ExecuteWorkflow(context.Background(), client.StartWorkflowOptions{
		ID: workflows.SessionWorkflowID(p.bookingID), TaskQueue: v.queue}, sessionwf.Session,
		sessionwf.SessionInput{BookingID: p.bookingID, StartsAt: p.start, EndsAt: p.start.Add(30 * time.Minute),
			PriceCents: slotPrice, JoinEarly: env.cfg.JoinEarly})
	require.NoError(t, err)
	require.Eventually(t, func() bool {
		b := bookingRow(t, p.bookingID)
		return b.Outcome != nil && b.Status != models.BookingConfirmed
	}, 15*time.Second, 50*time.Millisecond, "the session decides its outcome and carries it out")
	return bookingRow(t, p.bookingID)
}

func ended(t *testing.T) paid {
	return storedBooking(t, time.Now().UTC().Add(-32*time.Minute).Truncate(time.Second), models.BookingConfirmed)
}

func videoEventsOf(t *testing.T, bookingID int64) int64 {
	var n int64
	require.NoError(t, env.store.DB.Table("video_events").Where("booking_id = ?", bookingID).Count(&n).Error)
	return n
}

func penaltiesOf(t *testing.T, bookingID int64) int64 {
	var n int64
	require.NoError(t, env.store.DB.Table("penalties").Where("booking_id = ?", bookingID).Count(&n).Error)
	return n
}

// Per mode with events: a consultant who never entered is a no-show
// whatever their browser says; a consultee whose browser said nothing but
// who was in the room was present.
func TestTheVideoServiceDecidesPresence(t *testing.T) {
	for name, site := range map[string]func(*testing.T) videoSite{"jaas": jaasSite, "selfhosted": selfHostedSite} {
		t.Run(name, func(t *testing.T) {
			v := site(t)
			t.Run("a consultant who never entered the room is a no-show", func(t *testing.T) {
				p := ended(t)
				rm := roomOf(t, p.bookingID)
				v.inRoom(t, p, rm.consultee, 0, 30)
				// The consultant's browser claims the whole session, seeing the consultee.
				stayed(t, p, models.RaterConsultant, p.start, 0, 30, true)
				stayed(t, p, models.RaterConsultee, p.start, 0, 30, false)
				b := v.decide(t, p)
				assert.Equal(t, string(rules.OutcomeConsultantNoShow), *b.Outcome)
				assert.Equal(t, models.BookingCancelled, b.Status)
				assert.EqualValues(t, 1, penaltiesOf(t, p.bookingID), "the no-show penalty")
				r := refundOfBooking(t, p.bookingID)
				assert.Equal(t, models.CauseConsultantNoShow, r.Cause)
				require.NotNil(t, r.Amount)
				assert.EqualValues(t, slotPrice, *r.Amount, "a full refund")
			})
			t.Run("a consultee who silenced their reports but was in the room was present", func(t *testing.T) {
				p := ended(t)
				r := roomOf(t, p.bookingID)
				v.inRoom(t, p, r.consultee, 0, 30)
				v.inRoom(t, p, r.consultant, 0, 30)
				stayed(t, p, models.RaterConsultant, p.start, 0, 30, false) // "never saw the consultee"
				b := v.decide(t, p)
				assert.Equal(t, string(rules.OutcomeHeld), *b.Outcome)
				assert.Equal(t, models.BookingCompleted, b.Status)
				var refunds int64
				env.store.DB.Model(&refund.Refund{}).Where("booking_id = ?", p.bookingID).Count(&refunds)
				assert.Zero(t, refunds, "nothing refunded")
				view := send(t, v.url, "GET", path("/booking/%d/presence", p.bookingID), "", nil,
					map[string]string{"Authorization": "Bearer " + adminToken(t)})
				require.Equal(t, http.StatusOK, view.Status, "%s", view.Raw)
				assert.Equal(t, "video", view.Body["source"], "the admin sees what decided")
				assert.EqualValues(t, 30*60, view.Body["togetherSeconds"])
			})
		})
	}
}

// A mode without the video service's events (here the public service) is
// decided by the browsers' reports, as before.
func TestWithoutVideoEventsTheBrowsersDecide(t *testing.T) {
	require.False(t, env.cfg.Jitsi.VideoEvents(), "the tests' default mode has no events")
	p := endedSession(t, func(p paid, start time.Time) {
		stayed(t, p, models.RaterConsultee, start, 0, 30, true)
		stayed(t, p, models.RaterConsultant, start, 0, 30, true)
	})
	assert.Equal(t, string(rules.OutcomeHeld), *bookingRow(t, p.bookingID).Outcome, "no video events, yet held: the reports decided")
	view := call(t, "GET", path("/booking/%d/presence", p.bookingID), adminToken(t), nil)
	assert.Equal(t, "browsers", view.Body["source"])
	r := roomOf(t, p.bookingID)
	res := call(t, "POST", "/api/v1/video/events", "", jaasBody(t, jaasApp, rules.VideoParticipantJoined, r.name, r.consultee, "c", p.start))
	assert.Equal(t, http.StatusUnauthorized, res.Status, "a mode without events takes none")
}

func TestVideoEventsNeedTheModesSecret(t *testing.T) {
	jaas, self := jaasSite(t), selfHostedSite(t)
	p := ended(t)
	r := roomOf(t, p.bookingID)
	body := func(app string) map[string]any {
		return jaasBody(t, app, rules.VideoParticipantJoined, r.name, r.consultant, "c1", p.start)
	}
	for name, c := range map[string]struct {
		site videoSite
		auth string
		app  string
	}{
		"no header":                    {jaas, "", jaasApp},
		"a wrong secret":               {jaas, "Bearer jaas-console-authorization-header-0123456788", jaasApp},
		"the header without Bearer":    {jaas, "jaas-console-authorization-header-0123456789", jaasApp},
		"prosody's secret on JaaS":     {jaas, prosodyEventAuth, jaasApp},
		"JaaS's secret on prosody's":   {self, jaasWebhookAuth, prosodyApp},
		"a user's token":               {jaas, "Bearer " + p.seller.token, jaasApp},
		"no header to prosody's":       {self, "", prosodyApp},
		"the secret as a bearer to it": {self, "Bearer " + prosodyEventAuth, prosodyApp},
	} {
		res := c.site.post(t, c.auth, body(c.app))
		assert.Equal(t, http.StatusUnauthorized, res.Status, name)
		assert.Equal(t, "The Authorization header is not this site's video events secret.", res.message(), name)
	}
	assert.Zero(t, videoEventsOf(t, p.bookingID), "nothing stored")
	jaas.deliver(t, body(jaasApp))
	self.deliver(t, body(prosodyApp))
	assert.EqualValues(t, 2, videoEventsOf(t, p.bookingID))
}

func TestVideoEventsAreCheckedAndRecordedOnce(t *testing.T) {
	v := jaasSite(t)
	p := ended(t)
	r := roomOf(t, p.bookingID)
	joined := jaasBody(t, jaasApp, rules.VideoParticipantJoined, r.name, r.consultee, "c1", p.start)
	v.deliver(t, joined)
	again := v.post(t, v.auth, joined)
	require.Equal(t, http.StatusOK, again.Status)
	assert.Equal(t, "duplicate", again.Body["result"], "JaaS may deliver an event twice")
	assert.EqualValues(t, 1, videoEventsOf(t, p.bookingID))

	with := func(k string, val any) map[string]any {
		b := jaasBody(t, jaasApp, rules.VideoParticipantLeft, r.name, r.consultee, "c1", p.start.Add(time.Minute))
		b[k] = val
		return b
	}
	for name, c := range map[string]struct {
		body any
		msg  string
	}{
		"no idempotency key":   {with("idempotencyKey", ""), "idempotencyKey must be set"},
		"no event type":        {with("eventType", ""), "eventType must be set."},
		"no timestamp":         {with("timestamp", 0), "timestamp must be the event's time in Unix milliseconds"},
		"a time in the future": {with("timestamp", time.Now().Add(time.Hour).UnixMilli()), "timestamp must be"},
		"another app's room":   {with("fqn", "vpaas-magic-cookie-other/"+r.name), "fqn must be [AppID]/[room name]"},
		"no room":              {with("fqn", jaasApp+"/"), "fqn must be"},
		"a timestamp string":   {with("timestamp", "yesterday"), `Field "timestamp" must be of type number.`},
		"not JSON":             {"{", "The request body has the wrong shape."},
	} {
		res := v.post(t, v.auth, c.body)
		assert.Equal(t, http.StatusBadRequest, res.Status, "%s: %s", name, res.Raw)
		assert.Contains(t, res.message(), c.msg, name)
	}
	for name, c := range map[string]struct {
		body   map[string]any
		reason string
	}{
		"another room":         {jaasBody(t, jaasApp, rules.VideoParticipantJoined, "not-a-booking-room", r.consultee, "c9", p.start), "no booking has this room"},
		"somebody else":        {jaasBody(t, jaasApp, rules.VideoParticipantJoined, r.name, "consultee-999999999", "c9", p.start), "neither party"},
		"an event not counted": {jaasBody(t, jaasApp, "RECORDING_STARTED", r.name, "", "", p.start), "does not decide presence"},
	} {
		res := v.post(t, v.auth, c.body)
		require.Equal(t, http.StatusOK, res.Status, "%s: %s", name, res.Raw)
		assert.Equal(t, "ignored", res.Body["result"], name)
		assert.Contains(t, res.Body["reason"], c.reason, name)
	}
	assert.EqualValues(t, 1, videoEventsOf(t, p.bookingID), "nothing refused or ignored was stored")
}

// Events arrive in any order; their timestamps order them.
func TestVideoEventsAreOrderedByTheirTimestamps(t *testing.T) {
	v := jaasSite(t)
	p := ended(t)
	r := roomOf(t, p.bookingID)
	at := func(min int) time.Time { return p.start.Add(time.Duration(min) * time.Minute) }
	for _, e := range []map[string]any{
		jaasBody(t, jaasApp, rules.VideoRoomDestroyed, r.name, "", "", at(31)),
		jaasBody(t, jaasApp, rules.VideoParticipantLeft, r.name, r.consultee, "ee", at(10)),
		jaasBody(t, jaasApp, rules.VideoParticipantLeft, r.name, r.consultant, "ant", at(30)),
		jaasBody(t, jaasApp, rules.VideoParticipantJoined, r.name, r.consultant, "ant", at(0)),
		jaasBody(t, jaasApp, rules.VideoParticipantJoined, r.name, r.consultee, "ee", at(0)),
		jaasBody(t, jaasApp, rules.VideoRoomCreated, r.name, "", "", at(-1)),
	} {
		v.deliver(t, e)
	}
	b := v.decide(t, p)
	assert.Equal(t, string(rules.OutcomeCutShort), *b.Outcome, "together the first 10 minutes only")
	require.Eventually(t, func() bool {
		var n int64
		env.store.DB.Model(&refund.Refund{}).Where("booking_id = ?", p.bookingID).Count(&n)
		return n == 1
	}, 10*time.Second, 50*time.Millisecond, "the claim is opened after the booking completes")
	assert.Contains(t, refundOfBooking(t, p.bookingID).Note, "together 10 min 0 s in the room, as the video service saw them")
}
