package profile

import (
	"errors"
	"net/http"
	"regexp"
	"strings"
	"time"

	"github.com/gin-gonic/gin"

	"cerebro/api/web"
	"cerebro/apperr"
	"cerebro/models"
	"cerebro/models/profile"
	"cerebro/rules"
	"cerebro/uploads"
)

// Refusals of a registration (issue 33: credentials for regulated professions).
const (
	errCredNotRegulated   apperr.Code = "credential.not_regulated"
	errCredNumberEmpty    apperr.Code = "credential.number_empty"
	errCredNumberFormat   apperr.Code = "credential.number_format"
	errCredExpiryFormat   apperr.Code = "credential.expiry_format"
	errCredExpiryPast     apperr.Code = "credential.expiry_past"
	errCredDocumentAbsent apperr.Code = "credential.document_missing"
	errCredMissing        apperr.Code = "credential.missing"
)

// credentialView is GET and PUT /consultant/{id}/credentials's answer.
type credentialView struct {
	ConsultantID int64             `json:"consultantId"`
	Regulated    bool              `json:"regulated"`
	Regulation   *regulationView   `json:"regulation"` // null: the category is not regulated
	Credential   *credentialDetail `json:"credential"` // null: none given yet
	Lapsed       bool              `json:"lapsed"`     // expired: out of search and booking until a renewal is checked
}

type regulationView struct {
	Body          string `json:"body"`
	BodyShort     string `json:"bodyShort"`
	NumberPattern string `json:"numberPattern"`
	NumberExample string `json:"numberExample"`
}

type credentialDetail struct {
	Body         string     `json:"body"`
	Number       string     `json:"number"`
	ExpiresOn    *string    `json:"expiresOn"` // YYYY-MM-DD; null: does not expire
	Status       string     `json:"status"`    // SUBMITTED, CHECKED or SENT_BACK
	Reason       string     `json:"reason"`    // why it was sent back
	CheckedBy    *int64     `json:"checkedBy"`
	CheckedAt    *time.Time `json:"checkedAt"`
	SubmittedAt  time.Time  `json:"submittedAt"`
	DocumentURL  string     `json:"documentUrl"`
	DocumentType string     `json:"documentType"`
}

// credentialOwner loads the path's consultant for its owner or the admin;
// anyone else is refused (403) before anything is read about them.
func (h *Handlers) credentialOwner(c *gin.Context, adminToo bool) (*models.Consultant, bool) {
	id, ok := web.PathID(c, "id")
	if !ok {
		return nil, false
	}
	cons, err := h.Profile.ConsultantByID(c.Request.Context(), id)
	if err != nil {
		web.Fail(c, err)
		return nil, false
	}
	if !web.CallerIs(c, cons.UserID) && !(adminToo && web.IsAdmin(c)) {
		web.Fail(c, apperr.New(errNotYourProfile))
		return nil, false
	}
	return cons, true
}

// getCredentials shows a consultant's registration to its owner and the admin.
func (h *Handlers) getCredentials(c *gin.Context) {
	cons, ok := h.credentialOwner(c, true)
	if ok {
		h.answerCredentials(c, cons)
	}
}

// answerCredentials reads what the category asks for and what was given.
func (h *Handlers) answerCredentials(c *gin.Context, cons *models.Consultant) {
	ctx := c.Request.Context()
	out := credentialView{ConsultantID: cons.ID}
	reg, err := h.Profile.RegulationOf(ctx, cons.CategoryID)
	if err != nil && !errors.Is(err, models.ErrNotFound) {
		web.Fail(c, err)
		return
	}
	if err == nil {
		out.Regulated = true
		out.Regulation = &regulationView{Body: reg.Body, BodyShort: reg.BodyShort, NumberPattern: reg.NumberPattern,
			NumberExample: reg.NumberExample}
	}
	cred, err := h.Profile.CredentialOf(ctx, cons.ID)
	if err != nil && !errors.Is(err, models.ErrNotFound) {
		web.Fail(c, err)
		return
	}
	if err == nil {
		out.Credential = detailOf(cons.ID, cred)
		today := rules.ColomboToday(h.Now()).Format(rules.DateLayout)
		out.Lapsed = cred.ExpiresOn != nil && cred.ExpiresOn.Format(rules.DateLayout) < today
	}
	c.JSON(http.StatusOK, out)
}

func detailOf(consultantID int64, cr *profile.Credential) *credentialDetail {
	d := &credentialDetail{Body: cr.Body, Number: cr.Number, Status: cr.Status, Reason: cr.Reason, CheckedBy: cr.CheckedBy,
		CheckedAt: cr.CheckedAt, SubmittedAt: cr.SubmittedAt, DocumentURL: documentURL(consultantID),
		DocumentType: uploads.MediaType(cr.DocumentName)}
	if cr.ExpiresOn != nil {
		s := cr.ExpiresOn.Format(rules.DateLayout)
		d.ExpiresOn = &s
	}
	return d
}

// putCredentials is the owner giving (or renewing) their registration:
// multipart fields "number", "expiresOn" (YYYY-MM-DD, optional) and the
// file "document" (PDF, PNG or JPEG by content, at most 5 MB). The admin
// checks it again before it shows.
func (h *Handlers) putCredentials(c *gin.Context) {
	cons, ok := h.credentialOwner(c, false)
	if !ok {
		return
	}
	ctx := c.Request.Context()
	reg, err := h.Profile.RegulationOf(ctx, cons.CategoryID)
	if errors.Is(err, models.ErrNotFound) {
		err = apperr.New(errCredNotRegulated)
	}
	if err != nil {
		web.Fail(c, err)
		return
	}
	cred, err := credentialOf(c, reg, rules.ColomboToday(h.Now()))
	if err != nil {
		web.Fail(c, err)
		return
	}
	cred.ConsultantID = cons.ID
	if cred.DocumentName, err = h.storeDocument(c); err != nil {
		web.Fail(c, err)
		return
	}
	before, err := h.Profile.SubmitCredential(ctx, cred, h.Now())
	if err != nil {
		web.Fail(c, err)
		return
	}
	h.removeDocument(c, before)
	h.answerCredentials(c, cons)
}

// credentialOf reads and checks the form's number and expiry date.
func credentialOf(c *gin.Context, reg *profile.Regulation, today time.Time) (profile.Credential, error) {
	number := strings.ToUpper(strings.Join(strings.Fields(c.PostForm("number")), ""))
	cred := profile.Credential{Body: reg.Body, Number: number}
	switch {
	case number == "":
		return cred, apperr.New(errCredNumberEmpty).WithField("number", errCredNumberEmpty, nil)
	case !matches(reg.NumberPattern, number):
		e := apperr.New(errCredNumberFormat).With("body", reg.BodyShort).With("example", reg.NumberExample)
		return cred, e.WithField("number", errCredNumberFormat, e.Values)
	}
	raw := strings.TrimSpace(c.PostForm("expiresOn"))
	if raw == "" {
		return cred, nil
	}
	at, err := rules.ParseStrict(rules.DateLayout, raw)
	if err != nil {
		return cred, apperr.New(errCredExpiryFormat).WithField("expiresOn", errCredExpiryFormat, nil)
	}
	if at.Format(rules.DateLayout) < today.Format(rules.DateLayout) {
		return cred, apperr.New(errCredExpiryPast).WithField("expiresOn", errCredExpiryPast, nil)
	}
	cred.ExpiresOn = &at
	return cred, nil
}

// matches tells whether the whole number fits the regulator's pattern.
func matches(pattern, number string) bool {
	re, err := regexp.Compile(pattern)
	return err == nil && re.MatchString(number)
}

// storeDocument checks the multipart file "document" by its content and
// stores it with the other uploads, recorded as the caller's.
func (h *Handlers) storeDocument(c *gin.Context) (string, error) {
	fh, err := c.FormFile("document")
	if err != nil {
		var maxErr *http.MaxBytesError
		if errors.As(err, &maxErr) {
			return "", uploads.DocumentTooLarge(uploads.MaxBytes)
		}
		return "", apperr.New(errCredDocumentAbsent).WithField("document", errCredDocumentAbsent, nil)
	}
	f, err := fh.Open()
	if err != nil {
		return "", err
	}
	defer f.Close()
	doc, err := uploads.PrepareDocument(c.Request.Context(), f)
	if err != nil {
		return "", err
	}
	u := profile.Upload{UserID: web.CallerID(c), Kind: uploads.KindCredential, Name: doc.Name, Bytes: int64(len(doc.Data))}
	if _, err := h.Profile.ClaimUpload(c.Request.Context(), u, h.Now()); err != nil {
		return "", err
	}
	return doc.Name, h.Images().Write(c.Request.Context(), uploads.KindCredential, doc)
}

// removeDocument deletes a replaced document; a failure only leaves an
// orphan for the daily clean-up.
func (h *Handlers) removeDocument(c *gin.Context, name string) {
	if name == "" {
		return
	}
	if err := h.Images().Remove(c.Request.Context(), uploads.KindCredential, name); err != nil {
		web.LogError(c, err)
		return
	}
	if err := h.Profile.ForgetUploads(c.Request.Context(), []string{name}); err != nil {
		web.LogError(c, err)
	}
}
