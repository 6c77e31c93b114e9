package review

import (
	"errors"
	"net/http"

	"github.com/gin-gonic/gin"

	"cerebro/api/web"
	"cerebro/apperr"
	"cerebro/models/review"
)

// Review refusals.
const (
	errNotYours        apperr.Code = "review.not_yours"
	errAlreadyReplied  apperr.Code = "review.already_replied"
	errReplyEmpty      apperr.Code = "review.reply_empty"
	errReplyTooLong    apperr.Code = "review.reply_too_long"
	errAlreadyReported apperr.Code = "review.already_reported"
	errReasonEmpty     apperr.Code = "review.reason_empty"
	errReasonTooLong   apperr.Code = "review.reason_too_long"
	errHiddenRequired  apperr.Code = "review.hidden_required"
	errReviewNotFound  apperr.Code = "review.not_found"
)

// MaxReply is the longest reply in characters: as long as the review's own
// comment may be (web.MaxFreeText).
const MaxReply = web.MaxFreeText

// MaxReason is the longest reason for a report or a decision, in characters.
const MaxReason = 500

// textRequest is a reply's body; reasonRequest a report's.
type (
	textRequest struct {
		Text string `json:"text"`
	}
	reasonRequest struct {
		Reason string `json:"reason"`
	}
)

// subject loads the review the path names; a missing one, or one hidden
// from the public, answers 404 (the admin sees hidden ones).
func (h *Handlers) subject(c *gin.Context) (review.Subject, bool) {
	id, ok := web.PathID(c, "id")
	if !ok {
		return review.Subject{}, false
	}
	s, err := h.Review.SubjectOf(c.Request.Context(), id)
	if err == nil && s.Hidden && !web.IsAdmin(c) {
		err = apperr.New(errReviewNotFound)
	}
	if err != nil {
		web.Fail(c, notFound(err))
		return s, false
	}
	return s, true
}

// reply is PUT /reviews/:id/reply {"text"}: the reviewed consultant answers
// the review publicly, once (a second reply is 409 review.already_replied).
func (h *Handlers) reply(c *gin.Context) {
	var in textRequest
	if !web.BindJSON(c, &in) {
		return
	}
	text, ok := boundedText(c, in.Text, MaxReply, errReplyEmpty, errReplyTooLong)
	if !ok {
		return
	}
	s, ok := h.subject(c)
	if !ok {
		return
	}
	if !web.CallerIs(c, s.ConsultantUserID) {
		web.Fail(c, apperr.New(errNotYours))
		return
	}
	at := h.Now().UTC()
	err := h.Review.Reply(c.Request.Context(), s.ID, text, at)
	if errors.Is(err, review.ErrAlreadyReplied) {
		err = apperr.New(errAlreadyReplied)
	}
	if err != nil {
		web.Fail(c, err)
		return
	}
	c.JSON(http.StatusOK, gin.H{"id": s.ID, "reply": review.Reply{Text: text, At: at}})
}

// report is POST /reviews/:id/report {"reason"}: anyone signed in reports
// a review to the admin, once (a second report by the same person is 409
// review.already_reported and changes nothing).
func (h *Handlers) report(c *gin.Context) {
	var in reasonRequest
	if !web.BindJSON(c, &in) {
		return
	}
	reason, ok := boundedText(c, in.Reason, MaxReason, errReasonEmpty, errReasonTooLong)
	if !ok {
		return
	}
	s, ok := h.subject(c)
	if !ok {
		return
	}
	err := h.Review.Report(c.Request.Context(), s.ID, web.CallerID(c), reason, h.Now())
	if errors.Is(err, review.ErrAlreadyReported) {
		err = apperr.New(errAlreadyReported)
	}
	if err != nil {
		web.Fail(c, err)
		return
	}
	c.JSON(http.StatusCreated, gin.H{"id": s.ID, "reported": true})
}

// boundedText is a plain-text field that must be there and at most max
// characters long.
func boundedText(c *gin.Context, raw string, max int, empty, tooLong apperr.Code) (string, bool) {
	text, err := web.RequiredText(raw, max, empty, tooLong)
	if err != nil {
		web.Fail(c, err)
		return "", false
	}
	return text, true
}
