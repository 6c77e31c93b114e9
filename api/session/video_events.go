package session

import (
	"crypto/subtle"
	"errors"
	"net/http"
	"slices"
	"strings"
	"time"

	"github.com/gin-gonic/gin"

	"cerebro/api/web"
	"cerebro/apperr"
	"cerebro/meeting"
	"cerebro/models/session"
	"cerebro/rules"
)

// POST /video/events: who entered and left the rooms, from the video
// service itself. JaaS posts its webhooks here (the Authorization header
// set on the JaaS console, JAAS_WEBHOOK_SECRET); a self-hosted Jitsi's
// prosody module (deploy/jitsi) posts the same shape with
// JITSI_EVENTS_SECRET. README "Video events" has the contract.

// Video event refusals.
const (
	errVideoUnauthorized apperr.Code = "session.video_unauthorized"
	errVideoKey          apperr.Code = "session.video_key"
	errVideoType         apperr.Code = "session.video_type"
	errVideoTimestamp    apperr.Code = "session.video_timestamp"
	errVideoFQN          apperr.Code = "session.video_fqn"
)

// videoEventSkew is how far ahead of this server's clock an event's time
// may be (the two clocks differ a little).
const videoEventSkew = time.Minute

// videoEvent is a JaaS webhook's body (developer.8x8.com/jaas/docs/webhooks-payload);
// only what decides presence is read.
type videoEvent struct {
	IdempotencyKey string `json:"idempotencyKey"`
	EventType      string `json:"eventType"`
	SessionID      string `json:"sessionId"`
	Timestamp      int64  `json:"timestamp"` // Unix milliseconds: the order of events
	FQN            string `json:"fqn"`       // [AppID]/[room name]
	Data           struct {
		ID            string `json:"id"`            // the room token's context.user.id
		ParticipantID string `json:"participantId"` // the connection
	} `json:"data"`
}

// videoEventAnswer says what became of a delivered event.
type videoEventAnswer struct {
	Result string `json:"result"` // recorded, duplicate or ignored
	Reason string `json:"reason,omitempty"`
}

// videoEvents is POST /video/events. 401 and nothing read without the
// mode's secret; 400 on a body that is not an event of this site's app;
// else 200 saying whether it was recorded, a duplicate or ignored (an
// event type or participant that does not decide presence), so the
// service does not deliver it again.
func (h *Handlers) videoEvents(c *gin.Context) {
	if !h.videoServiceAuthorized(c.GetHeader("Authorization")) {
		web.Fail(c, apperr.New(errVideoUnauthorized))
		return
	}
	var in videoEvent
	if !web.BindJSON(c, &in) {
		return
	}
	e, err := h.readVideoEvent(in)
	if err != nil {
		web.Fail(c, err)
		return
	}
	if !slices.Contains(rules.VideoEventTypes, e.Type) {
		c.JSON(http.StatusOK, videoEventAnswer{Result: session.VideoEventIgnored, Reason: "this event type does not decide presence"})
		return
	}
	result, err := h.Session.RecordVideoEvent(c.Request.Context(), e)
	switch {
	case errors.Is(err, session.ErrVideoUnknownRoom), errors.Is(err, session.ErrVideoUnknownParty):
		c.JSON(http.StatusOK, videoEventAnswer{Result: result, Reason: err.Error()})
	case err != nil:
		web.Fail(c, err)
	default:
		c.JSON(http.StatusOK, videoEventAnswer{Result: result})
	}
}

// videoServiceAuthorized compares the header with the mode's secret in
// constant time; a mode without one (public, or unset) authorizes nothing.
func (h *Handlers) videoServiceAuthorized(header string) bool {
	secret := h.Config.Jitsi.EventsAuthorization()
	return secret != "" && subtle.ConstantTimeCompare([]byte(header), []byte(secret)) == 1
}

// readVideoEvent checks a body and reads it as an event of a room.
func (h *Handlers) readVideoEvent(in videoEvent) (session.VideoEvent, error) {
	switch {
	case in.IdempotencyKey == "" || len(in.IdempotencyKey) > 200:
		return session.VideoEvent{}, apperr.New(errVideoKey)
	case in.EventType == "":
		return session.VideoEvent{}, apperr.New(errVideoType)
	case in.Timestamp <= 0 || time.UnixMilli(in.Timestamp).After(h.Now().Add(videoEventSkew)):
		return session.VideoEvent{}, apperr.New(errVideoTimestamp)
	}
	app, room, ok := strings.Cut(in.FQN, "/")
	if !ok || room == "" || app != h.Config.Jitsi.EventsAppID() {
		return session.VideoEvent{}, apperr.New(errVideoFQN)
	}
	source := session.VideoSourceJaaS
	if h.Config.Jitsi.Mode == meeting.ModeSelfHosted {
		source = session.VideoSourceJitsi
	}
	return session.VideoEvent{IdempotencyKey: in.IdempotencyKey, Source: source, Type: in.EventType, Room: room,
		SessionID: in.SessionID, UserID: in.Data.ID, Participant: in.Data.ParticipantID,
		At: time.UnixMilli(in.Timestamp).UTC()}, nil
}
