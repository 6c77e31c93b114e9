package account

import (
	"errors"
	"net/http"
	"net/mail"
	"strings"

	"github.com/gin-gonic/gin"

	"cerebro/api/web"
	"cerebro/apperr"
	"cerebro/models/account"
)

// The admin's account routes: one account, its name and email, and deleting
// one with nothing on record. Casbin lets only the admin in.

// Account refusals.
const (
	errUserHasRecords  apperr.Code = "account.has_records"
	errDeleteSelf      apperr.Code = "account.delete_self"
	errEmailTaken      apperr.Code = "account.email_taken"
	errUserNameInvalid apperr.Code = "account.user_name_invalid"
	errEmailInvalid    apperr.Code = "account.user_email_invalid"
)

// getUser is GET /users/:userId.
func (h *Handlers) getUser(c *gin.Context) {
	id, ok := web.PathID(c, "userId")
	if !ok {
		return
	}
	u, err := h.Account.UserByID(c.Request.Context(), id)
	if err != nil {
		web.Fail(c, err)
		return
	}
	c.JSON(http.StatusOK, u)
}

// userUpdate is PUT /users/:userId's body.
type userUpdate struct {
	UserName string `json:"userName"`
	Email    string `json:"email"`
}

// updateUser is PUT /users/:userId: the account's name and email.
func (h *Handlers) updateUser(c *gin.Context) {
	id, ok := web.PathID(c, "userId")
	if !ok {
		return
	}
	var in userUpdate
	if !web.BindJSON(c, &in) {
		return
	}
	name, email := strings.TrimSpace(in.UserName), strings.ToLower(strings.TrimSpace(in.Email))
	if name == "" || len([]rune(name)) > 100 {
		web.Fail(c, apperr.New(errUserNameInvalid).WithField("userName", errUserNameInvalid, nil))
		return
	}
	if a, err := mail.ParseAddress(email); err != nil || a.Address != email {
		web.Fail(c, apperr.New(errEmailInvalid).WithField("email", errEmailInvalid, nil))
		return
	}
	u, err := h.Account.UpdateUser(c.Request.Context(), id, name, email)
	if errors.Is(err, account.ErrEmailTaken) {
		web.Fail(c, apperr.New(errEmailTaken))
		return
	}
	if err != nil {
		web.Fail(c, err)
		return
	}
	c.JSON(http.StatusOK, u)
}

// deleteUser is DELETE /users/:userId: an account with nothing on record
// (no bookings, payments, slots or decisions) and its profile; 204.
func (h *Handlers) deleteUser(c *gin.Context) {
	id, ok := web.PathID(c, "userId")
	if !ok {
		return
	}
	if id == web.CallerID(c) {
		web.Fail(c, apperr.New(errDeleteSelf))
		return
	}
	err := h.Account.DeleteUser(c.Request.Context(), id)
	if errors.Is(err, account.ErrUserHasRecords) {
		web.Fail(c, apperr.New(errUserHasRecords))
		return
	}
	if err != nil {
		web.Fail(c, err)
		return
	}
	c.Status(http.StatusNoContent)
}
