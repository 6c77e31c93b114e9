package api

import (
	"fmt"
	"net/http"
	"strings"
	"time"

	"github.com/gin-gonic/gin"

	"cerebro/api/web"
	"cerebro/apperr"
	"cerebro/meeting"
	"cerebro/models"
	"cerebro/models/session"
	"cerebro/rules"
	sessionwf "cerebro/workflows/session"
)

// A booking's session as its two parties see it: the booking, whether its
// room is open, the room itself, joining, cancelling and reporting a fault.
// Whether the room is open is read from the database and the clock with
// rules.JoinOpen, the rule the session workflow's timers follow.

// Session refusals.
const (
	errBookingNotYours    apperr.Code = "session.booking_not_yours"
	errRoomNotOpen        apperr.Code = "session.room_not_open"
	errMeetingExpired     apperr.Code = "session.meeting_expired"
	errNotCancellable     apperr.Code = "session.not_cancellable"
	errFaultConsulteeOnly apperr.Code = "session.fault_consultee_only"
	errFaultNotOpen       apperr.Code = "session.fault_not_open"
	errFaultCause         apperr.Code = "session.fault_cause"
	errFaultNoDescription apperr.Code = "session.fault_description_empty"
	errCommentTooLong     apperr.Code = "session.comment_too_long"
	errReasonTooLong      apperr.Code = "session.reason_too_long"
	errDescriptionTooLong apperr.Code = "session.description_too_long"
	errSessionBadID       apperr.Code = "session.bad_id"
	// errFaultWindowClosed answers a fault report on a session no longer running.
	errFaultWindowClosed apperr.Code = "session.fault_window_closed"
)

// maxFreeText is the longest free text (a comment, a reason) in characters.
const maxFreeText = 1000

// partyRole is the caller's side of a booking (models.RaterConsultee or
// models.RaterConsultant), or "" for anyone else, the admin included.
func partyRole(c *gin.Context, b *models.Booking) models.Rater {
	cl := web.ClaimsOf(c)
	switch {
	case cl == nil:
		return ""
	case cl.Role == models.RoleConsultee && b.Consultee != nil && web.CallerIs(c, b.Consultee.UserID):
		return models.RaterConsultee
	case cl.Role == models.RoleConsultant && b.Consultant != nil && web.CallerIs(c, b.Consultant.UserID):
		return models.RaterConsultant
	}
	return ""
}

// canJoin is the join rule for one booking and caller: a party of a
// confirmed booking, inside its join window.
func (s *Server) canJoin(b *models.Booking, role models.Rater, now time.Time) bool {
	return role != "" && b.Status == models.BookingConfirmed && b.Slot != nil &&
		rules.JoinOpen(b.Slot.StartsAt, b.Slot.EndsAt, s.Config.JoinEarly, now)
}

// partyBooking loads the booking at :id (or the given id) and the caller's
// side of it; anyone but its two parties gets 403 (the admin too, unless
// adminToo).
func (s *Server) partyBooking(c *gin.Context, id int64, adminToo bool) (*models.Booking, models.Rater, bool) {
	if id <= 0 {
		return nil, "", false
	}
	b, err := s.stores.Session.BookingByID(c.Request.Context(), id)
	if err != nil {
		web.Fail(c, err)
		return nil, "", false
	}
	role := partyRole(c, b)
	if role == "" && !(adminToo && web.IsAdmin(c)) {
		web.Fail(c, apperr.New(errBookingNotYours))
		return nil, "", false
	}
	return b, role, true
}

// getBooking is GET /booking/:id: the booking with its countdowns, to its
// two parties and the admin.
func (s *Server) getBooking(c *gin.Context) {
	b, _, ok := s.partyBooking(c, pathIDOr0(c), true)
	if !ok {
		return
	}
	callerRole := ""
	if cl := web.ClaimsOf(c); cl != nil {
		callerRole = string(cl.Role)
	}
	c.JSON(http.StatusOK, s.partyView(c, b, callerRole, s.Now()))
}

// partyView is a booking with what its caller may do with the room: join
// now, or in how many seconds.
func (s *Server) partyView(c *gin.Context, b *models.Booking, callerRole string, now time.Time) bookingView {
	v := viewBooking(b, callerRole, now)
	role := partyRole(c, b)
	v.ShowButton = s.canJoin(b, role, now)
	if role != "" && b.Status == models.BookingConfirmed && b.Slot != nil {
		opens, _ := rules.JoinWindow(b.Slot.StartsAt, b.Slot.EndsAt, s.Config.JoinEarly)
		v.JoinOpensIn = secondsUntil(now, opens)
	}
	return v
}

// validateBooking is GET /booking/validate/?bookingId=: true while the
// caller may enter the room (the Join Call button's live check).
func (s *Server) validateBooking(c *gin.Context) {
	id, ok := web.QueryID(c, "bookingId")
	if !ok {
		return
	}
	b, role, ok := s.partyBooking(c, id, false)
	if ok {
		c.JSON(http.StatusOK, s.canJoin(b, role, s.Now()))
	}
}

// roomOpen answers 409 with why the room is closed, or reports true.
func (s *Server) roomOpen(c *gin.Context, b *models.Booking, role models.Rater) bool {
	now := s.Now()
	if s.canJoin(b, role, now) {
		return true
	}
	if b.Status == models.BookingConfirmed && b.Slot != nil && now.Before(b.Slot.StartsAt) {
		opens, _ := rules.JoinWindow(b.Slot.StartsAt, b.Slot.EndsAt, s.Config.JoinEarly)
		web.Fail(c, apperr.New(errRoomNotOpen).With("time", rules.ColomboClock(opens)[:5]))
		return false
	}
	web.Fail(c, apperr.New(errMeetingExpired))
	return false
}

// bookingMeeting is GET /booking/:id/meeting: the Jitsi room of the
// session in the configured mode, with a room token valid for the join
// window (JaaS, self-hosted); the consultant is its moderator.
func (s *Server) bookingMeeting(c *gin.Context) {
	b, role, ok := s.partyBooking(c, pathIDOr0(c), false)
	if !ok || !s.roomOpen(c, b, role) {
		return
	}
	// The user ids name the parties in the video service's events too
	// (POST /video/events).
	p := meeting.Participant{ID: session.ParticipantUserID(models.RaterConsultee, b.ConsulteeID)}
	if role == models.RaterConsultant {
		p = meeting.Participant{ID: session.ParticipantUserID(models.RaterConsultant, b.ConsultantID), Moderator: true}
		if ct := b.Consultant; ct != nil {
			p.Name, p.AvatarURL = strings.TrimSpace(ct.FirstName+" "+ct.LastName), s.absoluteURL(imageURL(ct.ImageName))
			if ct.User != nil {
				p.Email = ct.User.Email
			}
		}
	} else if ce := b.Consultee; ce != nil {
		p.Name, p.AvatarURL = strings.TrimSpace(ce.FirstName+" "+ce.LastName), s.absoluteURL(imageURL(ce.ImageName))
		if ce.User != nil {
			p.Email = ce.User.Email
		}
	}
	opens, ends := rules.JoinWindow(b.Slot.StartsAt, b.Slot.EndsAt, s.Config.JoinEarly)
	room, err := s.Config.Jitsi.Rooms().For(b.RoomName, p, meeting.Window{Opens: opens, Ends: ends})
	if err != nil {
		web.Fail(c, fmt.Errorf("meeting room of booking %d: %w", b.ID, err))
		return
	}
	c.JSON(http.StatusOK, room)
}

func (s *Server) absoluteURL(path string) string {
	if path == "" {
		return ""
	}
	return s.Config.PublicBaseURL + path
}

// joinRequest is POST /booking/rate's body: joining a session is what creates
// the caller's rating record, hence the path's name.
type joinRequest struct {
	BookingID int64 `json:"bookingId"`
}

// joinSession is POST /booking/rate: the caller enters the session. The
// join goes to the session workflow (which records it once) and the
// caller's rating record is created unrated if missing; its id is the answer.
func (s *Server) joinSession(c *gin.Context) {
	var in joinRequest
	if !web.BindJSON(c, &in) {
		return
	}
	if in.BookingID <= 0 {
		web.Fail(c, apperr.New(errSessionBadID).With("name", "bookingId"))
		return
	}
	b, role, ok := s.partyBooking(c, in.BookingID, false)
	if !ok || !s.roomOpen(c, b, role) {
		return
	}
	ctx := c.Request.Context()
	if err := s.reportJoin(ctx, b, role); err != nil {
		web.Fail(c, err)
		return
	}
	rate, err := s.stores.Session.EnsureRate(ctx, b.ID, role)
	if err != nil {
		web.Fail(c, err)
		return
	}
	c.JSON(http.StatusOK, gin.H{"id": rate.ID})
}

// cancelRequest is POST /booking/:id/cancel's body.
type cancelRequest struct {
	Reason string `json:"reason"`
}

// cancelBooking is POST /booking/:id/cancel by either party of a confirmed
// booking; the session workflow applies the refund policy and answers.
func (s *Server) cancelBooking(c *gin.Context) {
	var in cancelRequest
	if !web.BindJSON(c, &in) {
		return
	}
	reason, ok := freeText(c, in.Reason, errReasonTooLong)
	if !ok {
		return
	}
	b, role, ok := s.partyBooking(c, pathIDOr0(c), false)
	if !ok {
		return
	}
	if b.Status != models.BookingConfirmed {
		web.Fail(c, apperr.New(errNotCancellable))
		return
	}
	by := models.CancelledByConsultee
	if role == models.RaterConsultant {
		by = models.CancelledByConsultant
	}
	out, err := s.updateSession(c.Request.Context(), b, role, sessionwf.SessionCancelUpdate,
		sessionwf.CancelRequest{By: by, Reason: reason}, apperr.New(errNotCancellable))
	if err != nil {
		web.Fail(c, err)
		return
	}
	c.JSON(http.StatusOK, gin.H{"message": out.Message, "refund": viewRefundState(out.Refund)})
}

// faultRequest is POST /booking/:id/fault's body.
type faultRequest struct {
	Cause       rules.Cause `json:"cause"` // TECHNICAL_FAULT (the default) or UNSATISFACTORY
	Description string      `json:"description"`
}

// reportFault is POST /booking/:id/fault: the consultee reports a problem
// with a held session — a technical fault or an unsatisfactory session — up
// to rules.FaultReportWindow (7 days) after its end; the admin decides the
// refund (undecided: a fault in full, an unsatisfactory session nothing).
func (s *Server) reportFault(c *gin.Context) {
	var in faultRequest
	if !web.BindJSON(c, &in) {
		return
	}
	if in.Cause == "" {
		in.Cause = rules.CauseTechnicalFault
	}
	if in.Cause != rules.CauseTechnicalFault && in.Cause != rules.CauseUnsatisfactory {
		web.Fail(c, apperr.New(errFaultCause))
		return
	}
	description, ok := freeText(c, in.Description, errDescriptionTooLong)
	if !ok {
		return
	}
	if description == "" {
		web.Fail(c, apperr.New(errFaultNoDescription))
		return
	}
	b, role, ok := s.partyBooking(c, pathIDOr0(c), false)
	if !ok {
		return
	}
	if role != models.RaterConsultee {
		web.Fail(c, apperr.New(errFaultConsulteeOnly))
		return
	}
	if b.Status != models.BookingCompleted {
		web.Fail(c, apperr.New(errFaultNotOpen))
		return
	}
	out, err := s.updateSession(c.Request.Context(), b, role, sessionwf.SessionFaultUpdate,
		sessionwf.FaultReport{Cause: in.Cause, Description: description}, apperr.New(errFaultWindowClosed))
	if err != nil {
		web.Fail(c, err)
		return
	}
	c.JSON(http.StatusOK, gin.H{"message": out.Message, "refund": viewRefundState(out.Refund)})
}

// freeText normalises a plain-text field (see plainText) and refuses one
// over 1000 characters as tooLong, the field's own refusal.
func freeText(c *gin.Context, raw string, tooLong apperr.Code) (string, bool) {
	text := plainText(raw)
	if len([]rune(text)) > maxFreeText {
		web.Fail(c, apperr.New(tooLong))
		return "", false
	}
	return text, true
}

// plainText keeps free text as plain text: trimmed, line breaks as \n,
// control characters dropped. It is stored and answered as typed, never
// interpreted as markup (the web app renders it as text).
func plainText(s string) string {
	s = strings.ReplaceAll(strings.ReplaceAll(s, "\r\n", "\n"), "\r", "\n")
	return strings.TrimSpace(strings.Map(func(r rune) rune {
		if r < 0x20 && r != '\n' && r != '\t' || r == 0x7f {
			return -1
		}
		return r
	}, s))
}
