package account

import "github.com/gin-gonic/gin"

// Routes registers the account routes on v1: authz/policy/*.csv says which role
// may call each, the handlers check whose record it is.
func Routes(v1 *gin.RouterGroup, h *Handlers) {
	v1.POST("/auth/signup", h.signUp)
	v1.POST("/auth/signin", h.signIn)
	v1.GET("/auth/resetPassword", h.resetPassword)
	v1.POST("/auth/updatePassword", h.updatePassword)
	v1.POST("/auth/signOutEverywhere", h.signOutEverywhere)
	v1.PUT("/auth/language", h.setLanguage)
	v1.POST("/auth/verifyEmail", h.verifyEmail)
	v1.POST("/auth/resendVerification", h.resendVerification)
	v1.GET("/users", h.listUsers)
	v1.GET("/users/:userId", h.getUser)
	v1.PUT("/users/:userId", h.updateUser)
	v1.DELETE("/users/:userId", h.deleteUser)
	v1.GET("/admin/audit", h.listAdminActions)
}
