package ledger

import "github.com/gin-gonic/gin"

// Routes registers the ledger routes on v1: authz/policy/*.csv says which role
// may call each, the handlers check whose record it is.
func Routes(v1 *gin.RouterGroup, h *Handlers) {
	v1.GET("/invoice/:id/timeline", h.invoiceTimeline)
}
