package checkout

import "github.com/gin-gonic/gin"

// Routes registers the checkout routes on v1: authz/policy/*.csv says which role
// may call each, the handlers check whose record it is.
func Routes(v1 *gin.RouterGroup, h *Handlers) {
	v1.POST("/booking", h.createBooking)
	v1.POST("/booking/quote", h.quoteBooking)
	v1.GET("/booking/consultee/:id", h.consulteeBookings)
	v1.GET("/booking/consultant", h.consultantBookings)
	v1.GET("/booking/upcoming", h.upcomingBookings)
	v1.GET("/booking/previous", h.previousBookings)
	v1.POST("/payments/initiate", h.initiatePayment)
	v1.PUT("/payments", h.decideInvoice)
	v1.GET("/invoice/consultee/:id", h.consulteeInvoices)
	v1.GET("/invoice/pay/:id", h.payInvoice)
	v1.GET("/invoice/:id", h.getInvoice)
	v1.DELETE("/invoice/:id", h.cancelInvoice)
	v1.GET("/invoice/:id/slip", h.invoiceSlip)
	v1.POST("/invoice/getPagedInvoiceList", h.searchInvoicesBody)
	v1.GET("/invoice/invoiceList", h.searchInvoicesQuery)
	v1.POST("/upload/slip", h.uploadSlip)
	v1.GET("/banks", h.listBanks)
	v1.POST("/promoCodes", h.createPromoCode)
	v1.GET("/promoCodes", h.listPromoCodes)
}
