package gateway

import (
	"github.com/gin-gonic/gin"

	"cerebro/payments"
)

// Routes registers the gateway's notification and, only when the gateway
// is the simulator (PAYHERE_MODE=simulator), the simulator's checkout page
// this app serves; authz/policy/booking.csv says who may call each.
func Routes(v1 *gin.RouterGroup, h *Handlers) {
	v1.POST("/payments/notify", h.paymentNotify)
	if sim, ok := h.Gateway.(*payments.Simulator); ok {
		v1.POST("/payments/simulator/checkout", gin.WrapF(sim.HandleCheckout))
		v1.POST("/payments/simulator/complete", gin.WrapF(sim.HandleComplete))
	}
}
