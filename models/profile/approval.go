package profile

import (
	"cerebro/models"
	"context"
)

// ConsultantReview is the admin's decision on a consultant awaiting
// approval.
type ConsultantReview struct {
	ConsultantID int64
	Status       models.ConsultantStatus // ConsultantVerified or ConsultantRejected
	Reason       string                  // required for a rejection
	ReviewedBy   int64                   // the admin's user id; 0 for decisions of the previous release
}

// RecordConsultantReview applies the decision to a consultant awaiting it;
// again, or for a consultant no longer pending, it changes nothing.
func (s *Store) RecordConsultantReview(ctx context.Context, r ConsultantReview) error {
	return s.db.WithContext(ctx).Exec(`UPDATE consultants SET status = ?, review_reason = ?, reviewed_by = ?, reviewed_at = now(),
		updated_at = now() WHERE id = ? AND status = ?`, r.Status, models.ClipText(r.Reason, 1000), models.Decider(r.ReviewedBy),
		r.ConsultantID, models.ConsultantPending).Error
}

// ResubmitConsultant puts a rejected consultant back in front of the admin
// and reports whether it did.
func (s *Store) ResubmitConsultant(ctx context.Context, id int64) (bool, error) {
	res := s.db.WithContext(ctx).Exec(`UPDATE consultants SET status = ?, updated_at = now() WHERE id = ? AND status = ?`,
		models.ConsultantPending, id, models.ConsultantRejected)
	return res.RowsAffected == 1, res.Error
}

// SuspendConsultant takes a verified consultant out of search and booking,
// with the admin's reason, and reports whether it did (false: the
// consultant is not verified). Their paid sessions go ahead.
func (s *Store) SuspendConsultant(ctx context.Context, id int64, reason string, adminID int64) (bool, error) {
	return s.moveConsultant(ctx, id, models.ConsultantVerified, models.ConsultantSuspended, reason, adminID)
}

// ReinstateConsultant lifts a suspension and reports whether it did.
func (s *Store) ReinstateConsultant(ctx context.Context, id int64, adminID int64) (bool, error) {
	return s.moveConsultant(ctx, id, models.ConsultantSuspended, models.ConsultantVerified, "", adminID)
}

func (s *Store) moveConsultant(ctx context.Context, id int64, from, to models.ConsultantStatus, reason string, adminID int64) (bool, error) {
	res := s.db.WithContext(ctx).Exec(`UPDATE consultants SET status = ?, review_reason = ?, reviewed_by = ?, reviewed_at = now(),
		updated_at = now() WHERE id = ? AND status = ?`, to, models.ClipText(reason, 1000), models.Decider(adminID), id, from)
	return res.RowsAffected == 1, res.Error
}
