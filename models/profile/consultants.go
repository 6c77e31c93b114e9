package profile

import (
	"cerebro/models"
	"context"
	"errors"
	"time"

	"gorm.io/gorm/clause"
)

// ConsultantByID loads a consultant with their category and account.
func (s *Store) ConsultantByID(ctx context.Context, id int64) (*models.Consultant, error) {
	var c models.Consultant
	err := s.db.WithContext(ctx).Preload("Category").Preload("User").Take(&c, id).Error
	return &c, models.NotFound(err)
}

// ConsultantByUserID loads the consultant profile of an account.
func (s *Store) ConsultantByUserID(ctx context.Context, userID int64) (*models.Consultant, error) {
	var c models.Consultant
	err := s.db.WithContext(ctx).Preload("Category").Preload("User").Where("user_id = ?", userID).Take(&c).Error
	return &c, models.NotFound(err)
}

// SetConsultantStatus changes a consultant's approval status.
func (s *Store) SetConsultantStatus(ctx context.Context, id int64, status models.ConsultantStatus) error {
	res := s.db.WithContext(ctx).Model(&models.Consultant{}).Where("id = ?", id).Update("status", status)
	if res.Error == nil && res.RowsAffected == 0 {
		return models.ErrNotFound
	}
	return res.Error
}

// CreateConsultant inserts a new profile, PENDING_APPROVAL whatever c says:
// only the approval workflow verifies. A second profile for the same account
// is ErrDuplicate (the user_id unique key decides, so racing requests too).
func (s *Store) CreateConsultant(ctx context.Context, c *models.Consultant) error {
	c.Status = models.ConsultantPending
	err := s.db.WithContext(ctx).Omit(clause.Associations).Create(c).Error
	if models.IsUniqueViolation(err) {
		return models.ErrDuplicate
	}
	return err
}

// consultantProfileColumns are what the profile form edits; the account,
// status and timestamps of creation are never taken from a form.
var consultantProfileColumns = []string{"first_name", "last_name", "display_name", "birthday", "gender",
	"country", "time_zone", "currency", "category_id", "experience", "about", "dial_code", "phone",
	"bank", "bank_branch", "acc_number", "bank_change_pending_since", "slot_size", "slot_rate", "image_name", "updated_at"}

// UpdateConsultantProfile saves the form's columns of an existing consultant.
func (s *Store) UpdateConsultantProfile(ctx context.Context, c *models.Consultant) error {
	c.UpdatedAt = time.Now().UTC()
	res := s.db.WithContext(ctx).Model(&models.Consultant{ID: c.ID}).Omit(clause.Associations).
		Select(consultantProfileColumns).Updates(c)
	if res.Error == nil && res.RowsAffected == 0 {
		return models.ErrNotFound
	}
	return res.Error
}

// DeleteConsultant removes a consultant who has never published a slot;
// one with slots (and so possibly bookings and money) is ErrInUse, decided in
// the same statement so a slot created meanwhile cannot be orphaned.
func (s *Store) DeleteConsultant(ctx context.Context, id int64) error {
	res := s.db.WithContext(ctx).Exec(`DELETE FROM consultants WHERE id = ?
		AND NOT EXISTS (SELECT 1 FROM cerebroslots WHERE consultant_id = ?)`, id, id)
	if models.IsForeignKeyViolation(res.Error) {
		return models.ErrInUse
	}
	if res.Error != nil || res.RowsAffected == 1 {
		return res.Error
	}
	var n int64
	if err := s.db.WithContext(ctx).Model(&models.Consultant{}).Where("id = ?", id).Count(&n).Error; err != nil {
		return err
	}
	if n == 0 {
		return models.ErrNotFound
	}
	return models.ErrInUse
}

// ErrBankDetailsChanged: the bank details changed after the version the
// admin confirmed; the admin must review them again.
var ErrBankDetailsChanged = errors.New("bank details changed since that version")

// ConfirmBankDetails is the admin accepting a consultant's changed bank
// details, at the version the admin saw: payouts go to them from the next
// run. It reports false when no change was waiting, and
// ErrBankDetailsChanged when they changed after that version.
func (s *Store) ConfirmBankDetails(ctx context.Context, consultantID int64, version int) (bool, error) {
	db := s.db.WithContext(ctx)
	res := db.Exec(`UPDATE consultants SET bank_change_pending_since = NULL, updated_at = now()
		WHERE id = ? AND bank_change_pending_since IS NOT NULL AND bank_details_version = ?`, consultantID, version)
	if res.Error != nil || res.RowsAffected == 1 {
		return res.RowsAffected == 1, res.Error
	}
	var now struct {
		Pending bool
		Version int
	}
	if err := db.Raw(`SELECT bank_change_pending_since IS NOT NULL AS pending, bank_details_version AS version
		FROM consultants WHERE id = ?`, consultantID).Scan(&now).Error; err != nil || !now.Pending {
		return false, err
	}
	return false, ErrBankDetailsChanged
}
