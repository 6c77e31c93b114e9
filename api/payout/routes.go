package payout

import "github.com/gin-gonic/gin"

// Routes registers the payout routes on v1: authz/policy/*.csv says which role
// may call each, the handlers check whose record it is.
func Routes(v1 *gin.RouterGroup, s *Handlers) {
	v1.PUT("/consultant/:id/confirmBankDetails", s.confirmBankDetails)
	v1.GET("/consultant/earnings", s.consultantEarnings)
	v1.GET("/consultant/payouts", s.consultantPayouts)
	v1.GET("/payouts", s.listPayouts)
	v1.GET("/payouts/export", s.exportPayouts)
	v1.PUT("/payouts/:id/paid", s.markPayoutPaid)
	v1.GET("/earnings", s.platformEarnings)
}
