package availability

import (
	"errors"
	"fmt"
	"net/http"

	"github.com/gin-gonic/gin"

	"cerebro/api/web"
	"cerebro/apperr"
	"cerebro/models"
	"cerebro/models/availability"
	"cerebro/rules"
)

// Refusals of the slot handlers.
const (
	errInReview       apperr.Code = "availability.profile_in_review"
	errNoConsultant   apperr.Code = "availability.no_consultant_profile"
	errNotYourSlots   apperr.Code = "availability.not_your_slots"
	errSlotTaken      apperr.Code = "availability.slot_taken"
	errSlotHasHistory apperr.Code = "availability.slot_has_history"
	errWrongSlotSize  apperr.Code = "availability.wrong_slot_size"
)

// msgSlotsCreatedFormat answers published availability: how many slots.
const msgSlotsCreatedFormat = "%d slots created"

// callerConsultant is the signed-in consultant's own profile.
func (h *Handlers) callerConsultant(c *gin.Context) (*models.Consultant, bool) {
	cons, err := h.Profile.ConsultantByUserID(c.Request.Context(), web.CallerID(c))
	if errors.Is(err, models.ErrNotFound) {
		err = apperr.New(errNoConsultant)
	}
	if err != nil {
		web.Fail(c, err)
		return nil, false
	}
	return cons, true
}

// createSlots publishes availability (the Add Availability payload) for the
// caller, all or nothing, priced at their current slot rate.
func (h *Handlers) createSlots(c *gin.Context) {
	var in availabilityInput
	if !web.BindJSON(c, &in) {
		return
	}
	a, consultantID, err := in.parse()
	if err != nil {
		web.Fail(c, err)
		return
	}
	cons, ok := h.callerConsultant(c)
	if !ok {
		return
	}
	switch {
	case consultantID != 0 && consultantID != cons.ID:
		err = apperr.New(errNotYourSlots)
	case cons.Status != models.ConsultantVerified:
		err = apperr.New(errInReview)
	case a.SlotSize != 0 && a.SlotSize != cons.SlotSize:
		size := map[string]any{"minutes": cons.SlotSize}
		err = apperr.New(errWrongSlotSize).With("minutes", cons.SlotSize).WithField("slotSize", errWrongSlotSize, size)
	case cons.SlotRate < rules.MinSlotRateCents: // a rate saved before the minimum: raise it first
		err = apperr.New(web.ErrSlotRateMin).WithField("slotRate", web.ErrSlotRateMin, nil)
	}
	if err != nil {
		web.Fail(c, err)
		return
	}
	intervals, err := availability.ExpandAvailability(a, h.Now())
	if err != nil {
		web.Fail(c, err)
		return
	}
	n, err := h.Availability.CreateSlots(c.Request.Context(), cons.ID, cons.SlotSize, cons.SlotRate, intervals)
	if err != nil {
		web.Fail(c, err)
		return
	}
	if n > 0 && h.Published != nil {
		h.Published(c.Request.Context(), cons.ID)
	}
	c.JSON(http.StatusCreated, gin.H{"message": fmt.Sprintf(msgSlotsCreatedFormat, n)})
}

// ownSlot loads the slot in the path if it belongs to the caller.
func (h *Handlers) ownSlot(c *gin.Context) (*models.Slot, bool) {
	id, ok := web.PathID(c, "id")
	if !ok {
		return nil, false
	}
	slot, err := h.Availability.SlotByID(c.Request.Context(), id)
	if err != nil {
		web.Fail(c, err)
		return nil, false
	}
	cons, ok := h.callerConsultant(c)
	if !ok {
		return nil, false
	}
	if slot.ConsultantID != cons.ID {
		web.Fail(c, apperr.New(errNotYourSlots))
		return nil, false
	}
	return slot, true
}

// slotChangeError explains why an AVAILABLE-only change did not happen.
func slotChangeError(err error) error {
	switch {
	case errors.Is(err, availability.ErrSlotNotAvailable):
		return apperr.New(errSlotTaken)
	case errors.Is(err, models.ErrInUse):
		return apperr.New(errSlotHasHistory)
	}
	return err
}

// deleteSlot removes one of the caller's AVAILABLE slots; the database
// decides in one statement, so a booking racing the delete cannot lose.
func (h *Handlers) deleteSlot(c *gin.Context) {
	slot, ok := h.ownSlot(c)
	if !ok {
		return
	}
	if err := h.Availability.DeleteAvailableSlot(c.Request.Context(), slot.ID, slot.ConsultantID); err != nil {
		web.Fail(c, slotChangeError(err))
		return
	}
	c.JSON(http.StatusOK, gin.H{"message": "Slot deleted."})
}

// moveSlot reschedules one of the caller's AVAILABLE slots to
// {startDate, startTime} (Colombo), keeping its size and price.
func (h *Handlers) moveSlot(c *gin.Context) {
	slot, ok := h.ownSlot(c)
	if !ok {
		return
	}
	var in struct {
		StartDate string `json:"startDate"`
		StartTime string `json:"startTime"`
	}
	if !web.BindJSON(c, &in) {
		return
	}
	ivs, err := availability.ExpandAvailability(availability.Availability{StartDate: in.StartDate, StartTime: in.StartTime,
		NoOfSlots: 1, NoOfOccurrence: 1, Repeat: availability.RepeatOnce, SlotSize: slot.SlotSize}, h.Now())
	if err == nil {
		err = h.Availability.MoveAvailableSlot(c.Request.Context(), slot.ID, slot.ConsultantID, ivs[0])
	}
	if err != nil {
		web.Fail(c, slotChangeError(err))
		return
	}
	h.answerSlot(c, slot.ID)
}

func (h *Handlers) getSlot(c *gin.Context) {
	if id, ok := web.PathID(c, "id"); ok {
		h.answerSlot(c, id)
	}
}

func (h *Handlers) answerSlot(c *gin.Context, id int64) {
	slot, err := h.Availability.SlotByID(c.Request.Context(), id)
	if err != nil {
		web.Fail(c, err)
		return
	}
	c.JSON(http.StatusOK, web.ViewSlot(slot, h.Now()))
}
