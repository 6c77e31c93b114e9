package rules_test

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"

	"cerebro/rules"
)

// A 60-minute slot from 10:00; its room opens at 09:50.
var (
	slotStart = time.Date(2030, 3, 4, 10, 0, 0, 0, time.UTC)
	slotEnd   = slotStart.Add(time.Hour)
)

// m is minute n of the slot (negative: before it starts).
// never is a sighting that did not happen.
const never = -999.0

func m(n float64) time.Time { return slotStart.Add(time.Duration(n * float64(time.Minute))) }

// stay is a party in the room from one minute to another, heartbeating,
// seeing the other from seeFrom to seeTo (no sighting when seeFrom is never).
func stay(from, to, seeFrom, seeTo float64) []rules.PresenceReport {
	reps := []rules.PresenceReport{{Event: rules.EventJoined, At: m(from)}}
	for t := from + 0.5; t < to; t += 0.5 {
		reps = append(reps, rules.PresenceReport{Event: rules.EventHeartbeat, At: m(t)})
	}
	if seeFrom != never {
		reps = append(reps, rules.PresenceReport{Event: rules.EventOtherJoined, At: m(seeFrom)},
			rules.PresenceReport{Event: rules.EventOtherLeft, At: m(seeTo)})
	}
	return append(reps, rules.PresenceReport{Event: rules.EventLeft, At: m(to)})
}

func evidence(consultee, consultant []rules.PresenceReport) rules.Evidence {
	return rules.Evidence{Consultee: rules.PresenceOf(consultee, slotEnd), Consultant: rules.PresenceOf(consultant, slotEnd)}
}

func TestDecideOutcome(t *testing.T) {
	for _, tc := range []struct {
		name                  string
		consultee, consultant []rules.PresenceReport
		want                  rules.SessionOutcome
		together              time.Duration
	}{
		{"both the whole slot", stay(0, 60, 0, 60), stay(0, 60, 0, 60), rules.OutcomeHeld, time.Hour},
		{"exactly half together is held", stay(0, 30, 0, 30), stay(0, 60, 0, 30), rules.OutcomeHeld, 30 * time.Minute},
		{"a second under half is cut short", stay(0, 29.99, 0, 29.99), stay(0, 60, 0, 29.99), rules.OutcomeCutShort,
			30*time.Minute - 600*time.Millisecond},
		{"time together before the start counts", stay(-10, 20, -10, 20), stay(-10, 60, -10, 20), rules.OutcomeHeld, 30 * time.Minute},
		{"consultant never present", stay(0, 60, never, 0), nil, rules.OutcomeConsultantNoShow, 0},
		{"consultee never present", nil, stay(0, 60, never, 0), rules.OutcomeConsulteeNoShow, 0},
		{"nobody present", nil, nil, rules.OutcomeNobodyPresent, 0},
		{"both came, never at the same time", stay(0, 20, never, 0), stay(25, 60, never, 0), rules.OutcomeCutShort, 0},
		{"consultee denies seeing the consultant: accounts disagree", stay(0, 60, never, 0), stay(0, 60, 0, 60),
			rules.OutcomeCutShort, 0},
		{"consultant denies seeing the consultee: accounts disagree", stay(0, 60, 0, 60), stay(0, 60, never, 0),
			rules.OutcomeCutShort, 0},
		{"seen by the consultee, silent browser: the consultant was there", stay(0, 60, 0, 60), nil,
			rules.OutcomeCutShort, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d := rules.DecideOutcome(evidence(tc.consultee, tc.consultant), slotStart, slotEnd)
			assert.Equal(t, tc.want, d.Outcome)
			assert.Equal(t, tc.together, d.Together)
			assert.Equal(t, 30*time.Minute, d.Needed)
		})
	}
}

func TestPresenceOf(t *testing.T) {
	iv := func(from, to float64) rules.Stay { return rules.Stay{From: m(from), To: m(to)} }
	for _, tc := range []struct {
		name     string
		reports  []rules.PresenceReport
		inRoom   []rules.Stay
		sawOther []rules.Stay
	}{
		{"join then leave", stay(0, 10, 2, 8), []rules.Stay{iv(0, 10)}, []rules.Stay{iv(2, 8)}},
		{"leave, rejoin: two stays", append(stay(0, 10, never, 0), stay(20, 30, never, 0)...),
			[]rules.Stay{iv(0, 10), iv(20, 30)}, nil},
		{"a closed tab sends no leave: present until a heartbeat after the last report",
			[]rules.PresenceReport{{Event: rules.EventJoined, At: m(0)}, {Event: rules.EventHeartbeat, At: m(0.5)}},
			[]rules.Stay{iv(0, 1)}, nil},
		{"silence longer than the gap splits the stay",
			[]rules.PresenceReport{{Event: rules.EventJoined, At: m(0)}, {Event: rules.EventHeartbeat, At: m(1.6)},
				{Event: rules.EventHeartbeat, At: m(2)}},
			[]rules.Stay{iv(0, 0.5), iv(1.6, 2.5)}, nil},
		{"silence exactly the gap does not",
			[]rules.PresenceReport{{Event: rules.EventJoined, At: m(0)}, {Event: rules.EventHeartbeat, At: m(1.5)},
				{Event: rules.EventLeft, At: m(2)}},
			[]rules.Stay{iv(0, 2)}, nil},
		{"a heartbeat without a join still shows presence",
			[]rules.PresenceReport{{Event: rules.EventHeartbeat, At: m(5)}, {Event: rules.EventLeft, At: m(5.5)}},
			[]rules.Stay{iv(5, 5.5)}, nil},
		{"leaving stops seeing the other",
			[]rules.PresenceReport{{Event: rules.EventJoined, At: m(0)}, {Event: rules.EventOtherJoined, At: m(0.2)},
				{Event: rules.EventLeft, At: m(0.4)}},
			[]rules.Stay{iv(0, 0.4)}, []rules.Stay{iv(0.2, 0.4)}},
		{"nothing after the end counts", stay(55, 70, 55, 70), []rules.Stay{iv(55, 60)}, []rules.Stay{iv(55, 60)}},
		{"reports out of order are read in time order",
			[]rules.PresenceReport{{Event: rules.EventLeft, At: m(3)}, {Event: rules.EventJoined, At: m(1)}, {Event: rules.EventHeartbeat, At: m(1.5)}},
			[]rules.Stay{iv(1, 3)}, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := rules.PresenceOf(tc.reports, slotEnd)
			assert.Equal(t, tc.inRoom, p.InRoom)
			assert.Equal(t, tc.sawOther, p.SawOther)
		})
	}
}

func TestClampReportTime(t *testing.T) {
	received := m(10)
	assert.Equal(t, received, rules.ClampReportTime(m(12), received), "the future is now")
	assert.Equal(t, m(9), rules.ClampReportTime(m(1), received), "at most a minute back")
	assert.Equal(t, m(9.5), rules.ClampReportTime(m(9.5), received), "inside the minute: as reported")
	assert.Equal(t, m(9), rules.ClampReportTime(m(9), received), "exactly a minute back: as reported")
}
