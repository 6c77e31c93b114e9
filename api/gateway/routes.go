package gateway

import (
	"github.com/gin-gonic/gin"

	"cerebro/payments"
)

// Routes registers the gateway's notification and, only when the gateway
// is the simulator (PAYHERE_MODE=simulator), the simulator's checkout page
// this app serves; authz/policy/booking.csv says who may call each.
func Routes(v1 *gin.RouterGroup, s *Handlers) {
	v1.POST("/payments/notify", s.paymentNotify)
	if sim, ok := s.Gateway.(*payments.Simulator); ok {
		v1.POST("/payments/simulator/checkout", gin.WrapF(sim.HandleCheckout))
		v1.POST("/payments/simulator/complete", gin.WrapF(sim.HandleComplete))
	}
}
