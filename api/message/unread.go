package message

import (
	"net/http"
	"strconv"

	"github.com/gin-gonic/gin"

	"cerebro/api/web"
	"cerebro/models"
)

// errNotFound is the store's not-found, for orNotFound.
var errNotFound = models.ErrNotFound

// unreadView is GET /messages/unread's answer: the caller's unread
// messages in all, and by booking id.
type unreadView struct {
	Total     int            `json:"total"`
	ByBooking map[string]int `json:"byBooking"`
}

// unread is GET /messages/unread: how many messages written to the caller
// (a consultee or a consultant) they have not read, for their dashboard.
func (h *Handlers) unread(c *gin.Context) {
	cl := web.ClaimsOf(c)
	role := models.RaterConsultee
	if cl != nil && cl.Role == models.RoleConsultant {
		role = models.RaterConsultant
	}
	counts, err := h.Message.Unread(c.Request.Context(), web.CallerID(c), role)
	if err != nil {
		web.Fail(c, err)
		return
	}
	out := unreadView{ByBooking: make(map[string]int, len(counts))}
	for id, n := range counts {
		out.Total += n
		out.ByBooking[strconv.FormatInt(id, 10)] = n
	}
	c.JSON(http.StatusOK, out)
}
