package review

import "github.com/gin-gonic/gin"

// Routes registers the review routes on v1: authz/policy/reviews.csv says
// which role may call each, the handlers check whose review it is.
func Routes(v1 *gin.RouterGroup, h *Handlers) {
	v1.PUT("/reviews/:id/reply", h.reply)
	v1.POST("/reviews/:id/report", h.report)
	v1.GET("/admin/reviews/reported", h.reported)
	v1.PUT("/admin/reviews/:id/hidden", h.setHidden)
}
