package profile

import (
	"errors"
	"net/http"
	"os"

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
func (s *Handlers) profileCheck(c *gin.Context, ownerID int64, current string) profileCheck {
	usable := func(name string) bool {
		if name == current {
			return s.imageExists(name)
		}
		uploader, err := s.Profile.UploaderOf(c.Request.Context(), name)
		return err == nil && (uploader == ownerID || uploader == web.CallerID(c)) && s.imageExists(name)
	}
	return profileCheck{today: rules.ColomboToday(s.Now()), imageExists: usable}
}

func (s *Handlers) imageExists(name string) bool {
	path, err := s.Images().Path(uploads.KindImage, name)
	if err != nil {
		return false
	}
	info, err := os.Stat(path)
	return err == nil && info.Mode().IsRegular()
}

// validateConsultant checks the form, then that its category exists.
func (s *Handlers) validateConsultant(c *gin.Context, in consultantInput, cons *models.Consultant) error {
	draft := *cons
	if err := in.validate(&draft, s.profileCheck(c, cons.UserID, cons.ImageName)); err != nil {
		return err
	}
	if _, err := s.Profile.CategoryByID(c.Request.Context(), draft.CategoryID); errors.Is(err, models.ErrNotFound) {
		return apperr.New(errCategoryEmpty).WithField("categoryId", errCategoryEmpty, nil)
	} else if err != nil {
		return err
	}
	*cons = draft
	return nil
}

func (s *Handlers) createConsultant(c *gin.Context) {
	var in consultantInput
	if !web.BindJSON(c, &in) {
		return
	}
	cons := &models.Consultant{UserID: web.CallerID(c)}
	// Saving the profile sends it to the admin: only from a proven address.
	if err := s.Accounts.RequireVerified(c.Request.Context(), cons.UserID); err != nil {
		web.Fail(c, err)
		return
	}
	if err := s.validateConsultant(c, in, cons); err != nil {
		web.Fail(c, err)
		return
	}
	if err := s.Profile.CreateConsultant(c.Request.Context(), cons); err != nil {
		if errors.Is(err, models.ErrDuplicate) {
			err = apperr.New(errConsultantExists)
		}
		web.Fail(c, err)
		return
	}
	s.startApproval(c.Request.Context(), cons.ID)
	s.answerConsultant(c, http.StatusCreated, cons.ID, "")
}

func (s *Handlers) updateConsultant(c *gin.Context) {
	id, ok := web.PathID(c, "id")
	if !ok {
		return
	}
	cons, err := s.Profile.ConsultantByID(c.Request.Context(), id)
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
	if err := s.validateConsultant(c, in, cons); err != nil {
		web.Fail(c, err)
		return
	}
	held := s.holdPayoutsOnBankChange(c, &before, cons)
	if err := s.Profile.UpdateConsultantProfile(c.Request.Context(), cons); err != nil {
		web.Fail(c, err)
		return
	}
	s.removeReplacedImage(c, before.ImageName, cons.ImageName)
	if held {
		s.mailBankChange(c.Request.Context(), cons)
	}
	s.resubmitIfRejected(c.Request.Context(), cons)
	s.answerConsultant(c, http.StatusOK, cons.ID, MsgUpdateSuccessful)
}

// answerConsultant reloads the saved profile and shows it to its owner.
func (s *Handlers) answerConsultant(c *gin.Context, status int, id int64, message string) {
	cons, err := s.Profile.ConsultantByID(c.Request.Context(), id)
	if err != nil {
		web.Fail(c, err)
		return
	}
	view, err := s.ConsultantViews(c, s.Discovery, []models.Consultant{*cons}, true)
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
func (s *Handlers) getConsultant(c *gin.Context) {
	if cons, ok := web.PublicConsultant(c, s.Profile); ok {
		s.showConsultant(c, cons)
	}
}

// showConsultant answers a consultant the caller may see; the owner and the
// admin also get the private fields.
func (s *Handlers) showConsultant(c *gin.Context, cons *models.Consultant) {
	private := web.OwnsOrAdmin(c, cons.UserID)
	views, err := s.ConsultantViews(c, s.Discovery, []models.Consultant{*cons}, private)
	if err != nil {
		web.Fail(c, err)
		return
	}
	c.JSON(http.StatusOK, views[0])
}

// getConsultantOfUser is how a signed-in consultant finds their own profile
// (404 until they have one); the admin may look up anyone.
func (s *Handlers) getConsultantOfUser(c *gin.Context) {
	userID, ok := web.PathID(c, "userId")
	if !ok {
		return
	}
	if !web.OwnsOrAdmin(c, userID) {
		web.Fail(c, apperr.New(errNotYourProfile))
		return
	}
	cons, err := s.Profile.ConsultantByUserID(c.Request.Context(), userID)
	if err != nil {
		web.Fail(c, err)
		return
	}
	s.showConsultant(c, cons)
}

// deleteConsultant (admin) removes a profile that never published a slot,
// and ends its approval workflow.
func (s *Handlers) deleteConsultant(c *gin.Context) {
	id, ok := web.PathID(c, "id")
	if !ok {
		return
	}
	err := s.Profile.DeleteConsultant(c.Request.Context(), id)
	if errors.Is(err, models.ErrInUse) {
		err = apperr.New(errConsultantHasSlots)
	}
	if err != nil {
		web.Fail(c, err)
		return
	}
	s.endApproval(c.Request.Context(), id)
	c.JSON(http.StatusOK, gin.H{"message": "Consultant deleted."})
}
