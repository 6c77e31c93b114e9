package session

import (
	"fmt"
	"time"

	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/workflow"

	"cerebro/models"
	"cerebro/models/refund"
	"cerebro/rules"
	"cerebro/workflows"
)

// Names of the session workflow's messages, used by the API, the Temporal
// CLI/UI and the tests alike, e.g.
//
//	temporal workflow query  --workflow-id booking-7 --type status
//	temporal workflow update execute --workflow-id booking-7 --name join \
//	    --input '{"role":"CONSULTANT"}'
const (
	SessionCancelUpdate = "cancel"       // update: a party cancels (CancelRequest) → RefundOutcome
	SessionFaultUpdate  = "report-fault" // update: the consultee reports a problem (FaultReport) → RefundOutcome
	JoinUpdate          = "join"         // update: a party entered the room (Joined) → SessionStatus
	SessionStatusQuery  = "status"       // query: SessionStatus

	// JoinedSignal is a join sent as a signal (Joined): taken like the
	// update, without an answer.
	JoinedSignal = "joined"
)

// Error types of the session's refusals.
const (
	ErrTypeFaultRefused = "FaultRefused" // a fault report outside its window, or on a refunded booking
	ErrTypeJoinRefused  = "JoinRefused"  // a join after the session, by nobody, or a second one
	// ErrTypeSessionDecided: a cancel or a move is already decided, so no
	// other message is admitted (admit, session_admission.go). Its details
	// name which: DecidedCancel or DecidedMove.
	ErrTypeSessionDecided = "SessionDecided"
)

// The session's phases, in order.
const (
	PhaseScheduled = "SCHEDULED" // paid; waiting for the join window (reminders go out)
	PhaseOpen      = "OPEN"      // the join window is open: start - JoinEarly until the end
	PhaseFollowUp  = "FOLLOW_UP" // held (COMPLETED): the rating window and the fault-report window
	PhaseCancelled = "CANCELLED" // a party cancelled before the end
	PhaseNoShow    = "NO_SHOW"   // the consultant never joined: treated as a consultant cancellation
	PhaseDone      = "DONE"      // nothing left to wait for
	// PhaseDeciding (session_outcome.go) is the minute after the end.
)

// ReminderLeads are how long before the start both parties are reminded. A
// reminder is sent only when the booking was confirmed earlier than that.
var ReminderLeads = []time.Duration{24 * time.Hour, 15 * time.Minute}

// SessionInput is one paid booking: when its slot runs, what was paid for it
// and how early its room opens (CEREBRO_JOIN_EARLY when it was booked).
type SessionInput struct {
	BookingID    int64
	StartsAt     time.Time
	EndsAt       time.Time
	PriceCents   int64
	JoinEarly    time.Duration
	ConsulteeID  int64 // for the search attributes; 0 in sessions started before them
	ConsultantID int64
	Rescheduled  bool // this run is of a booking moved once already (session_reschedule.go)
}

// CancelRequest is a party cancelling the booking.
type CancelRequest struct {
	By     models.CancelledBy `json:"by"` // models.CancelledByConsultee or models.CancelledByConsultant
	Reason string             `json:"reason"`
}

// FaultReport is the consultee reporting a problem with the session: a
// technical fault (the default) or an unsatisfactory session.
type FaultReport struct {
	Cause       models.RefundCause `json:"cause,omitempty"` // models.CauseTechnicalFault or models.CauseUnsatisfactory
	Description string             `json:"description"`
}

// Joined says a party entered the session's room.
type Joined struct {
	Role models.Rater `json:"role"` // models.RaterConsultee or models.RaterConsultant
}

// RefundOutcome answers a cancel or a fault report.
type RefundOutcome struct {
	Message string       `json:"message"`
	Refund  refund.State `json:"refund"`
}

// SessionStatus is what the status query says.
type SessionStatus struct {
	BookingID        int64              `json:"bookingId"`
	Phase            string             `json:"phase"`
	JoinOpensAt      time.Time          `json:"joinOpensAt"`
	JoinClosesAt     time.Time          `json:"joinClosesAt"`
	RatingClosesAt   time.Time          `json:"ratingClosesAt"`
	ConsulteeJoined  bool               `json:"consulteeJoined"`
	ConsultantJoined bool               `json:"consultantJoined"`
	CancelledBy      models.CancelledBy `json:"cancelledBy,omitempty"`
	Outcome          string             `json:"outcome,omitempty"` // rules.SessionOutcome, once decided
	Refund           *refund.State      `json:"refund,omitempty"`
}

// Session is one booking from payment to done:
//
//  1. Scheduled: reminders to both parties 24 h and 15 min before the start
//     (durable timers); wait for the join window, start - JoinEarly.
//  2. Open: joins ("join" update) are recorded once per party; wait for
//     the end of the slot. A join that came with the end still counts.
//  3. A minute after the end (rules.OutcomeDelay) the outcome is decided
//     from both parties' presence reports (rules.DecideOutcome): held or
//     consultee no-show → COMPLETED (the consultant earns); consultant
//     no-show → treated as a consultant cancellation (full refund now,
//     penalty); nobody present → full refund, no penalty; cut short →
//     COMPLETED with a refund claim for the admin (full by default). A
//     completed booking is followed up: both parties may rate until
//     rules.RatingWindow after the end, and the consultee may report a
//     problem until rules.FaultReportWindow after it.
//  4. Every refund claim (a cancellation, a no-show, nobody present, a
//     session cut short, a problem reported) is handed to the booking's
//     Refund workflow ("refund-booking-<id>"), which decides it, records
//     it, pays it or waits for the admin; the session answers the party
//     with what it was told (RefundNews).
//
// Until the end either party may cancel (update "cancel"), when the refund
// policy admits it (refund.ClaimRefusal).
func Session(ctx workflow.Context, in SessionInput) error {
	w := &session{in: in, phase: PhaseScheduled}
	if err := w.setup(ctx); err != nil {
		return err
	}
	return w.run(ctx)
}

// session is the state of one booking's session.
type session struct {
	in                          SessionInput
	phase                       string
	bookedAt                    time.Time
	joinOpensAt, ratingClosesAt time.Time
	consulteeJoined             bool
	consultantJoined            bool
	stopReminders               workflow.CancelFunc

	cancel         *pendingCancel // a cancellation run has not carried out yet
	cancelledBy    models.CancelledBy
	sessionOutcome rules.SessionOutcome // decided a minute after the end (session_outcome.go)
	fault          *pendingFault        // a fault report run has not recorded yet
	reschedule     *pendingReschedule   // a move run has not carried out yet
	next           *SessionInput        // the moved booking: this run continues as new with it

	claim  *refundClaim  // the refund claimed from the booking's Refund workflow
	refund *refund.State // the refund as the Refund workflow last told it

	inbox workflows.Inbox
}

// setup checks the input and registers the query, the updates and the
// signal listener.
func (w *session) setup(ctx workflow.Context) error {
	if w.in.BookingID <= 0 || !w.in.EndsAt.After(w.in.StartsAt) || w.in.JoinEarly < 0 {
		return temporal.NewNonRetryableApplicationError("booking id and a slot that ends after it starts are required", "BadInput", nil)
	}
	w.bookedAt = workflow.Now(ctx)
	w.joinOpensAt, _ = rules.JoinWindow(w.in.StartsAt, w.in.EndsAt, w.in.JoinEarly)
	w.ratingClosesAt = rules.RatingClosesAt(w.in.EndsAt)
	if err := workflow.SetQueryHandler(ctx, SessionStatusQuery, func() (SessionStatus, error) {
		return w.snapshot(), nil
	}); err != nil {
		return err
	}
	if err := workflow.SetUpdateHandlerWithOptions(ctx, SessionCancelUpdate, w.onCancel,
		workflow.UpdateHandlerOptions{Validator: w.validateCancel}); err != nil {
		return err
	}
	if err := workflow.SetUpdateHandlerWithOptions(ctx, SessionFaultUpdate, w.onFault,
		workflow.UpdateHandlerOptions{Validator: w.validateFault}); err != nil {
		return err
	}
	if err := workflow.SetUpdateHandlerWithOptions(ctx, JoinUpdate, w.onJoin,
		workflow.UpdateHandlerOptions{Validator: w.validateJoin}); err != nil {
		return err
	}
	if err := workflow.SetUpdateHandlerWithOptions(ctx, SessionRescheduleUpdate, w.onReschedule,
		workflow.UpdateHandlerOptions{Validator: w.validateReschedule}); err != nil {
		return err
	}
	w.listen(ctx)
	return nil
}

// run is the session, step by step. Each wait also serves what people ask
// meanwhile (cancel, fault report): see await.
func (w *session) run(ctx workflow.Context) error {
	w.setPhase(ctx, PhaseScheduled)
	w.remind(ctx)
	ended := w.await(ctx, w.joinOpensAt)
	if ended == reachedDeadline {
		w.setPhase(ctx, PhaseOpen)
		w.announceRoom(ctx)
		if ended = w.await(ctx, w.in.EndsAt); ended == reachedDeadline {
			w.close(ctx)
		}
	}
	if ended == wasMoved {
		// Moved to another slot: the same session, with the new times, as a new run.
		return w.continueMoved(ctx)
	}
	if w.phase == PhaseFollowUp {
		w.await(ctx, w.ratingClosesAt)
	}
	w.setPhase(ctx, PhaseDone)
	return workflow.Await(ctx, func() bool { return workflow.AllHandlersFinished(ctx) })
}

// setPhase moves the session to phase and keeps its search attributes
// current.
func (w *session) setPhase(ctx workflow.Context, phase string) {
	w.phase = phase
	workflows.Upsert(ctx, append(workflows.PartiesAttributes(w.in.ConsulteeID, w.in.ConsultantID), workflows.SessionPhaseKey.ValueSet(phase))...)
}

// await waits until the deadline, carrying out a cancel or a move and
// serving fault reports as they come, and says what ended
// the wait. A cancel or move admitted in the same moment as the deadline
// is carried out before the deadline is reported.
func (w *session) await(ctx workflow.Context, deadline time.Time) awaited {
	for {
		if p := w.cancel; p != nil && !p.started {
			if w.carryOutCancel(ctx) {
				return wasCancelled
			}
			continue
		}
		if p := w.reschedule; p != nil && !p.done {
			if w.carryOutReschedule(ctx) {
				return wasMoved
			}
			continue
		}
		w.serve(ctx)
		wait := deadline.Sub(workflow.Now(ctx))
		if wait <= 0 {
			return reachedDeadline
		}
		if _, err := workflows.WaitFor(ctx, wait, phaseWaits[w.phase], w.asked); err != nil {
			return wasStopped
		}
	}
}

// phaseWaits say in words what a session waits for in each phase.
var phaseWaits = map[string]string{
	PhaseScheduled: "Waiting for the join window to open",
	PhaseOpen:      "Open to join: waiting for the end of the session",
	PhaseDeciding:  "Waiting for the last presence reports before deciding the outcome",
	PhaseFollowUp:  "Held: waiting for ratings and problem reports to close",
}

// asked reports that someone asked for something the run must do.
func (w *session) asked() bool {
	return (w.cancel != nil && !w.cancel.started) || (w.fault != nil && !w.fault.done) ||
		(w.reschedule != nil && !w.reschedule.done)
}

func (w *session) snapshot() SessionStatus {
	return SessionStatus{BookingID: w.in.BookingID, Phase: w.phase, JoinOpensAt: w.joinOpensAt, JoinClosesAt: w.in.EndsAt,
		RatingClosesAt: w.ratingClosesAt, ConsulteeJoined: w.consulteeJoined, ConsultantJoined: w.consultantJoined,
		CancelledBy: w.cancelledBy, Outcome: string(w.sessionOutcome), Refund: w.refund}
}

// SessionSummary names a session by its booking and slot.
func SessionSummary(in SessionInput) string {
	return fmt.Sprintf("Session of booking %d: %s–%s (Colombo time)", in.BookingID,
		in.StartsAt.In(rules.Colombo).Format("2 Jan 2006 15:04"), in.EndsAt.In(rules.Colombo).Format("15:04"))
}
