package session

import "github.com/gin-gonic/gin"

// Routes registers the session routes on v1; authz/policy says who may call each.
func Routes(v1 *gin.RouterGroup, s *Handlers) {
	v1.GET("/booking/:id", s.getBooking)
	v1.GET("/booking/validate/", s.validateBooking)
	v1.GET("/booking/:id/meeting", s.bookingMeeting)
	v1.POST("/booking/:id/cancel", s.cancelBooking)
	v1.POST("/booking/:id/fault", s.reportFault)
	v1.POST("/booking/:id/reschedule", s.rescheduleBooking)
	v1.POST("/booking/:id/presence", s.reportPresence)
	v1.GET("/booking/:id/presence", s.bookingPresence)
	v1.POST("/video/events", s.videoEvents)
	v1.POST("/booking/rate", s.joinSession)
	v1.PUT("/booking/rate/", s.rateSession)
	v1.GET("/booking/rate/:id", s.getRate)
	v1.GET("/booking/consultee/rate/:consulteeId", s.consulteeRateDue)
	v1.GET("/booking/consultant/rate/:consultantId", s.consultantRateDue)
	v1.GET("/booking/consultee/:id/previous", s.consulteePrevious)
	v1.GET("/booking/consultant/:id/previous", s.consultantPrevious)
}
