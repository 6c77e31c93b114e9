package api

import "github.com/gin-gonic/gin"

// profileRoutes registers consultants, consultees, uploads, search and slots;
// authz/policy/profiles.csv says who may call each.
func (s *Server) profileRoutes(v1 *gin.RouterGroup) {
	// Consultant profiles and their approval.
	v1.POST("/consultant/", s.createConsultant)
	v1.GET("/consultant/:id", s.getConsultant)
	v1.PUT("/consultant/:id", s.updateConsultant)
	v1.DELETE("/consultant/:id", s.deleteConsultant)
	v1.GET("/consultant/user/:userId", s.getConsultantOfUser)
	v1.PUT("/consultant/updateStatus/:consultantId", s.updateConsultantStatus)
	v1.PUT("/consultant/:id/confirmBankDetails", s.confirmBankDetails)

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

	// Consultee profiles.
	v1.POST("/consultee/", s.createConsultee)
	v1.GET("/consultee", s.listConsultees)
	v1.GET("/consultee/:id", s.getConsultee)
	v1.PUT("/consultee/:id", s.updateConsultee)
	v1.DELETE("/consultee/:id", s.deleteConsultee)
	v1.GET("/consultee/user/:userId", s.getConsulteeOfUser)

	// Availability and slots.
	v1.POST("/cerebroslot", s.createSlots)
	v1.GET("/cerebroslot", s.listSlots)
	v1.GET("/cerebroslot/:id", s.getSlot)
	v1.PUT("/cerebroslot/:id", s.moveSlot)
	v1.DELETE("/cerebroslot/:id", s.deleteSlot)
	v1.GET("/cerebroslot/consultant/:id", s.slotsOfConsultant)
	v1.GET("/cerebroslot/consultantAndDate/:id/:date", s.slotsOfConsultantOnDate)
	v1.GET("/consultant/:id/slots", s.slotsOfConsultant)
	v1.GET("/consultant/:id/availableDays", s.availableDays)
	v1.GET("/consultant/:id/reviews", s.consultantReviews)

	// Profile images.
	v1.POST("/upload/image", s.uploadImage)
	v1.GET("/images/:name", s.serveImage)
}
