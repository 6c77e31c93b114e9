package privacy

import (
	"context"
	"time"

	"gorm.io/gorm"
)

// The kinds of stored uploads (uploads.KindImage, uploads.KindSlip).
const (
	kindImage = "images"
	kindSlip  = "slips"
)

func exportUploads(_ context.Context, db *gorm.DB, p Person) (any, error) {
	return rows(db, `SELECT kind, name, bytes, created_at FROM uploads WHERE user_id = ? ORDER BY id`, p.UserID)
}

// uploadedFiles are the person's profile images and the slips of their
// invoices (the slip is the consultee's; a consultant's export does not
// carry another person's upload).
func uploadedFiles(_ context.Context, db *gorm.DB, p Person) ([]File, error) {
	var images, slips []string
	err := db.Raw(`SELECT name FROM uploads WHERE user_id = ? AND kind = ?
		UNION SELECT image_name FROM consultees WHERE user_id = ? AND image_name <> ''
		UNION SELECT image_name FROM consultants WHERE user_id = ? AND image_name <> ''`,
		p.UserID, kindImage, p.UserID, p.UserID).Scan(&images).Error
	if err != nil {
		return nil, err
	}
	err = db.Raw(`SELECT DISTINCT file_name FROM payment_slips WHERE consultee_id = ? AND file_name <> ''`,
		p.ConsulteeID).Scan(&slips).Error
	return append(FilesOf(kindImage, images), FilesOf(kindSlip, slips)...), err
}

// FilesOf names stored uploads of one kind, for a Part's Files and Erase.
func FilesOf(kind string, names []string) []File {
	out := make([]File, 0, len(names))
	for _, n := range names {
		out = append(out, File{Kind: kind, Name: n})
	}
	return out
}

// eraseUploads forgets the person's images (profile photos, sent or shown)
// and names them for deletion. Payment slips stay: they are the proof of a
// payment, a financial record the law keeps.
func eraseUploads(ctx context.Context, tx *gorm.DB, p Person, _ time.Time) ([]File, error) {
	var images []string
	err := tx.Raw(`DELETE FROM uploads WHERE user_id = ? AND kind = ? RETURNING name`, p.UserID, kindImage).Scan(&images).Error
	if err != nil {
		return nil, err
	}
	var shown []string
	err = tx.Raw(`SELECT image_name FROM consultees WHERE user_id = ? AND image_name <> ''
		UNION SELECT image_name FROM consultants WHERE user_id = ? AND image_name <> ''`, p.UserID, p.UserID).Scan(&shown).Error
	return FilesOf(kindImage, unique(append(images, shown...))), err
}

func unique(names []string) []string {
	seen := map[string]bool{}
	out := names[:0]
	for _, n := range names {
		if !seen[n] {
			seen[n] = true
			out = append(out, n)
		}
	}
	return out
}
