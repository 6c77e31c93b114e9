package payout

import (
	"context"
	"strings"
	"time"

	"cerebro/models"
	"cerebro/rules"
)

// Earnings: what completed sessions brought in, split 70/30 in cents.

// EarningsFilter selects earned sessions: of one consultant when set, whose
// slot started in [From, To) when set.
type EarningsFilter struct {
	ConsultantID int64
	From, To     time.Time
}

// EarnedBooking is one session that counts as earned.
type EarnedBooking struct {
	BookingID          int64
	ConsulteeID        int64
	ConsulteeFirstName string
	ConsulteeLastName  string
	StartsAt           time.Time
	EndsAt             time.Time
	Price              int64
}

// EarnedBookings returns the sessions that count as earned, oldest first:
// COMPLETED bookings of paid invoices with no refund approved or paid (a
// refund still REQUESTED, or REJECTED, does not take the earning away), at
// the price of the slot they were held in: a booking moved to a cheaper
// slot earns the cheaper price, and the refund of the difference takes
// nothing more away.
func (s *Store) EarnedBookings(ctx context.Context, f EarningsFilter) ([]EarnedBooking, error) {
	q := s.db.WithContext(ctx).Table("bookings b").
		Select(`b.id AS booking_id, b.consultee_id, ce.first_name AS consultee_first_name,
			ce.last_name AS consultee_last_name, s.starts_at, s.ends_at, s.price`).
		Joins("JOIN cerebroslots s ON s.id = b.cerebroslot_id").
		Joins("JOIN invoices i ON i.id = b.invoice_id").
		Joins("JOIN consultees ce ON ce.id = b.consultee_id").
		Where("b.status = ? AND i.status = ?", models.BookingCompleted, models.InvoicePaid).
		Where("NOT EXISTS (SELECT 1 FROM refunds r WHERE r.booking_id = b.id AND r.status IN ? AND r."+models.NotDifference+")",
			[]models.RefundStatus{models.RefundApproved, models.RefundPaid})
	if f.ConsultantID != 0 {
		q = q.Where("b.consultant_id = ?", f.ConsultantID)
	}
	if !f.From.IsZero() {
		q = q.Where("s.starts_at >= ?", f.From.UTC())
	}
	if !f.To.IsZero() {
		q = q.Where("s.starts_at < ?", f.To.UTC())
	}
	var out []EarnedBooking
	err := q.Order("s.starts_at, b.id").Scan(&out).Error
	return out, err
}

// EarningsLine is one consultee's sessions on one Colombo day.
type EarningsLine struct {
	BookingIDs    []int64
	ConsulteeID   int64
	ConsulteeName string
	Date          string // Colombo, YYYY-MM-DD
	Earned        int64
	Consultant    int64
	Cerebro       int64
}

// Earnings is the report: totals and one line per consultee per day.
type Earnings struct {
	Bookings        int
	Earned          int64
	ConsultantShare int64
	CerebroShare    int64
	Lines           []EarningsLine
}

// SummarizeEarnings adds up earned sessions (oldest first), splitting each
// booking's price with rules.SplitCommission, so every line and the totals
// are sums of whole-cent per-booking shares.
func SummarizeEarnings(bs []EarnedBooking) Earnings {
	out := Earnings{Lines: []EarningsLine{}}
	type group struct {
		date        string
		consulteeID int64
	}
	index := map[group]int{}
	for _, b := range bs {
		platform, consultant := rules.SplitCommission(b.Price)
		date := rules.ColomboDate(b.StartsAt)
		key := group{date, b.ConsulteeID}
		i, ok := index[key]
		if !ok {
			i = len(out.Lines)
			index[key] = i
			out.Lines = append(out.Lines, EarningsLine{ConsulteeID: b.ConsulteeID, Date: date,
				ConsulteeName: strings.TrimSpace(b.ConsulteeFirstName + " " + b.ConsulteeLastName)})
		}
		l := &out.Lines[i]
		l.BookingIDs = append(l.BookingIDs, b.BookingID)
		l.Earned += b.Price
		l.Consultant += consultant
		l.Cerebro += platform
		out.Bookings++
		out.Earned += b.Price
		out.ConsultantShare += consultant
		out.CerebroShare += platform
	}
	return out
}

// PenaltyLine is one penalty of a consultant: the session they cancelled or
// missed, and what it costs them (rules.PenaltyOf its price).
type PenaltyLine struct {
	BookingID     int64     `json:"bookingId"`
	Date          string    `json:"date"` // the session's Colombo date
	ConsulteeName string    `json:"consulteeName"`
	Reason        string    `json:"reason"` // PenaltyCancelled or PenaltyNoShow
	Amount        int64     `json:"amount"` // cents, deducted from a payout
	CreatedAt     time.Time `json:"createdAt"`
}

// ConsultantPenalties lists a consultant's penalties whose session started
// in the filter's period, oldest first.
func (s *Store) ConsultantPenalties(ctx context.Context, f EarningsFilter) ([]PenaltyLine, error) {
	q := s.db.WithContext(ctx).Table("penalties p").
		Select(`p.booking_id, p.reason, p.created_at, s.starts_at, s.price, ce.first_name, ce.last_name`).
		Joins("JOIN bookings b ON b.id = p.booking_id").
		Joins("JOIN cerebroslots s ON s.id = b.cerebroslot_id").
		Joins("JOIN consultees ce ON ce.id = b.consultee_id").
		Where("p.consultant_id = ?", f.ConsultantID)
	if !f.From.IsZero() {
		q = q.Where("s.starts_at >= ?", f.From.UTC())
	}
	if !f.To.IsZero() {
		q = q.Where("s.starts_at < ?", f.To.UTC())
	}
	var rows []struct {
		BookingID           int64
		Reason              string
		CreatedAt, StartsAt time.Time
		Price               int64
		FirstName, LastName string
	}
	if err := q.Order("s.starts_at, p.id").Scan(&rows).Error; err != nil {
		return nil, err
	}
	out := make([]PenaltyLine, 0, len(rows))
	for _, r := range rows {
		out = append(out, PenaltyLine{BookingID: r.BookingID, Date: rules.ColomboDate(r.StartsAt), Reason: r.Reason,
			ConsulteeName: strings.TrimSpace(r.FirstName + " " + r.LastName), Amount: rules.PenaltyOf(r.Price),
			CreatedAt: r.CreatedAt.UTC()})
	}
	return out, nil
}
