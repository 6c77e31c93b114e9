package payout

import (
	"context"
	"strings"
	"time"

	"cerebro/models/ledger"
)

// A consultant's monthly statement reads the same sources as the earnings
// page (EarnedBookings, ConsultantPenalties) and, for money that moved in
// the month, the ledger's refund lines and the paid payouts.

// RefundTaken is a refund paid on one of a consultant's bookings, as the
// ledger wrote it: what went back to the consultee and the consultant's
// share of it (their consultant_payable line of REFUND_PAID).
type RefundTaken struct {
	RefundID           int64
	BookingID          int64
	PaidAt             time.Time // when the ledger recorded it
	ConsulteeFirstName string
	ConsulteeLastName  string
	Amount             int64
	Share              int64
}

// Consultee is the consultee's name.
func (r RefundTaken) Consultee() string {
	return strings.TrimSpace(r.ConsulteeFirstName + " " + r.ConsulteeLastName)
}

// RefundsTaken lists the refunds paid on a consultant's bookings whose
// ledger line was written in [from, to), oldest first.
func (s *Store) RefundsTaken(ctx context.Context, consultantID int64, from, to time.Time) ([]RefundTaken, error) {
	var out []RefundTaken
	err := s.db.WithContext(ctx).Raw(`SELECT r.id AS refund_id, le.booking_id, le.created_at AS paid_at,
			ce.first_name AS consultee_first_name, ce.last_name AS consultee_last_name,
			COALESCE(r.amount, 0) AS amount, le.amount AS share
		FROM ledger_entries le
		JOIN refunds r ON le.source = 'refund-' || r.id
		JOIN bookings b ON b.id = le.booking_id
		JOIN consultees ce ON ce.id = b.consultee_id
		WHERE le.kind = ? AND le.account = ? AND b.consultant_id = ? AND le.created_at >= ? AND le.created_at < ?
		ORDER BY le.created_at, le.id`,
		ledger.RefundPaid, ledger.AccountConsultant, consultantID, from.UTC(), to.UTC()).Scan(&out).Error
	return out, err
}

// PaidIn lists a consultant's payouts the admin paid in [from, to), oldest
// first.
func (s *Store) PaidIn(ctx context.Context, consultantID int64, from, to time.Time) ([]ConsultantPayout, error) {
	var out []ConsultantPayout
	err := s.db.WithContext(ctx).Raw(`SELECT `+payoutColumns+` WHERE p.consultant_id = ? AND p.status = ?
		AND p.paid_at >= ? AND p.paid_at < ? ORDER BY p.paid_at, p.id`,
		consultantID, Paid, from.UTC(), to.UTC()).Scan(&out).Error
	return out, err
}
