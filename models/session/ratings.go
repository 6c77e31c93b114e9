package session

import (
	"context"
	"errors"
	"time"

	"cerebro/models"
	"cerebro/rules"
)

// Ratings: each party of a booking rates the other once. A
// record is created unrated (rate -1) when a party joins the session and,
// for both parties, when the session completes; it is rated once, within
// rules.RatingWindow after the end.

// ErrAlreadyRated means the rating was given before; it cannot change.
var ErrAlreadyRated = errors.New("already rated")

// EnsureRate returns the rater's record for a booking, creating it unrated
// when missing.
func (s *Store) EnsureRate(ctx context.Context, bookingID int64, raterRole models.Rater) (BookingRate, error) {
	db := s.db.WithContext(ctx)
	err := db.Exec(`INSERT INTO booking_rates (booking_id, rater_role) VALUES (?, ?)
		ON CONFLICT (booking_id, rater_role) DO NOTHING`, bookingID, raterRole).Error
	if err != nil {
		return BookingRate{}, err
	}
	var r BookingRate
	err = db.Where("booking_id = ? AND rater_role = ?", bookingID, raterRole).Take(&r).Error
	return r, models.NotFound(err)
}

// RateByID loads a rating with its booking, slot and both parties.
func (s *Store) RateByID(ctx context.Context, id int64) (*BookingRate, error) {
	var r BookingRate
	err := s.db.WithContext(ctx).Preload("Booking.Slot").Preload("Booking.Consultee").
		Preload("Booking.Consultant").Take(&r, id).Error
	return &r, models.NotFound(err)
}

// SubmitRate gives an unrated record its stars and comment; a record rated
// before is ErrAlreadyRated (the condition decides, so two racing requests
// cannot both rate).
func (s *Store) SubmitRate(ctx context.Context, id int64, rate int, comment string, at time.Time) error {
	res := s.db.WithContext(ctx).Exec(`UPDATE booking_rates SET rate = ?, comment = ?, has_rated = true, rated_at = ?
		WHERE id = ? AND NOT has_rated`, rate, comment, at.UTC(), id)
	if res.Error == nil && res.RowsAffected == 0 {
		return ErrAlreadyRated
	}
	return res.Error
}

// SkipRate records that the rater dismissed the rating prompt; the record
// stays unrated. Skipping a rated record changes nothing.
func (s *Store) SkipRate(ctx context.Context, id int64, at time.Time) error {
	return s.db.WithContext(ctx).Exec(`UPDATE booking_rates SET skipped_at = ?
		WHERE id = ? AND NOT has_rated AND skipped_at IS NULL`, at.UTC(), id).Error
}

// RateDetails is what the rating modal shows about the counterpart.
type RateDetails struct {
	ID        int64
	FirstName string
	LastName  string
	ImageName string
	StartsAt  time.Time
	EndsAt    time.Time
}

// LatestUnrated returns the rating a party still owes: of their latest
// completed session whose rating window is open and whose prompt was not
// skipped, or nil when none.
// raterRole says whose: a consultee (partyID a consultee id) rates the
// consultant, a consultant rates the consultee.
func (s *Store) LatestUnrated(ctx context.Context, raterRole models.Rater, partyID int64, now time.Time) (*RateDetails, error) {
	counterpart, party := "consultants p ON p.id = b.consultant_id", "b.consultee_id"
	if raterRole == models.RaterConsultant {
		counterpart, party = "consultees p ON p.id = b.consultee_id", "b.consultant_id"
	}
	var out RateDetails
	res := s.db.WithContext(ctx).Raw(`SELECT r.id, p.first_name, p.last_name, p.image_name, s.starts_at, s.ends_at
		  FROM booking_rates r
		  JOIN bookings b ON b.id = r.booking_id
		  JOIN cerebroslots s ON s.id = b.cerebroslot_id
		  JOIN `+counterpart+`
		 WHERE r.rater_role = ? AND NOT r.has_rated AND r.skipped_at IS NULL AND `+party+` = ? AND b.status = ?
		   AND s.ends_at <= ? AND s.ends_at >= ?
		 ORDER BY s.ends_at DESC, r.id DESC LIMIT 1`,
		raterRole, partyID, models.BookingCompleted, now.UTC(), now.Add(-rules.RatingWindow).UTC()).Scan(&out)
	if res.Error != nil || res.RowsAffected == 0 {
		return nil, res.Error
	}
	return &out, nil
}

// RatesOfBookings returns one rater's records of the bookings, by booking id.
func (s *Store) RatesOfBookings(ctx context.Context, bookingIDs []int64, raterRole models.Rater) (map[int64]BookingRate, error) {
	out := make(map[int64]BookingRate, len(bookingIDs))
	if len(bookingIDs) == 0 {
		return out, nil
	}
	var rows []BookingRate
	err := s.db.WithContext(ctx).Where("booking_id IN ? AND rater_role = ?", bookingIDs, raterRole).Find(&rows).Error
	for _, r := range rows {
		out[r.BookingID] = r
	}
	return out, err
}
