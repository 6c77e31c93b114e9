package discovery

import "github.com/gin-gonic/gin"

// Routes registers the discovery routes on v1: authz/policy/*.csv says which role
// may call each, the handlers check whose record it is.
func Routes(v1 *gin.RouterGroup, s *Handlers) {
	// Consultant search: every answer is {pageData, currentPageNo, totalNoOfPages}.
	v1.GET("/consultant", s.searchPublicQuery)
	v1.POST("/consultant/getPagedConsultantListPublic", s.searchPublicBody)
	v1.POST("/consultant/getPagedConsultantList", s.searchAdminBody)
	v1.GET("/consultant/all", s.pagedConsultants)
	v1.GET("/consultant/pagedConsultant/:page", s.pagedConsultants)
	v1.GET("/consultant/paged/:page/:rows", s.pagedConsultants)
	v1.GET("/consultant/pagedConsultantByCategory/:value/:page", s.pagedBy("category"))
	v1.GET("/consultant/pagedConsultantByName/:value/:page", s.pagedBy("name"))
	v1.GET("/consultant/pagedConsultantBySlotSize/:value/:page", s.pagedBy("slotSize"))
	v1.GET("/consultant/pagedConsultantBySlotRate/:value/:page", s.pagedBy("slotRate"))
	v1.GET("/consultant/:id/availableDays", s.availableDays)
	v1.GET("/consultant/:id/reviews", s.consultantReviews)
}
