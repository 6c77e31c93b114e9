package models

import (
	"context"
	"time"

	"cerebro/rules"
)

// Presence reports from the video page, and the session's outcome.

// RecordPresence stores one report of a party's browser unless the party
// already sent max reports for the booking; it reports whether it stored.
func (s *Store) RecordPresence(ctx context.Context, bookingID int64, party, event string, at time.Time, max int) (bool, error) {
	res := s.DB.WithContext(ctx).Exec(`INSERT INTO presence_reports (booking_id, party, event, at)
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
	err := s.DB.WithContext(ctx).Raw(`SELECT party, event, at FROM presence_reports WHERE booking_id = ?
		ORDER BY at, id`, bookingID).Scan(&rows).Error
	out := map[string][]rules.PresenceReport{}
	for _, r := range rows {
		out[r.Party] = append(out[r.Party], rules.PresenceReport{Event: r.Event, At: r.At.UTC()})
	}
	return out, err
}

// SessionEvidence is both parties' presence in a booking's session, read
// from their reports up to the session's end.
func (s *Store) SessionEvidence(ctx context.Context, bookingID int64, end time.Time) (rules.Evidence, error) {
	reports, err := s.PresenceReports(ctx, bookingID)
	if err != nil {
		return rules.Evidence{}, err
	}
	return rules.Evidence{Consultee: rules.PresenceOf(reports[RaterConsultee], end),
		Consultant: rules.PresenceOf(reports[RaterConsultant], end)}, nil
}

// RecordOutcome stores what a booking's session came to, once.
func (s *Store) RecordOutcome(ctx context.Context, bookingID int64, outcome rules.SessionOutcome) error {
	return s.DB.WithContext(ctx).Exec(`UPDATE bookings SET outcome = ?, updated_at = now() WHERE id = ? AND outcome IS NULL`,
		string(outcome), bookingID).Error
}

// PresenceEvent is one report as the admin's timeline shows it.
type PresenceEvent struct {
	Party string    `json:"party"`
	Event string    `json:"event"`
	At    time.Time `json:"at"`
}

// PresenceEvents are a booking's reports other than heartbeats, in time
// order, and how many reports each party sent.
func (s *Store) PresenceEvents(ctx context.Context, bookingID int64) ([]PresenceEvent, map[string]int, error) {
	events := []PresenceEvent{}
	err := s.DB.WithContext(ctx).Raw(`SELECT party, event, at FROM presence_reports
		WHERE booking_id = ? AND event <> ? ORDER BY at, id`, bookingID, rules.EventHeartbeat).Scan(&events).Error
	if err != nil {
		return nil, nil, err
	}
	var rows []struct {
		Party string
		N     int
	}
	err = s.DB.WithContext(ctx).Raw(`SELECT party, count(*) AS n FROM presence_reports WHERE booking_id = ? GROUP BY party`,
		bookingID).Scan(&rows).Error
	counts := map[string]int{RaterConsultee: 0, RaterConsultant: 0}
	for _, r := range rows {
		counts[r.Party] = r.N
	}
	return events, counts, err
}
