package calendar

import "github.com/gin-gonic/gin"

// Routes registers the calendar routes on v1: authz/policy/calendar.csv
// says who may call each; the feed itself is open, its address the secret.
func Routes(v1 *gin.RouterGroup, h *Handlers) {
	v1.GET("/me/calendar", h.myFeed)
	v1.POST("/me/calendar/rotate", h.rotateFeed)
	v1.GET("/calendar/:file", h.feed)
}
