package session

import (
	"errors"
	"net/http"

	"github.com/gin-gonic/gin"

	"cerebro/api/web"
	"cerebro/apperr"
	"cerebro/models"
	"cerebro/rules"
	sessionwf "cerebro/workflows/session"
)

// Rescheduling refusals.
const (
	errRescheduleConsulteeOnly apperr.Code = "session.reschedule_consultee_only"
	errNotReschedulable        apperr.Code = "session.not_reschedulable"
	errSlotNotOffered          apperr.Code = "session.slot_not_offered"
)

// rescheduleRequest is POST /booking/:id/reschedule's body.
type rescheduleRequest struct {
	CerebroslotID int64 `json:"cerebroslotId"`
}

// rescheduledView is the moved booking, the slot it came from and what was
// refunded: the difference when the new slot is cheaper, else 0.
type rescheduledView struct {
	web.BookingView
	Message         string       `json:"message"`
	RescheduledFrom web.SlotView `json:"rescheduledFrom"`
	RefundedCents   int64        `json:"refundedCents"`
}

// rescheduleBooking is POST /booking/:id/reschedule by the booking's
// consultee: the booking (same id) moves, once, to another available slot
// of the same consultant costing the same or less, both more than 24 hours
// ahead (rules.CheckReschedule). The session workflow makes the move as one
// transaction — with the refund of a cheaper slot's difference, paid the
// way the booking was — and follows the new slot's times and price.
func (h *Handlers) rescheduleBooking(c *gin.Context) {
	var in rescheduleRequest
	if !web.BindJSON(c, &in) {
		return
	}
	if in.CerebroslotID <= 0 {
		web.Fail(c, apperr.New(errSessionBadID).With("name", "cerebroslotId"))
		return
	}
	b, role, ok := h.partyBooking(c, web.PathIDOr0(c), false)
	if !ok {
		return
	}
	if role != models.RaterConsultee {
		web.Fail(c, apperr.New(errRescheduleConsulteeOnly))
		return
	}
	ctx := c.Request.Context()
	to, err := h.Availability.SlotByID(ctx, in.CerebroslotID)
	switch {
	case err != nil && !errors.Is(err, models.ErrNotFound):
		web.Fail(c, err)
		return
	case err != nil || to.ConsultantID != b.ConsultantID || to.Status != models.SlotAvailable:
		web.Fail(c, apperr.New(errSlotNotOffered))
		return
	case b.Status != models.BookingConfirmed || b.Slot == nil || b.RescheduledFrom != nil:
		web.Fail(c, apperr.New(errNotReschedulable))
		return
	}
	if err := rules.CheckReschedule(b.Slot.StartsAt, to.StartsAt, b.Slot.Price, to.Price, h.Now()); err != nil {
		web.Fail(c, err)
		return
	}
	out, err := askSession[sessionwf.Rescheduled](ctx, h, b, role, sessionwf.SessionRescheduleUpdate,
		sessionwf.RescheduleRequest{SlotID: to.ID, StartsAt: to.StartsAt, EndsAt: to.EndsAt, PriceCents: to.Price}, apperr.New(errNotReschedulable))
	if err != nil {
		web.Fail(c, err)
		return
	}
	moved, err := h.Session.BookingByID(ctx, b.ID)
	if err != nil {
		web.Fail(c, err)
		return
	}
	from := *b.Slot
	from.Consultant = b.Consultant
	v := rescheduledView{BookingView: h.PartyView(c, moved, string(models.RoleConsultee), h.Now()), Message: out.Message,
		RescheduledFrom: web.ViewSlot(&from, h.Now()), RefundedCents: out.RefundedCents}
	c.JSON(http.StatusOK, v)
}
