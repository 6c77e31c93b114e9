package account

import "github.com/gin-gonic/gin"

// Routes registers the account routes on v1: authz/policy/*.csv says which role
// may call each, the handlers check whose record it is.
func Routes(v1 *gin.RouterGroup, s *Handlers) {
	v1.POST("/auth/signup", s.signUp)
	v1.POST("/auth/signin", s.signIn)
	v1.GET("/auth/resetPassword", s.resetPassword)
	v1.POST("/auth/updatePassword", s.updatePassword)
	v1.POST("/auth/signOutEverywhere", s.signOutEverywhere)
	v1.PUT("/auth/language", s.setLanguage)
	v1.POST("/auth/verifyEmail", s.verifyEmail)
	v1.POST("/auth/resendVerification", s.resendVerification)
	v1.GET("/users", s.listUsers)
	v1.GET("/users/:userId", s.getUser)
	v1.PUT("/users/:userId", s.updateUser)
	v1.DELETE("/users/:userId", s.deleteUser)
	v1.GET("/admin/audit", s.listAdminActions)
}
