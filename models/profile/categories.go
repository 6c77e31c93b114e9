package profile

import (
	"cerebro/models"
	"context"
)

// ListCategories returns every category by name.
func (s *Store) ListCategories(ctx context.Context) ([]models.Category, error) {
	var cats []models.Category
	err := s.db.WithContext(ctx).Order("name").Find(&cats).Error
	return cats, err
}

// CategoryByID finds one category.
func (s *Store) CategoryByID(ctx context.Context, id int64) (*models.Category, error) {
	var c models.Category
	err := s.db.WithContext(ctx).Take(&c, id).Error
	return &c, models.NotFound(err)
}

// SaveCategory creates or updates a category; names are unique.
func (s *Store) SaveCategory(ctx context.Context, c *models.Category) error {
	err := s.db.WithContext(ctx).Save(c).Error
	if models.IsUniqueViolation(err) {
		return models.ErrDuplicate
	}
	return err
}

// DeleteCategory removes a category no consultant uses.
func (s *Store) DeleteCategory(ctx context.Context, id int64) error {
	res := s.db.WithContext(ctx).Delete(&models.Category{}, id)
	if models.IsForeignKeyViolation(res.Error) {
		return models.ErrInUse
	}
	if res.Error == nil && res.RowsAffected == 0 {
		return models.ErrNotFound
	}
	return res.Error
}
