package review

import (
	"errors"
	"net/http"

	"github.com/gin-gonic/gin"

	"cerebro/api/web"
	"cerebro/apperr"
	"cerebro/models"
)

// hiddenRequest is PUT /admin/reviews/:id/hidden's body: hide (true) or
// show (false) the review, and why.
type hiddenRequest struct {
	Hidden *bool  `json:"hidden"`
	Reason string `json:"reason"`
}

// reported is GET /admin/reviews/reported?page=&rows=: the reviews someone
// reported, hidden ones included, the most recently reported first.
func (h *Handlers) reported(c *gin.Context) {
	p, ok := web.QueryPage(c)
	if !ok {
		return
	}
	list, total, err := h.Review.Reported(c.Request.Context(), p)
	if err != nil {
		web.Fail(c, err)
		return
	}
	c.JSON(http.StatusOK, web.NewPageView(list, p, total))
}

// setHidden is PUT /admin/reviews/:id/hidden {"hidden", "reason"}: the
// admin hides a review (gone from the profile, the rating and the search
// order) or restores it; showing a review that was never hidden records
// the decision to keep it. The audit log records who and why (api/audit.go).
func (h *Handlers) setHidden(c *gin.Context) {
	var in hiddenRequest
	if !web.BindJSON(c, &in) {
		return
	}
	if in.Hidden == nil {
		web.Fail(c, apperr.New(errHiddenRequired))
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
	if err := h.Review.SetHidden(c.Request.Context(), s.ID, *in.Hidden, reason, h.Now()); err != nil {
		web.Fail(c, err)
		return
	}
	c.JSON(http.StatusOK, gin.H{"id": s.ID, "hidden": *in.Hidden, "moderationReason": reason})
}

// notFound words a missing review as the review's own 404.
func notFound(err error) error {
	if errors.Is(err, models.ErrNotFound) {
		return apperr.New(errReviewNotFound)
	}
	return err
}
