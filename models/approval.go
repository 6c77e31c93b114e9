package models

import (
	"context"
)

// ConsultantReview is the admin's decision on a consultant awaiting
// approval.
type ConsultantReview struct {
	ConsultantID int64
	Status       string // ConsultantVerified or ConsultantRejected
	Reason       string // required for a rejection
	ReviewedBy   int64  // the admin's user id; 0 for decisions of the previous release
}

// RecordConsultantReview applies the decision to a consultant awaiting it;
// again, or for a consultant no longer pending, it changes nothing.
func (s *Store) RecordConsultantReview(ctx context.Context, r ConsultantReview) error {
	return s.DB.WithContext(ctx).Exec(`UPDATE consultants SET status = ?, review_reason = ?, reviewed_by = ?, reviewed_at = now(),
		updated_at = now() WHERE id = ? AND status = ?`, r.Status, clipText(r.Reason, 1000), decider(r.ReviewedBy),
		r.ConsultantID, ConsultantPending).Error
}

// ResubmitConsultant puts a rejected consultant back in front of the admin
// and reports whether it did.
func (s *Store) ResubmitConsultant(ctx context.Context, id int64) (bool, error) {
	res := s.DB.WithContext(ctx).Exec(`UPDATE consultants SET status = ?, updated_at = now() WHERE id = ? AND status = ?`,
		ConsultantPending, id, ConsultantRejected)
	return res.RowsAffected == 1, res.Error
}

// SuspendConsultant takes a verified consultant out of search and booking,
// with the admin's reason, and reports whether it did (false: the
// consultant is not verified). Their paid sessions go ahead.
func (s *Store) SuspendConsultant(ctx context.Context, id int64, reason string, adminID int64) (bool, error) {
	return s.moveConsultant(ctx, id, ConsultantVerified, ConsultantSuspended, reason, adminID)
}

// ReinstateConsultant lifts a suspension and reports whether it did.
func (s *Store) ReinstateConsultant(ctx context.Context, id int64, adminID int64) (bool, error) {
	return s.moveConsultant(ctx, id, ConsultantSuspended, ConsultantVerified, "", adminID)
}

func (s *Store) moveConsultant(ctx context.Context, id int64, from, to, reason string, adminID int64) (bool, error) {
	res := s.DB.WithContext(ctx).Exec(`UPDATE consultants SET status = ?, review_reason = ?, reviewed_by = ?, reviewed_at = now(),
		updated_at = now() WHERE id = ? AND status = ?`, to, clipText(reason, 1000), decider(adminID), id, from)
	return res.RowsAffected == 1, res.Error
}
