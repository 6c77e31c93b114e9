package session

import (
	"fmt"
	"net/http"
	"strings"

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

// partyBooking loads the booking at :id (or the given id) and the caller's
// side of it; anyone but its two parties gets 403 (the admin too, unless
// adminToo).
func (h *Handlers) partyBooking(c *gin.Context, id int64, adminToo bool) (*models.Booking, models.Rater, bool) {
	if id <= 0 {
		return nil, "", false
	}
	b, err := h.Session.BookingByID(c.Request.Context(), id)
	if err != nil {
		web.Fail(c, err)
		return nil, "", false
	}
	role := web.PartyRole(c, b)
	if role == "" && !(adminToo && web.IsAdmin(c)) {
		web.Fail(c, apperr.New(errBookingNotYours))
		return nil, "", false
	}
	return b, role, true
}

// getBooking is GET /booking/:id: the booking with its countdowns, to its
// two parties and the admin.
func (h *Handlers) getBooking(c *gin.Context) {
	b, _, ok := h.partyBooking(c, web.PathIDOr0(c), true)
	if !ok {
		return
	}
	callerRole := ""
	if cl := web.ClaimsOf(c); cl != nil {
		callerRole = string(cl.Role)
	}
	c.JSON(http.StatusOK, h.PartyView(c, b, callerRole, h.Now()))
}

// validateBooking is GET /booking/validate/?bookingId=: true while the
// caller may enter the room (the Join Call button's live check).
func (h *Handlers) validateBooking(c *gin.Context) {
	id, ok := web.QueryID(c, "bookingId")
	if !ok {
		return
	}
	b, role, ok := h.partyBooking(c, id, false)
	if ok {
		c.JSON(http.StatusOK, h.CanJoin(b, role, h.Now()))
	}
}

// roomOpen answers 409 with why the room is closed, or reports true.
func (h *Handlers) roomOpen(c *gin.Context, b *models.Booking, role models.Rater) bool {
	now := h.Now()
	if h.CanJoin(b, role, now) {
		return true
	}
	if b.Status == models.BookingConfirmed && b.Slot != nil && now.Before(b.Slot.StartsAt) {
		opens, _ := rules.JoinWindow(b.Slot.StartsAt, b.Slot.EndsAt, h.Config.JoinEarly)
		web.Fail(c, apperr.New(errRoomNotOpen).With("time", rules.ColomboClock(opens)[:5]))
		return false
	}
	web.Fail(c, apperr.New(errMeetingExpired))
	return false
}

// bookingMeeting is GET /booking/:id/meeting: the Jitsi room of the
// session in the configured mode, with a room token valid for the join
// window (JaaS, self-hosted); the consultant is its moderator.
func (h *Handlers) bookingMeeting(c *gin.Context) {
	b, role, ok := h.partyBooking(c, web.PathIDOr0(c), false)
	if !ok || !h.roomOpen(c, b, role) {
		return
	}
	// The user ids name the parties in the video service's events too
	// (POST /video/events).
	p := meeting.Participant{ID: session.ParticipantUserID(models.RaterConsultee, b.ConsulteeID)}
	if role == models.RaterConsultant {
		p = meeting.Participant{ID: session.ParticipantUserID(models.RaterConsultant, b.ConsultantID), Moderator: true}
		if ct := b.Consultant; ct != nil {
			p.Name, p.AvatarURL = strings.TrimSpace(ct.FirstName+" "+ct.LastName), h.absoluteURL(web.ImageURL(ct.ImageName))
			if ct.User != nil {
				p.Email = ct.User.Email
			}
		}
	} else if ce := b.Consultee; ce != nil {
		p.Name, p.AvatarURL = strings.TrimSpace(ce.FirstName+" "+ce.LastName), h.absoluteURL(web.ImageURL(ce.ImageName))
		if ce.User != nil {
			p.Email = ce.User.Email
		}
	}
	opens, ends := rules.JoinWindow(b.Slot.StartsAt, b.Slot.EndsAt, h.Config.JoinEarly)
	room, err := h.Config.Jitsi.Rooms().For(b.RoomName, p, meeting.Window{Opens: opens, Ends: ends})
	if err != nil {
		web.Fail(c, fmt.Errorf("meeting room of booking %d: %w", b.ID, err))
		return
	}
	c.JSON(http.StatusOK, room)
}

func (h *Handlers) absoluteURL(path string) string {
	if path == "" {
		return ""
	}
	return h.Config.PublicBaseURL + path
}

// joinRequest is POST /booking/rate's body: joining a session is what creates
// the caller's rating record, hence the path's name.
type joinRequest struct {
	BookingID int64 `json:"bookingId"`
}

// joinSession is POST /booking/rate: the caller enters the session. The
// join goes to the session workflow (which records it once) and the
// caller's rating record is created unrated if missing; its id is the answer.
func (h *Handlers) joinSession(c *gin.Context) {
	var in joinRequest
	if !web.BindJSON(c, &in) {
		return
	}
	if in.BookingID <= 0 {
		web.Fail(c, apperr.New(errSessionBadID).With("name", "bookingId"))
		return
	}
	b, role, ok := h.partyBooking(c, in.BookingID, false)
	if !ok || !h.roomOpen(c, b, role) {
		return
	}
	ctx := c.Request.Context()
	if err := h.reportJoin(ctx, b, role); err != nil {
		web.Fail(c, err)
		return
	}
	rate, err := h.Session.EnsureRate(ctx, b.ID, role)
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
func (h *Handlers) cancelBooking(c *gin.Context) {
	var in cancelRequest
	if !web.BindJSON(c, &in) {
		return
	}
	reason, ok := web.FreeText(c, in.Reason, errReasonTooLong)
	if !ok {
		return
	}
	b, role, ok := h.partyBooking(c, web.PathIDOr0(c), false)
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
	out, err := h.updateSession(c.Request.Context(), b, role, sessionwf.SessionCancelUpdate,
		sessionwf.CancelRequest{By: by, Reason: reason}, apperr.New(errNotCancellable))
	if err != nil {
		web.Fail(c, err)
		return
	}
	c.JSON(http.StatusOK, gin.H{"message": out.Message, "refund": web.ViewRefundState(out.Refund)})
}

// faultRequest is POST /booking/:id/fault's body.
type faultRequest struct {
	Cause       models.RefundCause `json:"cause"` // TECHNICAL_FAULT (the default) or UNSATISFACTORY
	Description string             `json:"description"`
}

// reportFault is POST /booking/:id/fault: the consultee reports a problem
// with a held session — a technical fault or an unsatisfactory session — up
// to rules.FaultReportWindow (7 days) after its end; the admin decides the
// refund (undecided: a fault in full, an unsatisfactory session nothing).
func (h *Handlers) reportFault(c *gin.Context) {
	var in faultRequest
	if !web.BindJSON(c, &in) {
		return
	}
	if in.Cause == "" {
		in.Cause = models.CauseTechnicalFault
	}
	if in.Cause != models.CauseTechnicalFault && in.Cause != models.CauseUnsatisfactory {
		web.Fail(c, apperr.New(errFaultCause))
		return
	}
	description, ok := web.FreeText(c, in.Description, errDescriptionTooLong)
	if !ok {
		return
	}
	if description == "" {
		web.Fail(c, apperr.New(errFaultNoDescription))
		return
	}
	b, role, ok := h.partyBooking(c, web.PathIDOr0(c), false)
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
	out, err := h.updateSession(c.Request.Context(), b, role, sessionwf.SessionFaultUpdate,
		sessionwf.FaultReport{Cause: in.Cause, Description: description}, apperr.New(errFaultWindowClosed))
	if err != nil {
		web.Fail(c, err)
		return
	}
	c.JSON(http.StatusOK, gin.H{"message": out.Message, "refund": web.ViewRefundState(out.Refund)})
}
