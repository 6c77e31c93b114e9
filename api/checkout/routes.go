package checkout

import "github.com/gin-gonic/gin"

// Routes registers the checkout routes on v1: authz/policy/*.csv says which role
// may call each, the handlers check whose record it is.
func Routes(v1 *gin.RouterGroup, s *Handlers) {
	v1.POST("/booking", s.createBooking)
	v1.GET("/booking/consultee/:id", s.consulteeBookings)
	v1.GET("/booking/consultant", s.consultantBookings)
	v1.GET("/booking/upcoming", s.upcomingBookings)
	v1.GET("/booking/previous", s.previousBookings)
	v1.POST("/payments/initiate", s.initiatePayment)
	v1.PUT("/payments", s.decideInvoice)
	v1.GET("/invoice/consultee/:id", s.consulteeInvoices)
	v1.GET("/invoice/pay/:id", s.payInvoice)
	v1.GET("/invoice/:id", s.getInvoice)
	v1.DELETE("/invoice/:id", s.cancelInvoice)
	v1.GET("/invoice/:id/slip", s.invoiceSlip)
	v1.POST("/invoice/getPagedInvoiceList", s.searchInvoicesBody)
	v1.GET("/invoice/invoiceList", s.searchInvoicesQuery)
	v1.POST("/upload/slip", s.uploadSlip)
	v1.GET("/banks", s.listBanks)
}
