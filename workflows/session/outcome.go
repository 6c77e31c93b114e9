package session

import (
	"fmt"
	"time"

	"go.temporal.io/sdk/workflow"

	sessionacts "cerebro/activities/session"
	"cerebro/models"
	sessions "cerebro/models/session"
	"cerebro/rules"
	"cerebro/workflows"
)

// The session's outcome, decided from the presence evidence a minute after
// the end (rules.DecideOutcome). The heartbeats stay in PostgreSQL: this
// adds a timer and three activities to the history, however long the
// session ran.

// PhaseDeciding is the minute after the end, while the last presence
// reports come in; nothing can be cancelled or joined any more.
const PhaseDeciding = "DECIDING"

// close ends the join window and decides the outcome from the evidence a
// minute later.
func (w *session) close(ctx workflow.Context) {
	w.stopReminders()
	w.inbox.CatchUp(ctx)
	w.setPhase(ctx, PhaseDeciding)
	if w.await(ctx, w.in.EndsAt.Add(rules.OutcomeDelay)) != reachedDeadline {
		return // nothing is admitted while deciding; a stopped workflow decides nothing
	}
	w.decideOutcome(ctx)
}

// decideOutcome reads the evidence, records the outcome and carries it out.
func (w *session) decideOutcome(ctx workflow.Context) {
	var e rules.Evidence
	actx := workflow.WithActivityOptions(ctx, workflows.StatusOptions)
	err := workflow.ExecuteActivity(actx, sessionActs.SessionEvidence,
		sessionacts.EvidenceRequest{BookingID: w.in.BookingID, End: w.in.EndsAt}).Get(ctx, &e)
	if err != nil {
		// StatusOptions retry for days: the database is gone for good.
		workflow.GetLogger(ctx).Error("presence evidence unreadable; judged by who joined", "bookingId", w.in.BookingID, "err", err)
	}
	d := w.judge(e)
	w.sessionOutcome = d.Outcome
	if err := workflow.ExecuteActivity(actx, sessionActs.RecordOutcome,
		sessionacts.OutcomeRecord{BookingID: w.in.BookingID, Outcome: d.Outcome}).Get(ctx, nil); err != nil {
		workflow.GetLogger(ctx).Error("record outcome failed", "bookingId", w.in.BookingID, "err", err)
	}
	switch d.Outcome {
	case rules.OutcomeHeld, rules.OutcomeConsulteeNoShow:
		w.complete(ctx)
	case rules.OutcomeConsultantNoShow:
		w.consultantNoShow(ctx)
	case rules.OutcomeNobodyPresent:
		w.nobodyPresent(ctx)
	case rules.OutcomeCutShort:
		w.complete(ctx)
		w.cutShort(ctx, d)
	}
	if d.Outcome != rules.OutcomeHeld {
		w.mailChange(ctx, d.Outcome)
	}
}

// judge applies the outcome rules. A session nobody reported presence for
// but someone joined was held by browsers that did not report (a page
// loaded before presence reporting): it is judged by who joined, as before.
// The video service's evidence is never overruled: joining is asking for a
// room token, which a party who never enters can do too.
func (w *session) judge(e rules.Evidence) rules.OutcomeDecision {
	d := rules.DecideOutcome(e, w.in.StartsAt, w.in.EndsAt)
	if e.Source == rules.SourceVideo || d.Outcome != rules.OutcomeNobodyPresent || !(w.consulteeJoined || w.consultantJoined) {
		return d
	}
	d.Outcome = rules.OutcomeConsultantNoShow
	if w.consultantJoined {
		d.Outcome = rules.OutcomeHeld
	}
	return d
}

// nobodyPresent cancels the booking for nobody's fault, no penalty, the
// slot stays used (it has passed), with its refund (in full).
func (w *session) nobodyPresent(ctx workflow.Context) {
	c := &sessions.Cancellation{BookingID: w.in.BookingID, By: models.CancelledBySystem}
	if w.claimRefund(ctx, models.CauseNobodyPresent, workflow.Now(ctx), "Neither party came to the session.", c).failed {
		w.setPhase(ctx, PhaseDone)
		return
	}
	w.cancelledBy = models.CancelledBySystem
	w.setPhase(ctx, PhaseCancelled)
	w.awaitPaid(ctx)
}

// cutShort claims a refund with the evidence's figures, for the admin;
// undecided, it is refunded in full (the policy's default).
func (w *session) cutShort(ctx workflow.Context, o rules.OutcomeDecision) {
	note := fmt.Sprintf("Cut short: together %s by both parties' accounts; a held session needs %s.",
		minutesAndSeconds(o.Together), minutesAndSeconds(o.Needed))
	if o.Source == rules.SourceVideo {
		note = fmt.Sprintf("Cut short: together %s in the room, as the video service saw them; a held session needs %s.",
			minutesAndSeconds(o.Together), minutesAndSeconds(o.Needed))
	}
	w.claimRefund(ctx, models.CauseCutShort, workflow.Now(ctx), note, nil)
	w.awaitPaid(ctx)
}

// minutesAndSeconds is a duration as people read it, e.g. "14 min 5 s".
func minutesAndSeconds(d time.Duration) string {
	s := int64(d.Round(time.Second) / time.Second)
	return fmt.Sprintf("%d min %d s", s/60, s%60)
}
