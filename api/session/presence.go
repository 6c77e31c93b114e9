package session

import (
	"net/http"
	"slices"
	"sort"
	"time"

	"github.com/gin-gonic/gin"

	"cerebro/api/web"
	"cerebro/apperr"
	"cerebro/models"
	"cerebro/models/session"
	"cerebro/rules"
)

// Presence in a session's video room: what each party's video page reports
// (POST), and the evidence the admin weighs on a refund claim (GET). The
// session workflow reads the aggregate a minute after the end.

// Presence refusals.
const (
	errPresenceEvent  apperr.Code = "session.presence_event"
	errPresenceTime   apperr.Code = "session.presence_time"
	errPresenceClosed apperr.Code = "session.presence_closed"
	errPresenceFlood  apperr.Code = "session.presence_flood"
	errNoSession      apperr.Code = "session.no_session"
)

// presenceReport is POST /booking/:id/presence's body.
type presenceReport struct {
	Event string `json:"event"`
	At    string `json:"at"`
}

// reportPresence is POST /booking/:id/presence by a party of a confirmed
// booking, from the room's opening until its outcome is decided. The time
// stored is the reported one clamped to the minute before receipt. 204.
func (h *Handlers) reportPresence(c *gin.Context) {
	var in presenceReport
	if !web.BindJSON(c, &in) {
		return
	}
	if !slices.Contains(rules.PresenceEvents, in.Event) {
		web.Fail(c, apperr.New(errPresenceEvent))
		return
	}
	at, err := time.Parse(time.RFC3339, in.At)
	if err != nil {
		web.Fail(c, apperr.New(errPresenceTime))
		return
	}
	b, role, ok := h.partyBooking(c, web.PathIDOr0(c), false)
	if !ok {
		return
	}
	now := h.Now()
	if b.Status != models.BookingConfirmed || b.Slot == nil {
		web.Fail(c, apperr.New(errPresenceClosed))
		return
	}
	opens, ends := rules.JoinWindow(b.Slot.StartsAt, b.Slot.EndsAt, h.Config.JoinEarly)
	if now.Before(opens) || !now.Before(ends.Add(rules.OutcomeDelay)) {
		web.Fail(c, apperr.New(errPresenceClosed))
		return
	}
	stored, err := h.Session.RecordPresence(c.Request.Context(), b.ID, role, in.Event, rules.ClampReportTime(at, now),
		rules.MaxPresenceReports(opens, ends))
	switch {
	case err != nil:
		web.Fail(c, err)
	case !stored:
		web.Fail(c, apperr.New(errPresenceFlood))
	default:
		c.Status(http.StatusNoContent)
	}
}

// presenceView is a session's evidence: what it adds up to (from the video
// service where the mode provides its events, else from the parties'
// reports) and the parties' reports, with the outcome it gave (or would
// give).
type presenceView struct {
	BookingID  int64             `json:"bookingId"`
	Outcome    string            `json:"outcome,omitempty"`
	Source     string            `json:"source"` // what the intervals come from: "video" (the service) or "browsers"
	Consultee  partyPresenceView `json:"consultee"`
	Consultant partyPresenceView `json:"consultant"`
	Together   int64             `json:"togetherSeconds"`
	Needed     int64             `json:"neededSeconds"`
	Reports    map[string]int    `json:"reports"` // how many each party sent
	Events     []presenceEvent   `json:"events"`  // everything but heartbeats, in time order
}

// presenceEvent is one report as the admin's timeline shows it.
type presenceEvent struct {
	Party string    `json:"party"`
	Event string    `json:"event"`
	At    time.Time `json:"at"`
}

type partyPresenceView struct {
	rules.PartyPresence
	InRoomSeconds int64 `json:"inRoomSeconds"`
}

// bookingPresence is GET /booking/:id/presence: the evidence, to the
// admin and the booking's two parties.
func (h *Handlers) bookingPresence(c *gin.Context) {
	b, _, ok := h.partyBooking(c, web.PathIDOr0(c), true)
	if !ok {
		return
	}
	if b.Slot == nil {
		web.Fail(c, apperr.New(errNoSession))
		return
	}
	reports, err := h.Session.PresenceReports(c.Request.Context(), b.ID)
	if err != nil {
		web.Fail(c, err)
		return
	}
	e := session.EvidenceOf(reports, b.Slot.EndsAt)
	if h.Config.Jitsi.VideoEvents() {
		// What the outcome is decided on (activities.SessionEvidence).
		if e, err = h.Session.VideoEvidence(c.Request.Context(), b.ID, b.Slot.EndsAt); err != nil {
			web.Fail(c, err)
			return
		}
	}
	events, counts := timelineOf(reports)
	d := rules.DecideOutcome(e, b.Slot.StartsAt, b.Slot.EndsAt)
	v := presenceView{BookingID: b.ID, Source: evidenceSource(e), Together: int64(d.Together / time.Second), Needed: int64(d.Needed / time.Second),
		Consultee:  partyPresenceView{e.Consultee, int64(rules.Total(e.Consultee.InRoom) / time.Second)},
		Consultant: partyPresenceView{e.Consultant, int64(rules.Total(e.Consultant.InRoom) / time.Second)},
		Reports:    counts, Events: events}
	if b.Outcome != nil {
		v.Outcome = *b.Outcome
	}
	c.JSON(http.StatusOK, v)
}

// evidenceSource names where the evidence came from.
func evidenceSource(e rules.Evidence) string {
	if e.Source == rules.SourceVideo {
		return rules.SourceVideo
	}
	return "browsers"
}

// timelineOf is the reports other than heartbeats, in time order (the
// consultee's first at the same instant), and how many each party sent.
func timelineOf(reports map[string][]rules.PresenceReport) ([]presenceEvent, map[string]int) {
	events := []presenceEvent{}
	counts := map[string]int{}
	for _, party := range []string{string(models.RaterConsultee), string(models.RaterConsultant)} {
		counts[party] = len(reports[party])
		for _, r := range reports[party] {
			if r.Event != rules.EventHeartbeat {
				events = append(events, presenceEvent{Party: party, Event: r.Event, At: r.At})
			}
		}
	}
	sort.SliceStable(events, func(i, j int) bool { return events[i].At.Before(events[j].At) })
	return events, counts
}
