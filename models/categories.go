package models

import (
	"context"
	"errors"
)

// ErrInUse is returned when deleting a row that others still refer to.
var ErrInUse = errors.New("in use")

// ListCategories returns every category by name.
func (s *Store) ListCategories(ctx context.Context) ([]Category, error) {
	var cats []Category
	err := s.DB.WithContext(ctx).Order("name").Find(&cats).Error
	return cats, err
}

// CategoryByID finds one category.
func (s *Store) CategoryByID(ctx context.Context, id int64) (*Category, error) {
	var c Category
	err := s.DB.WithContext(ctx).Take(&c, id).Error
	return &c, notFound(err)
}

// SaveCategory creates or updates a category; names are unique.
func (s *Store) SaveCategory(ctx context.Context, c *Category) error {
	err := s.DB.WithContext(ctx).Save(c).Error
	if IsUniqueViolation(err) {
		return ErrDuplicate
	}
	return err
}

// ErrDuplicate is returned when a unique name is taken.
var ErrDuplicate = errors.New("duplicate")

// DeleteCategory removes a category no consultant uses.
func (s *Store) DeleteCategory(ctx context.Context, id int64) error {
	res := s.DB.WithContext(ctx).Delete(&Category{}, id)
	if isPgCode(res.Error, "23503") {
		return ErrInUse
	}
	if res.Error == nil && res.RowsAffected == 0 {
		return ErrNotFound
	}
	return res.Error
}
