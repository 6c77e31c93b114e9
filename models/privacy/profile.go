package privacy

import (
	"context"
	"time"

	"gorm.io/gorm"

	"cerebro/models"
)

func exportProfile(_ context.Context, db *gorm.DB, p Person) (any, error) {
	out := map[string]any{}
	consultee, err := rows(db, `SELECT first_name, last_name, display_name, birthday, gender, country, time_zone,
			currency, dial_code, phone, image_name, created_at, updated_at
		FROM consultees WHERE user_id = ?`, p.UserID)
	if err != nil {
		return nil, err
	}
	consultant, err := rows(db, `SELECT c.first_name, c.last_name, c.display_name, c.birthday, c.gender, c.country,
			c.time_zone, c.currency, k.name AS category, c.experience, c.about, c.dial_code, c.phone, c.bank,
			c.bank_branch, c.acc_number, c.slot_size, c.slot_rate, c.image_name, c.status, c.created_at, c.updated_at
		FROM consultants c JOIN consultant_categories k ON k.id = c.category_id WHERE c.user_id = ?`, p.UserID)
	if len(consultee) > 0 {
		out["consultee"] = consultee[0]
	}
	if len(consultant) > 0 {
		out["consultant"] = consultant[0]
	}
	return out, err
}

// eraseProfile blanks every personal field of the person's profiles (the
// rows stay: bookings and invoices point at them). A consultant is
// suspended, so search and booking pass them by, and their open slots
// nobody ever booked go.
func eraseProfile(_ context.Context, tx *gorm.DB, p Person, _ time.Time) ([]File, error) {
	const blank = `first_name = '', last_name = '', display_name = '', birthday = '1900-01-01', gender = '',
		country = '', dial_code = '', phone = '', image_name = '', updated_at = now()`
	if err := tx.Exec(`UPDATE consultees SET `+blank+` WHERE user_id = ?`, p.UserID).Error; err != nil {
		return nil, err
	}
	if p.ConsultantID == 0 {
		return nil, nil
	}
	err := tx.Exec(`UPDATE consultants SET `+blank+`, about = '', experience = 0, bank = '', bank_branch = '',
			acc_number = '', bank_change_pending_since = NULL, status = ?
		WHERE id = ?`, models.ConsultantSuspended, p.ConsultantID).Error
	if err != nil {
		return nil, err
	}
	return nil, tx.Exec(`DELETE FROM cerebroslots s WHERE s.consultant_id = ? AND s.status = ?
		AND NOT EXISTS (SELECT 1 FROM bookings b WHERE b.cerebroslot_id = s.id)`, p.ConsultantID, models.SlotAvailable).Error
}
