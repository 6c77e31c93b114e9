package ledger

import (
	"context"
	"fmt"

	"cerebro/models"
)

// Problems checks the ledger against itself and against the rows it
// records, and describes every disagreement (none when all is well):
//   - every event balances;
//   - a PAID invoice captured its total once, and no other invoice did;
//   - a PAID refund paid its amount back once, and no other refund did;
//   - a refund of a payment nothing could use follows that payment in;
//   - every penalty is in the ledger;
//   - a PAID payout paid its amount out once;
//   - an unreviewed slip is in the ledger only once its deposit is
//     confirmed (its refund approved), and then as money owed back, never
//     as shares reversed that were never captured;
//   - a charged-back payment holds no money any more (CHARGEBACK), and no
//     booking gave back more than it took in;
//   - a paid invoice was captured booking by booking, its shares those of
//     its bookings added up, and a booking refunded in full, or paid out
//     with its refunds, leaves no cent in the platform's or the
//     consultant's account.
//   - every chargeback recorded is in the ledger.
func (s *Store) Problems(ctx context.Context) ([]string, error) {
	var problems []string
	for _, c := range ledgerChecks {
		var rows []struct{ What string }
		if err := s.db.WithContext(ctx).Raw(c.query).Scan(&rows).Error; err != nil {
			return nil, fmt.Errorf("ledger check %q: %w", c.name, err)
		}
		for _, r := range rows {
			problems = append(problems, c.name+": "+r.What)
		}
	}
	return problems, nil
}

// ledgerChecks are all the checks, each a query whose rows are problems.
var ledgerChecks = append(ledgerRowChecks, append(slipChecks, bookingChecks...)...)

var ledgerRowChecks = []struct{ name, query string }{
	{"unbalanced event", `SELECT kind || ' ' || source || ' sums to ' || sum(amount) AS what
		FROM ledger_entries GROUP BY kind, source HAVING sum(amount) <> 0`},
	{"paid invoice not captured", `SELECT i.cref || ' total ' || i.total_amount || ', captured ' || COALESCE(sum(l.amount), 0) AS what
		FROM invoices i LEFT JOIN ledger_entries l ON l.invoice_id = i.id AND l.kind = 'PAYMENT_CAPTURED' AND l.account = 'cash'
		WHERE i.status = '` + string(models.InvoicePaid) + `' GROUP BY i.id HAVING COALESCE(sum(l.amount), 0) <> i.total_amount`},
	{"unpaid invoice captured", `SELECT i.cref || ' is ' || i.status AS what FROM invoices i
		WHERE i.status <> '` + string(models.InvoicePaid) + `' AND EXISTS (SELECT 1 FROM ledger_entries l WHERE l.invoice_id = i.id AND l.kind = 'PAYMENT_CAPTURED')`},
	{"refund paid not in the ledger", `SELECT 'refund ' || r.id || ' of ' || r.amount || ', ledger ' || COALESCE(-sum(l.amount), 0) AS what
		FROM refunds r LEFT JOIN ledger_entries l ON l.kind = 'REFUND_PAID' AND l.source = 'refund-' || r.id AND l.account = 'cash'
		WHERE r.status = 'PAID' GROUP BY r.id HAVING COALESCE(-sum(l.amount), 0) <> r.amount`},
	{"unpaid refund in the ledger", `SELECT 'refund ' || r.id || ' is ' || r.status AS what FROM refunds r
		WHERE r.status <> 'PAID' AND EXISTS (SELECT 1 FROM ledger_entries l WHERE l.kind = 'REFUND_PAID' AND l.source = 'refund-' || r.id)`},
	{"payment to return not in the ledger", `SELECT 'payment ' || r.payment_id AS what FROM refunds r
		WHERE r.booking_id IS NULL AND NOT EXISTS (SELECT 1 FROM ledger_entries l
			WHERE l.kind = 'PAYMENT_TO_RETURN' AND l.source = r.payment_id AND l.account = 'cash' AND l.amount = r.amount)`},
	{"payout paid not in the ledger", `SELECT 'payout ' || p.id || ' of ' || p.amount || ', ledger ' || COALESCE(-sum(l.amount), 0) AS what
		FROM payouts p LEFT JOIN ledger_entries l ON l.kind = 'PAYOUT' AND l.source LIKE 'payout-' || p.id || '-%' AND l.account = 'cash'
		WHERE p.status = 'PAID' GROUP BY p.id HAVING COALESCE(-sum(l.amount), 0) <> p.amount`},
	{"chargeback recorded but not in the ledger", `SELECT 'chargeback of ' || c.payment_id AS what FROM chargebacks c
		WHERE NOT EXISTS (SELECT 1 FROM ledger_entries l WHERE l.kind = 'CHARGEBACK'
			AND (l.source = 'chargeback-' || c.payment_id OR l.source LIKE 'chargeback-' || c.payment_id || '/booking-%'))`},
	{"penalty not in the ledger", `SELECT 'booking ' || p.booking_id AS what FROM penalties p
		WHERE NOT EXISTS (SELECT 1 FROM ledger_entries l WHERE l.kind = 'PENALTY' AND l.source = 'booking-' || p.booking_id)`},
}

// slipChecks: a slip nobody reviewed in time is money the platform may
// never have received; it enters the ledger when the admin confirms the
// deposit, as money owed back.
var slipChecks = []struct{ name, query string }{
	{"unreviewed slip in the ledger before its deposit was confirmed", `SELECT 'refund ' || r.id || ' is ' || r.status AS what
		FROM refunds r WHERE r.cause = '` + string(models.CauseSlipNotReviewed) + `' AND r.status IN ('` + string(models.RefundRequested) + `', '` + string(models.RefundRejected) + `')
		AND EXISTS (SELECT 1 FROM ledger_entries l WHERE l.source = 'refund-' || r.id)`},
	{"confirmed slip deposit not in the ledger", `SELECT 'refund ' || r.id || ' of ' || r.amount AS what FROM refunds r
		WHERE r.cause = '` + string(models.CauseSlipNotReviewed) + `' AND r.status NOT IN ('` + string(models.RefundRequested) + `', '` + string(models.RefundRejected) + `')
		AND COALESCE(r.amount, 0) > 0 AND NOT EXISTS (SELECT 1 FROM ledger_entries l WHERE l.kind = '` + string(DepositConfirmed) + `'
			AND l.source = 'refund-' || r.id AND l.account = 'cash' AND l.amount = r.amount)`},
	{"shares reversed that were never captured", `SELECT l.kind || ' ' || l.source || ' on ' || i.cref AS what
		FROM ledger_entries l JOIN invoices i ON i.id = l.invoice_id
		WHERE l.kind IN ('` + string(RefundPaid) + `', '` + string(Chargeback) + `') AND l.account IN ('platform_revenue', 'consultant_payable')
		AND NOT EXISTS (SELECT 1 FROM ledger_entries c WHERE c.invoice_id = l.invoice_id AND c.kind = '` + string(PaymentCaptured) + `')
		GROUP BY l.kind, l.source, i.cref`},
}

// bookingMoney is each booking's money in the ledger: cash still held
// (taken in less given back) and the shares still credited, without
// penalties (the consultant's debt, not the booking's money) and payouts.
const bookingMoney = `(SELECT booking_id, sum(amount) FILTER (WHERE account = 'cash') AS cash,
		sum(amount) FILTER (WHERE account = 'platform_revenue') AS platform,
		sum(amount) FILTER (WHERE account = 'consultant_payable') AS consultant
	FROM ledger_entries WHERE booking_id IS NOT NULL AND kind IN ('` + string(PaymentCaptured) + `', '` + string(RefundPaid) + `',
		'` + string(Chargeback) + `', '` + string(DepositConfirmed) + `')
	GROUP BY booking_id)`

// bookingChecks: captures per booking, chargebacks, and residues.
var bookingChecks = []struct{ name, query string }{
	{"invoice's split is not its bookings' captures", `SELECT i.cref || ' platform ' || i.platform_amount || ', captured ' || -sum(l.amount) AS what
		FROM invoices i JOIN ledger_entries l ON l.invoice_id = i.id AND l.kind = '` + string(PaymentCaptured) + `' AND l.account = 'platform_revenue'
		WHERE i.status = '` + string(models.InvoicePaid) + `' GROUP BY i.id HAVING -sum(l.amount) <> i.platform_amount`},
	{"capture not split per booking", `SELECT i.cref || ' booking ' || b.id AS what FROM invoices i JOIN bookings b ON b.invoice_id = i.id
		WHERE i.status = '` + string(models.InvoicePaid) + `' AND NOT EXISTS (SELECT 1 FROM ledger_entries l
			WHERE l.kind = '` + string(PaymentCaptured) + `' AND l.booking_id = b.id AND l.account = 'cash')`},
	{"booking gave back more than it took in", `SELECT 'booking ' || m.booking_id || ' holds ' || m.cash AS what
		FROM ` + bookingMoney + ` m WHERE m.cash < 0`},
	{"chargeback not in the ledger", `SELECT i.cref || ' still holds ' || sum(m.cash) AS what
		FROM invoices i JOIN bookings b ON b.invoice_id = i.id JOIN ` + bookingMoney + ` m ON m.booking_id = b.id
		WHERE i.chargeback GROUP BY i.id HAVING sum(m.cash) > 0`},
	{"residue of a booking given back in full", `SELECT 'booking ' || m.booking_id || ': platform ' || COALESCE(m.platform, 0) ||
			', consultant ' || COALESCE(m.consultant, 0) AS what
		FROM ` + bookingMoney + ` m WHERE COALESCE(m.cash, 0) = 0 AND (COALESCE(m.platform, 0) <> 0 OR COALESCE(m.consultant, 0) <> 0)
		AND NOT EXISTS (SELECT 1 FROM payout_items p WHERE p.kind = 'BOOKING' AND p.ref_id = m.booking_id)`},
	{"residue of a booking paid out", `SELECT 'booking ' || m.booking_id || ': consultant ' || (COALESCE(m.consultant, 0) + o.paid) AS what
		FROM ` + bookingMoney + ` m JOIN (SELECT l.booking_id, sum(l.amount) AS paid FROM ledger_entries l
			WHERE l.kind = 'PAYOUT' AND l.account = 'consultant_payable' AND l.source NOT LIKE '%-PENALTY-%' GROUP BY l.booking_id) o
			ON o.booking_id = m.booking_id
		WHERE COALESCE(m.consultant, 0) + o.paid <> 0
		AND EXISTS (SELECT 1 FROM payout_items i JOIN payouts p ON p.id = i.payout_id
			WHERE i.kind = 'BOOKING' AND i.ref_id = m.booking_id AND p.status = 'PAID')
		AND NOT EXISTS (SELECT 1 FROM refunds r WHERE r.booking_id = m.booking_id AND r.` + models.NotDifference + ` AND (r.status IN ('` +
		string(models.RefundRequested) + `', '` + string(models.RefundApproved) + `', '` + string(models.RefundSubmitting) + `', '` + string(models.RefundFailed) + `')
			OR (r.status = '` + string(models.RefundPaid) + `' AND NOT EXISTS (SELECT 1 FROM payout_items i JOIN payouts p ON p.id = i.payout_id
				WHERE i.kind = 'REFUND' AND i.ref_id = r.id AND p.status = 'PAID'))))
		AND NOT EXISTS (SELECT 1 FROM ledger_entries c WHERE c.booking_id = m.booking_id AND c.kind = '` + string(Chargeback) + `')`},
}
