package session

import (
	"context"
	"errors"
	"strconv"
	"time"

	"gorm.io/gorm"

	"cerebro/models"
	"cerebro/rules"
)

// The video service's events of a booking's room (rules.VideoEvidence).

// The video services that post events (video_events.source).
const (
	VideoSourceJaaS  = "jaas"
	VideoSourceJitsi = "jitsi" // a self-hosted Jitsi's prosody (deploy/jitsi)
)

// What became of a delivered event.
const (
	VideoEventRecorded  = "recorded"
	VideoEventDuplicate = "duplicate" // its idempotency key was seen before
	VideoEventIgnored   = "ignored"   // not about a booking's room or party
)

// VideoEvent is one delivered event, as the API read it.
type VideoEvent struct {
	IdempotencyKey string
	Source         string
	Type           string
	Room           string // the booking's room name
	SessionID      string
	UserID         string // the room token's context.user.id (participant events)
	Participant    string // the connection; the user id when the service names none
	At             time.Time
}

// Why an event was ignored.
var (
	ErrVideoUnknownRoom  = errors.New("no booking has this room")
	ErrVideoUnknownParty = errors.New("the participant's user id is neither party of the booking")
)

// ParticipantUserID is the user id a party's room token carries
// (context.user.id), and by which the video service's events name them.
func ParticipantUserID(party models.Rater, id int64) string {
	if party == models.RaterConsultant {
		return "consultant-" + strconv.FormatInt(id, 10)
	}
	return "consultee-" + strconv.FormatInt(id, 10)
}

// RecordVideoEvent stores an event of a booking's room once. It reports
// what became of it, with the reason when ignored.
func (s *Store) RecordVideoEvent(ctx context.Context, e VideoEvent) (string, error) {
	var b models.Booking
	err := s.db.WithContext(ctx).Select("id", "consultee_id", "consultant_id").Where("room_name = ?", e.Room).Take(&b).Error
	if errors.Is(err, gorm.ErrRecordNotFound) {
		return VideoEventIgnored, ErrVideoUnknownRoom
	}
	if err != nil {
		return "", err
	}
	var party *models.Rater
	if e.Type == rules.VideoParticipantJoined || e.Type == rules.VideoParticipantLeft {
		p, ok := partyOf(b, e.UserID)
		if !ok {
			return VideoEventIgnored, ErrVideoUnknownParty
		}
		party = &p
		if e.Participant == "" {
			e.Participant = e.UserID
		}
	}
	res := s.db.WithContext(ctx).Exec(`INSERT INTO video_events (idempotency_key, source, booking_id, event_type, party,
		participant, session_id, at) VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (idempotency_key) DO NOTHING`,
		e.IdempotencyKey, e.Source, b.ID, e.Type, party, e.Participant, e.SessionID, e.At.UTC())
	switch {
	case res.Error != nil:
		return "", res.Error
	case res.RowsAffected == 0:
		return VideoEventDuplicate, nil
	}
	return VideoEventRecorded, nil
}

// partyOf is the party whose room token carries the user id.
func partyOf(b models.Booking, userID string) (models.Rater, bool) {
	switch userID {
	case ParticipantUserID(models.RaterConsultee, b.ConsulteeID):
		return models.RaterConsultee, true
	case ParticipantUserID(models.RaterConsultant, b.ConsultantID):
		return models.RaterConsultant, true
	}
	return "", false
}

// VideoEvents are a booking's room events in the video service's time order
// (within a millisecond as rules.VideoEvidence orders them).
func (s *Store) VideoEvents(ctx context.Context, bookingID int64) ([]rules.VideoEvent, error) {
	var rows []struct {
		EventType, Participant string
		Party                  *string
		At                     time.Time
	}
	err := s.db.WithContext(ctx).Raw(`SELECT event_type, party, participant, at FROM video_events
		WHERE booking_id = ? ORDER BY at, event_type <> 'ROOM_CREATED', event_type = 'ROOM_DESTROYED', id`, bookingID).Scan(&rows).Error
	out := make([]rules.VideoEvent, 0, len(rows))
	for _, r := range rows {
		e := rules.VideoEvent{Type: r.EventType, Participant: r.Participant, At: r.At.UTC()}
		if r.Party != nil {
			e.Party = *r.Party
		}
		out = append(out, e)
	}
	return out, err
}

// VideoEvidence is both parties' presence as the video service saw it,
// up to the session's end.
func (s *Store) VideoEvidence(ctx context.Context, bookingID int64, end time.Time) (rules.Evidence, error) {
	events, err := s.VideoEvents(ctx, bookingID)
	return rules.VideoEvidence(events, string(models.RaterConsultee), string(models.RaterConsultant), end), err
}
