package gateway

import (
	"cerebro/models"
	"context"
	"errors"
	"time"

	"gorm.io/gorm"

	"cerebro/models/ledger"
)

// Chargebacks. When the card holder's bank takes a card payment back
// (PayHere status -3), the money is gone: Cerebro records it once per
// invoice, in the same transaction
//   - CHARGEBACK ledger entries, booking by booking (PostPaymentChargeback):
//     the cash each booking still held goes out and its platform and
//     consultant shares are reversed, so a consultant already paid owes it;
//   - the refunds still owed of that payment CANCELLED (a transfer now would
//     pay the same money twice);
//   - the invoice flagged;
// and from then on payouts hold the consultant's share of its bookings
// (payableItems), taking back with a CHARGEBACK item what was already paid
// out — a negative balance carried into the next payouts. The admins are
// mailed once (ChargebacksToMail).

// Chargeback is a card payment the card holder's bank took back.
type Chargeback struct {
	InvoiceID int64      `json:"-"`
	PaymentID string     `json:"paymentId"`
	Amount    int64      `json:"amount"`
	CreatedAt time.Time  `json:"at"`
	MailedAt  *time.Time `json:"-"`
}

// ErrNoChargebackNotice: the invoice has no stored chargeback notification.
var ErrNoChargebackNotice = errors.New("no chargeback notification stored for the invoice")

// RecordChargeback records the chargeback of the invoice's card payment,
// from its stored notification (status -3), once; a second call changes
// nothing. It reports whether this call recorded it.
func (s *Store) RecordChargeback(ctx context.Context, invoiceID int64) (bool, error) {
	recorded := false
	err := s.db.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		var n struct {
			PaymentID string
			Amount    int64
		}
		res := tx.Raw(`SELECT payment_id, amount FROM payment_notifications WHERE invoice_id = ? AND status_code = -3
			ORDER BY id LIMIT 1`, invoiceID).Scan(&n)
		if res.Error != nil {
			return res.Error
		}
		if res.RowsAffected == 0 {
			return ErrNoChargebackNotice
		}
		ins := tx.Exec(`INSERT INTO chargebacks (invoice_id, payment_id, amount) VALUES (?, ?, ?)
			ON CONFLICT (invoice_id) DO NOTHING`, invoiceID, n.PaymentID, n.Amount)
		if recorded = ins.RowsAffected == 1; ins.Error != nil || !recorded {
			return ins.Error
		}
		if err := tx.Exec(`UPDATE invoices SET chargeback = true, updated_at = now() WHERE id = ?`, invoiceID).Error; err != nil {
			return err
		}
		if err := tx.Exec(`UPDATE refunds SET status = ?, payout_note = 'The card payment was charged back: the bank gave it back in full.'
			WHERE invoice_id = ? AND status IN (?, ?)`, models.RefundCancelled, invoiceID, models.RefundApproved, models.RefundFailed).Error; err != nil {
			return err
		}
		return ledger.PostPaymentChargeback(tx, invoiceID, n.PaymentID)
	})
	return recorded, err
}

// ChargebackOf is the invoice's chargeback, if any.
func (s *Store) ChargebackOf(ctx context.Context, invoiceID int64) (*Chargeback, error) {
	var c Chargeback
	res := s.db.WithContext(ctx).Raw(`SELECT invoice_id, payment_id, amount, created_at, mailed_at FROM chargebacks
		WHERE invoice_id = ?`, invoiceID).Scan(&c)
	if res.Error != nil || res.RowsAffected == 0 {
		return nil, res.Error
	}
	return &c, nil
}

// ChargebackMailing is a chargeback with what its mail to the admins says.
type ChargebackMailing struct {
	InvoiceID  int64
	Cref       string
	PaymentID  string
	Amount     int64
	Consultee  string
	Consultant string
	Cancelled  int64 // refunds left unpaid because of it
}

// ChargebacksToMail lists chargebacks the admins were not yet told of.
func (s *Store) ChargebacksToMail(ctx context.Context, limit int) ([]ChargebackMailing, error) {
	var out []ChargebackMailing
	err := s.db.WithContext(ctx).Raw(`SELECT c.invoice_id, i.cref, c.payment_id, c.amount,
			ce.first_name || ' ' || ce.last_name AS consultee, ct.first_name || ' ' || ct.last_name AS consultant,
			(SELECT count(*) FROM refunds r WHERE r.invoice_id = c.invoice_id AND r.status = ?) AS cancelled
		FROM chargebacks c JOIN invoices i ON i.id = c.invoice_id
		JOIN consultees ce ON ce.id = i.consultee_id JOIN consultants ct ON ct.id = i.consultant_id
		WHERE c.mailed_at IS NULL ORDER BY c.invoice_id LIMIT ?`, models.RefundCancelled, limit).Scan(&out).Error
	return out, err
}

// MarkChargebackMailed records that the admins were told of the invoice's chargeback.
func (s *Store) MarkChargebackMailed(ctx context.Context, invoiceID int64) error {
	return s.db.WithContext(ctx).Exec(`UPDATE chargebacks SET mailed_at = now() WHERE invoice_id = ?`, invoiceID).Error
}

// ChargebacksOf returns the chargeback of each invoice in ids that has one.
func (s *Store) ChargebacksOf(ctx context.Context, ids []int64) (map[int64]Chargeback, error) {
	out := map[int64]Chargeback{}
	if len(ids) == 0 {
		return out, nil
	}
	var rows []Chargeback
	err := s.db.WithContext(ctx).Raw(`SELECT invoice_id, payment_id, amount, created_at, mailed_at FROM chargebacks
		WHERE invoice_id IN ?`, ids).Scan(&rows).Error
	for _, r := range rows {
		out[r.InvoiceID] = r
	}
	return out, err
}
