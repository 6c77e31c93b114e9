package review

import (
	"context"
	"time"

	"cerebro/models"
)

// Reply is a consultant's public answer to a review.
type Reply struct {
	Text string    `json:"text"`
	At   time.Time `json:"at"`
}

// Report is one person's report of a review, as the admin sees it.
type Report struct {
	Reason   string    `json:"reason"`
	At       time.Time `json:"at"`
	Reporter string    `json:"reporter"` // the reporter's email
}

// Reported is a review someone reported, with what the admin decides on:
// the review, its reply, whether it is hidden and the last decision, and
// the latest reports (at most MaxReportsShown).
type Reported struct {
	ID               int64      `json:"id"`
	ConsultantID     int64      `json:"consultantId"`
	ConsultantName   string     `json:"consultantName"`
	Reviewer         string     `json:"reviewer"`
	Rate             int        `json:"rate"`
	Comment          string     `json:"comment"`
	RatedAt          time.Time  `json:"ratedAt"`
	Reply            *Reply     `json:"reply" gorm:"-"`
	Hidden           bool       `json:"hidden"`
	ModerationReason *string    `json:"moderationReason"`
	ModeratedAt      *time.Time `json:"moderatedAt"`
	ReportCount      int64      `json:"reportCount"`
	LastReportAt     time.Time  `json:"lastReportAt"`
	Reports          []Report   `json:"reports" gorm:"-"`

	ReplyText *string    `json:"-"`
	RepliedAt *time.Time `json:"-"`
}

// MaxReportsShown is how many of a review's latest reports the list shows.
const MaxReportsShown = 10

// Reported is one page of the reported reviews, hidden ones included (to
// restore), the most recently reported first, and how many there are.
func (s *Store) Reported(ctx context.Context, p models.Page) ([]Reported, int64, error) {
	db := s.db.WithContext(ctx)
	var total int64
	if err := db.Raw(`SELECT count(DISTINCT rate_id) FROM review_reports`).Scan(&total).Error; err != nil {
		return nil, 0, err
	}
	out := []Reported{}
	err := db.Raw(`SELECT r.id, b.consultant_id, c.first_name || ' ' || c.last_name AS consultant_name,
			e.first_name || ' ' || left(e.last_name, 1) || '.' AS reviewer, r.rate, r.comment, r.rated_at,
			r.reply AS reply_text, r.replied_at, r.hidden_at IS NOT NULL AS hidden, r.moderation_reason, r.moderated_at,
			n.report_count, n.last_report_at
		  FROM (SELECT rate_id, count(*) AS report_count, max(created_at) AS last_report_at
		          FROM review_reports GROUP BY rate_id) n
		  JOIN booking_rates r ON r.id = n.rate_id
		  JOIN bookings b ON b.id = r.booking_id
		  JOIN consultants c ON c.id = b.consultant_id
		  JOIN consultees e ON e.id = b.consultee_id
		 ORDER BY n.last_report_at DESC, r.id DESC LIMIT ? OFFSET ?`, p.Rows, p.Offset()).Scan(&out).Error
	if err != nil {
		return nil, 0, err
	}
	for i := range out {
		out[i].tidy()
	}
	return out, total, s.attachReports(ctx, out)
}

// tidy puts the times in UTC and the reply in its own object.
func (r *Reported) tidy() {
	r.RatedAt, r.LastReportAt = r.RatedAt.UTC(), r.LastReportAt.UTC()
	if r.ModeratedAt != nil {
		at := r.ModeratedAt.UTC()
		r.ModeratedAt = &at
	}
	r.Reply = ReplyOf(r.ReplyText, r.RepliedAt)
	r.Reports = []Report{}
}

// ReplyOf is a reply's answer from its columns, nil when there is none.
func ReplyOf(text *string, at *time.Time) *Reply {
	if text == nil || at == nil {
		return nil
	}
	return &Reply{Text: *text, At: at.UTC()}
}

// attachReports gives each reported review its latest reports.
func (s *Store) attachReports(ctx context.Context, list []Reported) error {
	if len(list) == 0 {
		return nil
	}
	ids := make([]int64, len(list))
	at := make(map[int64]int, len(list))
	for i, r := range list {
		ids[i], at[r.ID] = r.ID, i
	}
	var rows []struct {
		RateID int64
		Report
	}
	err := s.db.WithContext(ctx).Raw(`SELECT rate_id, reason, created_at AS at, reporter FROM (
			SELECT rr.rate_id, rr.reason, rr.created_at, u.email AS reporter,
			       row_number() OVER (PARTITION BY rr.rate_id ORDER BY rr.created_at DESC, rr.id DESC) AS n
			  FROM review_reports rr JOIN users u ON u.id = rr.user_id WHERE rr.rate_id IN ?) x
		 WHERE n <= ? ORDER BY rate_id, created_at DESC`, ids, MaxReportsShown).Scan(&rows).Error
	for _, r := range rows {
		r.Report.At = r.Report.At.UTC()
		i := at[r.RateID]
		list[i].Reports = append(list[i].Reports, r.Report)
	}
	return err
}
