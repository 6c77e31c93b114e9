package ledger

import (
	"fmt"

	"gorm.io/gorm"

	"cerebro/rules"
)

// ChargebackPosting is money the card holder's bank took back from a payment
// (PayHere status -3), for the ledger.
type ChargebackPosting struct {
	InvoiceID int64
	PaymentID string // the gateway's payment id
	// BookingID is the booking whose money is taken back; 0 for a payment
	// nothing used (one owed back in full, PAYMENT_TO_RETURN).
	BookingID int64
	Amount    int64 // cents taken back, > 0
}

// PostChargeback writes a chargeback to the ledger (Chargeback), once
// per payment and booking, in the caller's transaction: the cash goes out,
// and a booking's platform and consultant shares of it are reversed — all
// that the booking still holds when the bank takes all of it back, so no
// cent stays behind — which leaves the consultant owing their share if it
// was already paid out; a payment nothing used settles what was owed back.
func PostChargeback(tx *gorm.DB, cb ChargebackPosting) error {
	if cb.Amount <= 0 || cb.PaymentID == "" || cb.InvoiceID <= 0 {
		return fmt.Errorf("ledger: a chargeback needs an invoice, a payment and an amount (%+v)", cb)
	}
	source := "chargeback-" + cb.PaymentID
	if cb.BookingID == 0 {
		return post(tx, cb.InvoiceID, 0, Chargeback, source,
			line{AccountToReturn, cb.Amount}, line{AccountCash, -cb.Amount})
	}
	held, err := bookingHolds(tx, cb.BookingID)
	if err != nil {
		return err
	}
	// A discounted booking's chargeback, as its refunds, stands for more of
	// the full price than the bank took (RefundGross): the shares of that
	// are reversed, and the promo expense of the difference given back.
	gross, err := RefundGross(tx, cb.BookingID, "", cb.Amount)
	if err != nil {
		return err
	}
	platform, consultant := rules.SplitCommission(gross)
	promo := cb.Amount - gross
	if cb.Amount == held.cash {
		platform, consultant, promo = -held.platform, -held.consultant, -held.promo
	}
	return post(tx, cb.InvoiceID, cb.BookingID, Chargeback, fmt.Sprintf("%s/booking-%d", source, cb.BookingID),
		line{AccountPlatform, platform}, line{AccountConsultant, consultant}, line{AccountPromo, promo}, line{AccountCash, -cb.Amount})
}

// PostPaymentChargeback writes the chargeback of a whole payment of the
// invoice: for the payment that paid it, each booking's cash still held
// (captured less refunds paid), booking by booking; for a payment nothing
// used, what is still owed back. A payment the ledger never took in posts
// nothing.
func PostPaymentChargeback(tx *gorm.DB, invoiceID int64, paymentID string) error {
	var bookings []int64
	if err := tx.Raw(`SELECT DISTINCT booking_id FROM ledger_entries WHERE invoice_id = ? AND kind = ?
		AND source LIKE ? AND booking_id IS NOT NULL ORDER BY booking_id`,
		invoiceID, PaymentCaptured, likePrefix(paymentID)+"/booking-%").Scan(&bookings).Error; err != nil {
		return err
	}
	for _, b := range bookings {
		held, err := bookingHolds(tx, b)
		if err != nil {
			return err
		}
		if held.cash <= 0 {
			continue
		}
		if err := PostChargeback(tx, ChargebackPosting{InvoiceID: invoiceID, PaymentID: paymentID, BookingID: b, Amount: held.cash}); err != nil {
			return err
		}
	}
	var owed int64
	if err := tx.Raw(`SELECT COALESCE(-sum(amount), 0) FROM ledger_entries WHERE invoice_id = ? AND account = ?
		AND (source = ? OR source IN (SELECT 'refund-' || id FROM refunds WHERE payment_id = ? AND booking_id IS NULL))`,
		invoiceID, AccountToReturn, paymentID, paymentID).Scan(&owed).Error; err != nil || owed <= 0 {
		return err
	}
	return PostChargeback(tx, ChargebackPosting{InvoiceID: invoiceID, PaymentID: paymentID, Amount: owed})
}

// held is what a booking's money events left in each account.
type held struct{ cash, platform, consultant, promo int64 }

// bookingHolds sums a booking's captured money less what went back
// (refunds, chargebacks): what it still holds, and its shares of it.
func bookingHolds(tx *gorm.DB, bookingID int64) (held, error) {
	var rows []struct {
		Account string
		Sum     int64
	}
	err := tx.Raw(`SELECT account, sum(amount) AS sum FROM ledger_entries WHERE booking_id = ? AND kind IN (?, ?, ?)
		GROUP BY account`, bookingID, PaymentCaptured, RefundPaid, Chargeback).Scan(&rows).Error
	var h held
	for _, r := range rows {
		switch r.Account {
		case AccountCash:
			h.cash = r.Sum
		case AccountPlatform:
			h.platform = r.Sum
		case AccountConsultant:
			h.consultant = r.Sum
		case AccountPromo:
			h.promo = r.Sum
		}
	}
	return h, err
}

// likePrefix escapes s for a LIKE pattern that starts with it.
func likePrefix(s string) string {
	r := []rune{}
	for _, c := range s {
		if c == '%' || c == '_' || c == '\\' {
			r = append(r, '\\')
		}
		r = append(r, c)
	}
	return string(r)
}
