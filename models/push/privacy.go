package push

import (
	"context"
	"time"

	"gorm.io/gorm"

	"cerebro/models/privacy"
)

// PrivacyPart is the devices' share of a person's data: which devices they
// are told on (the browser's label and dates; the endpoint and keys are the
// push service's addresses, not about the person) in the export; closing
// the account forgets them all.
func PrivacyPart() privacy.Part {
	return privacy.Part{Name: "devices", Export: exportDevices, Erase: eraseDevices}
}

type deviceEntry struct {
	Label       string     `json:"label"`
	CreatedAt   time.Time  `json:"createdAt"`
	LastSuccess *time.Time `json:"lastSuccess"`
}

func exportDevices(_ context.Context, db *gorm.DB, p privacy.Person) (any, error) {
	out := []deviceEntry{}
	err := db.Raw(`SELECT label, created_at, last_success FROM push_subscriptions
		WHERE user_id = ? ORDER BY created_at, id`, p.UserID).Scan(&out).Error
	return out, err
}

func eraseDevices(_ context.Context, tx *gorm.DB, p privacy.Person, _ time.Time) ([]privacy.File, error) {
	return nil, tx.Exec(`DELETE FROM push_subscriptions WHERE user_id = ?`, p.UserID).Error
}
