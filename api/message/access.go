package message

import (
	"time"

	"github.com/gin-gonic/gin"

	"cerebro/api/web"
	"cerebro/apperr"
	"cerebro/models"
	"cerebro/rules"
)

// Refusals of a thread.
const (
	errNotYourThread     apperr.Code = "message.not_your_thread"
	errAdminNeedsProblem apperr.Code = "message.admin_needs_problem"
	errThreadClosed      apperr.Code = "message.thread_closed"
)

// reader is who reads a thread: one of its parties (role set) or the
// admin, once a problem is reported on the booking (role empty).
type reader struct {
	booking *models.Booking
	role    models.Rater
}

// readable loads the path's booking for a caller who may read its thread:
// its two parties, and the admin once a problem is reported on it; anyone
// else gets a 403.
func (h *Handlers) readable(c *gin.Context) (reader, bool) {
	b, ok := h.booking(c)
	if !ok {
		return reader{}, false
	}
	if role := web.PartyRole(c, b); role != "" {
		return reader{booking: b, role: role}, true
	}
	if !web.IsAdmin(c) {
		web.Fail(c, apperr.New(errNotYourThread))
		return reader{}, false
	}
	reported, err := h.Message.ProblemReported(c.Request.Context(), b.ID)
	if err != nil {
		web.Fail(c, err)
		return reader{}, false
	}
	if !reported {
		web.Fail(c, apperr.New(errAdminNeedsProblem))
		return reader{}, false
	}
	return reader{booking: b}, true
}

// writable loads the path's booking for one of its parties while its thread
// is open (rules.MessagesOpen): the admin never writes, and after the
// window nobody does.
func (h *Handlers) writable(c *gin.Context) (reader, bool) {
	b, ok := h.booking(c)
	if !ok {
		return reader{}, false
	}
	role := web.PartyRole(c, b)
	if role == "" {
		web.Fail(c, apperr.New(errNotYourThread))
		return reader{}, false
	}
	if b.Slot == nil || !rules.MessagesOpen(b.Slot.EndsAt, h.Now()) {
		days := int64(rules.MessageWindow / (24 * time.Hour))
		web.Fail(c, apperr.New(errThreadClosed).With("days", days))
		return reader{}, false
	}
	return reader{booking: b, role: role}, true
}

// booking is the path's booking with its slot and parties.
func (h *Handlers) booking(c *gin.Context) (*models.Booking, bool) {
	id, ok := web.PathID(c, "id")
	if !ok {
		return nil, false
	}
	b, err := h.Session.BookingByID(c.Request.Context(), id)
	if err != nil {
		web.Fail(c, err)
		return nil, false
	}
	return b, true
}
