package message

import (
	"context"

	"gorm.io/gorm/clause"

	"cerebro/models"
)

// How far each party of a booking has read its thread in the app and been
// told of it by mail: one row per booking and party (booking_message_marks).

// mark is a party's row.
type mark struct {
	BookingID  int64 `gorm:"primaryKey"`
	Role       models.Rater
	ReadUpTo   int64
	MailedUpTo int64
}

func (mark) TableName() string { return "booking_message_marks" }

// other is the party a role's messages are written to.
func other(role models.Rater) models.Rater {
	if role == models.RaterConsultee {
		return models.RaterConsultant
	}
	return models.RaterConsultee
}

// MarkRead records that role has read the thread up to message upTo; it
// never moves back.
func (s *Store) MarkRead(ctx context.Context, bookingID int64, role models.Rater, upTo int64) error {
	return s.db.WithContext(ctx).Clauses(clause.OnConflict{
		Columns:   []clause.Column{{Name: "booking_id"}, {Name: "role"}},
		DoUpdates: clause.Assignments(map[string]any{"read_up_to": clause.Expr{SQL: "GREATEST(booking_message_marks.read_up_to, EXCLUDED.read_up_to)"}}),
	}).Create(&mark{BookingID: bookingID, Role: role, ReadUpTo: upTo}).Error
}

// Unread counts, by booking, the messages written to the account userID as
// role that it has not read: its dashboard's badges.
func (s *Store) Unread(ctx context.Context, userID int64, role models.Rater) (map[int64]int, error) {
	party, profiles := "consultee_id", "consultees"
	if role == models.RaterConsultant {
		party, profiles = "consultant_id", "consultants"
	}
	var rows []struct {
		BookingID int64
		N         int
	}
	err := s.db.WithContext(ctx).Raw(`SELECT m.booking_id, count(*) AS n
		  FROM booking_messages m
		  JOIN bookings b ON b.id = m.booking_id
		  JOIN `+profiles+` p ON p.id = b.`+party+` AND p.user_id = ?
		  LEFT JOIN booking_message_marks k ON k.booking_id = m.booking_id AND k.role = ?
		 WHERE m.sender_role = ? AND m.id > COALESCE(k.read_up_to, 0)
		 GROUP BY m.booking_id`, userID, role, other(role)).Scan(&rows).Error
	out := make(map[int64]int, len(rows))
	for _, r := range rows {
		out[r.BookingID] = r.N
	}
	return out, err
}

// Unmailed is what of the thread role has neither read nor been mailed:
// how many messages, and the newest one's id (0 when none).
func (s *Store) Unmailed(ctx context.Context, bookingID int64, role models.Rater) (count int, lastID int64, err error) {
	var row struct {
		N    int
		Last int64
	}
	err = s.db.WithContext(ctx).Raw(`SELECT count(*) AS n, COALESCE(max(m.id), 0) AS last
		  FROM booking_messages m
		  LEFT JOIN booking_message_marks k ON k.booking_id = m.booking_id AND k.role = ?
		 WHERE m.booking_id = ? AND m.sender_role = ?
		   AND m.id > GREATEST(COALESCE(k.read_up_to, 0), COALESCE(k.mailed_up_to, 0))`,
		role, bookingID, other(role)).Scan(&row).Error
	return row.N, row.Last, err
}

// MarkMailed records that role was mailed about the thread up to message upTo.
func (s *Store) MarkMailed(ctx context.Context, bookingID int64, role models.Rater, upTo int64) error {
	return s.db.WithContext(ctx).Clauses(clause.OnConflict{
		Columns:   []clause.Column{{Name: "booking_id"}, {Name: "role"}},
		DoUpdates: clause.Assignments(map[string]any{"mailed_up_to": clause.Expr{SQL: "GREATEST(booking_message_marks.mailed_up_to, EXCLUDED.mailed_up_to)"}}),
	}).Create(&mark{BookingID: bookingID, Role: role, MailedUpTo: upTo}).Error
}
