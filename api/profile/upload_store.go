package profile

import (
	"github.com/gin-gonic/gin"

	"cerebro/api/web"
	"cerebro/uploads"
)

// The refusal of an upload past the daily quota, worded for one minute's
// wait or several (the catalogue has no plural syntax).
const ()

// removeReplacedImage deletes a profile's previous image once a save has
// replaced it; a failure only leaves an orphan for the daily clean-up.
func (h *Handlers) removeReplacedImage(c *gin.Context, before, after string) {
	if before == "" || before == after {
		return
	}
	if err := h.Images().Remove(c.Request.Context(), uploads.KindImage, before); err != nil {
		web.LogError(c, err)
		return
	}
	if err := h.Profile.ForgetUploads(c.Request.Context(), []string{before}); err != nil {
		web.LogError(c, err)
	}
}
