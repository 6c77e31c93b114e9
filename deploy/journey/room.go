package journey

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"time"
)

// consultantJoins is the consultant's dashboard and Join Call: the paid
// booking among their upcoming sessions, the live check, then the video
// page — the booking, the live check again, the room — and its join report.
func (j *journey) consultantJoins(ctx context.Context) error {
	b := j.res.Card
	if err := j.upcomingHas(ctx, b.BookingID); err != nil {
		return err
	}
	id := strconv.FormatInt(b.BookingID, 10)
	if err := j.joinable(ctx, id); err != nil {
		return err
	}
	if err := j.call(ctx, request{method: "GET", path: "/booking/" + id, as: j.consultant}, nil); err != nil {
		return err
	}
	if err := j.joinable(ctx, id); err != nil {
		return err
	}
	if err := j.call(ctx, request{method: "GET", path: "/booking/" + id + "/meeting", as: j.consultant}, &j.res.Meeting); err != nil {
		return err
	}
	if err := checkMeeting(j.res.Meeting); err != nil {
		return err
	}
	return j.call(ctx, request{method: "POST", path: "/booking/rate", as: j.consultant,
		body: map[string]int64{"bookingId": b.BookingID}}, nil)
}

// upcomingHas is the consultant dashboard's upcoming sessions
// (GET /booking/consultant?consultantId=).
func (j *journey) upcomingHas(ctx context.Context, bookingID int64) error {
	var list []struct {
		ID int64 `json:"id"`
	}
	err := j.call(ctx, request{method: "GET", path: "/booking/consultant", as: j.consultant,
		query: map[string]string{"consultantId": strconv.FormatInt(j.consultant.profileID, 10)}}, &list)
	if err != nil {
		return err
	}
	for _, b := range list {
		if b.ID == bookingID {
			return nil
		}
	}
	return fmt.Errorf("the consultant's upcoming sessions do not list booking %d: %+v", bookingID, list)
}

// joinable is the live check (GET /booking/validate/?bookingId=). When the
// room is not open the error gives the room's own answer, which says when
// it opens.
func (j *journey) joinable(ctx context.Context, id string) error {
	var open bool
	err := j.call(ctx, request{method: "GET", path: "/booking/validate/", as: j.consultant,
		query: map[string]string{"bookingId": id}}, &open)
	if err != nil || open {
		return err
	}
	why := "the site says it is not joinable"
	err = j.call(ctx, request{method: "GET", path: "/booking/" + id + "/meeting", as: j.consultant}, nil)
	var h *HTTPError
	if errors.As(err, &h) && h.Status == http.StatusConflict {
		why = h.Message()
	}
	return fmt.Errorf("the join window of booking %s (starting %s) is not open: %s; the room opens CEREBRO_JOIN_EARLY before the start, "+
		"and the journey's first slot starts %s to %s after it is opened", id, j.res.Card.StartsAt.In(colombo).Format("15:04 MST"),
		why, SlotLead, SlotLead+15*time.Minute)
}

// checkMeeting refuses a room the video page could not open: a token mode
// without its token, or no room at all.
func checkMeeting(m Meeting) error {
	switch {
	case m.RoomName == "" || m.Domain == "":
		return fmt.Errorf("the room has no name or domain: %+v", m)
	case (m.Mode == "jaas" || m.Mode == "selfhosted") && m.JWT == "":
		return fmt.Errorf("the %s room came without its token: %+v", m.Mode, m)
	}
	return nil
}
