package api

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
func (s *Server) profileCheck(c *gin.Context, ownerID int64, current string) profileCheck {
	usable := func(name string) bool {
		if name == current {
			return s.imageExists(name)
		}
		uploader, err := s.stores.Profile.UploaderOf(c.Request.Context(), name)
		return err == nil && (uploader == ownerID || uploader == web.CallerID(c)) && s.imageExists(name)
	}
	return profileCheck{today: rules.ColomboToday(s.Now()), imageExists: usable}
}

func (s *Server) imageExists(name string) bool {
	path, err := s.images().Path(uploads.KindImage, name)
	if err != nil {
		return false
	}
	info, err := os.Stat(path)
	return err == nil && info.Mode().IsRegular()
}

// validateConsultant checks the form, then that its category exists.
func (s *Server) validateConsultant(c *gin.Context, in consultantInput, cons *models.Consultant) error {
	draft := *cons
	if err := in.validate(&draft, s.profileCheck(c, cons.UserID, cons.ImageName)); err != nil {
		return err
	}
	if _, err := s.stores.Profile.CategoryByID(c.Request.Context(), draft.CategoryID); errors.Is(err, models.ErrNotFound) {
		return apperr.New(errCategoryEmpty).WithField("categoryId", errCategoryEmpty, nil)
	} else if err != nil {
		return err
	}
	*cons = draft
	return nil
}

func (s *Server) createConsultant(c *gin.Context) {
	var in consultantInput
	if !web.BindJSON(c, &in) {
		return
	}
	cons := &models.Consultant{UserID: web.CallerID(c)}
	// Saving the profile sends it to the admin: only from a proven address.
	if err := s.accounts.RequireVerified(c.Request.Context(), cons.UserID); err != nil {
		web.Fail(c, err)
		return
	}
	if err := s.validateConsultant(c, in, cons); err != nil {
		web.Fail(c, err)
		return
	}
	if err := s.stores.Profile.CreateConsultant(c.Request.Context(), cons); err != nil {
		if errors.Is(err, models.ErrDuplicate) {
			err = apperr.New(errConsultantExists)
		}
		web.Fail(c, err)
		return
	}
	s.startApproval(c.Request.Context(), cons.ID)
	s.answerConsultant(c, http.StatusCreated, cons.ID, "")
}

func (s *Server) updateConsultant(c *gin.Context) {
	id, ok := web.PathID(c, "id")
	if !ok {
		return
	}
	cons, err := s.stores.Profile.ConsultantByID(c.Request.Context(), id)
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
	if err := s.stores.Profile.UpdateConsultantProfile(c.Request.Context(), cons); err != nil {
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
func (s *Server) answerConsultant(c *gin.Context, status int, id int64, message string) {
	cons, err := s.stores.Profile.ConsultantByID(c.Request.Context(), id)
	if err != nil {
		web.Fail(c, err)
		return
	}
	view, err := s.consultantViews(c, []models.Consultant{*cons}, true)
	if err != nil {
		web.Fail(c, err)
		return
	}
	c.JSON(status, struct {
		Message string `json:"message,omitempty"`
		consultantView
	}{message, view[0]})
}

// getConsultant shows a VERIFIED consultant to anyone; one still in review
// is visible only to themself and the admin.
func (s *Server) getConsultant(c *gin.Context) {
	if cons, ok := s.publicConsultant(c); ok {
		s.showConsultant(c, cons)
	}
}

// publicConsultant answers the consultant of the path's :id if the caller
// may see them (verified, or their own or the admin's): 404 otherwise. The
// profile, its reviews and its open days follow this one rule.
func (s *Server) publicConsultant(c *gin.Context) (*models.Consultant, bool) {
	id, ok := web.PathID(c, "id")
	if !ok {
		return nil, false
	}
	cons, err := s.stores.Profile.ConsultantByID(c.Request.Context(), id)
	if err == nil && cons.Status != models.ConsultantVerified && !web.OwnsOrAdmin(c, cons.UserID) {
		err = models.ErrNotFound
	}
	if err != nil {
		web.Fail(c, err)
		return nil, false
	}
	return cons, true
}

// showConsultant answers a consultant the caller may see; the owner and the
// admin also get the private fields.
func (s *Server) showConsultant(c *gin.Context, cons *models.Consultant) {
	private := web.OwnsOrAdmin(c, cons.UserID)
	views, err := s.consultantViews(c, []models.Consultant{*cons}, private)
	if err != nil {
		web.Fail(c, err)
		return
	}
	c.JSON(http.StatusOK, views[0])
}

// getConsultantOfUser is how a signed-in consultant finds their own profile
// (404 until they have one); the admin may look up anyone.
func (s *Server) getConsultantOfUser(c *gin.Context) {
	userID, ok := web.PathID(c, "userId")
	if !ok {
		return
	}
	if !web.OwnsOrAdmin(c, userID) {
		web.Fail(c, apperr.New(errNotYourProfile))
		return
	}
	cons, err := s.stores.Profile.ConsultantByUserID(c.Request.Context(), userID)
	if err != nil {
		web.Fail(c, err)
		return
	}
	s.showConsultant(c, cons)
}

// deleteConsultant (admin) removes a profile that never published a slot,
// and ends its approval workflow.
func (s *Server) deleteConsultant(c *gin.Context) {
	id, ok := web.PathID(c, "id")
	if !ok {
		return
	}
	err := s.stores.Profile.DeleteConsultant(c.Request.Context(), id)
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

// consultantViews shows consultants with their ratings and next open slots,
// in one query.
func (s *Server) consultantViews(c *gin.Context, list []models.Consultant, private bool) ([]consultantView, error) {
	ids := make([]int64, len(list))
	for i := range list {
		ids[i] = list[i].ID
	}
	now := s.Now()
	standings, err := s.stores.Discovery.Standings(c.Request.Context(), ids, now)
	if err != nil {
		return nil, err
	}
	out := make([]consultantView, len(list))
	for i := range list {
		st := standings[list[i].ID]
		out[i] = viewConsultant(&list[i], st.Rating, private || web.OwnsOrAdmin(c, list[i].UserID), now)
		out[i].NextAvailable = st.NextFree
	}
	return out, nil
}
