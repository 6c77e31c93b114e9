package privacy

import (
	"bytes"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"

	"github.com/gin-gonic/gin"

	"cerebro/api/web"
	"cerebro/apperr"
)

// errConfirmRequired refuses a closure without {"confirm": true}.
const errConfirmRequired apperr.Code = "privacy.confirm_required"

// closeBody is DELETE /me's body.
type closeBody struct {
	Confirm bool `json:"confirm"`
}

// closeAccount is DELETE /me {"confirm": true}: 204 once the caller's
// account is closed (models/privacy says what goes and what stays); 409
// with the reason while a paid session is ahead or money is owed either
// way; 400 without the confirmation.
func (h *Handlers) closeAccount(c *gin.Context) {
	var in closeBody
	if !bindOptional(c, &in) {
		return
	}
	if !in.Confirm {
		web.Fail(c, apperr.New(errConfirmRequired))
		return
	}
	id := web.CallerID(c)
	files, err := h.Privacy.Close(c.Request.Context(), id, h.Now().UTC())
	h.Account.ForgetBearer(id) // the new token version applies at once here
	if err != nil {
		web.Fail(c, err)
		return
	}
	for _, f := range files {
		// A file left behind is an orphan the daily clean-up removes.
		if err := h.Images().Remove(c.Request.Context(), f.Kind, f.Name); err != nil {
			web.LogError(c, err)
		}
	}
	slog.InfoContext(c.Request.Context(), "account closed", "user_id", id, "files_removed", len(files))
	c.Status(http.StatusNoContent)
}

// bindOptional decodes a body that may be empty (then v stays as it is).
func bindOptional(c *gin.Context, v any) bool {
	raw, err := io.ReadAll(c.Request.Body)
	if err != nil {
		web.Fail(c, web.JSONProblem(err))
		return false
	}
	if len(bytes.TrimSpace(raw)) == 0 {
		return true
	}
	if err := json.Unmarshal(raw, v); err != nil {
		web.Fail(c, web.JSONProblem(err))
		return false
	}
	return true
}
