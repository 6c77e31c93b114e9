package account

import (
	"cerebro/models"
	"context"
	"errors"
	"strings"
	"time"

	"gorm.io/gorm"
	"gorm.io/gorm/clause"
)

// ErrDuplicateEmail is returned when an account with that email exists.
var ErrDuplicateEmail = errors.New("duplicate email")

// CreateUser inserts an account; the admin record is created with an admin.
func (s *Store) CreateUser(ctx context.Context, u *models.User) error {
	u.Email = strings.TrimSpace(u.Email)
	return s.db.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		if err := tx.Create(u).Error; err != nil {
			if models.IsUniqueViolation(err) {
				return ErrDuplicateEmail
			}
			return err
		}
		if u.Role == models.RoleAdmin {
			return tx.Create(&Admin{UserID: u.ID}).Error
		}
		return nil
	})
}

// UserByEmail finds an account by email, ignoring case.
func (s *Store) UserByEmail(ctx context.Context, email string) (*models.User, error) {
	var u models.User
	err := s.db.WithContext(ctx).Where("lower(email) = lower(?)", strings.TrimSpace(email)).Take(&u).Error
	return &u, models.NotFound(err)
}

// UserByID finds an account by id.
func (s *Store) UserByID(ctx context.Context, id int64) (*models.User, error) {
	var u models.User
	err := s.db.WithContext(ctx).Take(&u, id).Error
	return &u, models.NotFound(err)
}

// ListUsers returns every account, newest last.
func (s *Store) ListUsers(ctx context.Context) ([]models.User, error) {
	var users []models.User
	err := s.db.WithContext(ctx).Order("id").Find(&users).Error
	return users, err
}

// CreatePasswordReset stores a reset token hash for the user.
func (s *Store) CreatePasswordReset(ctx context.Context, r *PasswordReset) error {
	return s.db.WithContext(ctx).Create(r).Error
}

// UsePasswordReset consumes a valid, unexpired token and sets the new
// password hash in one transaction; a token works once.
func (s *Store) UsePasswordReset(ctx context.Context, tokenHash, passwordHash string, now time.Time) error {
	var r PasswordReset
	defer func() { s.forgetBearer(r.UserID) }()
	return s.db.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		err := tx.Clauses(clause.Locking{Strength: "UPDATE"}).
			Where("token_hash = ? AND used_at IS NULL AND expires_at > ?", tokenHash, now).Take(&r).Error
		if err != nil {
			return models.NotFound(err)
		}
		// This token and every other outstanding one of the user are spent.
		if err := tx.Model(&PasswordReset{}).Where("user_id = ? AND used_at IS NULL", r.UserID).Update("used_at", now).Error; err != nil {
			return err
		}
		// A new password ends every back-off of the account.
		if err := tx.Exec(`UPDATE signin_throttles SET failed_logins = 0, last_failed_at = NULL, locked_until = NULL WHERE user_id = ?`,
			r.UserID).Error; err != nil {
			return err
		}
		return tx.Model(&models.User{}).Where("id = ?", r.UserID).Updates(map[string]any{
			"password_hash": passwordHash, "failed_logins": 0, "locked_until": nil, "last_failed_at": nil, "updated_at": now,
			"token_version": gorm.Expr("token_version + 1"), // every token issued before stops working
		}).Error
	})
}

// Profiles holds the profile ids a user has, for the sign-in answer.
type Profiles struct {
	Consultant *models.Consultant
	Consultee  *models.Consultee
	Admin      *Admin
}

// ProfilesOf loads whichever profile records the user has.
func (s *Store) ProfilesOf(ctx context.Context, userID int64) (Profiles, error) {
	var p Profiles
	db := s.db.WithContext(ctx)
	var ct models.Consultant
	if err := db.Where("user_id = ?", userID).Limit(1).Find(&ct).Error; err != nil {
		return p, err
	} else if ct.ID != 0 {
		p.Consultant = &ct
	}
	var ce models.Consultee
	if err := db.Where("user_id = ?", userID).Limit(1).Find(&ce).Error; err != nil {
		return p, err
	} else if ce.ID != 0 {
		p.Consultee = &ce
	}
	var a Admin
	if err := db.Where("user_id = ?", userID).Limit(1).Find(&a).Error; err != nil {
		return p, err
	} else if a.ID != 0 {
		p.Admin = &a
	}
	return p, nil
}

// MailRecipient is whom a mail goes to: the address and the language it is
// written in.
type MailRecipient struct {
	Email    string
	Language string
}

// AdminRecipients are every admin account, for the mails that ask an admin
// to act.
func (s *Store) AdminRecipients(ctx context.Context) ([]MailRecipient, error) {
	var out []MailRecipient
	err := s.db.WithContext(ctx).Model(&models.User{}).Select("email", "language").Where("role = ?", models.RoleAdmin).Order("id").
		Scan(&out).Error
	return out, err
}

// SetLanguage changes the language an account's mails are written in
// (rules.ParseLanguage checked it; the table's constraint refuses others).
func (s *Store) SetLanguage(ctx context.Context, userID int64, language string) error {
	defer s.forgetBearer(userID)
	res := s.db.WithContext(ctx).Exec(`UPDATE users SET language = ?, updated_at = now() WHERE id = ?`, language, userID)
	if res.Error == nil && res.RowsAffected == 0 {
		return models.ErrNotFound
	}
	return res.Error
}

// ErrUserHasRecords means an account has bookings, payments, slots or
// decisions on record: it is kept.
var ErrUserHasRecords = errors.New("the account has records")

// ErrEmailTaken means another account has that email.
var ErrEmailTaken = errors.New("email taken")

// UpdateUser changes an account's name and email.
func (s *Store) UpdateUser(ctx context.Context, id int64, userName, email string) (*models.User, error) {
	res := s.db.WithContext(ctx).Exec(`UPDATE users SET user_name = ?, email = ?, updated_at = now() WHERE id = ?`, userName, email, id)
	switch {
	case models.IsUniqueViolation(res.Error):
		return nil, ErrEmailTaken
	case res.Error != nil:
		return nil, res.Error
	case res.RowsAffected == 0:
		return nil, models.ErrNotFound
	}
	return s.UserByID(ctx, id)
}

// DeleteUser removes an account and its profile when nothing refers to
// them; an account with bookings, payments, slots or decisions on record is
// ErrUserHasRecords and stays whole.
func (s *Store) DeleteUser(ctx context.Context, id int64) error {
	defer s.forgetBearer(id)
	err := s.db.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		for _, table := range []string{"consultees", "consultants", "admins"} {
			if err := tx.Exec(`DELETE FROM `+table+` WHERE user_id = ?`, id).Error; err != nil {
				return err
			}
		}
		res := tx.Exec(`DELETE FROM users WHERE id = ?`, id)
		if res.Error == nil && res.RowsAffected == 0 {
			return models.ErrNotFound
		}
		return res.Error
	})
	if models.IsForeignKeyViolation(err) { // a foreign key still points at the account or its profile
		return ErrUserHasRecords
	}
	return err
}
