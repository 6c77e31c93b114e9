package profile

import "github.com/gin-gonic/gin"

// Routes registers the profile routes on v1: authz/policy/*.csv says which role
// may call each, the handlers check whose record it is.
func Routes(v1 *gin.RouterGroup, h *Handlers) {
	v1.GET("/consultantCategory", h.listCategories)
	v1.GET("/consultantCategory/:id", h.getCategory)
	v1.POST("/consultantCategory/", h.createCategory)
	v1.PUT("/consultantCategory/:id", h.updateCategory)
	v1.DELETE("/consultantCategory/:id", h.deleteCategory)
	v1.POST("/consultant/", h.createConsultant)
	v1.GET("/consultant/:id", h.getConsultant)
	v1.PUT("/consultant/:id", h.updateConsultant)
	v1.DELETE("/consultant/:id", h.deleteConsultant)
	v1.GET("/consultant/user/:userId", h.getConsultantOfUser)
	v1.PUT("/consultant/updateStatus/:consultantId", h.updateConsultantStatus)
	v1.GET("/consultant/:id/credentials", h.getCredentials)
	v1.PUT("/consultant/:id/credentials", h.putCredentials)
	v1.GET("/consultant/:id/credentials/document", h.serveCredentialDocument)
	v1.PUT("/consultant/:id/credentials/review", h.reviewCredentials)
	v1.POST("/consultee/", h.createConsultee)
	v1.GET("/consultee", h.listConsultees)
	v1.GET("/consultee/:id", h.getConsultee)
	v1.PUT("/consultee/:id", h.updateConsultee)
	v1.DELETE("/consultee/:id", h.deleteConsultee)
	v1.GET("/consultee/user/:userId", h.getConsulteeOfUser)
	v1.POST("/upload/image", h.uploadImage)
	v1.GET("/images/:name", h.serveImage)
}
