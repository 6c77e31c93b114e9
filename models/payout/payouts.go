package payout

import (
	"context"
	"errors"
	"time"

	"gorm.io/gorm"

	"cerebro/models"
	"cerebro/models/ledger"
	"cerebro/rules"
)

// Consultant payouts. At the end of each period every consultant's open
// items that became payable before the period ended are gathered into one
// payout (one per consultant and period):
//   - BOOKING: 70 % of a completed booking whose claim window closed with no
//     refund open on it;
//   - REFUND: minus 70 % of a refund paid on such a booking — also one paid
//     after the booking was paid out, which is then carried into the next
//     payout as a negative item; not the difference refunded when it was
//     moved to a cheaper slot: BOOKING is already 70 % of that slot's price;
//   - PENALTY: minus the platform's share of a booking the consultant
//     cancelled or missed (rules.PenaltyOf);
//   - CHARGEBACK: minus what was paid out for a booking whose card payment
//     was charged back (bookings of such an invoice are not paid at all).
// A consultant whose items add up to nothing or less, or who has no
// confirmed bank details (a verified profile with bank, branch and
// account), gets no payout this period: the items stay open and carry the
// balance forward.

// ItemKind is what a payout item pays or takes back.
type ItemKind string

// Payout item kinds.
const (
	ItemBooking ItemKind = "BOOKING"
	ItemRefund  ItemKind = "REFUND"
	ItemPenalty ItemKind = "PENALTY"
	// ItemChargeback takes back a paid-out booking's share.
	ItemChargeback ItemKind = "CHARGEBACK"
)

// Status is whether the admin has paid a payout.
type Status string

// Payout statuses.
const (
	Pending Status = "PENDING"
	Paid    Status = "PAID"
)

// Statuses are every status a payout can have (the table's check).
var Statuses = []Status{Pending, Paid}

// ErrNotPending: the payout is already paid.
var ErrNotPending = errors.New("payout is not pending")

// PayoutItem is one line of a payout.
type PayoutItem struct {
	ID        int64    `json:"-"`
	PayoutID  int64    `json:"-"`
	Kind      ItemKind `json:"kind"`
	RefID     int64    `json:"refId"`
	InvoiceID int64    `json:"invoiceId"`
	Amount    int64    `json:"amount"`
}

// ConsultantPayout is one consultant's payout of one period.
type ConsultantPayout struct {
	ID           int64
	ConsultantID int64
	Consultant   string // the consultant's name
	PeriodStart  time.Time
	PeriodEnd    time.Time
	Amount       int64
	Status       Status
	AccountName  string
	Bank         string
	Branch       string
	Account      string
	Reference    string
	PaidAt       *time.Time
	CreatedAt    time.Time
}

// TableName is the payouts table.
func (ConsultantPayout) TableName() string { return "payouts" }

// PayoutBreakdown is a sum of payout items by kind: sessions (positive),
// refunds, penalties and chargebacks (negative).
type PayoutBreakdown struct {
	Sessions    int64 `json:"sessions"`
	Refunds     int64 `json:"refunds"`
	Penalties   int64 `json:"penalties"`
	Chargebacks int64 `json:"chargebacks"`
}

// Total is what the items add up to.
func (b PayoutBreakdown) Total() int64 { return b.Sessions + b.Refunds + b.Penalties + b.Chargebacks }

func (b *PayoutBreakdown) add(it PayoutItem) {
	switch it.Kind {
	case ItemBooking:
		b.Sessions += it.Amount
	case ItemRefund:
		b.Refunds += it.Amount
	case ItemPenalty:
		b.Penalties += it.Amount
	case ItemChargeback:
		b.Chargebacks += it.Amount
	}
}

// PayoutBreakdowns sums the items of each payout in ids by kind.
func (s *Store) PayoutBreakdowns(ctx context.Context, ids []int64) (map[int64]PayoutBreakdown, error) {
	out := map[int64]PayoutBreakdown{}
	if len(ids) == 0 {
		return out, nil
	}
	var items []PayoutItem
	if err := s.db.WithContext(ctx).Where("payout_id IN ?", ids).Find(&items).Error; err != nil {
		return nil, err
	}
	for _, it := range items {
		b := out[it.PayoutID]
		b.add(it)
		out[it.PayoutID] = b
	}
	return out, nil
}

// PendingBalance is what a consultant would be paid if the period ended at
// now, by kind (its total may be negative: carried forward), and what is
// still in a claim window (completed sessions not yet payable).
func (s *Store) PendingBalance(ctx context.Context, consultantID int64, now time.Time) (pending PayoutBreakdown, waiting int64, err error) {
	err = s.db.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		items, err := payableItems(tx, consultantID, now)
		for _, it := range items {
			pending.add(it)
		}
		if err != nil {
			return err
		}
		var prices []int64
		if err := tx.Raw(`SELECT s.price FROM bookings b JOIN cerebroslots s ON s.id = b.cerebroslot_id
			WHERE b.consultant_id = ? AND b.status = ? AND s.ends_at > ?`,
			consultantID, models.BookingCompleted, now.Add(-rules.ClaimWindow)).Scan(&prices).Error; err != nil {
			return err
		}
		for _, p := range prices {
			_, share := rules.SplitCommission(p)
			waiting += share
		}
		return nil
	})
	return pending, waiting, err
}

const payoutColumns = `p.id, p.consultant_id, c.first_name || ' ' || c.last_name AS consultant, p.period_start, p.period_end,
	p.amount, p.status, p.account_name, p.bank, p.branch, p.account, p.reference, p.paid_at, p.created_at
	FROM payouts p JOIN consultants c ON c.id = p.consultant_id`

// OfPeriod lists the payouts of the period that started at start.
func (s *Store) OfPeriod(ctx context.Context, start time.Time) ([]ConsultantPayout, error) {
	var out []ConsultantPayout
	err := s.db.WithContext(ctx).Raw(`SELECT `+payoutColumns+` WHERE p.period_start = ? ORDER BY c.last_name, c.first_name, p.id`,
		start).Scan(&out).Error
	return out, err
}

// Periods lists the starts of the periods that have payouts, newest first.
func (s *Store) Periods(ctx context.Context, limit int) ([]time.Time, error) {
	var out []time.Time
	err := s.db.WithContext(ctx).Raw(`SELECT DISTINCT period_start FROM payouts ORDER BY period_start DESC LIMIT ?`, limit).
		Scan(&out).Error
	return out, err
}

// OfConsultant lists a consultant's payouts, newest first.
func (s *Store) OfConsultant(ctx context.Context, consultantID int64) ([]ConsultantPayout, error) {
	var out []ConsultantPayout
	err := s.db.WithContext(ctx).Raw(`SELECT `+payoutColumns+` WHERE p.consultant_id = ? ORDER BY p.period_start DESC`,
		consultantID).Scan(&out).Error
	return out, err
}

// ItemsOf lists the items of a payout.
func (s *Store) ItemsOf(ctx context.Context, payoutID int64) ([]PayoutItem, error) {
	var out []PayoutItem
	err := s.db.WithContext(ctx).Where("payout_id = ?", payoutID).Order("id").Find(&out).Error
	return out, err
}

// MarkPaid records that the admin paid a payout by bank transfer with
// the bank's reference, and writes it to the ledger (per item, on its
// invoice) in the same transaction.
func (s *Store) MarkPaid(ctx context.Context, payoutID, adminID int64, reference string) error {
	return s.db.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		res := tx.Exec(`UPDATE payouts SET status = ?, reference = ?, paid_by = ?, paid_at = now() WHERE id = ? AND status = ?`,
			Paid, reference, models.Decider(adminID), payoutID, Pending)
		if res.Error != nil {
			return res.Error
		}
		if res.RowsAffected == 0 {
			var n int64
			if err := tx.Raw(`SELECT count(*) FROM payouts WHERE id = ?`, payoutID).Scan(&n).Error; err != nil {
				return err
			}
			if n == 0 {
				return models.ErrNotFound
			}
			return ErrNotPending
		}
		var items []PayoutItem
		if err := tx.Where("payout_id = ?", payoutID).Order("id").Find(&items).Error; err != nil {
			return err
		}
		for _, it := range items {
			booking, err := bookingOfItem(tx, it)
			if err != nil {
				return err
			}
			if err := ledger.PostPayoutItem(tx, ledger.PayoutLine{PayoutID: payoutID, ItemKind: string(it.Kind), RefID: it.RefID,
				InvoiceID: it.InvoiceID, BookingID: booking, Amount: it.Amount}); err != nil {
				return err
			}
		}
		return nil
	})
}

// bookingOfItem is the booking a payout item pays or takes back (0 for a
// kind that names none), for its ledger line.
func bookingOfItem(tx *gorm.DB, it PayoutItem) (int64, error) {
	var id int64
	var err error
	switch it.Kind {
	case ItemBooking:
		id = it.RefID
	case ItemRefund:
		err = tx.Raw(`SELECT COALESCE(booking_id, 0) FROM refunds WHERE id = ?`, it.RefID).Scan(&id).Error
	case ItemPenalty:
		err = tx.Raw(`SELECT booking_id FROM penalties WHERE id = ?`, it.RefID).Scan(&id).Error
	}
	return id, err
}
