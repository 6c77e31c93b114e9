package profile

import (
	"errors"
	"net/http"

	"github.com/gin-gonic/gin"

	"cerebro/api/web"
	"cerebro/apperr"
	"cerebro/models"
)

func (h *Handlers) createConsultee(c *gin.Context) {
	var in consulteeInput
	if !web.BindJSON(c, &in) {
		return
	}
	cons := &models.Consultee{UserID: web.CallerID(c)}
	if err := in.validate(cons, h.profileCheck(c, cons.UserID, "")); err != nil {
		web.Fail(c, err)
		return
	}
	if err := h.Profile.CreateConsultee(c.Request.Context(), cons); err != nil {
		if errors.Is(err, models.ErrDuplicate) {
			err = apperr.New(errConsulteeExists)
		}
		web.Fail(c, err)
		return
	}
	h.answerConsultee(c, http.StatusCreated, cons.ID, "")
}

func (h *Handlers) updateConsultee(c *gin.Context) {
	cons, ok := h.ownConsultee(c)
	if !ok {
		return
	}
	var in consulteeInput
	if !web.BindJSON(c, &in) {
		return
	}
	before := cons.ImageName
	if err := in.validate(cons, h.profileCheck(c, cons.UserID, before)); err != nil {
		web.Fail(c, err)
		return
	}
	if err := h.Profile.UpdateConsulteeProfile(c.Request.Context(), cons); err != nil {
		web.Fail(c, err)
		return
	}
	h.removeReplacedImage(c, before, cons.ImageName)
	h.answerConsultee(c, http.StatusOK, cons.ID, MsgUpdateSuccessful)
}

// ownConsultee loads the consultee in the path if the caller is that
// consultee or the admin; a consultee's profile is nobody else's business.
func (h *Handlers) ownConsultee(c *gin.Context) (*models.Consultee, bool) {
	id, ok := web.PathID(c, "id")
	if !ok {
		return nil, false
	}
	return web.OwnedConsultee(c, h.Profile, id, errNotYourProfile)
}

func (h *Handlers) answerConsultee(c *gin.Context, status int, id int64, message string) {
	cons, err := h.Profile.ConsulteeByID(c.Request.Context(), id)
	if err != nil {
		web.Fail(c, err)
		return
	}
	c.JSON(status, struct {
		Message string `json:"message,omitempty"`
		consulteeView
	}{message, viewConsultee(cons, h.Now())})
}

func (h *Handlers) getConsultee(c *gin.Context) {
	if cons, ok := h.ownConsultee(c); ok {
		c.JSON(http.StatusOK, viewConsultee(cons, h.Now()))
	}
}

// ownUserID is the path's userId when it is the caller's own account or the
// caller is the admin; otherwise the caller has been answered.
func ownUserID(c *gin.Context) (int64, bool) {
	userID, ok := web.PathID(c, "userId")
	if ok && !web.OwnsOrAdmin(c, userID) {
		web.Fail(c, apperr.New(errNotYourProfile))
		return 0, false
	}
	return userID, ok
}

// getConsulteeOfUser is how a signed-in consultee finds their own profile
// (404 until they have one); the admin may look up anyone.
func (h *Handlers) getConsulteeOfUser(c *gin.Context) {
	userID, ok := ownUserID(c)
	if !ok {
		return
	}
	cons, err := h.Profile.ConsulteeByUserID(c.Request.Context(), userID)
	if err != nil {
		web.Fail(c, err)
		return
	}
	c.JSON(http.StatusOK, viewConsultee(cons, h.Now()))
}

// deleteConsultee (admin) removes a consultee who never booked.
func (h *Handlers) deleteConsultee(c *gin.Context) {
	id, ok := web.PathID(c, "id")
	if !ok {
		return
	}
	err := h.Profile.DeleteConsultee(c.Request.Context(), id)
	if errors.Is(err, models.ErrInUse) {
		err = apperr.New(errConsulteeHasBookings)
	}
	if err != nil {
		web.Fail(c, err)
		return
	}
	c.JSON(http.StatusOK, gin.H{"message": "Consultee deleted."})
}

// listConsultees is the admin's consultee list (the Consultee List tab shows
// number, full name, age, gender, country, phone), paged like every list.
func (h *Handlers) listConsultees(c *gin.Context) {
	p, ok := web.QueryPage(c)
	if !ok {
		return
	}
	list, total, err := h.Profile.ListConsultees(c.Request.Context(), p)
	if err != nil {
		web.Fail(c, err)
		return
	}
	now := h.Now()
	views := make([]consulteeView, len(list))
	for i := range list {
		views[i] = viewConsultee(&list[i], now)
	}
	c.JSON(http.StatusOK, web.NewPageView(views, p, total))
}
