package payout

import (
	"context"
	"errors"
	"fmt"
	"time"

	"gorm.io/gorm"

	"cerebro/models"
	"cerebro/rules"
)

// Opening a period's payouts: each consultant's items payable at the
// period's end, gathered in one transaction per consultant.

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
			Name, Bank, BankBranch, AccNumber string
			Status                            models.ConsultantStatus
			Exists, BankChangePending         bool
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
	// A discounted booking's refund takes back the shares of the full-price
	// amount it stands for (rules.RefundGross), as the ledger does.
	var reversals []struct{ ID, InvoiceID, Amount, Price, DiscountCents int64 }
	err = tx.Raw(`SELECT r.id, r.invoice_id, r.amount,
		  (SELECT s.price FROM bookings b JOIN cerebroslots s ON s.id = b.cerebroslot_id WHERE b.id = r.booking_id) AS price,
		  (SELECT b.discount_cents FROM bookings b WHERE b.id = r.booking_id) AS discount_cents FROM refunds r
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
		_, share := rules.SplitCommission(rules.RefundGross(r.Amount, r.Price, r.DiscountCents))
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
