package profile

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"

	"cerebro/api/web"
	"cerebro/apperr"
	"cerebro/mailer"
	"cerebro/models"
	"cerebro/models/profile"
	"cerebro/rules"
	"cerebro/uploads"
)

// Refusals of the admin's review of a registration, and of approving a
// regulated consultant whose registration is not checked.
const (
	errCredReviewStatus      apperr.Code = "credential.review_status_invalid"
	errCredSendBackReason    apperr.Code = "credential.send_back_reason_required"
	errCredReasonTooLong     apperr.Code = "credential.reason_too_long"
	errCredNotAwaiting       apperr.Code = "credential.not_awaiting_review"
	errCredRequiredToApprove apperr.Code = "credential.required_for_approval"
)

// documentURL is where a consultant's registration document is served, to
// its owner and the admin only.
func documentURL(consultantID int64) string {
	return fmt.Sprintf("/api/v1/consultant/%d/credentials/document", consultantID)
}

// credentialReviewRequest is PUT /consultant/{id}/credentials/review's body.
type credentialReviewRequest struct {
	Status string `json:"status"` // CHECKED or SENT_BACK
	Reason string `json:"reason"` // required to send back
}

// reviewCredentials is the admin's word on a submitted registration:
// CHECKED (who and when are recorded) or SENT_BACK with a reason. The
// audit log records the call (api/audit.go).
func (h *Handlers) reviewCredentials(c *gin.Context) {
	cons, ok := h.credentialOwner(c, true)
	if !ok {
		return
	}
	var in credentialReviewRequest
	if !web.BindJSON(c, &in) {
		return
	}
	r, err := credentialReviewOf(in, cons.ID, web.CallerID(c))
	if err != nil {
		web.Fail(c, err)
		return
	}
	r.Today = rules.ColomboToday(h.Now())
	err = h.Profile.ReviewCredential(c.Request.Context(), r)
	if errors.Is(err, profile.ErrCredentialChanged) {
		err = h.notAwaiting(c.Request.Context(), cons.ID)
	}
	if err != nil {
		web.Fail(c, err)
		return
	}
	if r.Status == profile.CredentialSentBack {
		h.mailSentBack(c.Request.Context(), cons, r.Reason)
	}
	h.answerCredentials(c, cons)
}

// mailSentBack tells the consultant why their registration came back; a
// mail that fails is logged, the review stands.
func (h *Handlers) mailSentBack(ctx context.Context, cons *models.Consultant, reason string) {
	cred, err := h.Profile.CredentialOf(ctx, cons.ID)
	if h.Mailer == nil || cons.User == nil || err != nil {
		return
	}
	m, err := mailer.Compose(mailer.ReaderOf(cons.User.Language, cons.TimeZone), "credential_sent_back", mailer.Data{
		"Name": cons.FirstName, "Number": cred.Number, "Reason": reason, "Dashboard": h.Config.PublicBaseURL + "/#/consultantdashboard"})
	if err == nil {
		m.To = cons.User.Email
		err = h.Mailer.Send(ctx, m)
	}
	if err != nil {
		slog.Error("registration sent-back mail failed", "consultantId", cons.ID, "err", err)
	}
}

// notAwaiting says why a review found nothing to review.
func (h *Handlers) notAwaiting(ctx context.Context, consultantID int64) error {
	if _, err := h.Profile.CredentialOf(ctx, consultantID); errors.Is(err, models.ErrNotFound) {
		return apperr.New(errCredMissing)
	}
	return apperr.New(errCredNotAwaiting)
}

func credentialReviewOf(in credentialReviewRequest, consultantID, adminID int64) (profile.CredentialReview, error) {
	r := profile.CredentialReview{ConsultantID: consultantID, AdminID: adminID,
		Status: strings.ToUpper(strings.TrimSpace(in.Status)), Reason: strings.TrimSpace(in.Reason)}
	switch {
	case r.Status != profile.CredentialChecked && r.Status != profile.CredentialSentBack:
		return r, apperr.New(errCredReviewStatus).WithField("status", errCredReviewStatus, nil)
	case r.Status == profile.CredentialSentBack && r.Reason == "":
		return r, apperr.New(errCredSendBackReason).WithField("reason", errCredSendBackReason, nil)
	case len([]rune(r.Reason)) > 1000:
		return r, apperr.New(errCredReasonTooLong).WithField("reason", errCredReasonTooLong, nil)
	}
	return r, nil
}

// serveCredentialDocument sends the registration document to its owner or
// the admin. It is never cached, never sniffed, and a PDF is downloaded
// rather than rendered in the app's origin.
func (h *Handlers) serveCredentialDocument(c *gin.Context) {
	cons, ok := h.credentialOwner(c, true)
	if !ok {
		return
	}
	cred, err := h.Profile.CredentialOf(c.Request.Context(), cons.ID)
	if err != nil {
		web.Fail(c, err)
		return
	}
	f, err := h.Images().Open(c.Request.Context(), uploads.KindCredential, cred.DocumentName)
	if errors.Is(err, fs.ErrNotExist) {
		err = apperr.New(uploads.ErrNoSuchFile)
	}
	if err != nil {
		web.Fail(c, err)
		return
	}
	defer f.Close()
	header := c.Writer.Header()
	kind := uploads.MediaType(cred.DocumentName)
	header.Set("Content-Type", kind)
	header.Set("X-Content-Type-Options", "nosniff")
	header.Set("Cache-Control", "private, no-store")
	header.Set("Content-Security-Policy", "sandbox")
	disposition := "inline"
	if kind == "application/pdf" {
		disposition = "attachment"
	}
	header.Set("Content-Disposition", fmt.Sprintf(`%s; filename="registration-%d%s"`, disposition, cons.ID,
		cred.DocumentName[strings.LastIndex(cred.DocumentName, "."):]))
	http.ServeContent(c.Writer, c.Request, "", f.ModTime, f)
}

// requireCheckedCredential refuses to approve a consultant in a regulated
// category whose registration the admin has not checked: such a profile
// does not pass review without it.
func (h *Handlers) requireCheckedCredential(ctx context.Context, cons *models.Consultant) error {
	if _, err := h.Profile.RegulationOf(ctx, cons.CategoryID); errors.Is(err, models.ErrNotFound) {
		return nil
	} else if err != nil {
		return err
	}
	cred, err := h.Profile.CredentialOf(ctx, cons.ID)
	if errors.Is(err, models.ErrNotFound) || (err == nil && cred.Status != profile.CredentialChecked) {
		return apperr.New(errCredRequiredToApprove)
	}
	return err
}
