package api

import (
	"github.com/gin-gonic/gin"

	"cerebro/payments"
)

// bookingRoutes registers bookings, payments and invoices;
// authz/policy/booking.csv says who may call each.
func (s *Server) bookingRoutes(v1 *gin.RouterGroup) {
	v1.POST("/booking", s.createBooking)
	v1.GET("/booking/consultee/:id", s.consulteeBookings)
	v1.GET("/booking/consultant", s.consultantBookings)
	v1.GET("/booking/upcoming", s.upcomingBookings)
	v1.GET("/booking/previous", s.previousBookings)

	v1.POST("/payments/initiate", s.initiatePayment)
	v1.POST("/payments/notify", s.paymentNotify)
	v1.PUT("/payments", s.decideInvoice)

	v1.GET("/invoice/consultee/:id", s.consulteeInvoices)
	v1.GET("/invoice/pay/:id", s.payInvoice)
	v1.GET("/invoice/:id", s.getInvoice)
	v1.DELETE("/invoice/:id", s.cancelInvoice)
	v1.GET("/invoice/:id/slip", s.invoiceSlip)
	v1.PUT("/invoice/:id/refund-account", s.saveRefundAccount)
	v1.GET("/invoice/:id/timeline", s.invoiceTimeline)
	v1.POST("/invoice/getPagedInvoiceList", s.searchInvoicesBody)
	v1.GET("/invoice/invoiceList", s.searchInvoicesQuery)

	v1.POST("/upload/slip", s.uploadSlip)
	v1.GET("/banks", s.listBanks)

	// The simulator's checkout page, served by this app, exists only when
	// the gateway is the simulator (PAYHERE_MODE=simulator).
	if sim, ok := s.Gateway.(*payments.Simulator); ok {
		v1.POST("/payments/simulator/checkout", gin.WrapF(sim.HandleCheckout))
		v1.POST("/payments/simulator/complete", gin.WrapF(sim.HandleComplete))
	}
}
