package session

import (
	"time"

	"cerebro/models"
)

// The session area's own rows: the penalties its cancellations and no-shows
// record, and the ratings each party gives the other.

// Penalty records a consultant's cancellation or no-show.
type Penalty struct {
	ID           int64 `gorm:"primaryKey"`
	ConsultantID int64
	BookingID    int64
	Reason       string
	CreatedAt    time.Time
}

// BookingRate is one party's rating of the other for a booking; Rate -1 is unrated.
type BookingRate struct {
	ID        int64 `gorm:"primaryKey"`
	BookingID int64
	Booking   *models.Booking `gorm:"foreignKey:BookingID"`
	RaterRole models.Rater
	Rate      int
	Comment   string
	HasRated  bool
	RatedAt   *time.Time
	SkippedAt *time.Time
	CreatedAt time.Time
}
