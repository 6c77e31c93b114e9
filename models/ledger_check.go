package models

import (
	"context"
	"fmt"
)

// LedgerProblems checks the ledger against itself and against the rows it
// records, and describes every disagreement (none when all is well):
//   - every event balances;
//   - a PAID invoice captured its total once, and no other invoice did;
//   - a PAID refund paid its amount back once, and no other refund did;
//   - a refund of a payment nothing could use follows that payment in;
//   - every penalty is in the ledger;
//   - a PAID payout paid its amount out once;
//   - every chargeback is in the ledger.
func (s *Store) LedgerProblems(ctx context.Context) ([]string, error) {
	var problems []string
	for _, c := range ledgerChecks {
		var rows []struct{ What string }
		if err := s.DB.WithContext(ctx).Raw(c.query).Scan(&rows).Error; err != nil {
			return nil, fmt.Errorf("ledger check %q: %w", c.name, err)
		}
		for _, r := range rows {
			problems = append(problems, c.name+": "+r.What)
		}
	}
	return problems, nil
}

var ledgerChecks = []struct{ name, query string }{
	{"unbalanced event", `SELECT kind || ' ' || source || ' sums to ' || sum(amount) AS what
		FROM ledger_entries GROUP BY kind, source HAVING sum(amount) <> 0`},
	{"paid invoice not captured", `SELECT i.cref || ' total ' || i.total_amount || ', captured ' || COALESCE(sum(l.amount), 0) AS what
		FROM invoices i LEFT JOIN ledger_entries l ON l.invoice_id = i.id AND l.kind = 'PAYMENT_CAPTURED' AND l.account = 'cash'
		WHERE i.status = '` + InvoicePaid + `' GROUP BY i.id HAVING COALESCE(sum(l.amount), 0) <> i.total_amount`},
	{"unpaid invoice captured", `SELECT i.cref || ' is ' || i.status AS what FROM invoices i
		WHERE i.status <> '` + InvoicePaid + `' AND EXISTS (SELECT 1 FROM ledger_entries l WHERE l.invoice_id = i.id AND l.kind = 'PAYMENT_CAPTURED')`},
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
	{"chargeback not in the ledger", `SELECT 'chargeback of ' || c.payment_id AS what FROM chargebacks c
		WHERE NOT EXISTS (SELECT 1 FROM ledger_entries l WHERE l.kind = 'CHARGEBACK' AND l.source = c.payment_id
			AND l.account = 'cash' AND l.amount = -c.amount)`},
	{"penalty not in the ledger", `SELECT 'booking ' || p.booking_id AS what FROM penalties p
		WHERE NOT EXISTS (SELECT 1 FROM ledger_entries l WHERE l.kind = 'PENALTY' AND l.source = 'booking-' || p.booking_id)`},
}
