package models

import (
	"context"
	"time"

	"gorm.io/gorm/clause"
)

// ConsulteeByID loads a consultee with their account.
func (s *Store) ConsulteeByID(ctx context.Context, id int64) (*Consultee, error) {
	var c Consultee
	err := s.DB.WithContext(ctx).Preload("User").Take(&c, id).Error
	return &c, notFound(err)
}

// ConsulteeByUserID loads the consultee profile of an account.
func (s *Store) ConsulteeByUserID(ctx context.Context, userID int64) (*Consultee, error) {
	var c Consultee
	err := s.DB.WithContext(ctx).Preload("User").Where("user_id = ?", userID).Take(&c).Error
	return &c, notFound(err)
}

// ConsulteeIDOfUser is the id of an account's consultee profile, the one
// column booking needs.
func (s *Store) ConsulteeIDOfUser(ctx context.Context, userID int64) (int64, error) {
	var ids []int64
	err := s.DB.WithContext(ctx).Model(&Consultee{}).Where("user_id = ?", userID).Limit(1).Pluck("id", &ids).Error
	if err != nil {
		return 0, err
	}
	if len(ids) == 0 {
		return 0, ErrNotFound
	}
	return ids[0], nil
}

// CreateConsultee inserts a new profile; a second one for the same account
// is ErrDuplicate.
func (s *Store) CreateConsultee(ctx context.Context, c *Consultee) error {
	err := s.DB.WithContext(ctx).Omit(clause.Associations).Create(c).Error
	if IsUniqueViolation(err) {
		return ErrDuplicate
	}
	return err
}

// consulteeProfileColumns are what the consultee form edits.
var consulteeProfileColumns = []string{"first_name", "last_name", "display_name", "birthday", "gender",
	"country", "time_zone", "currency", "dial_code", "phone", "image_name", "updated_at"}

// UpdateConsulteeProfile saves the form's columns of an existing consultee.
func (s *Store) UpdateConsulteeProfile(ctx context.Context, c *Consultee) error {
	c.UpdatedAt = time.Now().UTC()
	res := s.DB.WithContext(ctx).Model(&Consultee{ID: c.ID}).Omit(clause.Associations).
		Select(consulteeProfileColumns).Updates(c)
	if res.Error == nil && res.RowsAffected == 0 {
		return ErrNotFound
	}
	return res.Error
}

// DeleteConsultee removes a consultee who never booked; one with invoices
// is ErrInUse (the foreign keys decide).
func (s *Store) DeleteConsultee(ctx context.Context, id int64) error {
	res := s.DB.WithContext(ctx).Delete(&Consultee{}, id)
	if isPgCode(res.Error, "23503") {
		return ErrInUse
	}
	if res.Error == nil && res.RowsAffected == 0 {
		return ErrNotFound
	}
	return res.Error
}

// ListConsultees returns one page of consultees by name, and how many there are.
func (s *Store) ListConsultees(ctx context.Context, p Page) ([]Consultee, int64, error) {
	var total int64
	db := s.DB.WithContext(ctx)
	if err := db.Model(&Consultee{}).Count(&total).Error; err != nil {
		return nil, 0, err
	}
	var out []Consultee
	err := db.Preload("User").Order("first_name, last_name, id").
		Limit(p.Rows).Offset(p.offset()).Find(&out).Error
	return out, total, err
}
