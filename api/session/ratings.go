package session

import (
	"context"
	"errors"
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"

	"cerebro/api/web"
	"cerebro/apperr"
	"cerebro/models"
	"cerebro/models/checkout"
	"cerebro/models/session"
	"cerebro/rules"
)

// Ratings: each party rates the other once, 1 to 5 stars and
// a plain-text comment of up to 1000 characters, after the session was held
// and within rules.RatingWindow (7 days) of its end.

// Rating refusals.
const (
	errRatingNotYours   apperr.Code = "session.rating_not_yours"
	errRatingNotOpen    apperr.Code = "session.rating_not_open"
	errRatingClosed     apperr.Code = "session.rating_closed"
	errAlreadyRated     apperr.Code = "session.already_rated"
	errRatingStars      apperr.Code = "session.rating_stars"
	errRatingsOfOthers  apperr.Code = "session.ratings_of_others"
	errBookingsOfOthers apperr.Code = "session.bookings_of_others"
)

// Rating answers.
const (
	msgRatingThanks  = "Thank you for your rating."
	msgRatingSkipped = "You can rate this session later from your previous bookings."
)

// rateRequest is PUT /booking/rate/'s body.
type rateRequest struct {
	BookingRateID int64  `json:"bookingRateId"`
	Rate          int    `json:"rate"`
	Comment       string `json:"comment"`
}

// raterOf reports whether the caller is the one who gives this rating.
func raterOf(c *gin.Context, r *session.BookingRate) bool {
	b := r.Booking
	if b == nil {
		return false
	}
	return web.PartyRole(c, b) == r.RaterRole
}

// rateSession is PUT /booking/rate/: the rater rates a held session, once.
func (h *Handlers) rateSession(c *gin.Context) {
	var in rateRequest
	if !web.BindJSON(c, &in) {
		return
	}
	comment, ok := web.FreeText(c, in.Comment, errCommentTooLong)
	if !ok {
		return
	}
	if in.BookingRateID <= 0 {
		web.Fail(c, apperr.New(errSessionBadID).With("name", "bookingRateId"))
		return
	}
	if in.Rate < 1 && in.Rate != rateSkipped || in.Rate > 5 {
		web.Fail(c, apperr.New(errRatingStars))
		return
	}
	ctx := c.Request.Context()
	r, err := h.Session.RateByID(ctx, in.BookingRateID)
	if err != nil {
		web.Fail(c, err)
		return
	}
	if !raterOf(c, r) {
		web.Fail(c, apperr.New(errRatingNotYours))
		return
	}
	now := h.Now()
	switch {
	case r.HasRated:
		web.Fail(c, apperr.New(errAlreadyRated))
		return
	case r.Booking.Status != models.BookingCompleted || r.Booking.Slot == nil || now.Before(r.Booking.Slot.EndsAt):
		web.Fail(c, apperr.New(errRatingNotOpen))
		return
	case !rules.RatingOpen(r.Booking.Slot.EndsAt, now):
		web.Fail(c, apperr.New(errRatingClosed))
		return
	}
	if in.Rate == rateSkipped {
		h.skipRate(c, r)
		return
	}
	err = h.Session.SubmitRate(ctx, r.ID, in.Rate, comment, now)
	if errors.Is(err, session.ErrAlreadyRated) {
		err = apperr.New(errAlreadyRated)
	}
	if err != nil {
		web.Fail(c, err)
		return
	}
	c.JSON(http.StatusOK, gin.H{"message": msgRatingThanks})
}

// rateSkipped is the modal's "no stars": its star count starts at -1,
// meaning unrated, and Skip sends it unchanged.
const rateSkipped = -1

// skipRate dismisses the rating prompt: the session stays unrated and can
// still be rated later from the previous bookings.
func (h *Handlers) skipRate(c *gin.Context, r *session.BookingRate) {
	if err := h.Session.SkipRate(c.Request.Context(), r.ID, h.Now()); err != nil {
		web.Fail(c, err)
		return
	}
	c.JSON(http.StatusOK, gin.H{"message": msgRatingSkipped})
}

// getRate is GET /booking/rate/:id, to the rater and the admin.
func (h *Handlers) getRate(c *gin.Context) {
	id, ok := web.PathID(c, "id")
	if !ok {
		return
	}
	r, err := h.Session.RateByID(c.Request.Context(), id)
	if err != nil {
		web.Fail(c, err)
		return
	}
	if !web.IsAdmin(c) && !raterOf(c, r) {
		web.Fail(c, apperr.New(errRatingsOfOthers))
		return
	}
	c.JSON(http.StatusOK, gin.H{"id": r.ID, "rate": r.Rate, "comment": r.Comment, "hasRated": r.HasRated})
}

// consulteeRateDue is GET /booking/consultee/rate/:consulteeId: the latest
// rating the consultee still owes a consultant, or 204.
func (h *Handlers) consulteeRateDue(c *gin.Context) {
	id, ok := web.PathID(c, "consulteeId")
	if !ok {
		return
	}
	ce, err := h.Profile.ConsulteeByID(c.Request.Context(), id)
	if err != nil {
		web.Fail(c, err)
		return
	}
	h.answerRateDue(c, ce.UserID, models.RaterConsultee, ce.ID, "consultant")
}

// consultantRateDue is GET /booking/consultant/rate/:consultantId: the
// latest rating the consultant still owes a consultee, or 204.
func (h *Handlers) consultantRateDue(c *gin.Context) {
	id, ok := web.PathID(c, "consultantId")
	if !ok {
		return
	}
	ct, err := h.Profile.ConsultantByID(c.Request.Context(), id)
	if err != nil {
		web.Fail(c, err)
		return
	}
	h.answerRateDue(c, ct.UserID, models.RaterConsultant, ct.ID, "consultee")
}

// answerRateDue answers what the rating modal shows (the counterpart's name
// and picture, the slot's date and times), named after the counterpart: consultantName/consultantImageURL or consulteeName/...
func (h *Handlers) answerRateDue(c *gin.Context, ownerUserID int64, raterRole models.Rater, partyID int64, counterpart string) {
	if !web.OwnsOrAdmin(c, ownerUserID) {
		web.Fail(c, apperr.New(errRatingsOfOthers))
		return
	}
	d, err := h.Session.LatestUnrated(c.Request.Context(), raterRole, partyID, h.Now())
	if err != nil {
		web.Fail(c, err)
		return
	}
	if d == nil {
		c.Status(http.StatusNoContent)
		return
	}
	c.JSON(http.StatusOK, gin.H{
		"id":                     d.ID,
		counterpart + "Name":     strings.TrimSpace(d.FirstName + " " + d.LastName),
		counterpart + "ImageURL": web.ImageURL(d.ImageName),
		"slotDate":               rules.ColomboDate(d.StartsAt),
		"slotStartTime":          rules.ColomboClock(d.StartsAt),
		"slotEndTime":            rules.ColomboClock(d.EndsAt),
	})
}

// previousRateView is the caller's own rating of the counterpart on a
// previous booking; bookingRateId is null until a record exists.
type previousRateView struct {
	RateValue     int    `json:"rateValue"`
	HasRated      bool   `json:"hasRated"`
	BookingRateID *int64 `json:"bookingRateId"`
}

// previousBookingView is a previous booking with that rating, and what the
// caller may still do with it: rate it (a record exists, not rated yet, the
// rating window open) and, for the consultee, report a problem (held, inside
// rules.FaultReportWindow).
type previousBookingView struct {
	web.BookingView
	PreviousBookingRate previousRateView `json:"previousBookingRate"`
	CanRate             bool             `json:"canRate"`
	CanReportProblem    bool             `json:"canReportProblem"`
}

// consulteePrevious is GET /booking/consultee/:id/previous, to that
// consultee or the admin.
func (h *Handlers) consulteePrevious(c *gin.Context) {
	id, ok := web.PathID(c, "id")
	if !ok {
		return
	}
	ce, err := h.Profile.ConsulteeByID(c.Request.Context(), id)
	if err != nil {
		web.Fail(c, err)
		return
	}
	h.answerPrevious(c, ce.UserID, checkout.BookingFilter{ConsulteeID: ce.ID}, models.RaterConsultee)
}

// consultantPrevious is GET /booking/consultant/:id/previous, to that
// consultant or the admin.
func (h *Handlers) consultantPrevious(c *gin.Context) {
	id, ok := web.PathID(c, "id")
	if !ok {
		return
	}
	ct, err := h.Profile.ConsultantByID(c.Request.Context(), id)
	if err != nil {
		web.Fail(c, err)
		return
	}
	h.answerPrevious(c, ct.UserID, checkout.BookingFilter{ConsultantID: ct.ID}, models.RaterConsultant)
}

func (h *Handlers) answerPrevious(c *gin.Context, ownerUserID int64, f checkout.BookingFilter, raterRole models.Rater) {
	if !web.OwnsOrAdmin(c, ownerUserID) {
		web.Fail(c, apperr.New(errBookingsOfOthers))
		return
	}
	now := h.Now()
	f.Now = now
	list, rates, err := h.previousWithRates(c.Request.Context(), f, raterRole)
	if err != nil {
		web.Fail(c, err)
		return
	}
	ids := make([]int64, len(list))
	for i := range list {
		ids[i] = list[i].ID
	}
	refunded, err := h.Refund.BookingsWithRefunds(c.Request.Context(), ids)
	if err != nil {
		web.Fail(c, err)
		return
	}
	role := ""
	if cl := web.ClaimsOf(c); cl != nil {
		role = string(cl.Role)
	}
	out := make([]previousBookingView, 0, len(list))
	for i := range list {
		v := previousBookingView{BookingView: web.ViewBooking(&list[i], role, now),
			PreviousBookingRate: previousRateView{RateValue: -1}}
		if r, ok := rates[list[i].ID]; ok {
			id := r.ID
			v.PreviousBookingRate = previousRateView{RateValue: r.Rate, HasRated: r.HasRated, BookingRateID: &id}
		}
		if b := &list[i]; b.Slot != nil && b.Status == models.BookingCompleted {
			v.CanRate = v.PreviousBookingRate.BookingRateID != nil && !v.PreviousBookingRate.HasRated && rules.RatingOpen(b.Slot.EndsAt, now)
			v.CanReportProblem = raterRole == models.RaterConsultee && !refunded[b.ID] &&
				!now.After(b.Slot.EndsAt.Add(rules.FaultReportWindow))
		}
		out = append(out, v)
	}
	c.JSON(http.StatusOK, out)
}

func (h *Handlers) previousWithRates(ctx context.Context, f checkout.BookingFilter, raterRole models.Rater) ([]models.Booking, map[int64]session.BookingRate, error) {
	list, err := h.Checkout.ListBookings(ctx, f)
	if err != nil {
		return nil, nil, err
	}
	ids := make([]int64, len(list))
	for i, b := range list {
		ids[i] = b.ID
	}
	rates, err := h.Session.RatesOfBookings(ctx, ids, raterRole)
	return list, rates, err
}
