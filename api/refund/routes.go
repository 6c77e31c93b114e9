package refund

import "github.com/gin-gonic/gin"

// Routes registers the refund routes on v1: authz/policy/*.csv says which role
// may call each, the handlers check whose record it is.
func Routes(v1 *gin.RouterGroup, h *Handlers) {
	v1.PUT("/invoice/:id/refund-account", h.saveRefundAccount)
	v1.GET("/refunds", h.listRefunds)
	v1.PUT("/refunds/:id", h.decideRefund)
	v1.PUT("/refunds/:id/retry", h.retryRefund)
	v1.PUT("/refunds/:id/transfer", h.transferRefund)
	v1.PUT("/refunds/:id/transferred", h.markTransferred)
	v1.GET("/refunds/:id/card-holder", h.cardHolder)
	v1.PUT("/refunds/:id/verify-account", h.verifyAccount)
}
