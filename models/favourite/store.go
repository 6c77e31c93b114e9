// Package favourite is the favourites area of the models layer: the
// consultants a consultee keeps as favourites, and those they asked to be
// told about when next they publish availability (a watch).
package favourite

import (
	"context"

	"gorm.io/gorm"

	"cerebro/models"
)

// Store keeps favourites and watches over one database handle.
type Store struct{ db *gorm.DB }

// New is the favourites store over db.
func New(db *gorm.DB) *Store { return &Store{db: db} }

// Add keeps the consultant as the user's favourite; adding one twice is
// the same as once.
func (s *Store) Add(ctx context.Context, userID, consultantID int64) error {
	return s.db.WithContext(ctx).Exec(`INSERT INTO favourites (user_id, consultant_id) VALUES (?, ?)
		ON CONFLICT DO NOTHING`, userID, consultantID).Error
}

// Remove drops the consultant from the user's favourites; removing one
// that is not there changes nothing.
func (s *Store) Remove(ctx context.Context, userID, consultantID int64) error {
	return s.db.WithContext(ctx).Exec(`DELETE FROM favourites WHERE user_id = ? AND consultant_id = ?`,
		userID, consultantID).Error
}

// Favourites are the user's favourite consultants that anyone may still
// see (verified), the latest kept first, with their category.
func (s *Store) Favourites(ctx context.Context, userID int64) ([]models.Consultant, error) {
	var list []models.Consultant
	err := s.db.WithContext(ctx).Preload("Category").
		Joins("JOIN favourites f ON f.consultant_id = consultants.id AND f.user_id = ?", userID).
		Where("consultants.status = ?", models.ConsultantVerified).
		Order("f.created_at DESC, consultants.id").Find(&list).Error
	return list, err
}

// Watch asks to tell the user when the consultant next publishes
// availability; asking again after being told asks for the next time.
func (s *Store) Watch(ctx context.Context, userID, consultantID int64) error {
	return s.db.WithContext(ctx).Exec(`INSERT INTO consultant_watches (user_id, consultant_id) VALUES (?, ?)
		ON CONFLICT (user_id, consultant_id) DO UPDATE SET told_at = NULL, created_at = now()`, userID, consultantID).Error
}

// Unwatch stops a watch the user no longer wants.
func (s *Store) Unwatch(ctx context.Context, userID, consultantID int64) error {
	return s.db.WithContext(ctx).Exec(`DELETE FROM consultant_watches WHERE user_id = ? AND consultant_id = ?`,
		userID, consultantID).Error
}

// Watching are the consultants the user waits to be told about.
func (s *Store) Watching(ctx context.Context, userID int64) ([]int64, error) {
	ids := []int64{}
	err := s.db.WithContext(ctx).Raw(`SELECT consultant_id FROM consultant_watches WHERE user_id = ? AND told_at IS NULL
		ORDER BY consultant_id`, userID).Scan(&ids).Error
	return ids, err
}

// HasWatchers says whether anyone waits to be told about the consultant.
func (s *Store) HasWatchers(ctx context.Context, consultantID int64) (bool, error) {
	var n int64
	err := s.db.WithContext(ctx).Raw(`SELECT count(*) FROM consultant_watches WHERE consultant_id = ? AND told_at IS NULL`,
		consultantID).Scan(&n).Error
	return n > 0, err
}

// Watcher is someone to tell that a consultant published availability,
// with what their mail needs.
type Watcher struct {
	UserID    int64
	Email     string
	Language  string
	FirstName string
	TimeZone  string
}

// ClaimWatchers marks every watcher still waiting for the consultant as
// told and answers who they are: each is claimed once, so a retry of the
// mail that follows never tells anyone twice (a crash between the claim
// and the mail loses that mail, never doubles it). Closed accounts are
// claimed and not answered.
func (s *Store) ClaimWatchers(ctx context.Context, consultantID int64) ([]Watcher, error) {
	list := []Watcher{}
	err := s.db.WithContext(ctx).Raw(`WITH claimed AS (
			UPDATE consultant_watches SET told_at = now() WHERE consultant_id = ? AND told_at IS NULL RETURNING user_id)
		SELECT u.id AS user_id, u.email, u.language, COALESCE(ce.first_name, '') AS first_name,
			COALESCE(ce.time_zone, '') AS time_zone
		  FROM claimed c JOIN users u ON u.id = c.user_id LEFT JOIN consultees ce ON ce.user_id = u.id
		 WHERE u.closed_at IS NULL ORDER BY u.id`, consultantID).Scan(&list).Error
	return list, err
}
