package availability

import "github.com/gin-gonic/gin"

// Routes registers the availability routes on v1: authz/policy/*.csv says which role
// may call each, the handlers check whose record it is.
func Routes(v1 *gin.RouterGroup, s *Handlers) {
	v1.POST("/cerebroslot", s.createSlots)
	v1.GET("/cerebroslot", s.listSlots)
	v1.GET("/cerebroslot/:id", s.getSlot)
	v1.PUT("/cerebroslot/:id", s.moveSlot)
	v1.DELETE("/cerebroslot/:id", s.deleteSlot)
	v1.GET("/cerebroslot/consultant/:id", s.slotsOfConsultant)
	v1.GET("/cerebroslot/consultantAndDate/:id/:date", s.slotsOfConsultantOnDate)
	v1.GET("/consultant/:id/slots", s.slotsOfConsultant)
}
