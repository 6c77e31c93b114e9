package privacy

import (
	"context"
	"fmt"

	"gorm.io/gorm"
)

func sprintf(format string, a ...any) string { return fmt.Sprintf(format, a...) }

// The exports of the person's bookings, invoices, refunds, payouts and
// ratings: the rows of which they are a party, with the other party named
// as the booking showed it to them.

func exportBookings(_ context.Context, db *gorm.DB, p Person) (any, error) {
	return rows(db, `SELECT x.id, x.invoice_id, x.status, s.starts_at, s.ends_at, s.price,
			CASE WHEN x.consultee_id = ? THEN 'CONSULTEE' ELSE 'CONSULTANT' END AS my_role,
			ct.first_name || ' ' || ct.last_name AS consultant, ce.first_name || ' ' || ce.last_name AS consultee,
			x.consultee_joined_at, x.consultant_joined_at, x.cancelled_by, x.outcome, x.created_at
		FROM bookings x JOIN cerebroslots s ON s.id = x.cerebroslot_id
		JOIN consultants ct ON ct.id = x.consultant_id JOIN consultees ce ON ce.id = x.consultee_id
		WHERE `+partyOf+` ORDER BY s.starts_at, x.id`, p.ConsulteeID, p.ConsulteeID, p.ConsultantID)
}

func exportInvoices(_ context.Context, db *gorm.DB, p Person) (any, error) {
	invoices, err := rows(db, `SELECT x.id, x.cref, x.payment_method, x.status, x.total_amount, x.platform_amount,
			x.consultant_amount, x.currency, x.gateway_payment_id, x.chargeback, x.consultant_remark, x.failure_reason,
			x.paid_at, x.created_at
		FROM invoices x WHERE `+partyOf+` ORDER BY x.id`, p.ConsulteeID, p.ConsultantID)
	if err != nil {
		return nil, err
	}
	slips, err := rows(db, `SELECT invoice_id, ref_no, remarks, payment_date, file_name, created_at
		FROM payment_slips WHERE consultee_id = ? ORDER BY id`, p.ConsulteeID)
	return map[string]any{"invoices": invoices, "slips": slips}, err
}

func exportRefunds(_ context.Context, db *gorm.DB, p Person) (any, error) {
	refunds, err := rows(db, `SELECT r.id, r.booking_id, r.invoice_id, r.cause, r.status, r.method, r.requested_amount,
			r.amount, r.admin_remark, r.transfer_reference, r.created_at, r.decided_at, r.paid_at
		FROM refunds r JOIN invoices x ON x.id = r.invoice_id WHERE `+partyOf+` ORDER BY r.id`, p.ConsulteeID, p.ConsultantID)
	if err != nil {
		return nil, err
	}
	accounts, err := rows(db, `SELECT a.invoice_id, a.account_name, a.bank, a.branch, a.account_number, a.card_holder, a.updated_at
		FROM refund_accounts a JOIN invoices x ON x.id = a.invoice_id WHERE x.consultee_id = ? ORDER BY a.invoice_id`, p.ConsulteeID)
	return map[string]any{"refunds": refunds, "accounts": accounts}, err
}

func exportPayouts(_ context.Context, db *gorm.DB, p Person) (any, error) {
	payouts, err := rows(db, `SELECT id, period_start, period_end, amount, status, account_name, bank, branch, account,
			reference, paid_at, created_at
		FROM payouts WHERE consultant_id = ? ORDER BY period_start`, p.ConsultantID)
	if err != nil {
		return nil, err
	}
	items, err := rows(db, `SELECT i.payout_id, i.kind, i.ref_id, i.invoice_id, i.amount
		FROM payout_items i JOIN payouts o ON o.id = i.payout_id WHERE o.consultant_id = ? ORDER BY i.id`, p.ConsultantID)
	return map[string]any{"payouts": payouts, "items": items}, err
}

// exportRatings: those the person gave (as the rater of their side of a
// booking) and those given to them.
func exportRatings(_ context.Context, db *gorm.DB, p Person) (any, error) {
	const cols = `SELECT r.booking_id, r.rater_role, r.rate, r.comment, r.rated_at FROM booking_rates r
		JOIN bookings b ON b.id = r.booking_id WHERE r.has_rated AND `
	mine := `((b.consultee_id = ? AND r.rater_role = 'CONSULTEE') OR (b.consultant_id = ? AND r.rater_role = 'CONSULTANT'))`
	theirs := `((b.consultee_id = ? AND r.rater_role = 'CONSULTANT') OR (b.consultant_id = ? AND r.rater_role = 'CONSULTEE'))`
	given, err := rows(db, cols+mine+` ORDER BY r.id`, p.ConsulteeID, p.ConsultantID)
	if err != nil {
		return nil, err
	}
	received, err := rows(db, cols+theirs+` ORDER BY r.id`, p.ConsulteeID, p.ConsultantID)
	return map[string]any{"given": given, "received": received}, err
}
