// Package ledger is the money ledger (append-only, double-entry): every
// money event writes lines that sum to zero, in the same transaction as the
// state it records, once per (kind, source). Debits are positive, credits
// negative. A line names the booking it is about, when it is about one: a
// payment is captured per booking, each booking's price split on its own
// exactly as its refunds and its payout split it, so a booking refunded in
// full or paid out leaves no cent in the platform's or the consultant's
// account.
//
// The postings are functions taking the caller's transaction (*gorm.DB), so
// that the area whose state changes (a payment confirmed, a refund paid, a
// booking cancelled with a penalty, a chargeback) writes the ledger
// atomically with it. The package imports none of those areas, so that every
// one of them can post to it.
package ledger

import (
	"fmt"
	"time"

	"gorm.io/gorm"
)

// Ledger accounts.
const (
	AccountCash       = "cash"               // held at the gateway or the bank
	AccountPlatform   = "platform_revenue"   // the platform's share
	AccountConsultant = "consultant_payable" // owed to the consultant
	AccountToReturn   = "payments_to_return" // received, usable for nothing: goes back
	// AccountPromo is what promo codes took off bookings (a debit): the
	// platform bears the discount, so its revenue is platform_revenue less
	// this (contra-revenue); the consultant's share is of the full price.
	AccountPromo = "promo_discounts"
)

// Kind is the money event a ledger line belongs to.
type Kind string

// Ledger event kinds.
const (
	PaymentCaptured Kind = "PAYMENT_CAPTURED"  // an invoice paid: cash in, split 30/70
	PaymentToReturn Kind = "PAYMENT_TO_RETURN" // a payment nothing could use (late, second, after a cancel)
	RefundPaid      Kind = "REFUND_PAID"       // money given back (gateway or bank transfer)
	Penalty         Kind = "PENALTY"           // a consultant's cancellation or no-show: the platform's share
	// DepositConfirmed: the admin confirmed that the deposit of a slip
	// nobody reviewed in time reached the bank; it is owed back. Until then
	// such a slip is in the ledger not at all.
	DepositConfirmed Kind = "DEPOSIT_CONFIRMED"
	Chargeback       Kind = "CHARGEBACK" // the card holder's bank took a payment back (PostChargeback)
	Payout           Kind = "PAYOUT"     // a payout to a consultant, per item (PostPayoutItem)
)

// Entry is one line of the ledger.
type Entry struct {
	ID        int64     `json:"-"`
	InvoiceID int64     `json:"-"`
	BookingID *int64    `json:"-"`
	Kind      Kind      `json:"kind"`
	Source    string    `json:"source"`
	Account   string    `json:"account"`
	Amount    int64     `json:"amount"`
	CreatedAt time.Time `json:"at"`
}

// line is one account's share of an event.
type line struct {
	account string
	amount  int64
}

// post writes an event's lines unless that event (kind, source) is already
// in the ledger; the lines must balance. bookingID names the booking the
// event is about (0: the invoice as a whole).
func post(tx *gorm.DB, invoiceID, bookingID int64, kind Kind, source string, lines ...line) error {
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
