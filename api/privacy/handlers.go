// Package privacy answers a person's rights over their data (Sri Lanka's
// Personal Data Protection Act, No. 9 of 2022): GET /me/export, everything
// about the caller in one ZIP, and DELETE /me, closing the caller's account.
package privacy

import (
	"github.com/gin-gonic/gin"

	"cerebro/api/web"
	"cerebro/models/account"
	"cerebro/models/privacy"
)

// Handlers answers the privacy routes: the shared web deps, the privacy
// store and the account store whose copy of a token's version a closure
// forgets.
type Handlers struct {
	web.Deps
	Privacy *privacy.Store
	Account *account.Store
}

// Routes registers the privacy routes on v1: authz/policy/privacy.csv says
// which role may call each; each is about the caller only.
func Routes(v1 *gin.RouterGroup, h *Handlers) {
	v1.GET("/me/export", h.export)
	v1.DELETE("/me", h.closeAccount)
}
