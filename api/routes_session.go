package api

import "github.com/gin-gonic/gin"

// sessionRoutes registers what happens after payment: the booking and its
// meeting room, joining, cancelling, faults, ratings, refunds and earnings;
// authz/policy/session.csv says who may call each, the handlers check whose
// booking it is.
func (s *Server) sessionRoutes(v1 *gin.RouterGroup) {
	// The session: the booking, its room, joining, cancelling, faults.
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

	// Refunds and earnings.
	v1.GET("/refunds", s.listRefunds)
	v1.PUT("/refunds/:id", s.decideRefund)
	v1.PUT("/refunds/:id/retry", s.retryRefund)
	v1.PUT("/refunds/:id/transfer", s.transferRefund)
	v1.PUT("/refunds/:id/transferred", s.markTransferred)
	v1.GET("/refunds/:id/card-holder", s.cardHolder)
	v1.PUT("/refunds/:id/verify-account", s.verifyAccount)
	v1.GET("/consultant/earnings", s.consultantEarnings)
	v1.GET("/consultant/payouts", s.consultantPayouts)
	v1.GET("/payouts", s.listPayouts)
	v1.GET("/payouts/export", s.exportPayouts)
	v1.PUT("/payouts/:id/paid", s.markPayoutPaid)
	v1.GET("/earnings", s.platformEarnings)
}
