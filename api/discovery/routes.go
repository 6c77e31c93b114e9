package discovery

import "github.com/gin-gonic/gin"

// Routes registers the discovery routes on v1: authz/policy/*.csv says which role
// may call each, the handlers check whose record it is.
func Routes(v1 *gin.RouterGroup, h *Handlers) {
	// Consultant search: every answer is {pageData, currentPageNo, totalNoOfPages}.
	v1.GET("/consultant", h.searchPublicQuery)
	v1.POST("/consultant/getPagedConsultantListPublic", h.searchPublicBody)
	v1.POST("/consultant/getPagedConsultantList", h.searchAdminBody)
	v1.GET("/consultant/all", h.pagedConsultants)
	v1.GET("/consultant/pagedConsultant/:page", h.pagedConsultants)
	v1.GET("/consultant/paged/:page/:rows", h.pagedConsultants)
	v1.GET("/consultant/pagedConsultantByCategory/:value/:page", h.pagedBy("category"))
	v1.GET("/consultant/pagedConsultantByName/:value/:page", h.pagedBy("name"))
	v1.GET("/consultant/pagedConsultantBySlotSize/:value/:page", h.pagedBy("slotSize"))
	v1.GET("/consultant/pagedConsultantBySlotRate/:value/:page", h.pagedBy("slotRate"))
	v1.GET("/consultant/:id/availableDays", h.availableDays)
	v1.GET("/consultant/:id/reviews", h.consultantReviews)
}
