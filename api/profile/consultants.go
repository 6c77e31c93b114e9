package profile

import (
	"errors"
	"net/http"

	"github.com/gin-gonic/gin"

	"cerebro/api/web"
	"cerebro/apperr"
	"cerebro/models"
	"cerebro/rules"
	"cerebro/uploads"
)

// Refusals of the profile handlers.
const (
	errNotYourProfile       apperr.Code = "profile.not_yours"
	errConsultantExists     apperr.Code = "profile.consultant_exists"
	errConsulteeExists      apperr.Code = "profile.consultee_exists"
	errConsultantHasSlots   apperr.Code = "profile.consultant_has_slots"
	errConsulteeHasBookings apperr.Code = "profile.consultee_has_bookings"
)

// MsgUpdateSuccessful is the answer to a saved profile.
const MsgUpdateSuccessful = "Update successful."

// profileCheck gives validation today's Colombo date and the image store:
// a profile keeps its current image, or takes one that its owner or the
// caller (the admin editing it) uploaded — never someone else's file.
func (h *Handlers) profileCheck(c *gin.Context, ownerID int64, current string) profileCheck {
	usable := func(name string) bool {
		if name == current {
			return h.imageExists(c, name)
		}
		uploader, err := h.Profile.UploaderOf(c.Request.Context(), name)
		return err == nil && (uploader == ownerID || uploader == web.CallerID(c)) && h.imageExists(c, name)
	}
	return profileCheck{today: rules.ColomboToday(h.Now()), imageExists: usable}
}

func (h *Handlers) imageExists(c *gin.Context, name string) bool {
	return uploads.Exists(c.Request.Context(), h.Images(), uploads.KindImage, name)
}

// validateConsultant checks the form, then that its category exists.
func (h *Handlers) validateConsultant(c *gin.Context, in consultantInput, cons *models.Consultant) error {
	draft := *cons
	if err := in.validate(&draft, h.profileCheck(c, cons.UserID, cons.ImageName)); err != nil {
		return err
	}
	if _, err := h.Profile.CategoryByID(c.Request.Context(), draft.CategoryID); errors.Is(err, models.ErrNotFound) {
		return apperr.New(errCategoryEmpty).WithField("categoryId", errCategoryEmpty, nil)
	} else if err != nil {
		return err
	}
	*cons = draft
	return nil
}

func (h *Handlers) createConsultant(c *gin.Context) {
	var in consultantInput
	if !web.BindJSON(c, &in) {
		return
	}
	cons := &models.Consultant{UserID: web.CallerID(c)}
	// Saving the profile sends it to the admin: only from a proven address.
	if err := h.Accounts.RequireVerified(c.Request.Context(), cons.UserID); err != nil {
		web.Fail(c, err)
		return
	}
	if err := h.validateConsultant(c, in, cons); err != nil {
		web.Fail(c, err)
		return
	}
	if err := h.Profile.CreateConsultant(c.Request.Context(), cons); err != nil {
		if errors.Is(err, models.ErrDuplicate) {
			err = apperr.New(errConsultantExists)
		}
		web.Fail(c, err)
		return
	}
	h.startApproval(c.Request.Context(), cons.ID)
	h.answerConsultant(c, http.StatusCreated, cons.ID, "")
}

func (h *Handlers) updateConsultant(c *gin.Context) {
	id, ok := web.PathID(c, "id")
	if !ok {
		return
	}
	cons, err := h.Profile.ConsultantByID(c.Request.Context(), id)
	if err != nil {
		web.Fail(c, err)
		return
	}
	if !web.OwnsOrAdmin(c, cons.UserID) {
		web.Fail(c, apperr.New(errNotYourProfile))
		return
	}
	var in consultantInput
	if !web.BindJSON(c, &in) {
		return
	}
	before := *cons
	if err := h.validateConsultant(c, in, cons); err != nil {
		web.Fail(c, err)
		return
	}
	held := h.holdPayoutsOnBankChange(c, &before, cons)
	if err := h.Profile.UpdateConsultantProfile(c.Request.Context(), cons); err != nil {
		web.Fail(c, err)
		return
	}
	h.removeReplacedImage(c, before.ImageName, cons.ImageName)
	if held {
		h.mailBankChange(c.Request.Context(), cons)
	}
	h.resubmitIfRejected(c.Request.Context(), cons)
	h.answerConsultant(c, http.StatusOK, cons.ID, MsgUpdateSuccessful)
}

// answerConsultant reloads the saved profile and shows it to its owner.
func (h *Handlers) answerConsultant(c *gin.Context, status int, id int64, message string) {
	cons, err := h.Profile.ConsultantByID(c.Request.Context(), id)
	if err != nil {
		web.Fail(c, err)
		return
	}
	view, err := h.ConsultantViews(c, h.Discovery, []models.Consultant{*cons}, true)
	if err != nil {
		web.Fail(c, err)
		return
	}
	c.JSON(status, struct {
		Message string `json:"message,omitempty"`
		web.ConsultantView
	}{message, view[0]})
}

// getConsultant shows a VERIFIED consultant to anyone; one still in review
// is visible only to themself and the admin.
func (h *Handlers) getConsultant(c *gin.Context) {
	if cons, ok := web.PublicConsultant(c, h.Profile); ok {
		h.showConsultant(c, cons)
	}
}

// showConsultant answers a consultant the caller may see; the owner and the
// admin also get the private fields.
func (h *Handlers) showConsultant(c *gin.Context, cons *models.Consultant) {
	private := web.OwnsOrAdmin(c, cons.UserID)
	views, err := h.ConsultantViews(c, h.Discovery, []models.Consultant{*cons}, private)
	if err != nil {
		web.Fail(c, err)
		return
	}
	c.JSON(http.StatusOK, views[0])
}

// getConsultantOfUser is how a signed-in consultant finds their own profile
// (404 until they have one); the admin may look up anyone.
func (h *Handlers) getConsultantOfUser(c *gin.Context) {
	userID, ok := ownUserID(c)
	if !ok {
		return
	}
	cons, err := h.Profile.ConsultantByUserID(c.Request.Context(), userID)
	if err != nil {
		web.Fail(c, err)
		return
	}
	h.showConsultant(c, cons)
}

// deleteConsultant (admin) removes a profile that never published a slot,
// and ends its approval workflow.
func (h *Handlers) deleteConsultant(c *gin.Context) {
	id, ok := web.PathID(c, "id")
	if !ok {
		return
	}
	err := h.Profile.DeleteConsultant(c.Request.Context(), id)
	if errors.Is(err, models.ErrInUse) {
		err = apperr.New(errConsultantHasSlots)
	}
	if err != nil {
		web.Fail(c, err)
		return
	}
	h.endApproval(c.Request.Context(), id)
	c.JSON(http.StatusOK, gin.H{"message": "Consultant deleted."})
}
