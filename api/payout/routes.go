package payout

import "github.com/gin-gonic/gin"

// Routes registers the payout routes on v1: authz/policy/*.csv says which role
// may call each, the handlers check whose record it is.
func Routes(v1 *gin.RouterGroup, h *Handlers) {
	v1.PUT("/consultant/:id/confirmBankDetails", h.confirmBankDetails)
	v1.GET("/consultant/earnings", h.consultantEarnings)
	v1.GET("/consultant/payouts", h.consultantPayouts)
	v1.GET("/payouts", h.listPayouts)
	v1.GET("/payouts/export", h.exportPayouts)
	v1.PUT("/payouts/:id/paid", h.markPayoutPaid)
	v1.GET("/earnings", h.platformEarnings)
}
