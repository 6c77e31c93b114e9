package discovery

import (
	"cerebro/models"
	"context"
	"time"

	"gorm.io/gorm"
)

// Rating is a consultant's average of the stars consultees gave them.
type Rating struct {
	Average float64
	Count   int64
}

// Standing is what a consultant's card shows beside the profile: the stars
// consultees gave them and when their next open slot starts (nil: none).
type Standing struct {
	Rating   Rating
	NextFree *time.Time
}

// Standings reads the standing of each consultant in ids from the search's
// copy, where triggers keep both (migration 00030): one lookup by primary
// key each. A next open slot recorded as started (the refresher has not
// been by since) is read exactly instead.
func (s *Store) Standings(ctx context.Context, ids []int64, now time.Time) (map[int64]Standing, error) {
	out := make(map[int64]Standing, len(ids))
	if len(ids) == 0 {
		return out, nil
	}
	var rows []struct {
		ID          int64
		RatingAvg   *float64
		RatingCount int64
		NextFreeAt  *time.Time
	}
	err := s.db.WithContext(ctx).Raw(`SELECT id, rating_avg::float8 AS rating_avg, rating_count, next_free_at
		FROM consultant_search WHERE id IN ?`, ids).Scan(&rows).Error
	if err != nil {
		return nil, err
	}
	var stale []int64
	for _, r := range rows {
		st := Standing{Rating: Rating{Count: r.RatingCount}}
		if r.RatingAvg != nil {
			st.Rating.Average = *r.RatingAvg
		}
		if r.NextFreeAt != nil && r.NextFreeAt.After(now) {
			at := r.NextFreeAt.UTC()
			st.NextFree = &at
		} else if r.NextFreeAt != nil {
			stale = append(stale, r.ID)
		}
		out[r.ID] = st
	}
	exact, err := s.NextFreeSlots(ctx, stale, now)
	for id, at := range exact {
		st := out[id]
		st.NextFree = &at
		out[id] = st
	}
	return out, err
}

// NextFreeSlots is the start of each consultant's next open slot (AVAILABLE,
// not yet started), for the consultants in ids that have one, read from the
// slots themselves.
func (s *Store) NextFreeSlots(ctx context.Context, ids []int64, now time.Time) (map[int64]time.Time, error) {
	out := make(map[int64]time.Time, len(ids))
	if len(ids) == 0 {
		return out, nil
	}
	var rows []struct {
		ConsultantID int64
		First        time.Time
	}
	err := s.db.WithContext(ctx).Raw(`SELECT consultant_id, min(starts_at) AS first FROM cerebroslots
		WHERE consultant_id IN ? AND status = ? AND starts_at > ? GROUP BY consultant_id`, ids, models.SlotAvailable, now).Scan(&rows).Error
	for _, r := range rows {
		out[r.ConsultantID] = r.First.UTC()
	}
	return out, err
}

// RefreshNextFreeSlots moves on the search copy's next open slot of the
// consultants whose recorded one has started (time passing changes no row,
// so no trigger sees it). The "discovery-refresher" schedule runs it; it
// answers how many it moved.
func (s *Store) RefreshNextFreeSlots(ctx context.Context) (int64, error) {
	res := s.db.WithContext(ctx).Exec(`UPDATE consultant_search s
		SET next_free_at = (SELECT min(c.starts_at) FROM cerebroslots c
			WHERE c.consultant_id = s.id AND c.status = ? AND c.starts_at > now())
		WHERE s.next_free_at <= now()`, models.SlotAvailable)
	return res.RowsAffected, res.Error
}

// Review is a consultee's rating of a session with a consultant, as the
// consultant's profile shows it: its id (to reply to or report), the stars,
// the words, who (a first name and an initial) and the consultant's reply
// (nil: none).
type Review struct {
	ID       int64        `json:"id"`
	Rate     int          `json:"rate"`
	Comment  string       `json:"comment"`
	RatedAt  time.Time    `json:"ratedAt"`
	Reviewer string       `json:"reviewer"`
	Reply    *ReviewReply `json:"reply" gorm:"-"`
	// FormerMember: the reviewer closed their account; Reviewer is empty
	// and the API words "a former member" in the viewer's language.
	FormerMember bool `json:"formerMember"`

	ReplyText *string    `json:"-"`
	RepliedAt *time.Time `json:"-"`
}

// ReviewReply is the consultant's public answer to a review.
type ReviewReply struct {
	Text string    `json:"text"`
	At   time.Time `json:"at"`
}

// Reviews is one page of a consultant's shown reviews, newest first, and
// how many there are; a review the admin hid is left out.
func (s *Store) Reviews(ctx context.Context, consultantID int64, p models.Page) ([]Review, int64, error) {
	// The consultee ratings of the consultant's sessions.
	rated := func() *gorm.DB {
		return s.db.WithContext(ctx).Table("booking_rates r").Joins("JOIN bookings b ON b.id = r.booking_id").
			Where("b.consultant_id = ? AND r.rater_role = ? AND r.has_rated AND r.hidden_at IS NULL", consultantID, models.RaterConsultee)
	}
	var total int64
	if err := rated().Count(&total).Error; err != nil {
		return nil, 0, err
	}
	out := []Review{}
	err := rated().Joins("JOIN consultees e ON e.id = b.consultee_id").Joins("JOIN users u ON u.id = e.user_id").
		Select(`r.id, r.rate, r.comment, r.rated_at, u.closed_at IS NOT NULL AS former_member,
			CASE WHEN u.closed_at IS NULL THEN e.first_name || ' ' || left(e.last_name, 1) || '.' ELSE '' END AS reviewer,
			r.reply AS reply_text, r.replied_at`).
		Order("r.rated_at DESC, r.id DESC").Limit(p.Rows).Offset(p.Offset()).Scan(&out).Error
	for i := range out {
		out[i].RatedAt = out[i].RatedAt.UTC()
		if out[i].ReplyText != nil && out[i].RepliedAt != nil {
			out[i].Reply = &ReviewReply{Text: *out[i].ReplyText, At: out[i].RepliedAt.UTC()}
		}
	}
	return out, total, err
}

// AvailableDays are the days (in Asia/Colombo, as YYYY-MM-DD) from `from`
// for `days` days on which a consultant has an open slot not yet started:
// the days the availability picker marks.
func (s *Store) AvailableDays(ctx context.Context, consultantID int64, from time.Time, days int, now time.Time) ([]string, error) {
	out := []string{}
	err := s.db.WithContext(ctx).Raw(`SELECT DISTINCT to_char(starts_at AT TIME ZONE 'Asia/Colombo', 'YYYY-MM-DD') AS day
		FROM cerebroslots WHERE consultant_id = ? AND status = ? AND starts_at > ? AND starts_at >= ? AND starts_at < ?
		ORDER BY day`, consultantID, models.SlotAvailable, now, from, from.AddDate(0, 0, days)).Scan(&out).Error
	return out, err
}
