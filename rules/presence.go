package rules

import (
	"sort"
	"time"
)

// Presence evidence and what a session came to. Each party's browser
// reports the video room's events (the Jitsi IFrame API's) and a heartbeat
// every HeartbeatEvery while in the room; these functions turn one party's
// reports into intervals and the two parties' intervals into the booking's
// outcome. Browsers can lie, so a session counts as held only when both
// parties' reports agree: each was in the room and saw the other there.

// The events a video page reports.
const (
	EventJoined      = "videoConferenceJoined" // I entered the room
	EventLeft        = "videoConferenceLeft"   // I left the room
	EventOtherJoined = "participantJoined"     // the other party entered while I was in
	EventOtherLeft   = "participantLeft"       // the other party left while I was in
	EventHeartbeat   = "heartbeat"             // I am still in the room
)

// PresenceEvents are the events a video page may report.
var PresenceEvents = []string{EventJoined, EventLeft, EventOtherJoined, EventOtherLeft, EventHeartbeat}

// HeartbeatEvery is how often a video page reports that its party is still
// in the room. A report vouches for presence until the next one is due, so
// a party silent for longer than PresenceGap is taken to have left
// HeartbeatEvery after their last report (a closed tab sends no "left").
const (
	HeartbeatEvery = 30 * time.Second
	PresenceGap    = 3 * HeartbeatEvery
)

// OutcomeDelay is how long after a session's end its outcome is decided,
// so the last reports (a "left" sent as the call ends) are in.
const OutcomeDelay = time.Minute

// PresenceReport is one report as stored: what happened and when (already
// clamped by the API to the minute before it was received).
type PresenceReport struct {
	Event string    `json:"event"`
	At    time.Time `json:"at"`
}

// ClampReportTime is the time stored for a report: what the browser said,
// but never later than when it was received nor more than a minute before
// (a browser's clock, or its owner, may be wrong).
func ClampReportTime(reported, received time.Time) time.Time {
	earliest := received.Add(-time.Minute)
	switch {
	case reported.After(received):
		return received
	case reported.Before(earliest):
		return earliest
	}
	return reported
}

// MaxPresenceReports bounds what one party may report for one session: two
// reports per heartbeat over the whole join window, and room for events.
func MaxPresenceReports(opens, end time.Time) int {
	return int(end.Sub(opens)/HeartbeatEvery)*2 + 100
}

// Stay is a stretch of time, From included, To excluded.
type Stay struct {
	From time.Time `json:"from"`
	To   time.Time `json:"to"`
}

// PartyPresence is what one party's reports show: when they were in the
// room, and when they saw the other party there.
type PartyPresence struct {
	InRoom   []Stay `json:"inRoom"`
	SawOther []Stay `json:"sawOther"`
}

// PresenceOf reads one party's reports, in any order, into intervals that
// end by until (the session's end) at the latest.
func PresenceOf(reports []PresenceReport, until time.Time) PartyPresence {
	sorted := append([]PresenceReport(nil), reports...)
	sort.SliceStable(sorted, func(i, j int) bool { return sorted[i].At.Before(sorted[j].At) })
	var r presenceReader
	for _, rep := range sorted {
		if rep.At.After(until) {
			break
		}
		r.read(rep)
	}
	r.silent(until)
	return PartyPresence{InRoom: merge(r.inRoom), SawOther: merge(r.sawOther)}
}

// presenceReader follows one party's reports in time order.
type presenceReader struct {
	in, seeing       bool
	inFrom, seeFrom  time.Time
	last             time.Time // the last report while in the room
	inRoom, sawOther []Stay
}

func (r *presenceReader) read(rep PresenceReport) {
	if r.in && rep.At.Sub(r.last) > PresenceGap {
		r.leave(r.last.Add(HeartbeatEvery))
	}
	switch rep.Event {
	case EventJoined, EventHeartbeat:
		r.enter(rep.At)
	case EventOtherJoined:
		r.enter(rep.At)
		if !r.seeing {
			r.seeing, r.seeFrom = true, rep.At
		}
	case EventOtherLeft:
		r.stopSeeing(rep.At)
	case EventLeft:
		r.leave(rep.At)
		return
	}
	r.last = rep.At
}

func (r *presenceReader) enter(at time.Time) {
	if !r.in {
		r.in, r.inFrom = true, at
	}
}

func (r *presenceReader) stopSeeing(at time.Time) {
	if r.seeing {
		r.seeing = false
		r.sawOther = append(r.sawOther, Stay{r.seeFrom, at})
	}
}

func (r *presenceReader) leave(at time.Time) {
	if r.in {
		r.stopSeeing(at)
		r.in = false
		r.inRoom = append(r.inRoom, Stay{r.inFrom, at})
	}
}

// silent closes what is still open after the last report: the party stayed
// until HeartbeatEvery after it, or until the end.
func (r *presenceReader) silent(until time.Time) {
	end := r.last.Add(HeartbeatEvery)
	if end.After(until) {
		end = until
	}
	r.leave(end)
}

// merge sorts intervals and joins those that overlap or touch, dropping
// empty ones.
func merge(in []Stay) []Stay {
	sort.Slice(in, func(i, j int) bool { return in[i].From.Before(in[j].From) })
	var out []Stay
	for _, iv := range in {
		if !iv.To.After(iv.From) {
			continue
		}
		if n := len(out); n > 0 && !iv.From.After(out[n-1].To) {
			if iv.To.After(out[n-1].To) {
				out[n-1].To = iv.To
			}
			continue
		}
		out = append(out, iv)
	}
	return out
}

// Total is how long the intervals last together.
func Total(ivs []Stay) time.Duration {
	var d time.Duration
	for _, iv := range merge(append([]Stay(nil), ivs...)) {
		d += iv.To.Sub(iv.From)
	}
	return d
}

// Intersect is when every list of intervals covers the time.
func Intersect(lists ...[]Stay) []Stay {
	if len(lists) == 0 {
		return nil
	}
	out := merge(append([]Stay(nil), lists[0]...))
	for _, next := range lists[1:] {
		out = intersect2(out, merge(append([]Stay(nil), next...)))
	}
	return out
}

func intersect2(a, b []Stay) []Stay {
	var out []Stay
	for i, j := 0, 0; i < len(a) && j < len(b); {
		from, to := later(a[i].From, b[j].From), earlier(a[i].To, b[j].To)
		if to.After(from) {
			out = append(out, Stay{from, to})
		}
		if a[i].To.Before(b[j].To) {
			i++
		} else {
			j++
		}
	}
	return out
}

func later(a, b time.Time) time.Time {
	if a.After(b) {
		return a
	}
	return b
}

func earlier(a, b time.Time) time.Time {
	if a.Before(b) {
		return a
	}
	return b
}
