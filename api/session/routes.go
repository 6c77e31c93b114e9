package session

import "github.com/gin-gonic/gin"

// Routes registers the session routes on v1: authz/policy/*.csv says which role
// may call each, the handlers check whose record it is.
func Routes(v1 *gin.RouterGroup, h *Handlers) {
	v1.GET("/booking/:id", h.getBooking)
	v1.GET("/booking/validate/", h.validateBooking)
	v1.GET("/booking/:id/meeting", h.bookingMeeting)
	v1.POST("/booking/:id/cancel", h.cancelBooking)
	v1.POST("/booking/:id/fault", h.reportFault)
	v1.POST("/booking/:id/reschedule", h.rescheduleBooking)
	v1.POST("/booking/:id/presence", h.reportPresence)
	v1.GET("/booking/:id/presence", h.bookingPresence)
	// The video service's own account of who was in the room: the handler
	// checks its shared secret (anonymous to the policy).
	v1.POST("/video/events", h.videoEvents)

	// Ratings, and the previous bookings that carry them. POST /booking/rate
	// is joining the session (it creates the caller's rating record).
	v1.POST("/booking/rate", h.joinSession)
	v1.PUT("/booking/rate/", h.rateSession)
	v1.GET("/booking/rate/:id", h.getRate)
	v1.GET("/booking/consultee/rate/:consulteeId", h.consulteeRateDue)
	v1.GET("/booking/consultant/rate/:consultantId", h.consultantRateDue)
	v1.GET("/booking/consultee/:id/previous", h.consulteePrevious)
	v1.GET("/booking/consultant/:id/previous", h.consultantPrevious)
}
