package profile

import (
	"cerebro/models"
	"context"
	"time"

	"gorm.io/gorm/clause"
)

// ConsulteeByID loads a consultee with their account.
func (s *Store) ConsulteeByID(ctx context.Context, id int64) (*models.Consultee, error) {
	var c models.Consultee
	err := s.db.WithContext(ctx).Preload("User").Take(&c, id).Error
	return &c, models.NotFound(err)
}

// ConsulteeByUserID loads the consultee profile of an account.
func (s *Store) ConsulteeByUserID(ctx context.Context, userID int64) (*models.Consultee, error) {
	var c models.Consultee
	err := s.db.WithContext(ctx).Preload("User").Where("user_id = ?", userID).Take(&c).Error
	return &c, models.NotFound(err)
}

// ConsulteeIDOfUser is the id of an account's consultee profile, the one
// column booking needs.
func (s *Store) ConsulteeIDOfUser(ctx context.Context, userID int64) (int64, error) {
	var ids []int64
	err := s.db.WithContext(ctx).Model(&models.Consultee{}).Where("user_id = ?", userID).Limit(1).Pluck("id", &ids).Error
	if err != nil {
		return 0, err
	}
	if len(ids) == 0 {
		return 0, models.ErrNotFound
	}
	return ids[0], nil
}

// CreateConsultee inserts a new profile; a second one for the same account
// is ErrDuplicate.
func (s *Store) CreateConsultee(ctx context.Context, c *models.Consultee) error {
	err := s.db.WithContext(ctx).Omit(clause.Associations).Create(c).Error
	if models.IsUniqueViolation(err) {
		return models.ErrDuplicate
	}
	return err
}

// consulteeProfileColumns are what the consultee form edits.
var consulteeProfileColumns = []string{"first_name", "last_name", "display_name", "birthday", "gender",
	"country", "time_zone", "currency", "dial_code", "phone", "image_name", "updated_at"}

// UpdateConsulteeProfile saves the form's columns of an existing consultee.
func (s *Store) UpdateConsulteeProfile(ctx context.Context, c *models.Consultee) error {
	c.UpdatedAt = time.Now().UTC()
	res := s.db.WithContext(ctx).Model(&models.Consultee{ID: c.ID}).Omit(clause.Associations).
		Select(consulteeProfileColumns).Updates(c)
	if res.Error == nil && res.RowsAffected == 0 {
		return models.ErrNotFound
	}
	return res.Error
}

// DeleteConsultee removes a consultee who never booked; one with invoices
// is ErrInUse (the foreign keys decide).
func (s *Store) DeleteConsultee(ctx context.Context, id int64) error {
	res := s.db.WithContext(ctx).Delete(&models.Consultee{}, id)
	if models.IsForeignKeyViolation(res.Error) {
		return models.ErrInUse
	}
	if res.Error == nil && res.RowsAffected == 0 {
		return models.ErrNotFound
	}
	return res.Error
}

// ListConsultees returns one page of consultees by name, and how many there are.
func (s *Store) ListConsultees(ctx context.Context, p models.Page) ([]models.Consultee, int64, error) {
	var total int64
	db := s.db.WithContext(ctx)
	if err := db.Model(&models.Consultee{}).Count(&total).Error; err != nil {
		return nil, 0, err
	}
	var out []models.Consultee
	err := db.Preload("User").Order("first_name, last_name, id").
		Limit(p.Rows).Offset(p.Offset()).Find(&out).Error
	return out, total, err
}
