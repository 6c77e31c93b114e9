package profile

import (
	"context"
	"errors"
	"time"

	"gorm.io/gorm"

	"cerebro/models"
)

// Where a consultant's registration stands with the admin.
const (
	CredentialSubmitted = "SUBMITTED" // waits for the admin
	CredentialChecked   = "CHECKED"   // the admin compared it with the regulator's register
	CredentialSentBack  = "SENT_BACK" // the admin asked for a correction, with a reason
)

// Regulation is what a regulated category asks for: the regulator and the
// shape of its registration numbers (migration 00045).
type Regulation struct {
	CategoryID    int64 `gorm:"primaryKey"`
	Body          string
	BodyShort     string
	NumberPattern string
	NumberExample string
}

// TableName maps Regulation to its table.
func (Regulation) TableName() string { return "category_regulations" }

// Credential is a consultant's registration with their regulator.
type Credential struct {
	ConsultantID    int64 `gorm:"primaryKey"`
	Body            string
	Number          string
	ExpiresOn       *time.Time // a calendar date (UTC midnight); nil: does not expire
	DocumentName    string
	Status          string
	Reason          string
	CheckedBy       *int64
	CheckedAt       *time.Time
	SubmittedAt     time.Time
	ExpiryWarnedFor *time.Time
}

// TableName maps Credential to its table.
func (Credential) TableName() string { return "consultant_credentials" }

// RegulationOf is the regulation of a category; ErrNotFound when the
// category is not regulated.
func (s *Store) RegulationOf(ctx context.Context, categoryID int64) (*Regulation, error) {
	var r Regulation
	err := s.db.WithContext(ctx).Take(&r, categoryID).Error
	return &r, models.NotFound(err)
}

// CredentialOf is a consultant's registration; ErrNotFound when none was given.
func (s *Store) CredentialOf(ctx context.Context, consultantID int64) (*Credential, error) {
	var c Credential
	err := s.db.WithContext(ctx).Take(&c, consultantID).Error
	return &c, models.NotFound(err)
}

// SubmitCredential stores a consultant's registration for the admin to
// check, replacing the one before, and answers the replaced document's
// name ("" when there was none) so the caller can remove the file. A
// lapsed consultant stays out of search until the admin checks the renewal.
func (s *Store) SubmitCredential(ctx context.Context, c Credential, now time.Time) (string, error) {
	var before string
	err := s.db.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		var names []string
		if err := tx.Raw(`SELECT document_name FROM consultant_credentials WHERE consultant_id = ? FOR UPDATE`,
			c.ConsultantID).Scan(&names).Error; err != nil {
			return err
		}
		if len(names) == 1 {
			before = names[0]
		}
		return tx.Exec(`INSERT INTO consultant_credentials (consultant_id, body, number, expires_on, document_name, status,
			submitted_at) VALUES (?, ?, ?, ?, ?, ?, ?)
			ON CONFLICT (consultant_id) DO UPDATE SET body = EXCLUDED.body, number = EXCLUDED.number,
			expires_on = EXCLUDED.expires_on, document_name = EXCLUDED.document_name, status = EXCLUDED.status,
			reason = '', checked_by = NULL, checked_at = NULL, submitted_at = EXCLUDED.submitted_at`,
			c.ConsultantID, c.Body, c.Number, c.ExpiresOn, c.DocumentName, CredentialSubmitted, now).Error
	})
	return before, err
}

// ErrCredentialChanged answers a review of a registration that is not
// waiting for one (already checked, sent back, or replaced meanwhile).
var ErrCredentialChanged = errors.New("credential not awaiting review")

// CredentialReview is the admin's word on a submitted registration.
type CredentialReview struct {
	ConsultantID int64
	Status       string // CredentialChecked or CredentialSentBack
	Reason       string // required to send back
	AdminID      int64
	Today        time.Time // Colombo's date: a checked registration valid today lifts a lapse
}

// ReviewCredential records the admin's check (who and when) or sends the
// registration back with the reason. A checked registration that has not
// expired puts a lapsed consultant back in search and booking.
func (s *Store) ReviewCredential(ctx context.Context, r CredentialReview) error {
	return s.db.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		res := tx.Exec(`UPDATE consultant_credentials SET status = ?, reason = ?, checked_by = ?, checked_at = now()
			WHERE consultant_id = ? AND status = ?`, r.Status, models.ClipText(r.Reason, 1000), models.Decider(r.AdminID),
			r.ConsultantID, CredentialSubmitted)
		if res.Error != nil {
			return res.Error
		}
		if res.RowsAffected == 0 {
			return ErrCredentialChanged
		}
		if r.Status != CredentialChecked {
			return nil
		}
		return tx.Exec(`UPDATE consultants SET credential_lapsed = false WHERE id = ? AND credential_lapsed
			AND EXISTS (SELECT 1 FROM consultant_credentials WHERE consultant_id = ? AND (expires_on IS NULL OR expires_on >= ?))`,
			r.ConsultantID, r.ConsultantID, r.Today).Error
	})
}

// Badge is a checked registration as the public sees it.
type Badge struct {
	ConsultantID int64
	BodyShort    string
	Number       string
	CheckedAt    time.Time
}

// Badges are the checked, unexpired registrations of these consultants, by
// consultant, in one query.
func (s *Store) Badges(ctx context.Context, ids []int64, today time.Time) (map[int64]Badge, error) {
	out := map[int64]Badge{}
	if len(ids) == 0 {
		return out, nil
	}
	var rows []Badge
	err := s.db.WithContext(ctx).Raw(`SELECT cc.consultant_id, coalesce(r.body_short, cc.body) AS body_short, cc.number, cc.checked_at
		FROM consultant_credentials cc JOIN consultants c ON c.id = cc.consultant_id
		LEFT JOIN category_regulations r ON r.category_id = c.category_id
		WHERE cc.consultant_id IN ? AND cc.status = ? AND cc.checked_at IS NOT NULL AND NOT c.credential_lapsed
		  AND (cc.expires_on IS NULL OR cc.expires_on >= ?)`, ids, CredentialChecked, today).Scan(&rows).Error
	for _, b := range rows {
		out[b.ConsultantID] = b
	}
	return out, err
}
