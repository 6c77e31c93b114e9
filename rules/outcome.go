package rules

import "time"

// SessionOutcome is what a paid session came to, decided from the presence
// evidence OutcomeDelay after its end (the refund policy page states these
// rules in words).
type SessionOutcome string

// The outcomes, as the booking's outcome field shows them.
const (
	// Both parties were in the room together, by both their accounts, for
	// at least half the slot: the consultant earns.
	OutcomeHeld SessionOutcome = "HELD"
	// The consultant never appeared, by anyone's account: full refund and
	// a penalty.
	OutcomeConsultantNoShow SessionOutcome = "CONSULTANT_NO_SHOW"
	// The consultant came and the consultee never did: the consultant earns.
	OutcomeConsulteeNoShow SessionOutcome = "CONSULTEE_NO_SHOW"
	// Both came, but were together for less than half the slot, or their
	// accounts disagree: a refund claim for the admin, with the evidence
	// (full refund if the admin does not decide).
	OutcomeCutShort SessionOutcome = "CUT_SHORT"
	// Nobody came: full refund, no penalty.
	OutcomeNobodyPresent SessionOutcome = "NOBODY_PRESENT"
)

// Completes reports that the outcome completes the booking: the consultant
// earns (a cut-short session too, with a refund claim beside it).
func (o SessionOutcome) Completes() bool {
	return o == OutcomeHeld || o == OutcomeConsulteeNoShow || o == OutcomeCutShort
}

// Evidence is both parties' presence in one session.
type Evidence struct {
	// Source is where it came from: the video service (SourceVideo) or the
	// parties' browsers (SourceBrowsers, empty in histories from before).
	Source     string        `json:"source,omitempty"`
	Consultee  PartyPresence `json:"consultee"`
	Consultant PartyPresence `json:"consultant"`
}

// OutcomeDecision is the outcome with the figures it was decided on.
type OutcomeDecision struct {
	Outcome  SessionOutcome
	Together time.Duration // both in the room and each seeing the other
	Needed   time.Duration // half the slot
	Source   string        // the evidence's (Evidence.Source)
}

// DecideOutcome applies the outcome rules to a session whose slot ran from
// start to end. A party is present when their own reports put them in the
// room or the other party saw them there; time together counts only when
// all four accounts agree (each in the room, each seeing the other).
func DecideOutcome(e Evidence, start, end time.Time) OutcomeDecision {
	d := OutcomeDecision{Needed: end.Sub(start) / 2, Source: e.Source}
	consultee := Total(e.Consultee.InRoom) > 0 || Total(e.Consultant.SawOther) > 0
	consultant := Total(e.Consultant.InRoom) > 0 || Total(e.Consultee.SawOther) > 0
	d.Together = Total(Intersect(e.Consultee.InRoom, e.Consultee.SawOther, e.Consultant.InRoom, e.Consultant.SawOther))
	switch {
	case !consultee && !consultant:
		d.Outcome = OutcomeNobodyPresent
	case !consultant:
		d.Outcome = OutcomeConsultantNoShow
	case !consultee:
		d.Outcome = OutcomeConsulteeNoShow
	case d.Together >= d.Needed:
		d.Outcome = OutcomeHeld
	default:
		d.Outcome = OutcomeCutShort
	}
	return d
}
