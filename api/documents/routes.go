// Package documents is the PDFs people keep (issue 34, point 4): a
// consultee's receipt for a paid invoice and a consultant's monthly
// statement, written by package documents in the reader's language and zone.
package documents

import "github.com/gin-gonic/gin"

// Routes registers the document routes on v1: authz/policy/documents.csv says
// which role may call each, the handlers check whose record it is.
func Routes(v1 *gin.RouterGroup, h *Handlers) {
	v1.GET("/invoice/:id/receipt", h.receipt)
	v1.GET("/consultant/statement", h.statement)
}
