package session

import (
	"go.temporal.io/sdk/workflow"

	"cerebro/activities/refusal"
	"cerebro/apperr"
)

// One admission rule for every update of the session: once a cancel or a
// move is decided, nothing new is admitted. Either ends this run (a
// cancellation leaves nothing to do, a move continues as new), and a
// message admitted meanwhile would leave a handler that nothing finishes:
// the run would wait for it for ever (issue 31's wedge). Two clicks, or
// the consultee's move and the consultant's cancel, are answered at once
// instead: the first decision wins, the second is refused by its
// validator and writes nothing to history.

// What a SessionDecided refusal says was decided.
const (
	DecidedCancel = "CANCEL" // the booking is being or was cancelled
	DecidedMove   = "MOVE"   // the booking is being or was moved; the next run takes messages again
)

// The codes of a SessionDecided refusal, by what was decided.
var decidedCodes = map[string]apperr.Code{
	DecidedCancel: errBeingCancelled,
	DecidedMove:   errBeingMoved,
}

const (
	errBeingCancelled apperr.Code = "session.being_cancelled"
	errBeingMoved     apperr.Code = "session.being_moved"
)

// decided is the cancel or move this run has admitted, or "" for none. A
// cancel or a move that failed is forgotten (carryOutCancel,
// carryOutReschedule), so the next one may be asked.
func (w *session) decided() string {
	switch {
	case w.cancel != nil:
		return DecidedCancel
	case w.reschedule != nil || w.next != nil:
		return DecidedMove
	}
	return ""
}

// admit is the rule every update's validator applies first.
func (w *session) admit() error {
	what := w.decided()
	if what == "" {
		return nil
	}
	return refusal.Code(ErrTypeSessionDecided, decidedCodes[what])
}

// awaited is what ended a wait of the run (await).
type awaited int

const (
	reachedDeadline awaited = iota // the deadline came, and nothing decided was left to carry out
	wasCancelled                   // the booking was cancelled
	wasMoved                       // the booking was moved: the run continues as new (w.next)
	wasStopped                     // the workflow itself was cancelled
)

// continueMoved continues the run as new with the moved booking, once the
// handlers that came before the move have answered (admit refuses any
// after it).
func (w *session) continueMoved(ctx workflow.Context) error {
	if err := workflow.Await(ctx, func() bool { return workflow.AllHandlersFinished(ctx) }); err != nil {
		return err
	}
	return workflow.NewContinueAsNewError(ctx, Session, *w.next)
}
