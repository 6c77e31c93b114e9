package session

import "github.com/gin-gonic/gin"

// Routes registers the session routes on v1: authz/policy/*.csv says which role
// may call each, the handlers check whose record it is.
func Routes(v1 *gin.RouterGroup, s *Handlers) {
	v1.GET("/booking/:id", s.getBooking)
	v1.GET("/booking/validate/", s.validateBooking)
	v1.GET("/booking/:id/meeting", s.bookingMeeting)
	v1.POST("/booking/:id/cancel", s.cancelBooking)
	v1.POST("/booking/:id/fault", s.reportFault)
	v1.POST("/booking/:id/reschedule", s.rescheduleBooking)
	v1.POST("/booking/:id/presence", s.reportPresence)
	v1.GET("/booking/:id/presence", s.bookingPresence)
	// The video service's own account of who was in the room: the handler
	// checks its shared secret (anonymous to the policy).
	v1.POST("/video/events", s.videoEvents)

	// Ratings, and the previous bookings that carry them. POST /booking/rate
	// is joining the session (it creates the caller's rating record).
	v1.POST("/booking/rate", s.joinSession)
	v1.PUT("/booking/rate/", s.rateSession)
	v1.GET("/booking/rate/:id", s.getRate)
	v1.GET("/booking/consultee/rate/:consulteeId", s.consulteeRateDue)
	v1.GET("/booking/consultant/rate/:consultantId", s.consultantRateDue)
	v1.GET("/booking/consultee/:id/previous", s.consulteePrevious)
	v1.GET("/booking/consultant/:id/previous", s.consultantPrevious)
}
