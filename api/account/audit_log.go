package account

import (
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"

	"cerebro/api/web"
)

// listAdminActions is the admin's GET /admin/audit?action=&page=&rows=:
// the audit log, newest first.
func (h *Handlers) listAdminActions(c *gin.Context) {
	p, ok := web.ParsePage(c, c.Query("page"), c.Query("rows"))
	if !ok {
		return
	}
	items, total, err := h.Account.AdminActions(c.Request.Context(), strings.TrimSpace(c.Query("action")), p)
	if err != nil {
		web.Fail(c, err)
		return
	}
	c.JSON(http.StatusOK, web.NewPageView(items, p, total))
}
