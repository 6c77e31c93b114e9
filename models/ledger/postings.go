package ledger

import (
	"fmt"

	"gorm.io/gorm"

	"cerebro/models"
	"cerebro/rules"
)

// Capture is an invoice's payment coming in: what PostPaymentCaptured needs.
type Capture struct {
	InvoiceID int64
	Cref      string // the invoice's reference: a slip payment's source
	Total     int64  // the invoice's total, in cents
	PaymentID string // the gateway's payment id; empty for a slip
}

// PostPaymentCaptured: the invoice's total comes in, booking by booking,
// each booking's price split between the platform and the consultant
// (rules.SplitCommission, as its refunds and payout split it). Splitting
// the total once instead could differ from the bookings' shares by a cent,
// which would stay behind when they are refunded or paid out.
func PostPaymentCaptured(tx *gorm.DB, c Capture) error {
	source := c.PaymentID
	if source == "" {
		source = "slip-" + c.Cref
	}
	var bookings []struct{ ID, Price, DiscountCents int64 }
	if err := tx.Raw(`SELECT b.id, s.price, b.discount_cents FROM bookings b JOIN cerebroslots s ON s.id = b.cerebroslot_id
		WHERE b.invoice_id = ? ORDER BY b.id`, c.InvoiceID).Scan(&bookings).Error; err != nil {
		return err
	}
	rest := c.Total
	for _, b := range bookings {
		// A promo code's part: paid less, shares of the full price, the
		// difference the platform's promo expense.
		platform, consultant := rules.SplitCommission(b.Price)
		if err := post(tx, c.InvoiceID, b.ID, PaymentCaptured, fmt.Sprintf("%s/booking-%d", source, b.ID),
			line{AccountCash, b.Price - b.DiscountCents}, line{AccountPromo, b.DiscountCents},
			line{AccountPlatform, -platform}, line{AccountConsultant, -consultant}); err != nil {
			return err
		}
		rest -= b.Price - b.DiscountCents
	}
	if rest == 0 {
		return nil
	}
	// The bookings do not add up to the total (never, as checkouts are
	// made): the rest is captured on the invoice, and Problems says so.
	platform, consultant := rules.SplitCommission(rest)
	return post(tx, c.InvoiceID, 0, PaymentCaptured, source,
		line{AccountCash, rest}, line{AccountPlatform, -platform}, line{AccountConsultant, -consultant})
}

// PostPaymentToReturn: a payment nothing could use came in and is owed back.
func PostPaymentToReturn(tx *gorm.DB, invoiceID int64, paymentID string, amount int64) error {
	return post(tx, invoiceID, 0, PaymentToReturn, paymentID,
		line{AccountCash, amount}, line{AccountToReturn, -amount})
}

// PostRefundPaid: a refund went back. A booking's refund reverses the
// platform's and the consultant's shares of it; an unusable payment's, or
// an unreviewed slip's (whose deposit was confirmed, never captured),
// settles what was owed back.
func PostRefundPaid(tx *gorm.DB, refundID int64) error {
	var r struct {
		InvoiceID int64
		BookingID *int64
		Cause     models.RefundCause
		Amount    int64
	}
	if err := tx.Raw(`SELECT invoice_id, booking_id, cause, COALESCE(amount, 0) AS amount FROM refunds WHERE id = ?`, refundID).
		Scan(&r).Error; err != nil {
		return err
	}
	source := fmt.Sprintf("refund-%d", refundID)
	if r.BookingID == nil {
		return post(tx, r.InvoiceID, 0, RefundPaid, source, line{AccountToReturn, r.Amount}, line{AccountCash, -r.Amount})
	}
	if r.Cause == models.CauseSlipNotReviewed {
		return post(tx, r.InvoiceID, *r.BookingID, RefundPaid, source,
			line{AccountToReturn, r.Amount}, line{AccountCash, -r.Amount})
	}
	gross, err := RefundGross(tx, *r.BookingID, r.Cause, r.Amount)
	if err != nil {
		return err
	}
	platform, consultant := rules.SplitCommission(gross)
	if r.Cause == models.CauseRescheduledCheaper {
		if platform, consultant, err = differenceShares(tx, *r.BookingID, gross); err != nil {
			return err
		}
	}
	// A discounted booking's refund gives the platform's promo expense back
	// for the part of the discount it undoes (gross − amount).
	return post(tx, r.InvoiceID, *r.BookingID, RefundPaid, source,
		line{AccountPlatform, platform}, line{AccountConsultant, consultant}, line{AccountPromo, r.Amount - gross}, line{AccountCash, -r.Amount})
}

// RefundGross is the full-price amount a booking's refund of amount stands
// for (rules.RefundGross): the refund itself unless the booking had a promo
// discount. A cheaper reschedule's difference of a discounted booking
// stands for the two slots' price difference (it returns less when the
// discount outgrows the new price).
func RefundGross(tx *gorm.DB, bookingID int64, cause models.RefundCause, amount int64) (int64, error) {
	var b struct{ Price, DiscountCents, OldPrice int64 }
	err := tx.Raw(`SELECT s.price, b.discount_cents, COALESCE(o.price, 0) AS old_price FROM bookings b
		JOIN cerebroslots s ON s.id = b.cerebroslot_id LEFT JOIN cerebroslots o ON o.id = b.rescheduled_from
		WHERE b.id = ?`, bookingID).Scan(&b).Error
	switch {
	case err != nil:
		return 0, err
	case b.DiscountCents == 0:
		return amount, nil
	case cause == models.CauseRescheduledCheaper && b.OldPrice > b.Price:
		return b.OldPrice - b.Price, nil
	}
	return rules.RefundGross(amount, b.Price, b.DiscountCents), nil
}

// PostDepositConfirmed: the admin confirmed that an unreviewed slip's
// deposit reached the bank (approving its refund): the amount is cash
// held and owed back, nobody's share. A rejected or undecided one posts
// nothing.
func PostDepositConfirmed(tx *gorm.DB, refundID int64) error {
	var r struct {
		InvoiceID, BookingID, Amount int64
		Cause                        models.RefundCause
		Status                       models.RefundStatus
	}
	if err := tx.Raw(`SELECT invoice_id, COALESCE(booking_id, 0) AS booking_id, COALESCE(amount, 0) AS amount, cause, status
		FROM refunds WHERE id = ?`, refundID).Scan(&r).Error; err != nil {
		return err
	}
	if r.Cause != models.CauseSlipNotReviewed || r.Status != models.RefundApproved || r.Amount <= 0 {
		return nil
	}
	return post(tx, r.InvoiceID, r.BookingID, DepositConfirmed, fmt.Sprintf("refund-%d", refundID),
		line{AccountCash, r.Amount}, line{AccountToReturn, -r.Amount})
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

// PostPenalty: the consultant who cancelled or did not come owes the
// platform its share of the booking (rules.PenaltyOf).
func PostPenalty(tx *gorm.DB, bookingID int64) error {
	var b struct {
		InvoiceID int64
		Price     int64
	}
	if err := tx.Raw(`SELECT b.invoice_id, s.price FROM bookings b JOIN cerebroslots s ON s.id = b.cerebroslot_id
		WHERE b.id = ?`, bookingID).Scan(&b).Error; err != nil {
		return err
	}
	p := rules.PenaltyOf(b.Price)
	return post(tx, b.InvoiceID, bookingID, Penalty, fmt.Sprintf("booking-%d", bookingID),
		line{AccountConsultant, p}, line{AccountPlatform, -p})
}

// PayoutLine is one item of a payout the admin paid: a session paid to the
// consultant (positive), or a refund, penalty or chargeback taken back.
type PayoutLine struct {
	PayoutID  int64
	ItemKind  string // the payout item's kind (BOOKING, REFUND, PENALTY, CHARGEBACK)
	RefID     int64  // the booking, refund or penalty it is about
	InvoiceID int64
	BookingID int64 // 0 for an item that names no booking
	Amount    int64
}

// PostPayoutItem: a payout item was paid, once per payout, kind and
// reference: the consultant's balance settles against cash.
func PostPayoutItem(tx *gorm.DB, l PayoutLine) error {
	source := fmt.Sprintf("payout-%d-%s-%d", l.PayoutID, l.ItemKind, l.RefID)
	return post(tx, l.InvoiceID, l.BookingID, Payout, source,
		line{AccountConsultant, l.Amount}, line{AccountCash, -l.Amount})
}
