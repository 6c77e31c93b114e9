package api

import "github.com/gin-gonic/gin"

// bookingRoutes registers bookings, payments and invoices;
// authz/policy/booking.csv says who may call each.
func (s *Server) bookingRoutes(v1 *gin.RouterGroup) {}
