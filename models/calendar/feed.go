package calendar

import (
	"context"
	"time"

	"cerebro/models"
)

// Owner is the person a feed belongs to: the version their address is
// signed with, and how they read (language, time zone).
type Owner struct {
	UserID   int64
	Version  int
	Language string
	TimeZone string
}

// OwnerOf is userID's feed owner; found is false for no such account, or
// one closed (its feed ends with it).
func (s *Store) OwnerOf(ctx context.Context, userID int64) (o Owner, found bool, err error) {
	err = s.db.WithContext(ctx).Raw(`SELECT u.id AS user_id, u.calendar_feed_version AS version, u.language,
		       COALESCE(ce.time_zone, ct.time_zone, '') AS time_zone
		  FROM users u
		  LEFT JOIN consultees ce ON ce.user_id = u.id
		  LEFT JOIN consultants ct ON ct.user_id = u.id
		 WHERE u.id = ? AND u.closed_at IS NULL`, userID).Scan(&o).Error
	return o, o.UserID != 0, err
}

// Rotate gives userID's feed a new version and returns it: every address
// signed with an older one stops answering.
func (s *Store) Rotate(ctx context.Context, userID int64) (int, error) {
	var version int
	err := s.db.WithContext(ctx).Raw(`UPDATE users SET calendar_feed_version = calendar_feed_version + 1
		 WHERE id = ? RETURNING calendar_feed_version`, userID).Scan(&version).Error
	return version, err
}

// Session is one of a person's paid sessions as the feed lists it.
type Session struct {
	BookingID  int64
	StartsAt   time.Time
	EndsAt     time.Time
	Moved      bool // rescheduled once
	Cancelled  bool
	Consultee  string
	Consultant string
}

// FeedLimit bounds a feed's length: years of weekly sessions.
const FeedLimit = 1000

// SessionsOf are userID's paid sessions, as consultee or consultant,
// ending at or after since, cancelled ones included (a calendar that had
// them must learn they are off), in time order. A booking never paid (a
// hold that expired, a checkout cancelled) was never a session.
func (s *Store) SessionsOf(ctx context.Context, userID int64, since time.Time) ([]Session, error) {
	var out []Session
	err := s.db.WithContext(ctx).Raw(`SELECT b.id AS booking_id, sl.starts_at, sl.ends_at,
		       b.rescheduled_from IS NOT NULL AS moved, b.status = ? AS cancelled,
		       trim(ce.first_name || ' ' || ce.last_name) AS consultee,
		       trim(ct.first_name || ' ' || ct.last_name) AS consultant
		  FROM bookings b
		  JOIN cerebroslots sl ON sl.id = b.cerebroslot_id
		  JOIN invoices i ON i.id = b.invoice_id
		  JOIN consultees ce ON ce.id = b.consultee_id
		  JOIN consultants ct ON ct.id = b.consultant_id
		 WHERE (ce.user_id = ? OR ct.user_id = ?)
		   AND i.status = ? AND b.status IN ? AND sl.ends_at >= ?
		 ORDER BY sl.starts_at, b.id
		 LIMIT ?`, models.BookingCancelled, userID, userID, models.InvoicePaid,
		[]models.BookingStatus{models.BookingConfirmed, models.BookingCompleted, models.BookingCancelled}, since, FeedLimit).
		Scan(&out).Error
	return out, err
}
