package payout

import (
	"context"
	"errors"
	"fmt"
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

// Open creates the period's payouts: for each consultant, the items
// payable at the period's end. Running it again for the same period changes
// nothing.
func (s *Store) Open(ctx context.Context, start, end time.Time) (models.PayoutRun, error) {
	var run models.PayoutRun
	var ids []int64
	if err := s.db.WithContext(ctx).Raw(`SELECT id FROM consultants ORDER BY id`).Scan(&ids).Error; err != nil {
		return run, err
	}
	for _, id := range ids {
		amount, opened, err := s.openPayout(ctx, id, start, end)
		if err != nil {
			return run, fmt.Errorf("payout of consultant %d: %w", id, err)
		}
		switch {
		case opened:
			run.Opened++
			run.Total += amount
		case amount != 0:
			run.Carried++
		}
	}
	return run, nil
}

// errNothingToPay rolls back a payout that would pay nothing.
var errNothingToPay = errors.New("nothing to pay")

// openPayout opens one consultant's payout for the period, in one
// transaction: the items, then the payout, or nothing at all.
func (s *Store) openPayout(ctx context.Context, consultantID int64, start, end time.Time) (int64, bool, error) {
	var amount int64
	err := s.db.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		// One payout per consultant and period, and one run at a time per consultant.
		if err := tx.Exec(`SELECT pg_advisory_xact_lock(?, ?)`, payoutLockClass, consultantID).Error; err != nil {
			return err
		}
		var c struct {
			Name, Bank, BankBranch, AccNumber, Status string
			Exists, BankChangePending                 bool
		}
		if err := tx.Raw(`SELECT first_name || ' ' || last_name AS name, bank, bank_branch, acc_number, status,
				bank_change_pending_since IS NOT NULL AS bank_change_pending,
				EXISTS (SELECT 1 FROM payouts WHERE consultant_id = c.id AND period_start = ?) AS exists
			FROM consultants c WHERE id = ?`, start, consultantID).Scan(&c).Error; err != nil || c.Exists {
			return err
		}
		items, err := payableItems(tx, consultantID, end)
		if err != nil || len(items) == 0 {
			return err
		}
		for _, it := range items {
			amount += it.Amount
		}
		// Nothing to pay, nobody to pay, or an account change the admin has
		// not confirmed: the balance waits for the next period.
		if amount <= 0 || (c.Status != models.ConsultantVerified && c.Status != models.ConsultantSuspended) || c.Bank == "" || c.BankBranch == "" ||
			c.AccNumber == "" || c.BankChangePending {
			return errNothingToPay
		}
		p := ConsultantPayout{ConsultantID: consultantID, PeriodStart: start, PeriodEnd: end, Amount: amount, Status: Pending,
			AccountName: c.Name, Bank: c.Bank, Branch: c.BankBranch, Account: c.AccNumber}
		if err := tx.Omit("Consultant").Create(&p).Error; err != nil {
			return err
		}
		for i := range items {
			items[i].PayoutID = p.ID
		}
		return tx.Create(&items).Error
	})
	if errors.Is(err, errNothingToPay) {
		return amount, false, nil
	}
	return amount, err == nil && amount > 0, err
}

// payoutLockClass is the advisory lock namespace of payout runs.
const payoutLockClass = 5001

// payableItems are a consultant's open items payable at cutoff.
func payableItems(tx *gorm.DB, consultantID int64, cutoff time.Time) ([]PayoutItem, error) {
	var bookings []struct {
		ID, InvoiceID, Price int64
	}
	err := tx.Raw(`SELECT b.id, b.invoice_id, s.price FROM bookings b JOIN cerebroslots s ON s.id = b.cerebroslot_id
		WHERE b.consultant_id = ? AND b.status = ? AND s.ends_at <= ?
		  AND NOT EXISTS (SELECT 1 FROM refunds r WHERE r.booking_id = b.id AND r.status IN (?, ?, ?, ?) AND r.`+models.NotDifference+`)
		  AND NOT EXISTS (SELECT 1 FROM payout_items p WHERE p.kind = ? AND p.ref_id = b.id)
		  AND NOT EXISTS (SELECT 1 FROM chargebacks cb WHERE cb.invoice_id = b.invoice_id)
		ORDER BY b.id`, consultantID, models.BookingCompleted, cutoff.Add(-rules.ClaimWindow),
		models.RefundRequested, models.RefundApproved, models.RefundSubmitting, models.RefundFailed, ItemBooking).Scan(&bookings).Error
	if err != nil {
		return nil, err
	}
	var items []PayoutItem
	var booked []int64
	for _, b := range bookings {
		_, share := rules.SplitCommission(b.Price)
		items = append(items, PayoutItem{Kind: ItemBooking, RefID: b.ID, InvoiceID: b.InvoiceID, Amount: share})
		booked = append(booked, b.ID)
	}
	var reversals []struct{ ID, InvoiceID, Amount int64 }
	err = tx.Raw(`SELECT r.id, r.invoice_id, r.amount FROM refunds r
		WHERE r.status = ? AND r.booking_id IS NOT NULL AND r.`+models.NotDifference+`
		  AND (r.booking_id IN ? OR EXISTS (SELECT 1 FROM payout_items p WHERE p.kind = ? AND p.ref_id = r.booking_id))
		  AND NOT EXISTS (SELECT 1 FROM payout_items p WHERE p.kind = ? AND p.ref_id = r.id)
		  AND NOT EXISTS (SELECT 1 FROM chargebacks cb WHERE cb.invoice_id = r.invoice_id)
		  AND EXISTS (SELECT 1 FROM bookings b WHERE b.id = r.booking_id AND b.consultant_id = ?)`,
		models.RefundPaid, append(booked, 0), ItemBooking, ItemRefund, consultantID).Scan(&reversals).Error
	if err != nil {
		return nil, err
	}
	for _, r := range reversals {
		_, share := rules.SplitCommission(r.Amount)
		items = append(items, PayoutItem{Kind: ItemRefund, RefID: r.ID, InvoiceID: r.InvoiceID, Amount: -share})
	}
	takeBacks, err := chargebackItems(tx, consultantID)
	if err != nil {
		return nil, err
	}
	items = append(items, takeBacks...)
	var penalties []struct{ ID, InvoiceID, Price int64 }
	err = tx.Raw(`SELECT p.id, b.invoice_id, s.price FROM penalties p JOIN bookings b ON b.id = p.booking_id
		JOIN cerebroslots s ON s.id = b.cerebroslot_id
		WHERE p.consultant_id = ? AND p.created_at < ?
		  AND NOT EXISTS (SELECT 1 FROM payout_items i WHERE i.kind = ? AND i.ref_id = p.id)`,
		consultantID, cutoff, ItemPenalty).Scan(&penalties).Error
	for _, p := range penalties {
		items = append(items, PayoutItem{Kind: ItemPenalty, RefID: p.ID, InvoiceID: p.InvoiceID, Amount: -rules.PenaltyOf(p.Price)})
	}
	return items, err
}

// chargebackItems take back, from a consultant, what was paid out for each
// booking of a charged-back invoice: its BOOKING item less the REFUND items
// already taken for it, so the booking nets to nothing.
func chargebackItems(tx *gorm.DB, consultantID int64) ([]PayoutItem, error) {
	var rows []struct{ ID, InvoiceID, Paid int64 }
	err := tx.Raw(`SELECT b.id, b.invoice_id, p.amount + COALESCE((SELECT sum(ri.amount) FROM payout_items ri
				JOIN refunds r ON r.id = ri.ref_id WHERE ri.kind = ? AND r.booking_id = b.id), 0) AS paid
		FROM bookings b JOIN payout_items p ON p.kind = ? AND p.ref_id = b.id
		WHERE b.consultant_id = ? AND EXISTS (SELECT 1 FROM chargebacks cb WHERE cb.invoice_id = b.invoice_id)
		  AND NOT EXISTS (SELECT 1 FROM payout_items c WHERE c.kind = ? AND c.ref_id = b.id)
		ORDER BY b.id`, ItemRefund, ItemBooking, consultantID, ItemChargeback).Scan(&rows).Error
	var items []PayoutItem
	for _, r := range rows {
		if r.Paid > 0 {
			items = append(items, PayoutItem{Kind: ItemChargeback, RefID: r.ID, InvoiceID: r.InvoiceID, Amount: -r.Paid})
		}
	}
	return items, err
}

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
