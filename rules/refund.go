package rules

import (
	"fmt"
	"time"

	"cerebro/apperr"
)

// RefundCutoff is how long before a slot's start a consultee must cancel
// to be refunded in full without review, as the published refund policy
// promises.
const RefundCutoff = 24 * time.Hour

// FaultReportWindow is how long after a slot's end a consultee may still
// claim a refund for something that went wrong in it. It bounds
// technical faults, consultant no-shows and unsatisfactory sessions
// alike, so every after-the-fact claim closes at the same moment.
// Seven days: the refund policy page, the FAQ and the README say the same.
const FaultReportWindow = 7 * 24 * time.Hour

// Cause is why a refund is being considered, and what the refund row
// stores, the API shows and the workflows pass: one vocabulary for every
// layer. The first seven are claims the refund policy (DecideRefund)
// decides; the last three are refunds the product owes by its own rules.
type Cause string

// The causes of refunds.
const (
	CauseConsulteeCancel  Cause = "CONSULTEE_CANCEL"   // the consultee cancels the booking
	CauseConsultantCancel Cause = "CONSULTANT_CANCEL"  // the consultant cancels the booking
	CauseConsultantNoShow Cause = "CONSULTANT_NO_SHOW" // the consultant never joined the session
	CauseTechnicalFault   Cause = "TECHNICAL_FAULT"    // the consultee reports a fault of the product
	CauseUnsatisfactory   Cause = "UNSATISFACTORY"     // the consultee reports a poor session
	CauseCutShort         Cause = "CUT_SHORT"          // the presence evidence shows a session cut short
	CauseNobodyPresent    Cause = "NOBODY_PRESENT"     // neither party came to the session

	// CauseRescheduledCheaper: the consultee moved the booking to a cheaper
	// slot and is given the difference back.
	CauseRescheduledCheaper Cause = "RESCHEDULED_CHEAPER"
	// CauseSlipNotReviewed: a bank slip nobody reviewed before the session.
	CauseSlipNotReviewed Cause = "SLIP_NOT_REVIEWED"
	// CauseUnmatchedPayment: a card payment no invoice was waiting for.
	CauseUnmatchedPayment Cause = "UNMATCHED_PAYMENT"
)

// Outcome is what happens to a refund claim.
type Outcome string

// The outcomes of DecideRefund.
const (
	RefundNow    Outcome = "REFUND_NOW"    // refund AmountCents at once, no review
	AdminDecides Outcome = "ADMIN_DECIDES" // open a refund request; AmountCents is the admin's default
	Refused      Outcome = "REFUSED"       // no refund; Reason says why
)

// RefundInput is everything the refund policy looks at. Times are
// instants (any zone); PaidCents is what the consultee actually paid.
type RefundInput struct {
	Cause              Cause
	SlotStart, SlotEnd time.Time
	Now                time.Time
	PaidCents          int64
}

// RefundDecision is the policy's answer. Reason is plain text fit to show
// the consultee and to record beside the refund.
type RefundDecision struct {
	Outcome            Outcome
	AmountCents        int64 // the refund for RefundNow, the suggested one for AdminDecides, else 0
	PenaliseConsultant bool  // the consultant caused the loss (cancelled or did not show)
	Reason             string
	// Refusal is a Refused claim's refusal, for the caller to be answered
	// with; Reason is its English text.
	Refusal *apperr.Error `json:"-"`
}

// DecideRefund applies the published refund policy to one claim. It is
// the only place the policy lives, so the API, the workflows and the
// admin screens cannot drift apart.
func DecideRefund(in RefundInput) RefundDecision {
	if in.PaidCents <= 0 {
		return refused(apperr.New("refund.nothing_paid"))
	}
	switch in.Cause {
	case CauseConsulteeCancel:
		return consulteeCancel(in)
	case CauseConsultantCancel:
		return consultantCancel(in)
	case CauseConsultantNoShow:
		return consultantNoShow(in)
	case CauseTechnicalFault:
		return technicalFault(in)
	case CauseUnsatisfactory:
		return unsatisfactory(in)
	case CauseCutShort, CauseNobodyPresent:
		return fromEvidence(in)
	}
	return refused(apperr.New("refund.cause_unknown").With("cause", fmt.Sprintf("%q", in.Cause)))
}

// consulteeCancel: the cutoff is strict ("more than 24 hours"), so a
// cancellation exactly 24 hours ahead already goes to review.
func consulteeCancel(in RefundInput) RefundDecision {
	if !in.Now.Before(in.SlotStart) {
		return refused(apperr.New("refund.session_started"))
	}
	if in.SlotStart.Sub(in.Now) > RefundCutoff {
		return RefundDecision{Outcome: RefundNow, AmountCents: in.PaidCents,
			Reason: "Cancelled more than 24 hours before the session: full refund."}
	}
	// Late cancellations cost the consultant a slot they could have sold;
	// the design says "partial or none", so the admin starts from none.
	return RefundDecision{Outcome: AdminDecides, AmountCents: 0,
		Reason: "Cancelled within 24 hours of the session: an admin will decide on a partial refund."}
}

// consultantCancel stays open during the session: a consultant who walks
// out mid-session has cancelled it just the same.
func consultantCancel(in RefundInput) RefundDecision {
	if !in.Now.Before(in.SlotEnd) {
		return refused(apperr.New("refund.session_ended"))
	}
	return consultantAtFault(in, "The consultant cancelled the session: full refund.")
}

// consultantNoShow is only knowable once the session has started, and is
// usually recorded when it ends, so it runs from the start to the end of
// the report window rather than to the end of the slot.
func consultantNoShow(in RefundInput) RefundDecision {
	if in.Now.Before(in.SlotStart) {
		return refused(apperr.New("refund.no_show_before_start"))
	}
	if closed(in) {
		return refused(windowClosed())
	}
	return consultantAtFault(in, "The consultant did not join the session: full refund.")
}

func consultantAtFault(in RefundInput, reason string) RefundDecision {
	return RefundDecision{Outcome: RefundNow, AmountCents: in.PaidCents,
		PenaliseConsultant: true, Reason: reason}
}

// technicalFault has no lower bound: a fault can stop someone joining
// before the start as well as break the call during it.
func technicalFault(in RefundInput) RefundDecision {
	if closed(in) {
		return refused(windowClosed())
	}
	return RefundDecision{Outcome: AdminDecides, AmountCents: in.PaidCents,
		Reason: "A technical fault was reported: an admin will review it, with a full refund by default."}
}

// unsatisfactory needs a session to judge, so it opens at the start.
func unsatisfactory(in RefundInput) RefundDecision {
	if in.Now.Before(in.SlotStart) {
		return refused(apperr.New("refund.unsatisfactory_before_start"))
	}
	if closed(in) {
		return refused(windowClosed())
	}
	return RefundDecision{Outcome: AdminDecides, AmountCents: 0,
		Reason: "The session was reported as unsatisfactory: an admin will decide on a refund."}
}

// fromEvidence is decided by the session itself from the presence evidence
// (DecideOutcome), once, after the end. Nobody present: the full refund, no
// penalty. Cut short: the admin looks at the evidence; full by default,
// since the consultee cannot be shown to have had the session.
func fromEvidence(in RefundInput) RefundDecision {
	if in.Now.Before(in.SlotEnd) {
		return refused(apperr.New("refund.session_not_ended"))
	}
	if in.Cause == CauseNobodyPresent {
		return RefundDecision{Outcome: RefundNow, AmountCents: in.PaidCents,
			Reason: "Neither party came to the session: full refund."}
	}
	return RefundDecision{Outcome: AdminDecides, AmountCents: in.PaidCents,
		Reason: "The session was cut short: an admin will look at both parties' presence, with a full refund by default."}
}

// windowClosed refuses a claim after the report window.
func windowClosed() *apperr.Error {
	return apperr.New("refund.claim_window_closed").With("days", int64(FaultReportWindow/(24*time.Hour)))
}

// closed reports whether the after-session window has passed; the
// window's last second still counts.
func closed(in RefundInput) bool {
	return in.Now.After(in.SlotEnd.Add(FaultReportWindow))
}

func refused(e *apperr.Error) RefundDecision {
	return RefundDecision{Outcome: Refused, Reason: e.Error(), Refusal: e}
}

// ValidateAdminRefund refuses an admin's refund amount outside 0..paid:
// a refund can be nothing, but never more than came in.
func ValidateAdminRefund(amountCents, paidCents int64) error {
	if amountCents < 0 || amountCents > paidCents {
		return apperr.New("refund.amount_out_of_range").
			With("min", FormatLKR(0)).With("max", FormatLKR(max(paidCents, 0)))
	}
	return nil
}

// ClaimRefusal is the refund policy's refusal of a claim outright, or nil
// when it admits the claim: what a session asks before it admits a cancellation or a problem
// report, so a refused one is answered at once. The refund itself is
// decided by DecideRefund, in the booking's refund workflow.
func ClaimRefusal(in RefundInput) *apperr.Error {
	return DecideRefund(in).Refusal
}
