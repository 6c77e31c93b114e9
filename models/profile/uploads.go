package profile

import (
	"context"
	"time"

	"gorm.io/gorm"

	"cerebro/models"
)

// quotaKind is the kind of upload the daily quota counts (uploads.KindImage).
const quotaKind = "images"

// Upload is one stored file and the account that sent it.
type Upload struct {
	ID        int64 `gorm:"primaryKey"`
	UserID    int64
	Kind      string // uploads.KindImage or uploads.KindSlip
	Name      string
	Bytes     int64
	CreatedAt time.Time
}

// ClaimUpload records an upload. Profile images count against their
// account's daily quota (UploadAllowedAt), under the account's row
// lock so parallel uploads are counted one by one: over it, nothing is
// recorded and the answer is when the image would fit. Payment slips never
// count: no limit may stop paying for a hold that exists (one slip per
// unpaid invoice, and those are capped).
func (s *Store) ClaimUpload(ctx context.Context, u Upload, now time.Time) (time.Time, error) {
	if u.Kind != quotaKind {
		u.CreatedAt = now
		return time.Time{}, s.db.WithContext(ctx).Create(&u).Error
	}
	var retryAt time.Time
	err := s.db.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		if err := tx.Exec(`SELECT id FROM users WHERE id = ? FOR UPDATE`, u.UserID).Error; err != nil {
			return err
		}
		var recent []Upload
		if err := tx.Where("user_id = ? AND kind = ? AND created_at > ?", u.UserID, quotaKind, now.Add(-UploadWindow)).
			Order("created_at").Find(&recent).Error; err != nil {
			return err
		}
		at, sizes := make([]time.Time, len(recent)), make([]int64, len(recent))
		for i, r := range recent {
			at[i], sizes[i] = r.CreatedAt, r.Bytes
		}
		if retryAt = UploadAllowedAt(at, sizes, u.Bytes, now); !retryAt.IsZero() {
			return nil
		}
		u.CreatedAt = now
		return tx.Create(&u).Error
	})
	return retryAt, err
}

// UploaderOf is the account that sent a stored file; ErrNotFound when the
// name was never recorded (a file from before uploads were recorded).
func (s *Store) UploaderOf(ctx context.Context, name string) (int64, error) {
	var ids []int64
	err := s.db.WithContext(ctx).Raw(`SELECT user_id FROM uploads WHERE name = ?`, name).Scan(&ids).Error
	if err == nil && len(ids) == 0 {
		return 0, models.ErrNotFound
	}
	if err != nil {
		return 0, err
	}
	return ids[0], nil
}

// UploadsInUse says which of these stored names a profile, a payment
// slip or a registration still points at.
func (s *Store) UploadsInUse(ctx context.Context, names []string) ([]string, error) {
	var used []string
	err := s.db.WithContext(ctx).Raw(`SELECT image_name FROM consultants WHERE image_name IN @n
		UNION SELECT image_name FROM consultees WHERE image_name IN @n
		UNION SELECT file_name FROM payment_slips WHERE file_name IN @n
		UNION SELECT document_name FROM consultant_credentials WHERE document_name IN @n`, map[string]any{"n": names}).Scan(&used).Error
	return used, err
}

// ForgetUploads drops the records of removed files.
func (s *Store) ForgetUploads(ctx context.Context, names []string) error {
	if len(names) == 0 {
		return nil
	}
	return s.db.WithContext(ctx).Exec(`DELETE FROM uploads WHERE name IN ?`, names).Error
}
