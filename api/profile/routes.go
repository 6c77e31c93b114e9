package profile

import "github.com/gin-gonic/gin"

// Routes registers the profile routes on v1: authz/policy/*.csv says which role
// may call each, the handlers check whose record it is.
func Routes(v1 *gin.RouterGroup, s *Handlers) {
	v1.GET("/consultantCategory", s.listCategories)
	v1.GET("/consultantCategory/:id", s.getCategory)
	v1.POST("/consultantCategory/", s.createCategory)
	v1.PUT("/consultantCategory/:id", s.updateCategory)
	v1.DELETE("/consultantCategory/:id", s.deleteCategory)
	v1.POST("/consultant/", s.createConsultant)
	v1.GET("/consultant/:id", s.getConsultant)
	v1.PUT("/consultant/:id", s.updateConsultant)
	v1.DELETE("/consultant/:id", s.deleteConsultant)
	v1.GET("/consultant/user/:userId", s.getConsultantOfUser)
	v1.PUT("/consultant/updateStatus/:consultantId", s.updateConsultantStatus)
	v1.POST("/consultee/", s.createConsultee)
	v1.GET("/consultee", s.listConsultees)
	v1.GET("/consultee/:id", s.getConsultee)
	v1.PUT("/consultee/:id", s.updateConsultee)
	v1.DELETE("/consultee/:id", s.deleteConsultee)
	v1.GET("/consultee/user/:userId", s.getConsulteeOfUser)
	v1.POST("/upload/image", s.uploadImage)
	v1.GET("/images/:name", s.serveImage)
}
