package favourite

import (
	"context"
	"time"

	"gorm.io/gorm"

	"cerebro/models/privacy"
)

// PrivacyPart is the favourites' share of a person's data: the consultants
// they keep and watch, in the export; on closing, both go. The consultant
// side needs nothing: nobody is told whom a consultee favours.
func PrivacyPart() privacy.Part {
	return privacy.Part{Name: "favourites", Export: exportFavourites, Erase: eraseFavourites}
}

type keptExport struct {
	ConsultantID int64      `json:"consultantId"`
	Since        time.Time  `json:"since"`
	ToldAt       *time.Time `json:"toldAt,omitempty"`
}

func exportFavourites(_ context.Context, db *gorm.DB, p privacy.Person) (any, error) {
	favourites, watches := []keptExport{}, []keptExport{}
	err := db.Raw(`SELECT consultant_id, created_at AS since FROM favourites WHERE user_id = ? ORDER BY created_at`,
		p.UserID).Scan(&favourites).Error
	if err != nil {
		return nil, err
	}
	err = db.Raw(`SELECT consultant_id, created_at AS since, told_at FROM consultant_watches WHERE user_id = ?
		ORDER BY created_at`, p.UserID).Scan(&watches).Error
	return map[string]any{"favourites": favourites, "watches": watches}, err
}

func eraseFavourites(_ context.Context, tx *gorm.DB, p privacy.Person, _ time.Time) ([]privacy.File, error) {
	if err := tx.Exec(`DELETE FROM favourites WHERE user_id = ?`, p.UserID).Error; err != nil {
		return nil, err
	}
	return nil, tx.Exec(`DELETE FROM consultant_watches WHERE user_id = ?`, p.UserID).Error
}
