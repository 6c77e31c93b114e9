// Package review is the review area of the models layer: a consultee's
// rating of a held session as the public sees it (booking_rates, rater
// CONSULTEE, rated), the reviewed consultant's one public reply, people's
// reports of a review and the admin's decision to hide or restore it
// (migration 00049). A consultant's rating of a consultee is never public
// and is not a review.
package review

import (
	"context"
	"errors"
	"time"

	"gorm.io/gorm"

	"cerebro/models"
)

// Store is the review area's data.
type Store struct{ db *gorm.DB }

// New is the review store over db: the pool, or a transaction.
func New(db *gorm.DB) *Store { return &Store{db: db} }

// The refusals the store's conditions decide, so two racing requests cannot
// both succeed.
var (
	ErrAlreadyReplied  = errors.New("review already replied to")
	ErrAlreadyReported = errors.New("review already reported by this person")
)

// Subject is what deciding on a review needs: whose it is and its state.
type Subject struct {
	ID               int64
	ConsultantID     int64
	ConsultantUserID int64
	Hidden           bool
	Replied          bool
}

// SubjectOf reads review id, models.ErrNotFound when there is no such
// review (no rating, an unrated record or a consultant's rating).
func (s *Store) SubjectOf(ctx context.Context, id int64) (Subject, error) {
	var out Subject
	res := s.db.WithContext(ctx).Raw(`SELECT r.id, b.consultant_id, c.user_id AS consultant_user_id,
			r.hidden_at IS NOT NULL AS hidden, r.reply IS NOT NULL AS replied
		  FROM booking_rates r JOIN bookings b ON b.id = r.booking_id JOIN consultants c ON c.id = b.consultant_id
		 WHERE r.id = ? AND r.rater_role = ? AND r.has_rated`, id, models.RaterConsultee).Scan(&out)
	if res.Error == nil && res.RowsAffected == 0 {
		return out, models.ErrNotFound
	}
	return out, res.Error
}

// Reply records the consultant's public reply, once: a review replied to
// before is ErrAlreadyReplied.
func (s *Store) Reply(ctx context.Context, id int64, text string, at time.Time) error {
	res := s.db.WithContext(ctx).Exec(`UPDATE booking_rates SET reply = ?, replied_at = ?
		WHERE id = ? AND reply IS NULL`, text, at.UTC(), id)
	if res.Error == nil && res.RowsAffected == 0 {
		return ErrAlreadyReplied
	}
	return res.Error
}

// Report records one person's report of a review, once per person: a
// second is ErrAlreadyReported and changes nothing.
func (s *Store) Report(ctx context.Context, id, userID int64, reason string, at time.Time) error {
	res := s.db.WithContext(ctx).Exec(`INSERT INTO review_reports (rate_id, user_id, reason, created_at)
		VALUES (?, ?, ?, ?) ON CONFLICT (rate_id, user_id) DO NOTHING`, id, userID, reason, at.UTC())
	if res.Error == nil && res.RowsAffected == 0 {
		return ErrAlreadyReported
	}
	return res.Error
}

// SetHidden hides a review or shows it again, recording the decision's
// reason and time; a review hidden before keeps the time it was first
// hidden. The rating trigger (migration 00049) takes it out of, or back
// into, the consultant's rating in the same statement.
func (s *Store) SetHidden(ctx context.Context, id int64, hidden bool, reason string, at time.Time) error {
	return s.db.WithContext(ctx).Exec(`UPDATE booking_rates
		SET hidden_at = CASE WHEN ? THEN coalesce(hidden_at, ?) END, moderation_reason = ?, moderated_at = ?
		WHERE id = ?`, hidden, at.UTC(), reason, at.UTC(), id).Error
}
