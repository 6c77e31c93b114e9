package web

import (
	"time"

	"github.com/gin-gonic/gin"

	"cerebro/models"
	"cerebro/rules"
)

// BookingView is an upcoming or previous booking.
type BookingView struct {
	ID                  int64                `json:"id"`
	CerebroslotDate     string               `json:"cerebroslotDate"`
	StartTime           string               `json:"startTime"`
	EndTime             string               `json:"endTime"`
	CerebroslotSize     int                  `json:"cerebroslotSize"`
	ConsultantFirstName string               `json:"consultantFirstName"`
	ConsultantLastName  string               `json:"consultantLastName"`
	ConsulteeFirstName  string               `json:"consulteeFirstName"`
	ConsulteeLastName   string               `json:"consulteeLastName"`
	StartCountDownTime  int64                `json:"startCountDownTime"` // seconds until the start, never negative
	EndCountDownTime    int64                `json:"endCountDownTime"`   // seconds until the end, never negative
	ShowButton          bool                 `json:"showButton"`         // the caller may join now (see Deps.CanJoin)
	ConsultantID        int64                `json:"consultantId"`
	ConsulteeID         int64                `json:"consulteeId"`
	Role                string               `json:"role"`
	Status              models.BookingStatus `json:"status"`
	// JoinOpensIn is the seconds until the room opens (0 once open), so the
	// Join button enables itself on time; set for the booking's parties.
	JoinOpensIn int64              `json:"joinOpensIn"`
	Outcome     string             `json:"outcome,omitempty"`     // rules.SessionOutcome, a minute after the end
	CancelledBy models.CancelledBy `json:"cancelledBy,omitempty"` // CONSULTEE, CONSULTANT or SYSTEM, for a cancelled booking
	SlotPrice   int64              `json:"slotPrice"`             // cents: what the booking costs now (a cheaper reschedule lowers it)
	Rescheduled bool               `json:"rescheduled"`           // moved once already (no second move)
	// Note is what the consultee would like to discuss, written when
	// booking: shown to the booking's two parties only.
	Note string `json:"note,omitempty"`
}

// ViewBooking is a booking as the caller of role sees it at now.
func ViewBooking(b *models.Booking, role string, now time.Time) BookingView {
	v := BookingView{ID: b.ID, ConsultantID: b.ConsultantID, ConsulteeID: b.ConsulteeID, Role: role, Status: b.Status}
	if b.Outcome != nil {
		v.Outcome = *b.Outcome
	}
	v.Rescheduled = b.RescheduledFrom != nil
	if b.CancelledBy != nil && b.Status == models.BookingCancelled {
		v.CancelledBy = *b.CancelledBy
	}
	if s := b.Slot; s != nil {
		v.CerebroslotDate, v.StartTime, v.EndTime = rules.ColomboDate(s.StartsAt), rules.ColomboClock(s.StartsAt), rules.ColomboClock(s.EndsAt)
		v.CerebroslotSize, v.SlotPrice = s.SlotSize, s.Price
		v.StartCountDownTime, v.EndCountDownTime = SecondsUntil(now, s.StartsAt), SecondsUntil(now, s.EndsAt)
	}
	if p := b.Consultant; p != nil {
		v.ConsultantFirstName, v.ConsultantLastName = p.FirstName, p.LastName
	}
	if p := b.Consultee; p != nil {
		v.ConsulteeFirstName, v.ConsulteeLastName = p.FirstName, p.LastName
	}
	return v
}

// SecondsUntil is how many whole seconds from now until t, 0 once past.
func SecondsUntil(now, t time.Time) int64 {
	if d := t.Sub(now); d > 0 {
		return int64(d / time.Second)
	}
	return 0
}

// PartyRole is the caller's side of a booking (models.RaterConsultee or
// models.RaterConsultant), or "" for anyone else, the admin included.
func PartyRole(c *gin.Context, b *models.Booking) models.Rater {
	cl := ClaimsOf(c)
	switch {
	case cl == nil:
		return ""
	case cl.Role == models.RoleConsultee && b.Consultee != nil && CallerIs(c, b.Consultee.UserID):
		return models.RaterConsultee
	case cl.Role == models.RoleConsultant && b.Consultant != nil && CallerIs(c, b.Consultant.UserID):
		return models.RaterConsultant
	}
	return ""
}

// CanJoin is the join rule for one booking and caller: a party of a
// confirmed booking, inside its join window.
func (d Deps) CanJoin(b *models.Booking, role models.Rater, now time.Time) bool {
	return role != "" && b.Status == models.BookingConfirmed && b.Slot != nil &&
		rules.JoinOpen(b.Slot.StartsAt, b.Slot.EndsAt, d.Config.JoinEarly, now)
}

// PartyView is a booking with what its caller may do with the room: join
// now, or in how many seconds.
func (d Deps) PartyView(c *gin.Context, b *models.Booking, callerRole string, now time.Time) BookingView {
	v := ViewBooking(b, callerRole, now)
	role := PartyRole(c, b)
	v.ShowButton = d.CanJoin(b, role, now)
	if role != "" {
		v.Note = b.Note
	}
	if role != "" && b.Status == models.BookingConfirmed && b.Slot != nil {
		opens, _ := rules.JoinWindow(b.Slot.StartsAt, b.Slot.EndsAt, d.Config.JoinEarly)
		v.JoinOpensIn = SecondsUntil(now, opens)
	}
	return v
}
