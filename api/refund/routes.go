package refund

import "github.com/gin-gonic/gin"

// Routes registers the refund routes on v1: authz/policy/*.csv says which role
// may call each, the handlers check whose record it is.
func Routes(v1 *gin.RouterGroup, s *Handlers) {
	v1.PUT("/invoice/:id/refund-account", s.saveRefundAccount)
	v1.GET("/refunds", s.listRefunds)
	v1.PUT("/refunds/:id", s.decideRefund)
	v1.PUT("/refunds/:id/retry", s.retryRefund)
	v1.PUT("/refunds/:id/transfer", s.transferRefund)
	v1.PUT("/refunds/:id/transferred", s.markTransferred)
	v1.GET("/refunds/:id/card-holder", s.cardHolder)
	v1.PUT("/refunds/:id/verify-account", s.verifyAccount)
}
