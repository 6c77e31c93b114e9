package rules_test

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"

	"cerebro/rules"
)

// joined and left are one connection's events at minute n of the slot.
func joined(party, conn string, n float64) rules.VideoEvent {
	return rules.VideoEvent{Type: rules.VideoParticipantJoined, Party: party, Participant: conn, At: m(n)}
}

func left(party, conn string, n float64) rules.VideoEvent {
	return rules.VideoEvent{Type: rules.VideoParticipantLeft, Party: party, Participant: conn, At: m(n)}
}

func video(events ...rules.VideoEvent) rules.Evidence {
	return rules.VideoEvidence(events, "CONSULTEE", "CONSULTANT", slotEnd)
}

func TestVideoEvidenceDecidesTheOutcome(t *testing.T) {
	destroyed := func(n float64) rules.VideoEvent { return rules.VideoEvent{Type: rules.VideoRoomDestroyed, At: m(n)} }
	for _, tc := range []struct {
		name     string
		events   []rules.VideoEvent
		want     rules.SessionOutcome
		together time.Duration
	}{
		{"both the whole slot", []rules.VideoEvent{joined("CONSULTEE", "a", 0), joined("CONSULTANT", "b", 0),
			left("CONSULTEE", "a", 60), left("CONSULTANT", "b", 60)}, rules.OutcomeHeld, time.Hour},
		{"the consultant never entered", []rules.VideoEvent{joined("CONSULTEE", "a", 0), left("CONSULTEE", "a", 60)},
			rules.OutcomeConsultantNoShow, 0},
		{"the consultee never entered", []rules.VideoEvent{joined("CONSULTANT", "b", 0)}, rules.OutcomeConsulteeNoShow, 0},
		{"nobody entered", nil, rules.OutcomeNobodyPresent, 0},
		{"delivered out of order", []rules.VideoEvent{left("CONSULTANT", "b", 60), left("CONSULTEE", "a", 20),
			joined("CONSULTANT", "b", 0), joined("CONSULTEE", "a", 0)}, rules.OutcomeCutShort, 20 * time.Minute},
		{"a second tab keeps the party in", []rules.VideoEvent{joined("CONSULTEE", "a", 0), joined("CONSULTEE", "a2", 10),
			left("CONSULTEE", "a", 15), left("CONSULTEE", "a2", 40), joined("CONSULTANT", "b", 0)}, rules.OutcomeHeld, 40 * time.Minute},
		{"a connection never left stays until the room is destroyed", []rules.VideoEvent{joined("CONSULTEE", "a", 0),
			joined("CONSULTANT", "b", 0), destroyed(25)}, rules.OutcomeCutShort, 25 * time.Minute},
		{"or until the end", []rules.VideoEvent{joined("CONSULTEE", "a", 0), joined("CONSULTANT", "b", 0)},
			rules.OutcomeHeld, time.Hour},
		{"nothing after the end counts", []rules.VideoEvent{joined("CONSULTEE", "a", 61), joined("CONSULTANT", "b", 61)},
			rules.OutcomeNobodyPresent, 0},
		{"a left without its join is ignored", []rules.VideoEvent{left("CONSULTANT", "b", 30)}, rules.OutcomeNobodyPresent, 0},
		{"events of one millisecond, delivered in any order", []rules.VideoEvent{joined("CONSULTEE", "a", 0),
			joined("CONSULTANT", "b", 0), {Type: rules.VideoRoomCreated, At: m(0)}, destroyed(20), left("CONSULTEE", "a", 20)},
			rules.OutcomeCutShort, 20 * time.Minute},
	} {
		d := rules.DecideOutcome(video(tc.events...), slotStart, slotEnd)
		assert.Equal(t, tc.want, d.Outcome, tc.name)
		assert.Equal(t, tc.together, d.Together, tc.name)
	}
}

func TestVideoEvidenceSaysWhereItCameFrom(t *testing.T) {
	e := video(joined("CONSULTEE", "a", 0), joined("CONSULTANT", "b", 10), left("CONSULTANT", "b", 20))
	assert.Equal(t, rules.SourceVideo, e.Source)
	assert.Equal(t, []rules.Stay{{From: m(0), To: m(60)}}, e.Consultee.InRoom)
	assert.Equal(t, []rules.Stay{{From: m(10), To: m(20)}}, e.Consultant.InRoom)
	assert.Equal(t, []rules.Stay{{From: m(10), To: m(20)}}, e.Consultee.SawOther, "both in the room at once")
	assert.Equal(t, e.Consultee.SawOther, e.Consultant.SawOther)
}
