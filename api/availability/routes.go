package availability

import "github.com/gin-gonic/gin"

// Routes registers the availability routes on v1: authz/policy/*.csv says which role
// may call each, the handlers check whose record it is.
func Routes(v1 *gin.RouterGroup, h *Handlers) {
	v1.POST("/cerebroslot", h.createSlots)
	v1.GET("/cerebroslot", h.listSlots)
	v1.GET("/cerebroslot/:id", h.getSlot)
	v1.PUT("/cerebroslot/:id", h.moveSlot)
	v1.DELETE("/cerebroslot/:id", h.deleteSlot)
	v1.GET("/cerebroslot/consultant/:id", h.slotsOfConsultant)
	v1.GET("/cerebroslot/consultantAndDate/:id/:date", h.slotsOfConsultantOnDate)
	v1.GET("/consultant/:id/slots", h.slotsOfConsultant)
}
