package push

import "github.com/gin-gonic/gin"

// Routes registers the push routes on v1: authz/policy/push.csv says who
// may call each (anyone signed in, for their own devices).
func Routes(v1 *gin.RouterGroup, h *Handlers) {
	v1.GET("/push/vapidPublicKey", h.vapidPublicKey)
	v1.POST("/push/subscriptions", h.subscribe)
	v1.DELETE("/push/subscriptions", h.unsubscribe)
}
