package rules

import (
	"sort"
	"time"
)

// Presence as the video service saw it. JaaS (its webhooks) and a
// self-hosted Jitsi (our prosody module, deploy/jitsi) post who entered and
// left each room; unlike a browser's reports, a party cannot silence or
// forge these. Where the mode provides them they alone decide the outcome.

// The video service's events (JaaS's eventType names).
const (
	VideoRoomCreated       = "ROOM_CREATED"
	VideoRoomDestroyed     = "ROOM_DESTROYED"
	VideoParticipantJoined = "PARTICIPANT_JOINED"
	VideoParticipantLeft   = "PARTICIPANT_LEFT"
)

// VideoEventTypes are the events recorded; any other is acknowledged and
// dropped.
var VideoEventTypes = []string{VideoRoomCreated, VideoRoomDestroyed, VideoParticipantJoined, VideoParticipantLeft}

// Where a session's evidence came from (Evidence.Source).
const (
	SourceBrowsers = ""      // the parties' own video pages (rules.PresenceOf)
	SourceVideo    = "video" // the video service
)

// VideoEvent is one stored event of a booking's room: who (the party, and
// the participant's connection, one per tab) did what, when the video
// service says it happened.
type VideoEvent struct {
	Type        string    `json:"type"`
	Party       string    `json:"party,omitempty"`       // CONSULTEE or CONSULTANT; empty for room events
	Participant string    `json:"participant,omitempty"` // the connection (JaaS participantId)
	At          time.Time `json:"at"`
}

// VideoEvidence reads a room's events, in any order, into both parties'
// presence up to until (the session's end). A party is in the room while
// any of their connections is; the service saw both at once, so each party
// "saw the other" exactly while both were in. A connection still open at
// the last event stays until the room is destroyed or until.
func VideoEvidence(events []VideoEvent, consultee, consultant string, until time.Time) Evidence {
	sorted := append([]VideoEvent(nil), events...)
	sort.SliceStable(sorted, func(i, j int) bool {
		if !sorted[i].At.Equal(sorted[j].At) {
			return sorted[i].At.Before(sorted[j].At)
		}
		return videoRank(sorted[i].Type) < videoRank(sorted[j].Type)
	})
	open := map[string]openStay{} // by participant
	stays := map[string][]Stay{}  // by party
	closeAll := func(at time.Time) {
		for p, o := range open {
			stays[o.party] = append(stays[o.party], Stay{o.from, at})
			delete(open, p)
		}
	}
	for _, e := range sorted {
		if e.At.After(until) {
			break
		}
		switch e.Type {
		case VideoParticipantJoined:
			if _, in := open[e.Participant]; !in {
				open[e.Participant] = openStay{party: e.Party, from: e.At}
			}
		case VideoParticipantLeft:
			if o, in := open[e.Participant]; in {
				stays[o.party] = append(stays[o.party], Stay{o.from, e.At})
				delete(open, e.Participant)
			}
		case VideoRoomDestroyed:
			closeAll(e.At)
		}
	}
	closeAll(until)
	ee, ant := merge(stays[consultee]), merge(stays[consultant])
	both := Intersect(ee, ant)
	return Evidence{Source: SourceVideo, Consultee: PartyPresence{InRoom: ee, SawOther: both},
		Consultant: PartyPresence{InRoom: ant, SawOther: both}}
}

// videoRank orders events of the same millisecond: a room is created
// before anyone enters it and destroyed after the last one left.
func videoRank(eventType string) int {
	switch eventType {
	case VideoRoomCreated:
		return 0
	case VideoRoomDestroyed:
		return 2
	}
	return 1
}

type openStay struct {
	party string
	from  time.Time
}
