package availability

import (
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/gin-gonic/gin"

	"cerebro/api/web"
	"cerebro/apperr"
	"cerebro/models"
	"cerebro/models/availability"
	"cerebro/rules"
)

// availabilityInput is the Add Availability modal's payload. Numbers may
// come as strings from the form's inputs; repeat absent is "empty", not Once.
type availabilityInput struct {
	ConsultantID   web.LooseText  `json:"consultantId"`
	StartDate      string         `json:"startDate"`
	StartTime      string         `json:"startTime"`
	NoOfSlots      web.LooseText  `json:"noOfSlots"`
	NoOfOccurrence web.LooseText  `json:"noOfOccurrence"`
	Repeat         *web.LooseText `json:"repeat"`
	SlotSize       web.LooseText  `json:"slotSize"`
}

// The availability form's refusals of what the rule cannot read.
const (
	errNotWholeNumber apperr.Code = "availability.not_a_whole_number"
	errRepeatEmpty    apperr.Code = "availability.repeat_empty"
	errFromFormat     apperr.Code = "availability.from_not_a_date"
)

// parse turns the payload into the rule's input; the rule checks ranges.
func (in availabilityInput) parse() (availability.Availability, int64, error) {
	var errs web.FieldErrors
	num := func(field string, v web.LooseText) int {
		s := v.Trimmed()
		if s == "" {
			return 0
		}
		n, err := strconv.Atoi(s)
		if err != nil {
			errs.Add(field, errNotWholeNumber)
		}
		return n
	}
	a := availability.Availability{
		StartDate: strings.TrimSpace(in.StartDate), StartTime: strings.TrimSpace(in.StartTime),
		NoOfSlots: num("noOfSlots", in.NoOfSlots), NoOfOccurrence: num("noOfOccurrence", in.NoOfOccurrence),
		SlotSize: num("slotSize", in.SlotSize),
	}
	if in.Repeat == nil || in.Repeat.Trimmed() == "" {
		errs.Add("repeat", errRepeatEmpty)
	} else {
		a.Repeat = num("repeat", *in.Repeat)
	}
	consultantID := int64(num("consultantId", in.ConsultantID))
	return a, consultantID, errs.Err()
}

func viewSlots(slots []models.Slot, now time.Time) []web.SlotView {
	out := make([]web.SlotView, len(slots))
	for i := range slots {
		out[i] = web.ViewSlot(&slots[i], now)
	}
	return out
}

// listSlots is GET /cerebroslot. With ?consultantId (and an optional
// Colombo ?date) it lists that consultant's slots with their status, for the
// profile page. Without, it is a page (?page, ?limit or ?rows) of upcoming
// AVAILABLE slots of all VERIFIED consultants.
func (h *Handlers) listSlots(c *gin.Context) {
	if c.Query("consultantId") == "" {
		h.upcomingSlots(c)
		return
	}
	id, ok := web.QueryID(c, "consultantId")
	if !ok {
		return
	}
	h.answerSlotsOf(c, id, c.Query("date"))
}

func (h *Handlers) upcomingSlots(c *gin.Context) {
	rows := c.Query("rows")
	if rows == "" {
		rows = c.Query("limit") // the spec's older spelling
	}
	p, ok := web.ParsePage(c, c.Query("page"), rows)
	if !ok {
		return
	}
	now := h.Now()
	slots, total, err := h.Availability.UpcomingSlots(c.Request.Context(), now, p)
	if err != nil {
		web.Fail(c, err)
		return
	}
	c.JSON(http.StatusOK, web.NewPageView(viewSlots(slots, now), p, total))
}

// slotsOfConsultant is GET /consultant/:id/slots and /cerebroslot/consultant/:id:
// every slot of the consultant, past ones flagged isExpired.
func (h *Handlers) slotsOfConsultant(c *gin.Context) {
	if id, ok := web.PathID(c, "id"); ok {
		h.answerSlotsOf(c, id, "")
	}
}

// slotsOfConsultantOnDate is GET /cerebroslot/consultantAndDate/:id/:date.
func (h *Handlers) slotsOfConsultantOnDate(c *gin.Context) {
	if id, ok := web.PathID(c, "id"); ok {
		h.answerSlotsOf(c, id, c.Param("date"))
	}
}

// A consultant's slot list is bounded: slots from ?from on (a Colombo date,
// or an instant as X-Next-From gives it; by default listedPastDays before
// today, so recent expired slots show), at most maxListedSlots of them. When
// more remain, X-Next-From says where the next page starts.
const (
	maxListedSlots = 500
	listedPastDays = 30
	nextFromHeader = "X-Next-From"
)

// answerSlotsOf lists a consultant's slots, on one Colombo date if given.
func (h *Handlers) answerSlotsOf(c *gin.Context, consultantID int64, date string) {
	from, to, err := h.slotSpan(c, date)
	if err != nil {
		web.Fail(c, err)
		return
	}
	slots, err := h.Availability.SlotsOfConsultant(c.Request.Context(), consultantID, from, to, maxListedSlots+1)
	if err != nil {
		web.Fail(c, err)
		return
	}
	if len(slots) > maxListedSlots {
		c.Header(nextFromHeader, slots[maxListedSlots].StartsAt.UTC().Format(time.RFC3339))
		slots = slots[:maxListedSlots]
	}
	c.JSON(http.StatusOK, viewSlots(slots, h.Now()))
}

// slotSpan is the listed span: one Colombo date, or from ?from on.
func (h *Handlers) slotSpan(c *gin.Context, date string) (from, to time.Time, err error) {
	if date != "" {
		return web.ColomboDay(date)
	}
	raw := strings.TrimSpace(c.Query("from"))
	if raw == "" {
		return rules.ColomboToday(h.Now()).AddDate(0, 0, -listedPastDays).UTC(), to, nil
	}
	if at, perr := time.Parse(time.RFC3339, raw); perr == nil {
		return at, to, nil
	}
	from, _, err = web.ColomboDay(raw)
	if err != nil {
		err = apperr.New(errFromFormat)
	}
	return from, to, err
}
