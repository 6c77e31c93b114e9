// Package calendar answers a person's calendar feed: the private address
// they give Google, Outlook or Apple Calendar, and the feed those fetch
// without signing in.
package calendar

import (
	"errors"
	"net/http"
	"strings"
	"time"

	"github.com/gin-gonic/gin"

	"cerebro/api/web"
	"cerebro/apperr"
	"cerebro/invite"
	"cerebro/mailer"
	"cerebro/models/calendar"
)

// Handlers answers the calendar routes.
type Handlers struct {
	web.Deps
	Calendar *calendar.Store
	Signer   calendar.Signer
}

// New is the calendar handlers over store, the feed addresses signed with a
// key derived from JWT_SECRET.
func New(d web.Deps, store *calendar.Store) *Handlers {
	return &Handlers{Deps: d, Calendar: store, Signer: calendar.NewSigner(d.Config.JWTSecret)}
}

// FeedBack is how far back the feed reaches: last month's sessions stay in
// the calendar, older ones are left as the calendar last saw them.
const FeedBack = 30 * 24 * time.Hour

// feedSuffix ends every feed address, which calendars expect.
const feedSuffix = ".ics"

// errFeedNotFound answers an address that opens no feed: garbled, forged,
// or retired by a rotation (404: the address is the secret, and an old one
// is simply gone).
const errFeedNotFound apperr.Code = "calendar.feed_not_found"

// errRotateUnconfirmed refuses a rotation without {"confirm": true}: it
// stops the address in every calendar that uses it, so it is asked for
// plainly, as signing out everywhere is.
const errRotateUnconfirmed apperr.Code = "calendar.rotate_unconfirmed"

type feedAddress struct {
	URL string `json:"url"`
}

// myFeed is GET /me/calendar: the caller's feed address.
func (h *Handlers) myFeed(c *gin.Context) {
	o, found, err := h.Calendar.OwnerOf(c.Request.Context(), web.CallerID(c))
	if err != nil || !found {
		web.Fail(c, errors.Join(err, apperr.New(errFeedNotFound)))
		return
	}
	c.JSON(http.StatusOK, feedAddress{h.url(o.UserID, o.Version)})
}

// rotateFeed is POST /me/calendar/rotate {"confirm": true}: a new address,
// the old one retired at once (an address given away by mistake).
func (h *Handlers) rotateFeed(c *gin.Context) {
	var in struct {
		Confirm bool `json:"confirm"`
	}
	if !web.BindJSON(c, &in) {
		return
	}
	if !in.Confirm {
		web.Fail(c, apperr.New(errRotateUnconfirmed).With("body", `{"confirm": true}`))
		return
	}
	id := web.CallerID(c)
	version, err := h.Calendar.Rotate(c.Request.Context(), id)
	if err != nil {
		web.Fail(c, err)
		return
	}
	c.JSON(http.StatusOK, feedAddress{h.url(id, version)})
}

func (h *Handlers) url(userID int64, version int) string {
	return h.Config.PublicBaseURL + "/api/v1/calendar/" + h.Signer.Token(userID, version) + feedSuffix
}

// feed is GET /calendar/{token}.ics: the owner's sessions from FeedBack
// ago on, as iCalendar, in the owner's language and zone.
func (h *Handlers) feed(c *gin.Context) {
	ctx := c.Request.Context()
	token, ok := strings.CutSuffix(c.Param("file"), feedSuffix)
	userID, version, err := h.Signer.Parse(token)
	if !ok || err != nil {
		web.Fail(c, apperr.New(errFeedNotFound))
		return
	}
	o, found, err := h.Calendar.OwnerOf(ctx, userID)
	if err != nil || !found || o.Version != version {
		web.Fail(c, errors.Join(err, apperr.New(errFeedNotFound)))
		return
	}
	now := h.Now()
	sessions, err := h.Calendar.SessionsOf(ctx, userID, now.Add(-FeedBack))
	if err != nil {
		web.Fail(c, err)
		return
	}
	events, err := h.events(sessions, mailer.ReaderOf(o.Language, o.TimeZone))
	if err != nil {
		web.Fail(c, err)
		return
	}
	c.Header("Cache-Control", "private, max-age=300")
	c.Data(http.StatusOK, "text/calendar; charset=utf-8", []byte(invite.Feed("Cerebro", events, now)))
}

// events are the feed's sessions as their invites word them for reader.
func (h *Handlers) events(sessions []calendar.Session, reader mailer.Reader) ([]invite.FeedSession, error) {
	out := make([]invite.FeedSession, len(sessions))
	for i, s := range sessions {
		worded, err := invite.Session{BookingID: s.BookingID, Sequence: invite.Sequence(s.Moved, s.Cancelled),
			Start: s.StartsAt, End: s.EndsAt, JoinURL: invite.JoinURL(h.Config.PublicBaseURL, s.BookingID)}.
			For(reader, s.Consultee, s.Consultant)
		if err != nil {
			return nil, err
		}
		out[i] = invite.FeedSession{Session: worded, Cancelled: s.Cancelled}
	}
	return out, nil
}
