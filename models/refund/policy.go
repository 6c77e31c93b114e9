package refund

import (
	"fmt"
	"time"

	"cerebro/apperr"
	"cerebro/models"
	"cerebro/rules"
)

// Outcome is what happens to a refund claim.
type Outcome string

// The outcomes of Decide.
const (
	RefundNow    Outcome = "REFUND_NOW"    // refund AmountCents at once, no review
	AdminDecides Outcome = "ADMIN_DECIDES" // open a refund request; AmountCents is the admin's default
	Refused      Outcome = "REFUSED"       // no refund; Reason says why
)

// Claim is everything the refund policy looks at. Times are
// instants (any zone); PaidCents is what the consultee actually paid.
type Claim struct {
	Cause              models.RefundCause
	SlotStart, SlotEnd time.Time
	Now                time.Time
	PaidCents          int64
}

// Decision is the policy's answer. Reason is plain text fit to show
// the consultee and to record beside the refund.
type Decision struct {
	Outcome            Outcome
	AmountCents        int64 // the refund for RefundNow, the suggested one for AdminDecides, else 0
	PenaliseConsultant bool  // the consultant caused the loss (cancelled or did not show)
	Reason             string
	// Refusal is a Refused claim's refusal, for the caller to be answered
	// with; Reason is its English text.
	Refusal *apperr.Error `json:"-"`
}

// Decide applies the published refund policy to one claim. It is
// the only place the policy lives, so the API, the workflows and the
// admin screens cannot drift apart.
func Decide(in Claim) Decision {
	if in.PaidCents <= 0 {
		return refused(apperr.New("refund.nothing_paid"))
	}
	switch in.Cause {
	case models.CauseConsulteeCancel:
		return consulteeCancel(in)
	case models.CauseConsultantCancel:
		return consultantCancel(in)
	case models.CauseConsultantNoShow:
		return consultantNoShow(in)
	case models.CauseTechnicalFault:
		return technicalFault(in)
	case models.CauseUnsatisfactory:
		return unsatisfactory(in)
	case models.CauseCutShort, models.CauseNobodyPresent:
		return fromEvidence(in)
	}
	return refused(apperr.New("refund.cause_unknown").With("cause", fmt.Sprintf("%q", in.Cause)))
}

// consulteeCancel: the cutoff is strict ("more than 24 hours"), so a
// cancellation exactly 24 hours ahead already goes to review.
func consulteeCancel(in Claim) Decision {
	if !in.Now.Before(in.SlotStart) {
		return refused(apperr.New("refund.session_started"))
	}
	if in.SlotStart.Sub(in.Now) > rules.RefundCutoff {
		return Decision{Outcome: RefundNow, AmountCents: in.PaidCents,
			Reason: "Cancelled more than 24 hours before the session: full refund."}
	}
	// Late cancellations cost the consultant a slot they could have sold;
	// the design says "partial or none", so the admin starts from none.
	return Decision{Outcome: AdminDecides, AmountCents: 0,
		Reason: "Cancelled within 24 hours of the session: an admin will decide on a partial refund."}
}

// consultantCancel stays open during the session: a consultant who walks
// out mid-session has cancelled it just the same.
func consultantCancel(in Claim) Decision {
	if !in.Now.Before(in.SlotEnd) {
		return refused(apperr.New("refund.session_ended"))
	}
	return consultantAtFault(in, "The consultant cancelled the session: full refund.")
}

// consultantNoShow is only knowable once the session has started, and is
// usually recorded when it ends, so it runs from the start to the end of
// the report window rather than to the end of the slot.
func consultantNoShow(in Claim) Decision {
	if in.Now.Before(in.SlotStart) {
		return refused(apperr.New("refund.no_show_before_start"))
	}
	if closed(in) {
		return refused(windowClosed())
	}
	return consultantAtFault(in, "The consultant did not join the session: full refund.")
}

func consultantAtFault(in Claim, reason string) Decision {
	return Decision{Outcome: RefundNow, AmountCents: in.PaidCents,
		PenaliseConsultant: true, Reason: reason}
}

// technicalFault has no lower bound: a fault can stop someone joining
// before the start as well as break the call during it.
func technicalFault(in Claim) Decision {
	if closed(in) {
		return refused(windowClosed())
	}
	return Decision{Outcome: AdminDecides, AmountCents: in.PaidCents,
		Reason: "A technical fault was reported: an admin will review it, with a full refund by default."}
}

// unsatisfactory needs a session to judge, so it opens at the start.
func unsatisfactory(in Claim) Decision {
	if in.Now.Before(in.SlotStart) {
		return refused(apperr.New("refund.unsatisfactory_before_start"))
	}
	if closed(in) {
		return refused(windowClosed())
	}
	return Decision{Outcome: AdminDecides, AmountCents: 0,
		Reason: "The session was reported as unsatisfactory: an admin will decide on a refund."}
}

// fromEvidence is decided by the session itself from the presence evidence
// (DecideOutcome), once, after the end. Nobody present: the full refund, no
// penalty. Cut short: the admin looks at the evidence; full by default,
// since the consultee cannot be shown to have had the session.
func fromEvidence(in Claim) Decision {
	if in.Now.Before(in.SlotEnd) {
		return refused(apperr.New("refund.session_not_ended"))
	}
	if in.Cause == models.CauseNobodyPresent {
		return Decision{Outcome: RefundNow, AmountCents: in.PaidCents,
			Reason: "Neither party came to the session: full refund."}
	}
	return Decision{Outcome: AdminDecides, AmountCents: in.PaidCents,
		Reason: "The session was cut short: an admin will look at both parties' presence, with a full refund by default."}
}

// windowClosed refuses a claim after the report window.
func windowClosed() *apperr.Error {
	return apperr.New("refund.claim_window_closed").With("days", int64(rules.FaultReportWindow/(24*time.Hour)))
}

// closed reports whether the after-session window has passed; the
// window's last second still counts.
func closed(in Claim) bool {
	return in.Now.After(in.SlotEnd.Add(rules.FaultReportWindow))
}

func refused(e *apperr.Error) Decision {
	return Decision{Outcome: Refused, Reason: e.Error(), Refusal: e}
}

// ValidateAdminAmount refuses an admin's refund amount outside 0..paid:
// a refund can be nothing, but never more than came in.
func ValidateAdminAmount(amountCents, paidCents int64) error {
	if amountCents < 0 || amountCents > paidCents {
		return apperr.New("refund.amount_out_of_range").
			With("min", rules.FormatLKR(0)).With("max", rules.FormatLKR(max(paidCents, 0)))
	}
	return nil
}

// ClaimRefusal is the refund policy's refusal of a claim outright, or nil
// when it admits the claim: what a session asks before it admits a cancellation or a problem
// report, so a refused one is answered at once. The refund itself is
// decided by Decide, in the booking's refund workflow.
func ClaimRefusal(in Claim) *apperr.Error {
	return Decide(in).Refusal
}
