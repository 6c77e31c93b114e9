package review

import (
	"context"
	"time"

	"gorm.io/gorm"

	"cerebro/models/privacy"
)

// PrivacyPart is the moderation's share of a person's data: the reviews
// they reported (and why) and the replies they wrote, in the export; on
// closing, their reports go (the admin's decisions stay in the audit log).
// A consultant's reply stays with the review it answers, as the review
// stays with a closed consultee.
func PrivacyPart() privacy.Part {
	return privacy.Part{Name: "review-moderation", Export: exportModeration, Erase: eraseReports}
}

type reportExport struct {
	ReviewID int64     `json:"reviewId"`
	Reason   string    `json:"reason"`
	At       time.Time `json:"at"`
}

type replyExport struct {
	ReviewID int64     `json:"reviewId"`
	Reply    string    `json:"reply"`
	At       time.Time `json:"at"`
}

func exportModeration(_ context.Context, db *gorm.DB, p privacy.Person) (any, error) {
	reports, replies := []reportExport{}, []replyExport{}
	err := db.Raw(`SELECT rate_id AS review_id, reason, created_at AS at FROM review_reports WHERE user_id = ? ORDER BY id`,
		p.UserID).Scan(&reports).Error
	if err != nil {
		return nil, err
	}
	err = db.Raw(`SELECT r.id AS review_id, r.reply, r.replied_at AS at FROM booking_rates r JOIN bookings b ON b.id = r.booking_id
		WHERE b.consultant_id = ? AND r.rater_role = 'CONSULTEE' AND r.reply IS NOT NULL ORDER BY r.id`, p.ConsultantID).Scan(&replies).Error
	return map[string]any{"reportsMade": reports, "repliesWritten": replies}, err
}

func eraseReports(_ context.Context, tx *gorm.DB, p privacy.Person, _ time.Time) ([]privacy.File, error) {
	return nil, tx.Exec(`DELETE FROM review_reports WHERE user_id = ?`, p.UserID).Error
}
