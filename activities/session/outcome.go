package session

import (
	"context"
	"time"

	"cerebro/rules"
)

// What the session workflow reads and writes to decide a session's outcome
// a minute after its end.

// EvidenceRequest asks for a session's presence evidence up to its end.
type EvidenceRequest struct {
	BookingID int64
	End       time.Time
}

// SessionEvidence reads both parties' presence as intervals: from the
// video service's events where the mode provides them (VideoEvents), else
// from their browsers' reports (the heartbeats stay in PostgreSQL; only
// this aggregate enters the history).
func (a *Activities) SessionEvidence(ctx context.Context, r EvidenceRequest) (rules.Evidence, error) {
	return a.Stores.Session.SessionEvidence(ctx, r.BookingID, r.End, a.VideoEvents)
}

// OutcomeRecord is what a session came to.
type OutcomeRecord struct {
	BookingID int64
	Outcome   rules.SessionOutcome
}

// RecordOutcome stores the booking's outcome, once.
func (a *Activities) RecordOutcome(ctx context.Context, o OutcomeRecord) error {
	return a.Stores.Session.RecordOutcome(ctx, o.BookingID, o.Outcome)
}
