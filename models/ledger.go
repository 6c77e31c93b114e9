package models

import (
	"context"
	"fmt"
	"time"

	"gorm.io/gorm"

	"cerebro/rules"
)

// The money ledger (append-only, double-entry): every money event writes
// lines that sum to zero, in the same transaction as the state it records,
// once per (kind, source). Debits are positive, credits negative. A line
// names the booking it is about, when it is about one: a payment is
// captured per booking, each booking's price split on its own exactly as
// its refunds and its payout split it, so a booking refunded in full or
// paid out leaves no cent in the platform's or the consultant's account.

// Ledger accounts.
const (
	AccountCash       = "cash"               // held at the gateway or the bank
	AccountPlatform   = "platform_revenue"   // the platform's share
	AccountConsultant = "consultant_payable" // owed to the consultant
	AccountToReturn   = "payments_to_return" // received, usable for nothing: goes back
)

// Ledger event kinds.
const (
	LedgerPaymentCaptured = "PAYMENT_CAPTURED"  // an invoice paid: cash in, split 30/70
	LedgerPaymentToReturn = "PAYMENT_TO_RETURN" // a payment nothing could use (late, second, after a cancel)
	LedgerRefundPaid      = "REFUND_PAID"       // money given back (gateway or bank transfer)
	LedgerPenalty         = "PENALTY"           // a consultant's cancellation or no-show: the platform's share
	// LedgerDepositConfirmed: the admin confirmed that the deposit of a slip
	// nobody reviewed in time reached the bank; it is owed back. Until then
	// such a slip is in the ledger not at all.
	LedgerDepositConfirmed = "DEPOSIT_CONFIRMED"
	LedgerChargeback       = "CHARGEBACK" // the card holder's bank took a payment back (PostChargeback)
)

// LedgerEntry is one line of the ledger.
type LedgerEntry struct {
	ID        int64     `json:"-"`
	InvoiceID int64     `json:"-"`
	BookingID *int64    `json:"-"`
	Kind      string    `json:"kind"`
	Source    string    `json:"source"`
	Account   string    `json:"account"`
	Amount    int64     `json:"amount"`
	CreatedAt time.Time `json:"at"`
}

// ledgerLine is one account's share of an event.
type ledgerLine struct {
	account string
	amount  int64
}

// post writes an event's lines unless that event (kind, source) is already
// in the ledger; the lines must balance. bookingID names the booking the
// event is about (0: the invoice as a whole).
func post(tx *gorm.DB, invoiceID, bookingID int64, kind, source string, lines ...ledgerLine) error {
	var sum int64
	for _, l := range lines {
		sum += l.amount
	}
	if sum != 0 {
		return fmt.Errorf("ledger: %s %s does not balance (%d)", kind, source, sum)
	}
	var booking *int64
	if bookingID > 0 {
		booking = &bookingID
	}
	for _, l := range lines {
		if l.amount == 0 {
			continue
		}
		err := tx.Exec(`INSERT INTO ledger_entries (invoice_id, booking_id, kind, source, account, amount) VALUES (?, ?, ?, ?, ?, ?)
			ON CONFLICT (kind, source, account) DO NOTHING`, invoiceID, booking, kind, source, l.account, l.amount).Error
		if err != nil {
			return err
		}
	}
	return nil
}

// postPaymentCaptured: the invoice's total comes in, booking by booking,
// each booking's price split between the platform and the consultant
// (rules.SplitCommission, as its refunds and payout split it). Splitting
// the total once instead could differ from the bookings' shares by a cent,
// which would stay behind when they are refunded or paid out.
func postPaymentCaptured(tx *gorm.DB, inv *Invoice, paymentID string) error {
	source := paymentID
	if source == "" {
		source = "slip-" + inv.Cref
	}
	var bookings []struct{ ID, Price int64 }
	if err := tx.Raw(`SELECT b.id, s.price FROM bookings b JOIN cerebroslots s ON s.id = b.cerebroslot_id
		WHERE b.invoice_id = ? ORDER BY b.id`, inv.ID).Scan(&bookings).Error; err != nil {
		return err
	}
	rest := inv.TotalAmount
	for _, b := range bookings {
		platform, consultant := rules.SplitCommission(b.Price)
		if err := post(tx, inv.ID, b.ID, LedgerPaymentCaptured, fmt.Sprintf("%s/booking-%d", source, b.ID),
			ledgerLine{AccountCash, b.Price}, ledgerLine{AccountPlatform, -platform}, ledgerLine{AccountConsultant, -consultant}); err != nil {
			return err
		}
		rest -= b.Price
	}
	if rest == 0 {
		return nil
	}
	// The bookings do not add up to the total (never, as checkouts are
	// made): the rest is captured on the invoice, and LedgerProblems says so.
	platform, consultant := rules.SplitCommission(rest)
	return post(tx, inv.ID, 0, LedgerPaymentCaptured, source,
		ledgerLine{AccountCash, rest}, ledgerLine{AccountPlatform, -platform}, ledgerLine{AccountConsultant, -consultant})
}

// postPaymentToReturn: a payment nothing could use came in and is owed back.
func postPaymentToReturn(tx *gorm.DB, invoiceID int64, paymentID string, amount int64) error {
	return post(tx, invoiceID, 0, LedgerPaymentToReturn, paymentID,
		ledgerLine{AccountCash, amount}, ledgerLine{AccountToReturn, -amount})
}

// postRefundPaid: a refund went back. A booking's refund reverses the
// platform's and the consultant's shares of it; an unusable payment's, or
// an unreviewed slip's (whose deposit was confirmed, never captured),
// settles what was owed back.
func postRefundPaid(tx *gorm.DB, refundID int64) error {
	var r struct {
		InvoiceID int64
		BookingID *int64
		Cause     rules.Cause
		Amount    int64
	}
	if err := tx.Raw(`SELECT invoice_id, booking_id, cause, COALESCE(amount, 0) AS amount FROM refunds WHERE id = ?`, refundID).
		Scan(&r).Error; err != nil {
		return err
	}
	source := fmt.Sprintf("refund-%d", refundID)
	if r.BookingID == nil {
		return post(tx, r.InvoiceID, 0, LedgerRefundPaid, source, ledgerLine{AccountToReturn, r.Amount}, ledgerLine{AccountCash, -r.Amount})
	}
	if r.Cause == rules.CauseSlipNotReviewed {
		return post(tx, r.InvoiceID, *r.BookingID, LedgerRefundPaid, source,
			ledgerLine{AccountToReturn, r.Amount}, ledgerLine{AccountCash, -r.Amount})
	}
	platform, consultant := rules.SplitCommission(r.Amount)
	if r.Cause == rules.CauseRescheduledCheaper {
		var err error
		if platform, consultant, err = differenceShares(tx, *r.BookingID, r.Amount); err != nil {
			return err
		}
	}
	return post(tx, r.InvoiceID, *r.BookingID, LedgerRefundPaid, source,
		ledgerLine{AccountPlatform, platform}, ledgerLine{AccountConsultant, consultant}, ledgerLine{AccountCash, -r.Amount})
}

// postDepositConfirmed: the admin confirmed that an unreviewed slip's
// deposit reached the bank (approving its refund): the amount is cash
// held and owed back, nobody's share. A rejected or undecided one posts
// nothing.
func postDepositConfirmed(tx *gorm.DB, refundID int64) error {
	var r struct {
		InvoiceID, BookingID, Amount int64
		Cause                        rules.Cause
		Status                       string
	}
	if err := tx.Raw(`SELECT invoice_id, COALESCE(booking_id, 0) AS booking_id, COALESCE(amount, 0) AS amount, cause, status
		FROM refunds WHERE id = ?`, refundID).Scan(&r).Error; err != nil {
		return err
	}
	if r.Cause != rules.CauseSlipNotReviewed || r.Status != RefundApproved || r.Amount <= 0 {
		return nil
	}
	return post(tx, r.InvoiceID, r.BookingID, LedgerDepositConfirmed, fmt.Sprintf("refund-%d", refundID),
		ledgerLine{AccountCash, r.Amount}, ledgerLine{AccountToReturn, -r.Amount})
}

// differenceShares splits the refund of a cheaper reschedule so that the
// shares left are exactly those of the new price: the old price's shares
// less the new one's (splitting the difference itself could be a cent off,
// and the payout pays 70 % of the new price).
func differenceShares(tx *gorm.DB, bookingID, amount int64) (int64, int64, error) {
	var p struct{ OldPrice, NewPrice int64 }
	err := tx.Raw(`SELECT o.price AS old_price, n.price AS new_price FROM bookings b
		JOIN cerebroslots n ON n.id = b.cerebroslot_id JOIN cerebroslots o ON o.id = b.rescheduled_from
		WHERE b.id = ?`, bookingID).Scan(&p).Error
	if err != nil || p.OldPrice-p.NewPrice != amount {
		platform, consultant := rules.SplitCommission(amount)
		return platform, consultant, err
	}
	oldPlatform, _ := rules.SplitCommission(p.OldPrice)
	newPlatform, _ := rules.SplitCommission(p.NewPrice)
	return oldPlatform - newPlatform, amount - (oldPlatform - newPlatform), nil
}

// postPenalty: the consultant who cancelled or did not come owes the
// platform its share of the booking (rules.PenaltyOf).
func postPenalty(tx *gorm.DB, bookingID int64) error {
	var b struct {
		InvoiceID int64
		Price     int64
	}
	if err := tx.Raw(`SELECT b.invoice_id, s.price FROM bookings b JOIN cerebroslots s ON s.id = b.cerebroslot_id
		WHERE b.id = ?`, bookingID).Scan(&b).Error; err != nil {
		return err
	}
	p := rules.PenaltyOf(b.Price)
	return post(tx, b.InvoiceID, bookingID, LedgerPenalty, fmt.Sprintf("booking-%d", bookingID),
		ledgerLine{AccountConsultant, p}, ledgerLine{AccountPlatform, -p})
}

// LedgerOfInvoice returns an invoice's ledger lines in the order written.
func (s *Store) LedgerOfInvoice(ctx context.Context, invoiceID int64) ([]LedgerEntry, error) {
	var out []LedgerEntry
	err := s.DB.WithContext(ctx).Raw(`SELECT id, invoice_id, booking_id, kind, source, account, amount, created_at
		FROM ledger_entries WHERE invoice_id = ? ORDER BY id`, invoiceID).Scan(&out).Error
	return out, err
}
