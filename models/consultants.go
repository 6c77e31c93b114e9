package models

import (
	"context"
)

// ConsultantByID loads a consultant with their category and account.
func (s *Store) ConsultantByID(ctx context.Context, id int64) (*Consultant, error) {
	var c Consultant
	err := s.DB.WithContext(ctx).Preload("Category").Preload("User").Take(&c, id).Error
	return &c, notFound(err)
}

// SetConsultantStatus changes a consultant's approval status.
func (s *Store) SetConsultantStatus(ctx context.Context, id int64, status string) error {
	res := s.DB.WithContext(ctx).Model(&Consultant{}).Where("id = ?", id).Update("status", status)
	if res.Error == nil && res.RowsAffected == 0 {
		return ErrNotFound
	}
	return res.Error
}
