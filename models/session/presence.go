package session

import (
	"context"
	"time"

	"cerebro/models"
	"cerebro/rules"
)

// Presence reports from the video page, and the session's outcome.

// RecordPresence stores one report of a party's browser unless the party
// already sent max reports for the booking; it reports whether it stored.
func (s *Store) RecordPresence(ctx context.Context, bookingID int64, party models.Rater, event string, at time.Time, max int) (bool, error) {
	res := s.db.WithContext(ctx).Exec(`INSERT INTO presence_reports (booking_id, party, event, at)
		SELECT ?, ?, ?, ? WHERE (SELECT count(*) FROM presence_reports WHERE booking_id = ? AND party = ?) < ?`,
		bookingID, party, event, at.UTC(), bookingID, party, max)
	return res.RowsAffected == 1, res.Error
}

// PresenceReports are a booking's reports by party, in time order.
func (s *Store) PresenceReports(ctx context.Context, bookingID int64) (map[string][]rules.PresenceReport, error) {
	var rows []struct {
		Party, Event string
		At           time.Time
	}
	err := s.db.WithContext(ctx).Raw(`SELECT party, event, at FROM presence_reports WHERE booking_id = ?
		ORDER BY at, id`, bookingID).Scan(&rows).Error
	out := map[string][]rules.PresenceReport{}
	for _, r := range rows {
		out[r.Party] = append(out[r.Party], rules.PresenceReport{Event: r.Event, At: r.At.UTC()})
	}
	return out, err
}

// SessionEvidence is both parties' presence in a booking's session up to
// its end: the video service's events when the video mode provides them
// (fromVideo), else the parties' own reports.
func (s *Store) SessionEvidence(ctx context.Context, bookingID int64, end time.Time, fromVideo bool) (rules.Evidence, error) {
	if fromVideo {
		return s.VideoEvidence(ctx, bookingID, end)
	}
	reports, err := s.PresenceReports(ctx, bookingID)
	return EvidenceOf(reports, end), err
}

// EvidenceOf is both parties' presence from their reports (PresenceReports).
func EvidenceOf(reports map[string][]rules.PresenceReport, end time.Time) rules.Evidence {
	return rules.Evidence{Consultee: rules.PresenceOf(reports[string(models.RaterConsultee)], end),
		Consultant: rules.PresenceOf(reports[string(models.RaterConsultant)], end)}
}

// RecordOutcome stores what a booking's session came to, once.
func (s *Store) RecordOutcome(ctx context.Context, bookingID int64, outcome rules.SessionOutcome) error {
	return s.db.WithContext(ctx).Exec(`UPDATE bookings SET outcome = ?, updated_at = now() WHERE id = ? AND outcome IS NULL`,
		string(outcome), bookingID).Error
}
